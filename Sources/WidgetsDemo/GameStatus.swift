import AppIntents
// The demo copy of the seed sample. From seed 000 ("Creating a widget extension") and 001 ("Making a configurable widget").
import Foundation
import SwiftUI
import WidgetKit

struct GameStatus: Sendable {
    var summary: String
}

struct GameStatusEntry: TimelineEntry {
    var date: Date
    var gameStatus: String
}

struct GameStatusProvider: TimelineProvider {
    var hasFetchedGameStatus: Bool = true
    var gameStatusFromServer: String = "Turn 12 · your move"

    func placeholder(in context: Context) -> GameStatusEntry {
        GameStatusEntry(date: Date(), gameStatus: "—")
    }

    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
        let date = Date()
        let entry: GameStatusEntry
        if context.isPreview && !hasFetchedGameStatus {
            entry = GameStatusEntry(date: date, gameStatus: "—")
        } else {
            entry = GameStatusEntry(date: date, gameStatus: gameStatusFromServer)
        }
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GameStatusEntry>) -> Void) {
        // Create a timeline entry for "now."
        let date = Date()
        let entry = GameStatusEntry(
            date: date,
            gameStatus: gameStatusFromServer
        )
        // Create a date that's 15 minutes in the future.
        let nextUpdateDate = Calendar.current.date(byAdding: .minute, value: 15, to: date)!
        let timeline = Timeline(
            entries: [entry],
            policy: .after(nextUpdateDate)
        )
        completion(timeline)
    }
}

struct GameTurnSummary: View {
    var status: String
    init(_ status: String) { self.status = status }
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Game Status").font(.caption).foregroundStyle(.secondary)
            Text(status).font(.headline).privacySensitive()
        }
        .containerBackground(.fill.tertiary, for: .widget)
        .widgetURL(URL(string: "mygame://status"))
    }
}

struct GameDetailsNotAvailable: View {
    var body: some View {
        Text("Game details are not available in this size.")
            .multilineTextAlignment(.center)
            .redacted(reason: .placeholder)
            .unredacted()
    }
}

struct GameStatusView: View {
    @Environment(\.widgetFamily) var family: WidgetFamily
    var gameStatus: String
    init(_ gameStatus: String) { self.gameStatus = gameStatus }

    @ViewBuilder
    var body: some View {
        switch family {
        case .systemSmall: GameTurnSummary(gameStatus)
        default: GameDetailsNotAvailable()
        }
    }
}

struct GameStatusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(
            kind: "com.mygame.game-status",
            provider: GameStatusProvider(),
        ) { entry in
            GameStatusView(entry.gameStatus)
        }
        .configurationDisplayName("Game Status")
        .description("Shows an overview of your game status")
        .supportedFamilies([.systemSmall])
    }
}

// Seed 001: a configurable widget.
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

struct CharacterDetailEntry: TimelineEntry {
    var date: Date
    var detail: CharacterDetail
}

struct CharacterDetailProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CharacterDetailEntry {
        CharacterDetailEntry(date: Date(), detail: CharacterDetail.allCharacters[0])
    }

    func snapshot(for configuration: SelectCharacterIntent, in context: Context) async -> CharacterDetailEntry {
        CharacterDetailEntry(date: Date(), detail: configuration.character)
    }

    func timeline(for configuration: SelectCharacterIntent, in context: Context) async -> Timeline<CharacterDetailEntry>
    {
        // The .never reload policy indicates that the containing app uses
        // WidgetCenter methods to reload the widget's timeline.
        let entry = CharacterDetailEntry(date: Date(), detail: configuration.character)
        let timeline = Timeline(entries: [entry], policy: .never)
        return timeline
    }

    func recommendations() -> [AppIntentRecommendation<SelectCharacterIntent>] {
        CharacterDetail.allCharacters.map {
            AppIntentRecommendation(intent: SelectCharacterIntent(character: $0), description: "\($0.avatar) \($0.id)")
        }
    }
}

struct CharacterDetailView: View {
    var entry: CharacterDetailEntry
    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.detail.avatar).font(.system(size: 40))
            Text(entry.detail.id).font(.headline)
            ProgressView(value: entry.detail.healthLevel)
            Gauge(value: entry.detail.healthLevel) { Text("Health") }
                .gaugeStyle(.linearCapacity)
        }
        .containerBackground(for: .widget) { Color.green.opacity(0.2) }
    }
}

struct CharacterDetailWidget: Widget {
    let kind = "com.mygame.character-detail"
    var body: some WidgetConfiguration {
        AppIntentConfiguration(
            kind: kind,
            intent: SelectCharacterIntent.self,
            provider: CharacterDetailProvider()
        ) { entry in
            CharacterDetailView(entry: entry)
        }
        .configurationDisplayName("Character Details")
        .description("Displays a character's health and other details")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

func reloadAfterGameChange() {
    WidgetCenter.shared.reloadTimelines(ofKind: "com.mygame.character-detail")
    WidgetCenter.shared.invalidateConfigurationRecommendations()
    WidgetCenter.shared.getCurrentConfigurations { result in
        guard case .success(let widgets) = result else { return }
        for info in widgets {
            _ = (info.kind, info.family)
            _ = info.widgetConfigurationIntent(of: SelectCharacterIntent.self)
        }
    }
}
