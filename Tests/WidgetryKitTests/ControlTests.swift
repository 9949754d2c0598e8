import Foundation
import Synchronization
import Testing
import WidgetryIntents
import WidgetryUI

@testable import WidgetryKit

// MARK: The sample's controls (OrdersAndActivities.swift), unchanged but for Swift 6 (`static let title`).

struct OpenCameraIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Camera"
    static let openAppWhenRun: Bool = true
    func perform() async throws -> some IntentResult { .result() }
}

struct ToggleFlashlightIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle Flashlight"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct FlashlightValueProvider: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { true }
}

struct OpenCameraControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "OpenCamera") {
            ControlWidgetButton(action: OpenCameraIntent()) {
                Label("Camera", systemImage: "camera.fill")
            }
        }
        .displayName("Open Camera")
    }
}

struct FlashlightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Flashlight", provider: FlashlightValueProvider()) { value in
            ControlWidgetToggle(isOn: value, action: ToggleFlashlightIntent()) {
                Label("Flashlight", systemImage: value ? "flashlight.on.fill" : "flashlight.off.fill")
            }
        }
        .displayName("Flashlight")
        .description("Turns the flashlight on and off.")
    }
}

func reloadControls() {
    ControlCenter.shared.reloadControls(ofKind: "Flashlight")
    ControlCenter.shared.reloadAllControls()
}

// MARK: Helpers

/// A toggle intent that records the value it was performed with.
private struct ToggleLampIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle Lamp"
    static let performedValues = Mutex<[Bool]>([])
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult {
        Self.performedValues.withLock { $0.append(value) }
        return .result()
    }
}

private struct RoomIntent: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Choose Room"
    @Parameter(title: "Room", default: "Kitchen") var room: String
}

private struct LightValueProvider: AppIntentControlValueProvider {
    func previewValue(configuration: RoomIntent) -> Bool { false }
    func currentValue(configuration: RoomIntent) async throws -> Bool { configuration.room == "Kitchen" }
}

private struct LightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "Light", provider: LightValueProvider()) { isOn in
            ControlWidgetToggle("Light", isOn: isOn, action: ToggleFlashlightIntent()) { isOn in
                Text(isOn ? "Bright" : "Dark")
            }
            .tint(.yellow)
        }
        .displayName("Light")
        .promptsForUserConfiguration()
    }
}

private struct RoomButtonControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "RoomButton", intent: RoomIntent.self) { configuration in
            ControlWidgetButton(configuration.room, systemImage: "house", action: OpenCameraIntent())
        }
    }
}

private struct BrokenProvider: ControlValueProvider {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "sensor offline" }
    }
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { throw Failure() }
}

private struct ConditionalControl: ControlWidget {
    let showsToggle: Bool
    init() { showsToggle = true }
    init(showsToggle: Bool) { self.showsToggle = showsToggle }

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Conditional") {
            if showsToggle {
                ControlWidgetToggle(isOn: true, action: ToggleFlashlightIntent()) { Text("Toggle") }
            } else {
                ControlWidgetButton(action: OpenCameraIntent()) { Text("Button") }
            }
        }
    }
}

/// A host stand-in that records what the control center delivers.
private final class RecordingConnection: ControlCenterConnection {
    let delivered = Mutex<[ControlCenterRequest]>([])
    func deliver(_ request: ControlCenterRequest) { delivered.withLock { $0.append(request) } }
    func currentControls() async throws -> [ControlInfo] {
        [ControlInfo(kind: "Flashlight", id: "one"), ControlInfo(kind: "OpenCamera", id: "two")]
    }
}

@MainActor
private func descriptor<C: ControlWidget>(_ control: C) throws -> ControlDescriptor {
    let descriptors = control.body.controlDescriptors
    try #require(descriptors.count == 1)
    return descriptors[0]
}

@MainActor
private func dump(_ view: AnyView) -> String {
    ViewResolver.resolve(view, in: EnvironmentValues()).dump()
}

// MARK: Tests

