import AppIntents
import SwiftUI
import WidgetKit

// A smart-home control written as shipping apps write them: a configurable toggle with a value provider, an
// action hint and a status, and a button control that opens a URL.

struct KitPlug: AppEntity {
    let id: String
    let name: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Plug"
    static var defaultQuery = KitPlugQuery()

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    static let all = [KitPlug(id: "desk", name: "Desk Lamp"), KitPlug(id: "fan", name: "Fan")]
}

struct KitPlugQuery: EntityStringQuery {
    func entities(for identifiers: [KitPlug.ID]) async throws -> [KitPlug] {
        KitPlug.all.filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> [KitPlug] {
        KitPlug.all.filter { $0.name.localizedCaseInsensitiveContains(string) }
    }

    func suggestedEntities() async throws -> [KitPlug] { KitPlug.all }

    func defaultResult() async -> KitPlug? { KitPlug.all.first }
}

struct KitSelectPlugIntent: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Select Plug"
    static let isDiscoverable = false

    @Parameter(title: "Plug") var plug: KitPlug?
}

struct KitTogglePlugIntent: SetValueIntent, LiveActivityIntent {
    static let title: LocalizedStringResource = "Toggle Plug"

    @Parameter(title: "Plug") var plug: KitPlug?
    @Parameter(title: "On") var value: Bool

    init() {}

    init(plug: KitPlug?) {
        self.plug = plug
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct KitPlugValueProvider: AppIntentControlValueProvider {
    func previewValue(configuration: KitSelectPlugIntent) -> Bool { false }

    func currentValue(configuration: KitSelectPlugIntent) async throws -> Bool {
        configuration.plug?.id == "desk"
    }
}

@available(iOS 18.0, *)
struct KitSmartPlugControl: ControlWidget {
    static let kind = "com.example.home.plug"

    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: Self.kind, provider: KitPlugValueProvider()) { isOn in
            ControlWidgetToggle("Plug", isOn: isOn, action: KitTogglePlugIntent()) { isOn in
                Label(isOn ? "On" : "Off", systemImage: isOn ? "powerplug.fill" : "powerplug")
                    .controlWidgetStatus(isOn ? "Plug On" : "Plug Off")
                    .controlWidgetActionHint(isOn ? "Turn Off" : "Turn On")
            }
            .tint(.orange)
        }
        .displayName(.init(stringLiteral: "Smart Plug"))
        .description("Turn a smart plug on or off.")
        .promptsForUserConfiguration()
    }
}

struct KitOpenHomeIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Home"
    static var openAppWhenRun: Bool { true }

    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: OpenURLIntent(URL(string: "home://rooms")!))
    }
}

@available(iOS 18.0, *)
struct KitOpenHomeControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.home.open") {
            ControlWidgetButton(action: KitOpenHomeIntent()) {
                Label("Home", systemImage: "house.fill")
                    .controlWidgetActionHint(Text("Open Home"))
            }
        }
        .displayName("Open Home")
    }
}
