import Foundation
import Testing
import WidgetryIntents
import WidgetryKit
import WidgetryUI

@testable import WidgetrySiriKit

@MainActor
@Suite struct IntentConfigurationTests {
    init() { TestExtensions.registered }

    func heroWidget() throws -> WidgetDescriptor {
        try #require(WidgetBundleDescriptor(widget: HeroWidget()).widgets.first)
    }

    @Test func theDescriptorHasTheModifiersAndTheIntentSchema() throws {
        let widget = try heroWidget()
        #expect(widget.kind == "Hero")
        #expect(widget.displayName == "Hero")
        #expect(widget.description == "Shows a hero.")
        #expect(widget.supportedFamilies == [.systemSmall, .systemMedium])
        #expect(widget.isConfigurable)
        let schema = try #require(widget.intent)
        #expect(schema.typeName == String(reflecting: ConfigurationIntent.self))
        #expect(schema.title == "Configuration")
        #expect(schema.description == "Choose a hero and how to show them.")
        #expect(schema.parameters.map(\.name) == ["hero", "theme", "showDetails", "count", "tags", "team"])
        #expect(
            schema.parameters.map(\.valueType.description) == [
                "entity Hero", "enum Theme", "bool", "int", "array of string", "array of entity Hero",
            ])
        #expect(schema.parameters.map(\.title) == ["Hero", "Theme", "Show Details", "Count", "Tags", "Team"])
        #expect(schema.parameter(named: "theme")?.defaultValue == "dark")
        #expect(schema.parameter(named: "showDetails")?.defaultValue == true)
        #expect(schema.parameter(named: "count")?.defaultValue == 3)
        guard case .enumeration(let theme) = schema.parameter(named: "theme")?.valueType else {
            Issue.record("theme is not an enum")
            return
        }
        #expect(theme.cases.map(\.rawValue) == ["dark", "light", "system"])
        #expect(theme.cases.map(\.title) == ["Dark", "Light", "Match System"])
        guard case .array(.entity(let team)) = schema.parameter(named: "team")?.valueType else {
            Issue.record("team is not an array of entities")
            return
        }
        #expect(team.supportsStringSearch)
        #expect(team.isEnumerable)
    }

    @Test func optionsAndDefaultsComeFromTheRegisteredHandler() async throws {
        let typeName = String(reflecting: ConfigurationIntent.self)
        _ = try heroWidget()
        let source = try #require(IntentOptionSources.shared.source(typeName: typeName))
        let heroes = try #require(try await source.options(for: "hero", matching: nil))
        #expect(heroes.map(\.value) == ["panda", "egghead", "spouty"])
        #expect(heroes.map(\.title) == ["Power Panda", "Egghead", "Spouty"])
        #expect(try await source.options(for: "hero", matching: "egg")?.map(\.value) == ["egghead"])
        #expect(try await source.options(for: "team", matching: "spout")?.map(\.value) == ["spouty"])
        #expect(try await source.options(for: "theme", matching: nil)?.map(\.value) == ["dark", "light", "system"])
        #expect(try await source.options(for: "count", matching: nil) == nil)
        #expect(try await source.defaultValue(for: "hero") == "egghead")
        #expect(try await source.defaultValue(for: "theme") == "dark")
        await #expect(throws: IntentError.self) { try await source.options(for: "villain", matching: nil) }
    }

    @Test func stringOptionsComeFromAHandlerTheExtensionGives() async throws {
        _ = try #require(WidgetBundleDescriptor(widget: MessageWidget()).widgets.first)
        let source = try #require(
            IntentOptionSources.shared.source(typeName: String(reflecting: SelectMessageIntent.self)))
        #expect(
            try await source.options(for: "message", matching: nil)?.map(\.title) == ["Hello", "Good night", "Thanks"])
    }

    @Test func aTimelineForAConfigurationGetsTheHandlersObjects() async throws {
        let widget = try heroWidget()
        let inspection = try await TimelineInspection.run(
            widget, family: .systemSmall,
            configuration: ["hero": "spouty", "theme": "light", "count": 2, "tags": ["a"], "team": ["panda"]])
        #expect(inspection.timeline.entries.count == 2)
        let entry = try #require(inspection.timeline.entries.first?.base as? HeroEntry)
        #expect(entry.configuration.hero?.identifier == "spouty")
        #expect(entry.configuration.hero?.displayString == "Spouty")
        #expect(entry.configuration.hero === HeroIntentHandler.heroes[2])
        #expect(entry.configuration.theme == .light)
        #expect(entry.configuration.showDetails?.boolValue == true)
        #expect(entry.configuration.tags == ["a"])
        #expect(entry.configuration.team?.map(\.displayString) == ["Power Panda"])
        #expect(inspection.configuration?["showDetails"] == true)
        #expect(inspection.configuration?["hero"] == "spouty")
    }

    @Test func missingParametersTakeTheDefinitionsAndTheHandlersDefaults() async throws {
        let widget = try heroWidget()
        let provider = try #require(widget.provider)
        let resolved = try await provider.resolveConfiguration(nil)
        #expect(resolved == ["hero": "egghead", "theme": "dark", "showDetails": true, "count": 3])
        let snapshot = try await provider.snapshot(for: ["theme": "system"], in: .init(family: .systemSmall))
        let entry = try #require(snapshot.base as? HeroEntry)
        #expect(entry.configuration.theme == .system)
        #expect(entry.configuration.hero?.identifier == "egghead")
    }

    @Test func badConfigurationsNameTheParameter() async throws {
        let provider = try #require(try heroWidget().provider)
        let unknown = await #expect(throws: IntentError.self) {
            _ = try await provider.resolveConfiguration(["villain": "x"])
        }
        #expect(unknown?.code == .unknownParameter)
        let badCase = await #expect(throws: IntentError.self) {
            _ = try await provider.resolveConfiguration(["theme": "sepia"])
        }
        #expect(
            badCase?.message
                == "Invalid value 'sepia' for parameter 'theme' (Theme). Valid values: 'dark', 'light', 'system'.")
        let badHero = await #expect(throws: IntentError.self) {
            _ = try await provider.resolveConfiguration(["hero": "villain"])
        }
        #expect(badHero?.code == .unknownEntity)
        #expect(badHero?.message.contains("'panda', 'egghead', 'spouty'") == true)
        let badType = await #expect(throws: IntentError.self) {
            _ = try await provider.resolveConfiguration(["count": "many"])
        }
        #expect(badType?.code == .typeMismatch)
    }

    @Test func recommendationsBecomeConfigurations() throws {
        let recommendations = try #require(try heroWidget().provider).recommendations()
        #expect(recommendations.map(\.description) == ["Panda"])
        #expect(recommendations.first?.configuration == ["hero": "panda", "theme": "light"])
    }

    @Test func withoutAHandlerObjectsAreMadeFromTheirIdentifier() async throws {
        let intent = ConfigurationIntent()
        let options = HandlerOptions(intentType: ConfigurationIntent.self, intent: intent, handler: nil)
        let parameter = try #require(ConfigurationIntent._intentDefinition.parameter(named: "hero"))
        guard case .object(let type) = parameter.type else {
            Issue.record("hero is not an object")
            return
        }
        let hero = try await options.object(identifier: "ghost", type: type, parameter: parameter, path: "hero")
        #expect(hero is Hero)
        #expect(hero.identifier == "ghost")
        #expect(hero.displayString == "ghost")
    }

    @Test func theWidgetShowsTheConfiguredObject() async throws {
        let widget = try heroWidget()
        let provider = try #require(widget.provider)
        let entry = try await provider.snapshot(for: ["hero": "panda"], in: .init(family: .systemSmall))
        let resolved = ViewResolver.resolve(provider.content(for: entry), in: EnvironmentValues())
        #expect("\(resolved)".contains("Power Panda"))
    }
}