@Suite struct ControlTests {
    @Test @MainActor func buttonControlWithoutProviderIsDescribed() async throws {
        let camera = try descriptor(OpenCameraControl())
        #expect(camera.kind == "OpenCamera")
        #expect(camera.displayName == "Open Camera")
        #expect(camera.template == .button)
        #expect(camera.intentType == String(reflecting: OpenCameraIntent.self))
        #expect(!camera.hasValueProvider)
        #expect(camera.valueType == nil)
        #expect(try await camera.currentValue() == nil)
        #expect(try await camera.previewValue() == nil)

        let template = try await camera.currentTemplate()
        #expect(template.kind == .button)
        #expect(template.isOn == nil)
        #expect(template.action.typeName == String(reflecting: OpenCameraIntent.self))
        #expect(try template.intentToPerform() == template.action)
        let view = dump(template.view)
        #expect(view.contains("Camera"))
        #expect(view.contains("Button"))
    }

    @Test @MainActor func toggleControlWithProviderIsDescribed() async throws {
        let flashlight = try descriptor(FlashlightControl())
        #expect(flashlight.kind == "Flashlight")
        #expect(flashlight.displayName == "Flashlight")
        #expect(flashlight.description == "Turns the flashlight on and off.")
        #expect(flashlight.template == .toggle)
        #expect(flashlight.intentType == String(reflecting: ToggleFlashlightIntent.self))
        #expect(flashlight.hasValueProvider)
        #expect(flashlight.valueType == "Swift.Bool")
        #expect(flashlight.providerType == String(reflecting: FlashlightValueProvider.self))
        #expect(!flashlight.isConfigurable)
    }

    @Test @MainActor func valueProviderValuesDriveTheToggle() async throws {
        let flashlight = try descriptor(FlashlightControl())
        #expect(try await flashlight.previewValue()?.boolValue == false)
        let current = try #require(try await flashlight.currentValue())
        #expect(current.boolValue == true)

        let on = try await flashlight.template(for: current)
        #expect(on.kind == .toggle)
        #expect(on.isOn == true)
        #expect(dump(on.label).contains("Flashlight"))
        let view = dump(on.view)
        #expect(view.contains("Toggle"))
        #expect(view.contains("On"))

        let preview = try await flashlight.template(for: nil)
        #expect(preview.isOn == false)
        #expect(dump(preview.view).contains("Off"))
    }

    @Test @MainActor func tappingAToggleSetsTheOppositeValue() async throws {
        let template = try await descriptor(FlashlightControl()).currentTemplate()
        #expect(try template.intentToPerform().parameters == ["value": false])
        #expect(try template.intentToPerform(settingValue: true).parameters == ["value": true])

        let lamp = StaticControlConfiguration(kind: "Lamp", provider: FlashlightValueProvider()) { value in
            ControlWidgetToggle(isOn: value, action: ToggleLampIntent()) { Text("Lamp") }
        }
        let lampTemplate = try await #require(lamp.controlDescriptors.first).currentTemplate()
        try await lampTemplate.intentToPerform().perform()
        #expect(ToggleLampIntent.performedValues.withLock { $0 } == [false])
    }

