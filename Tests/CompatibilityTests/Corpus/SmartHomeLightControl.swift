import AppIntents
import SwiftUI
import WidgetKit

// A Control Center toggle for one light, configured by the person who adds it: the light is an entity in a
// `ControlConfigurationIntent`, the state comes from an `AppIntentControlValueProvider`, the action is a
// `SetValueIntent`.

struct HomeLightEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Light"
    static let defaultQuery = HomeLightQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    static let all = [HomeLightEntity(id: "desk", name: "Desk Lamp"), HomeLightEntity(id: "porch", name: "Porch")]
}

struct HomeLightQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [HomeLightEntity] {
        HomeLightEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [HomeLightEntity] { HomeLightEntity.all }

    func defaultResult() async -> HomeLightEntity? { HomeLightEntity.all.first }
}

struct HomeLightConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Light"

    @Parameter(title: "Light")
    var light: HomeLightEntity?
}

struct HomeSetLightIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Set Light"

    @Parameter(title: "Light")
    var light: HomeLightEntity?

    @Parameter(title: "On")
    var value: Bool

    func perform() async throws -> some IntentResult { .result() }
}

struct HomeLightState: Sendable {
    let light: HomeLightEntity
    let isOn: Bool
}

struct HomeLightValueProvider: AppIntentControlValueProvider {
    func previewValue(configuration: HomeLightConfiguration) -> HomeLightState {
        HomeLightState(light: configuration.light ?? HomeLightEntity.all[0], isOn: true)
    }

    func currentValue(configuration: HomeLightConfiguration) async throws -> HomeLightState {
        HomeLightState(light: configuration.light ?? HomeLightEntity.all[0], isOn: false)
    }
}

struct SmartHomeLightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "SmartHomeLight", provider: HomeLightValueProvider()) { state in
            ControlWidgetToggle(
                isOn: state.isOn,
                action: {
                    let intent = HomeSetLightIntent()
                    intent.light = state.light
                    return intent
                }()
            ) {
                Label(state.light.name, systemImage: state.isOn ? "lightbulb.fill" : "lightbulb")
            }
            .tint(.yellow)
        }
        .displayName("Light")
        .description("Turn a light on or off.")
        .promptsForUserConfiguration()
    }
}

extension CorpusCase {
    static var smartHomeLightControl: CorpusCase {
        .control(SmartHomeLightControl.self, kind: "SmartHomeLight", expecting: ["Desk Lamp", "lightbulb.fill"])
    }
}
