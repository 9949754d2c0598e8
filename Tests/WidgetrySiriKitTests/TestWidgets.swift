import Foundation
import WidgetryKit
import WidgetrySiriKit
import WidgetryUI

/// An entry that shows the configuration as the provider saw it.
struct HeroEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationIntent
}

/// A provider written as the Xcode template writes it for intent-configured widgets.
struct HeroProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> HeroEntry {
        HeroEntry(date: .distantPast, configuration: ConfigurationIntent())
    }

    func getSnapshot(
        for configuration: ConfigurationIntent, in context: Context, completion: @escaping (HeroEntry) -> Void
    ) {
        completion(HeroEntry(date: .distantPast, configuration: configuration))
    }

    func getTimeline(
        for configuration: ConfigurationIntent, in context: Context,
        completion: @escaping (Timeline<HeroEntry>) -> Void
    ) {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let entries = (0..<(configuration.count?.intValue ?? 1)).map {
            HeroEntry(date: start.addingTimeInterval(Double($0) * 3600), configuration: configuration)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }

    func recommendations() -> [IntentRecommendation<ConfigurationIntent>] {
        let intent = ConfigurationIntent()
        intent.hero = Hero(identifier: "panda", display: "Power Panda")
        intent.theme = .light
        return [IntentRecommendation(intent: intent, description: "Panda")]
    }
}

struct HeroWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Hero", intent: ConfigurationIntent.self, provider: HeroProvider()) { entry in
            Text(entry.configuration.hero?.displayString ?? "No hero")
        }
        .configurationDisplayName("Hero")
        .description("Shows a hero.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct MessageEntry: TimelineEntry {
    let date: Date
    let message: String
}

struct MessageProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> MessageEntry { MessageEntry(date: .distantPast, message: "…") }

    func getSnapshot(
        for configuration: SelectMessageIntent, in context: Context, completion: @escaping (MessageEntry) -> Void
    ) {
        completion(MessageEntry(date: .distantPast, message: configuration.message ?? "none"))
    }

    func getTimeline(
        for configuration: SelectMessageIntent, in context: Context,
        completion: @escaping (Timeline<MessageEntry>) -> Void
    ) {
        completion(
            Timeline(
                entries: [MessageEntry(date: .distantPast, message: configuration.message ?? "none")], policy: .never))
    }
}

struct MessageWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Message", intent: SelectMessageIntent.self, provider: MessageProvider()) { entry in
            Text(entry.message)
        }
    }
}

/// The Intents extension, as the Xcode template writes it: it handles the hero widget's intent itself.
final class HeroIntentHandler: INExtension, ConfigurationIntentHandling {
    static let heroes = [
        Hero(identifier: "panda", display: "Power Panda"), Hero(identifier: "egghead", display: "Egghead"),
        Hero(identifier: "spouty", display: "Spouty"),
    ]

    func provideHeroOptionsCollection(
        for intent: ConfigurationIntent, with completion: @escaping (INObjectCollection<Hero>?, Error?) -> Void
    ) {
        completion(
            INObjectCollection(sections: [
                INObjectSection(title: "Local", items: Array(Self.heroes.prefix(2))),
                INObjectSection(title: "Remote", items: Array(Self.heroes.suffix(1))),
            ]), nil)
    }

    func provideTeamOptionsCollection(
        for intent: ConfigurationIntent, searchTerm: String?
    ) async throws -> INObjectCollection<Hero> {
        let found = Self.heroes.filter { hero in
            searchTerm.map { hero.displayString.localizedCaseInsensitiveContains($0) || hero.identifier == $0 } ?? true
        }
        return INObjectCollection(items: found)
    }

    func defaultHero(for intent: ConfigurationIntent) -> Hero? {
        Self.heroes[1]
    }

    override func handler(for intent: INIntent) -> Any? {
        intent is ConfigurationIntent ? self : nil
    }
}

/// A separate handler object for the message widget, given by its own extension.
final class MessageHandler: NSObject, SelectMessageIntentHandling {
    func provideMessageOptionsCollection(
        for intent: SelectMessageIntent, searchTerm: String?,
        with completion: @escaping (INObjectCollection<NSString>?, Error?) -> Void
    ) {
        let messages: [NSString] = ["Hello", "Good night", "Thanks"]
        completion(INObjectCollection(items: messages), nil)
    }
}

final class MessageExtension: INExtension {
    override func handler(for intent: INIntent) -> Any? {
        intent is SelectMessageIntent ? MessageHandler() : nil
    }
}

/// Registers the test extensions once per process, as a widget bundle registers its Intents extension.
enum TestExtensions {
    static let registered: Void = {
        INExtension.register { HeroIntentHandler() }
        INExtension.register { MessageExtension() }
    }()
}