    @Test @MainActor func valueOfTheWrongTypeIsRefused() async throws {
        let flashlight = try descriptor(FlashlightControl())
        await #expect {
            _ = try await flashlight.template(for: AnyControlValue("bright"))
        } throws: { error in
            guard let error = error as? ControlError else { return false }
            return error.code == .wrongValueType && error.message.contains("'Swift.Bool'")
                && error.message.contains("'bright'")
        }
    }

    @Test @MainActor func providerFailureNamesTheControl() async throws {
        let configuration = StaticControlConfiguration(kind: "Sensor", provider: BrokenProvider()) { value in
            ControlWidgetToggle(isOn: value, action: ToggleFlashlightIntent()) { Text("Sensor") }
        }
        let sensor = try #require(configuration.controlDescriptors.first)
        await #expect {
            _ = try await sensor.currentValue()
        } throws: { error in
            (error as? ControlError)?.message
                == "The value provider of control 'Sensor' failed in currentValue(): sensor offline."
        }
    }

    @Test @MainActor func configurableControlReadsItsConfiguration() async throws {
        let light = try descriptor(LightControl())
        #expect(light.promptsForUserConfiguration)
        #expect(light.isConfigurable)
        #expect(light.configurationSchema?.parameters.map(\.name) == ["room"])
        #expect(try await light.currentValue()?.boolValue == true)
        #expect(try await light.currentValue(configuration: ["room": "Garage"])?.boolValue == false)

        let template = try await light.currentTemplate(configuration: ["room": "Kitchen"])
        #expect(template.isOn == true)
        #expect(template.tint == .yellow)
        #expect(template.valueLabel.map(dump)?.contains("Bright") == true)
    }

    @Test @MainActor func configurationOnlyControlBuildsItsTemplateFromTheIntent() async throws {
        let control = try descriptor(RoomButtonControl())
        #expect(control.template == .button)
        #expect(!control.hasValueProvider)
        let template = try await control.currentTemplate(configuration: ["room": "Attic"])
        #expect(dump(template.label).contains("Attic"))
        await #expect(throws: (any Error).self) {
            _ = try await control.currentTemplate(configuration: ["floor": "2"])
        }
    }

    @Test(arguments: [true, false]) @MainActor func conditionalTemplatesTakeTheirBranch(showsToggle: Bool) async throws
    {
        let control = try descriptor(ConditionalControl(showsToggle: showsToggle))
        #expect(control.template == (showsToggle ? .toggle : .button))
        let intent =
            showsToggle ? String(reflecting: ToggleFlashlightIntent.self) : String(reflecting: OpenCameraIntent.self)
        #expect(control.intentType == intent)
        let template = try await control.currentTemplate()
        #expect(template.kind == (showsToggle ? .toggle : .button))
    }

    @Test func controlCenterKeepsRequestsUntilAHostConnects() async throws {
        let center = ControlCenter()
        center.reloadControls(ofKind: "Flashlight")
        center.reloadAllControls()
        #expect(center.pendingRequests == [.reloadControls(kind: "Flashlight"), .reloadAllControls])
        #expect(try await center.currentControls().isEmpty)

        let host = RecordingConnection()
        center.connect(host)
        #expect(center.pendingRequests.isEmpty)
        center.reloadControls(ofKind: "OpenCamera")
        #expect(
            host.delivered.withLock { $0 }
                == [.reloadControls(kind: "Flashlight"), .reloadAllControls, .reloadControls(kind: "OpenCamera")])
        #expect(try await center.currentControls().map(\.kind) == ["Flashlight", "OpenCamera"])
        #expect(center.requestLog.count == 3)

        center.disconnect()
        center.reloadAllControls()
        #expect(center.pendingRequests == [.reloadAllControls])
        #expect(host.delivered.withLock { $0.count } == 3)
    }

    @Test func requestLogKeepsTheNewestRequests() {
        let center = ControlCenter(requestLogLimit: 2)
        for kind in ["A", "B", "C"] { center.reloadControls(ofKind: kind) }
        #expect(center.requestLog == [.reloadControls(kind: "B"), .reloadControls(kind: "C")])
        #expect(ControlCenterRequest.reloadAllControls.applies(toKind: "A"))
        #expect(!ControlCenterRequest.reloadControls(kind: "B").applies(toKind: "A"))
    }

    @Test func sampleReloadsReachTheSharedControlCenter() {
        reloadControls()
        let log = ControlCenter.shared.requestLog
        #expect(log.contains(.reloadControls(kind: "Flashlight")))
        #expect(log.contains(.reloadAllControls))
    }

    @Test @MainActor func bundlesListControlsNextToWidgets() throws {
        struct OrdersBundle: WidgetBundle {
            var body: some Widget {
                DeliveryActivityWidget()
                OpenCameraControl()
                FlashlightControl()
            }
        }
        let bundle = WidgetBundleDescriptor(OrdersBundle())
        #expect(bundle.controls.map(\.kind) == ["OpenCamera", "Flashlight"])
        #expect(bundle.liveActivities.map(\.kind) == ["DeliveryAttributes"])
    }
}
