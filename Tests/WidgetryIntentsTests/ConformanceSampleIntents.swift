// The intent parts of /work/shared/conformance/samples/GameStatus.swift and OrdersAndActivities.swift,
// copied unchanged except for one edit Swift 6 requires: every `static var` that stores a value is
// `static let` here (Swift 6 rejects global mutable state). In Swift 5 mode the originals compile as written.
// The tests use these types as fixtures, so the samples' own code is what gets exercised.
import Foundation
import WidgetryIntents

// MARK: GameStatus.swift — seed 001: a configurable widget.

struct SelectCharacterIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select Character"
    static let description = IntentDescription("Selects the character to display information for.")

    @Parameter(title: "Character")
    var character: CharacterDetail

    init(character: CharacterDetail) {
        self.character = character
    }

    init() {
    }
}

struct CharacterDetail: AppEntity {
    let id: String
    let avatar: String
    let healthLevel: Double
    let heroType: String
    let isAvailable = true

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Character"
    static let defaultQuery = CharacterQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(avatar) \(id)")
    }

    static let allCharacters: [CharacterDetail] = [
        CharacterDetail(id: "Power Panda", avatar: "🐼", healthLevel: 0.14, heroType: "Forest Dweller"),
        CharacterDetail(id: "Unipony", avatar: "🦄", healthLevel: 0.67, heroType: "Free Rangers"),
        CharacterDetail(id: "Spouty", avatar: "🐳", healthLevel: 0.83, heroType: "Deep Sea Goer"),
    ]
}

struct CharacterQuery: EntityQuery {
    func entities(for identifiers: [CharacterDetail.ID]) async throws -> [CharacterDetail] {
        CharacterDetail.allCharacters.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [CharacterDetail] {
        CharacterDetail.allCharacters.filter { $0.isAvailable }
    }

    func defaultResult() async -> CharacterDetail? {
        try? await suggestedEntities().first
    }
}

// MARK: OrdersAndActivities.swift — configurable widget.

enum Category: String, AppEnum {
    case food, drinks, dessert
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Category"
    static let caseDisplayRepresentations: [Category: DisplayRepresentation] = [
        .food: "Food", .drinks: "Drinks", .dessert: "Dessert",
    ]
    var name: String { rawValue.capitalized }
}

struct SelectCategoryIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select Category"
    @Parameter(title: "Category", default: .food) var category: Category
    @Parameter(title: "Show prices", default: true) var showPrices: Bool
    @Parameter(title: "Maximum items", default: 3) var maxItems: Int
    @Parameter(title: "Title", default: "A Default Title") var title: String
}

actor DataStore {
    static let shared = DataStore()
    private var favorites: Set<String> = []
    func items(for category: Category) -> [String] { ["\(category.name) 1", "\(category.name) 2"] }
    func toggleFavorite(_ id: String) {
        if favorites.contains(id) { favorites.remove(id) } else { favorites.insert(id) }
    }
}

// MARK: OrdersAndActivities.swift — interactive widget.

struct ToggleFavoriteIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle Favorite"
    @Parameter(title: "Item ID") var itemID: String
    init() {}
    init(itemID: String) { self.itemID = itemID }
    func perform() async throws -> some IntentResult {
        await DataStore.shared.toggleFavorite(itemID)
        return .result()
    }
}

// MARK: OrdersAndActivities.swift — Control Center controls.

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
