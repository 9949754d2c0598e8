import Foundation
import Testing
import WidgetryIntents

// The App Intents API widget code calls, as Apple spells it: each call compiles and gives the expected value.

struct CounterIntent: AppIntent, LiveActivityIntent {
    static let title: LocalizedStringResource = LocalizedStringResource("Increment", comment: "Button title")
    static let description = IntentDescription(
        "Adds one to the counter.", categoryName: "Counters", searchKeywords: ["add", "count"])
    static let isDiscoverable = false
    static var openAppWhenRun: Bool { true }
    static var authenticationPolicy: IntentAuthenticationPolicy { .requiresAuthentication }

    @Parameter(title: "Step", default: 1, inclusiveRange: (1, 10)) var step: Int
    @Parameter(title: "Opacity", default: 0.5, controlStyle: .slider, inclusiveRange: (0, 1)) var opacity: Double

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        .result(value: step + 1, dialog: "Counted to \(step + 1).")
    }
}

struct OpenSiteIntent: AppIntent, OpenIntent {
    static let title: LocalizedStringResource = "Open Site"
    @Parameter(title: "Site") var target: Planet

    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: OpenURLIntent(URL(string: "https://example.com/planets/\(target.id)")!))
    }
}

struct PlayIntent: AudioPlaybackIntent, ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Play"
    func perform() async throws -> some IntentResult & ReturnsValue<String> { .result(value: "playing") }
}

struct PlanetNameProvider: DynamicOptionsProvider {
    func results() async throws -> [String] { Planet.all.map(\.name) }
    func defaultResult() async -> String? { "Earth" }
}

struct MoonsProvider: DynamicOptionsProvider {
    @IntentParameterDependency<TripIntent>(\.$planetName) var trip

    func results() async throws -> [String] {
        switch trip?.planetName {
        case "Earth": ["Moon"]
        case "Mars": ["Phobos", "Deimos"]
        default: []
        }
    }
}

struct TripIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Trip"
    @Parameter(title: "Planet", optionsProvider: PlanetNameProvider()) var planetName: String
    @Parameter(title: "Moon", optionsProvider: MoonsProvider()) var moon: String?
}

final class CounterStore: Sendable {
    let name: String
    init(name: String) { self.name = name }
}

struct StoreReadingIntent: AppIntent {
    static let title: LocalizedStringResource = "Read Store"
    @Dependency var store: CounterStore
    @Dependency(key: "backup") var backup: CounterStore
    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: "\(store.name)+\(backup.name)")
    }
}

@Suite struct AppIntentsAPITests {
    @Test func localizedStringResourceTakesCommentsTablesAndBundles() {
        let plain = LocalizedStringResource("Start Timer", comment: "A button")
        #expect(String(localized: plain) == "Start Timer")
        #expect(plain.key == "Start Timer")
        let keyed = LocalizedStringResource(
            "timer.start", defaultValue: "Start", table: "Timers", locale: Locale(identifier: "en_US"),
            bundle: .main, comment: "Starts the timer")
        #expect(keyed.key == "timer.start")
        #expect(keyed.table == "Timers")
        #expect(String(localized: keyed) == "Start")
        let forURL = LocalizedStringResource("x", bundle: .atURL(URL(fileURLWithPath: "/tmp/app.bundle")))
        #expect(String(localized: forURL) == "x")
    }

    @Test func intentMetadataIsReadAsDeclared() {
        #expect(CounterIntent.isDiscoverable == false)
        #expect(CounterIntent.openAppWhenRun)
        #expect(CounterIntent.authenticationPolicy == .requiresAuthentication)
        #expect(CounterIntent.description.categoryName == "Counters")
        #expect(CounterIntent.description.searchKeywords.map { String(localized: $0) } == ["add", "count"])
        #expect(PlayIntent.isDiscoverable)
        #expect(OpenURLIntent.isDiscoverable == false)
        let schema = IntentSchema(CounterIntent.self)
        #expect(schema.description == "Adds one to the counter.")
        #expect(schema.openAppWhenRun)
    }

    @Test func resultsCarryValuesDialogsAndIntents() async throws {
        let counter = CounterIntent()
        counter.step = 4
        let result = try await counter.perform()
        #expect(result.value == 5)
        #expect(result.dialog.map { String(localized: $0.full) } == "Counted to 5.")

        let open = OpenSiteIntent()
        open.target = Planet.all[2]
        let opened = try await open.perform()
        let url = (opened.opensIntent as? OpenURLIntent)?.url
        #expect(url == URL(string: "https://example.com/planets/4"))
        #expect(try await PlayIntent().perform().value == "playing")
        let dialog = IntentDialog(full: "Counted to five.", supporting: "Five")
        #expect(String(localized: dialog.supporting ?? "") == "Five")
    }

    @Test func inclusiveRangeRefusesValuesOutsideIt() async throws {
        let inside = try await IntentCoder.decode(CounterIntent.self, from: ["step": 10, "opacity": 0.25])
        #expect(inside.step == 10)
        #expect(inside.opacity == 0.25)
        await #expect {
            _ = try await IntentCoder.decode(CounterIntent.self, from: ["step": 11])
        } throws: { error in
            (error as? IntentError)?.message.contains("outside its inclusiveRange 1.0...10.0") ?? false
        }
    }

    @Test func optionsProvidersListValuesAndDefaults() async throws {
        let options = try await IntentSchema.options(for: "planetName", of: TripIntent.self)
        #expect(options.map(\.title) == ["Mercury", "Earth", "Mars"])
        #expect(try await IntentSchema.defaultValue(for: "planetName", of: TripIntent.self) == "Earth")
        let resolved = try await IntentCoder.decode(TripIntent.self, from: [:])
        #expect(resolved.planetName == "Earth")
        let matching = try await IntentSchema.options(for: "planetName", of: TripIntent.self, matching: "ar")
        #expect(matching.map(\.title) == ["Earth", "Mars"])
    }

    @Test func parameterDependenciesSeeTheConfigurationBeingEdited() async throws {
        let mars = try await IntentSchema.options(for: "moon", of: TripIntent.self, editing: ["planetName": "Mars"])
        #expect(mars.map(\.title) == ["Phobos", "Deimos"])
        let earth = try await IntentSchema.options(for: "moon", of: TripIntent.self, editing: ["planetName": "Earth"])
        #expect(earth.map(\.title) == ["Moon"])
        #expect(try await IntentSchema.options(for: "moon", of: TripIntent.self).isEmpty)
    }

    @Test func dependenciesComeFromTheManager() async throws {
        AppDependencyManager.shared.add(dependency: CounterStore(name: "main"))
        AppDependencyManager.shared.add(key: "backup", dependency: CounterStore(name: "backup"))
        #expect(try await StoreReadingIntent().perform().value == "main+backup")
    }
}
