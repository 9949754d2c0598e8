import Intents
import SwiftUI
import WidgetKit

// A game's character widget configured the pre-iOS 17 way, as Apple's Emoji Rangers sample first shipped: an
// `.intentdefinition` (Intents/CharacterSelection) with a dynamic `GameCharacter` parameter, an Intents-extension
// handler that lists the characters, and an `IntentTimelineProvider`.

struct GameCharacterDetail: Sendable {
    let name: String
    let avatar: String
    let level: Int
    let healthLevel: Double

    static let all = [
        GameCharacterDetail(name: "Power Panda", avatar: "🐼", level: 3, healthLevel: 0.14),
        GameCharacterDetail(name: "Unicorn Queen", avatar: "🦄", level: 28, healthLevel: 0.85),
        GameCharacterDetail(name: "Spouty", avatar: "🐳", level: 7, healthLevel: 0.5),
    ]

    static func named(_ name: String?) -> GameCharacterDetail {
        all.first { $0.name == name } ?? all[0]
    }
}

/// The Intents extension's handler: lists the characters for the `hero` parameter.
final class CharacterIntentHandler: INExtension, DynamicCharacterSelectionIntentHandling {
    func provideHeroOptionsCollection(
        for intent: DynamicCharacterSelectionIntent,
        with completion: @escaping (INObjectCollection<GameCharacter>?, Error?) -> Void
    ) {
        let characters = GameCharacterDetail.all.map { detail -> GameCharacter in
            let character = GameCharacter(identifier: detail.name, display: detail.name)
            character.level = NSNumber(value: detail.level)
            character.avatar = detail.avatar
            return character
        }
        completion(INObjectCollection(items: characters), nil)
    }
}

struct CharacterDetailIntentEntry: TimelineEntry {
    let date: Date
    let detail: GameCharacterDetail
    let configuration: DynamicCharacterSelectionIntent
}

struct CharacterDetailIntentProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> CharacterDetailIntentEntry {
        CharacterDetailIntentEntry(date: Date(), detail: GameCharacterDetail.all[0], configuration: .init())
    }

    func getSnapshot(
        for configuration: DynamicCharacterSelectionIntent, in context: Context,
        completion: @escaping (CharacterDetailIntentEntry) -> Void
    ) {
        let detail = GameCharacterDetail.named(configuration.hero?.identifier)
        completion(CharacterDetailIntentEntry(date: Date(), detail: detail, configuration: configuration))
    }

    func getTimeline(
        for configuration: DynamicCharacterSelectionIntent, in context: Context,
        completion: @escaping (Timeline<CharacterDetailIntentEntry>) -> Void
    ) {
        let detail = GameCharacterDetail.named(configuration.hero?.identifier)
        let entry = CharacterDetailIntentEntry(date: Date(), detail: detail, configuration: configuration)
        completion(Timeline(entries: [entry], policy: .atEnd))
    }
}

struct CharacterDetailIntentView: View {
    let entry: CharacterDetailIntentEntry

    var body: some View {
        VStack(spacing: 4) {
            Text(entry.detail.avatar).font(.system(size: 48))
            Text(entry.detail.name).font(.headline).minimumScaleFactor(0.6)
            Text("Level \(entry.detail.level)").font(.caption).foregroundColor(.secondary)
            ProgressView(value: entry.detail.healthLevel)
                .tint(entry.detail.healthLevel < 0.3 ? .red : .green)
        }
        .containerBackground(Color.yellow.opacity(0.2), for: .widget)
    }
}

struct CharacterDetailIntentWidget: Widget {
    let kind = "CharacterDetailIntent"

    var body: some WidgetConfiguration {
        IntentConfiguration(
            kind: kind, intent: DynamicCharacterSelectionIntent.self, provider: CharacterDetailIntentProvider()
        ) { entry in
            CharacterDetailIntentView(entry: entry)
        }
        .configurationDisplayName("Ranger Detail")
        .description("See your favorite ranger.")
        .supportedFamilies([.systemSmall])
    }
}

extension CorpusCase {
    static var characterDetailIntent: CorpusCase {
        let intent = DynamicCharacterSelectionIntent()
        intent.hero = GameCharacter(identifier: "Unicorn Queen", display: "Unicorn Queen")
        return .widget(
            CharacterDetailIntentWidget.self,
            entry: CharacterDetailIntentEntry(
                date: corpusNow, detail: GameCharacterDetail.named(intent.hero?.identifier), configuration: intent),
            family: .systemSmall, expecting: ["Unicorn Queen", "Level 28"])
    }
}
