import Foundation
import Synchronization
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryKit
import WidgetryUI

/// The lamp the control switches: the intent sets it, the value provider reads it.
enum Lamp {
    static let state = Mutex((isOn: false, performed: [Bool](), failing: false))
}

struct ToggleLampIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle Lamp"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult {
        let value = self.value
        Lamp.state.withLock {
            $0.performed.append(value)
            $0.isOn = value
        }
        return .result()
    }
}

struct LampValueProvider: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool {
        let state = Lamp.state.withLock { $0 }
        if state.failing { throw ScriptError() }
        return state.isOn
    }
}

struct LampControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Lamp", provider: LampValueProvider()) { isOn in
            ControlWidgetToggle(isOn: isOn, action: ToggleLampIntent()) { Text("Lamp") }
        }
    }
}

struct ControlsBundle: WidgetBundle {
    var body: some Widget {
        LampControl()
    }
}

@Suite(.serialized) struct ControlTests {
    func host() async throws -> (WidgetHost, ManualClock) {
        Lamp.state.withLock { $0 = (false, [], false) }
        let clock = ManualClock()
        let bundle = await WidgetBundleDescriptor(ControlsBundle())
        let host = try await WidgetHost(
            bundle: bundle, clock: clock, configuration: HostConfiguration(logger: CollectingHostLogger()))
        return (host, clock)
    }

    @Test func addingAControlAsksItsValueProvider() async throws {
        let (host, _) = try await host()
        Lamp.state.withLock { $0.isOn = true }
        let state = try await host.addControl(kind: "Lamp", id: "c1")
        #expect(state.isOn == true)
        #expect(try await host.currentControls().map(\.kind) == ["Lamp"])
    }

    @Test func aToggleSetsItsValuePerformsAndReloads() async throws {
        let (host, _) = try await host()
        try await host.addControl(kind: "Lamp", id: "c1")
        try await host.performControlAction(id: "c1")
        #expect(Lamp.state.withLock { $0.performed } == [true])
        let state = try await host.controlState(id: "c1")
        #expect(state.isOn == true && !state.isOptimistic, "confirmed by the provider after the action")
        try await host.performControlAction(id: "c1", newValue: false)
        #expect(Lamp.state.withLock { $0.performed } == [true, false])
        #expect(try await host.controlState(id: "c1").isOn == false)
    }

    @Test func controlCenterReloadsAskTheProviderAgain() async throws {
        let (host, _) = try await host()
        try await host.addControl(kind: "Lamp", id: "c1")
        Lamp.state.withLock { $0.isOn = true }
        host.deliver(.reloadControls(kind: "Lamp"))
        await host.waitUntilIdle()
        #expect(try await host.controlState(id: "c1").isOn == true)
    }

    @Test func aFailingValueProviderKeepsTheLastValue() async throws {
        let (host, _) = try await host()
        try await host.addControl(kind: "Lamp", id: "c1")
        Lamp.state.withLock { $0.failing = true }
        await host.handle(.reloadAllControls)
        let state = try await host.controlState(id: "c1")
        #expect(state.isOn == false)
        #expect(state.lastError?.contains("the script says fail") == true)
    }

    @Test func unknownControlKindsAreNamed() async throws {
        let (host, _) = try await host()
        let error = await #expect(throws: HostError.self) { try await host.addControl(kind: "Lmap") }
        #expect(error?.message == "Unknown control kind 'Lmap'. Control kinds in this bundle: 'Lamp'.")
    }
}
