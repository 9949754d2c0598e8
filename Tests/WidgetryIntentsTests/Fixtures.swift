import Foundation
import WidgetryIntents

// Test fixtures beyond the conformance samples (see ConformanceSampleIntents.swift).

/// An enum with integer raw values; `high` has no display representation.
enum Priority: Int, AppEnum {
    case low = 1, medium = 2, high = 3
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Priority"
    static let caseDisplayRepresentations: [Priority: DisplayRepresentation] = [
        .low: DisplayRepresentation(title: "Low", subtitle: "Whenever"),
        .medium: "Medium",
    ]
}

/// An entity with integer identifiers and a query that lists and searches every planet, with no default.
struct Planet: AppEntity {
    let id: Int
    let name: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Planet"
    static let defaultQuery = PlanetQuery()
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "Planet \(id)")
    }
    static let all = [Planet(id: 1, name: "Mercury"), Planet(id: 3, name: "Earth"), Planet(id: 4, name: "Mars")]
}

struct PlanetQuery: EnumerableEntityQuery, EntityStringQuery {
    func allEntities() async throws -> [Planet] { Planet.all }
    func entities(matching string: String) async throws -> [Planet] {
        Planet.all.filter { $0.name.lowercased().hasPrefix(string.lowercased()) }
    }
}

/// An entity with UUID identifiers.
struct Notebook: AppEntity {
    let id: UUID
    let name: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Notebook"
    static let defaultQuery = NotebookQuery()
    var displayRepresentation: DisplayRepresentation { "\(name)" }
    static let work = Notebook(id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, name: "Work")
}

struct NotebookQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [Notebook] {
        identifiers.contains(Notebook.work.id) ? [Notebook.work] : []
    }
}

/// An entity whose query always throws.
struct Gadget: AppEntity {
    let id: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Gadget"
    static let defaultQuery = GadgetQuery()
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct GadgetStoreOffline: Error, CustomStringConvertible {
    var description: String { "the gadget store is offline" }
}

struct GadgetQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Gadget] { throw GadgetStoreOffline() }
    func suggestedEntities() async throws -> [Gadget] { throw GadgetStoreOffline() }
}

/// One parameter of every supported kind.
struct EverythingIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Everything"
    @Parameter(title: "Name") var name: String?
    @Parameter(title: "Count", default: 2) var count: Int
    @Parameter(title: "Ratio", description: "Between 0 and 1", default: 0.5) var ratio: Double
    @Parameter(title: "Enabled", default: false) var enabled: Bool
    @Parameter(title: "Due", default: Date(timeIntervalSince1970: 1_700_000_000)) var due: Date
    @Parameter(title: "Link", default: URL(string: "https://example.com/a")!) var link: URL
    @Parameter(title: "Reminder") var reminder: Date?
    @Parameter(title: "Homepage") var homepage: URL?
    @Parameter(title: "Priority", default: .medium) var priority: Priority
    @Parameter(title: "Fallback priority") var fallbackPriority: Priority?
    @Parameter(title: "Planet") var planet: Planet?
    @Parameter(title: "Notebook") var notebook: Notebook?
    @Parameter(title: "Hero") var hero: CharacterDetail
    @Parameter(title: "Tags", default: []) var tags: [String]
    @Parameter(title: "Scores", default: [1, 2]) var scores: [Int]
    @Parameter(title: "Weights", default: []) var weights: [Double]
    @Parameter(title: "Flags", default: []) var flags: [Bool]
    @Parameter(title: "Dates", default: []) var dates: [Date]
    @Parameter(title: "Links", default: []) var links: [URL]
    @Parameter(title: "Categories", default: [.food]) var categories: [Category]
    @Parameter(title: "Team", default: []) var team: [CharacterDetail]
    @Parameter(title: "Moons") var moons: [Planet]?
}

/// A configuration whose planet has no default and whose query has no default result.
struct NeedsPlanetIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Needs Planet"
    @Parameter(title: "Planet") var planet: Planet
}

/// A configuration whose query throws.
struct NeedsGadgetIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Needs Gadget"
    @Parameter(title: "Gadget") var gadget: Gadget
}

/// Records what intents did, keyed by a token unique to each test.
actor PerformLog {
    static let shared = PerformLog()
    private var entries: [String: [String]] = [:]
    func record(_ entry: String, token: String) { entries[token, default: []].append(entry) }
    func entries(for token: String) -> [String] { entries[token] ?? [] }
}

/// An interactive intent that records its message.
struct RecordIntent: AppIntent {
    static let title: LocalizedStringResource = "Record"
    @Parameter(title: "Token") var token: String
    @Parameter(title: "Message", default: "hello") var message: String
    init() {}
    init(token: String, message: String) {
        self.token = token
        self.message = message
    }
    func perform() async throws -> some IntentResult {
        await PerformLog.shared.record(message, token: token)
        return .result()
    }
}

/// A toggle's intent that records the value it was performed with.
struct RecordingSwitchIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Switch"
    @Parameter(title: "On") var value: Bool
    @Parameter(title: "Token") var token: String
    init() {}
    init(token: String) { self.token = token }
    func perform() async throws -> some IntentResult {
        await PerformLog.shared.record("on=\(value)", token: token)
        return .result()
    }
}

/// A set-value intent whose value is an enum.
struct SetPriorityIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Set Priority"
    @Parameter(title: "Priority") var value: Priority
    @Parameter(title: "Token") var token: String
    init() {}
    init(token: String) { self.token = token }
    func perform() async throws -> some IntentResult {
        await PerformLog.shared.record("priority=\(value.rawValue)", token: token)
        return .result()
    }
}
