import Intents
import SwiftUI
import WidgetKit

// A news app's section widget configured through SiriKit: the section is a generated enum (`NewsSection`, with
// Xcode's `unknown` case), the number of stories an `NSNumber` with a default in the definition.

struct NewsSectionStory: Identifiable, Sendable {
    let id: Int
    let title: String
}

struct NewsSectionIntentEntry: TimelineEntry {
    let date: Date
    let section: NewsSection
    let stories: [NewsSectionStory]
}

extension NewsSection {
    var title: String {
        switch self {
        case .top, .unknown: "Top Stories"
        case .world: "World"
        case .technology: "Technology"
        case .sports: "Sports"
        }
    }

    var color: Color {
        switch self {
        case .sports: .green
        case .technology: .blue
        default: .red
        }
    }
}

struct NewsSectionIntentProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> NewsSectionIntentEntry {
        NewsSectionIntentEntry(date: Date(), section: .top, stories: [])
    }

    func getSnapshot(
        for configuration: NewsSectionConfigurationIntent, in context: Context,
        completion: @escaping (NewsSectionIntentEntry) -> Void
    ) {
        completion(NewsSectionIntentEntry(date: Date(), section: configuration.section, stories: []))
    }

    func getTimeline(
        for configuration: NewsSectionConfigurationIntent, in context: Context,
        completion: @escaping (Timeline<NewsSectionIntentEntry>) -> Void
    ) {
        let count = configuration.maxStories?.intValue ?? 3
        let stories = (0..<count).map { NewsSectionStory(id: $0, title: "Story \($0 + 1)") }
        let entry = NewsSectionIntentEntry(date: Date(), section: configuration.section, stories: stories)
        completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(3600))))
    }
}

struct NewsSectionIntentView: View {
    let entry: NewsSectionIntentEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(entry.section.title)
                .font(.headline)
                .foregroundColor(entry.section.color)
            ForEach(entry.stories) { story in
                HStack(alignment: .top, spacing: 6) {
                    Circle().fill(entry.section.color).frame(width: 6, height: 6).padding(.top, 6)
                    Text(story.title).font(.subheadline).lineLimit(2)
                }
            }
            Spacer(minLength: 0)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct NewsSectionIntentWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(
            kind: "NewsSection", intent: NewsSectionConfigurationIntent.self, provider: NewsSectionIntentProvider()
        ) { entry in
            NewsSectionIntentView(entry: entry)
        }
        .configurationDisplayName("Section")
        .description("Headlines from one section.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

extension CorpusCase {
    static var newsSectionIntent: CorpusCase {
        let stories = [
            NewsSectionStory(id: 1, title: "Cup final goes to penalties"),
            NewsSectionStory(id: 2, title: "Record crowd at the marathon"),
        ]
        return .widget(
            NewsSectionIntentWidget.self,
            entry: NewsSectionIntentEntry(date: corpusNow, section: .sports, stories: stories),
            family: .systemLarge, expecting: ["Sports", "Cup final goes to penalties", "Record crowd at the marathon"])
    }
}
