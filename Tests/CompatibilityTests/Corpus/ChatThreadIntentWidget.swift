import Intents
import SwiftUI
import WidgetKit

// A chat app's conversation widget from before App Intents: the conversation is a searchable `ChatThread` object
// from Intents/ChatThreads.intentdefinition, the preview a Boolean parameter read as `NSNumber`.

struct ChatThreadSummary: Sendable {
    let name: String
    let lastMessage: String
    let sender: String
    let unread: Int
    let isGroup: Bool
}

final class ChatThreadIntentHandler: INExtension, SelectChatThreadIntentHandling {
    static let threads = [
        ChatThreadSummary(name: "Family", lastMessage: "Dinner at 7?", sender: "Mum", unread: 3, isGroup: true),
        ChatThreadSummary(name: "Sam", lastMessage: "On my way", sender: "Sam", unread: 0, isGroup: false),
    ]

    func provideThreadOptionsCollection(
        for intent: SelectChatThreadIntent, searchTerm: String?,
        with completion: @escaping (INObjectCollection<ChatThread>?, Error?) -> Void
    ) {
        let matching = Self.threads.filter { searchTerm.map($0.name.localizedCaseInsensitiveContains) ?? true }
        let items = matching.map { summary -> ChatThread in
            let thread = ChatThread(identifier: summary.name, display: summary.name)
            thread.unreadCount = NSNumber(value: summary.unread)
            thread.isGroup = NSNumber(value: summary.isGroup)
            return thread
        }
        completion(INObjectCollection(sections: [INObjectSection(title: "Recent", items: items)]), nil)
    }
}

struct ChatThreadIntentEntry: TimelineEntry {
    let date: Date
    let summary: ChatThreadSummary
    let showPreview: Bool
}

struct ChatThreadIntentProvider: IntentTimelineProvider {
    typealias Intent = SelectChatThreadIntent
    typealias Entry = ChatThreadIntentEntry

    func placeholder(in context: Context) -> Entry {
        Entry(date: Date(), summary: ChatThreadIntentHandler.threads[0], showPreview: true)
    }

    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void) {
        completion(entry(for: configuration))
    }

    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [entry(for: configuration)], policy: .never))
    }

    private func entry(for configuration: Intent) -> Entry {
        let name = configuration.thread?.identifier
        let summary = ChatThreadIntentHandler.threads.first { $0.name == name } ?? ChatThreadIntentHandler.threads[0]
        return Entry(date: Date(), summary: summary, showPreview: configuration.showPreview?.boolValue ?? true)
    }
}

struct ChatThreadIntentView: View {
    let entry: ChatThreadIntentEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(systemName: entry.summary.isGroup ? "person.3.fill" : "person.crop.circle.fill")
                    .foregroundColor(.blue)
                Text(entry.summary.name).font(.headline)
                Spacer()
                if entry.summary.unread > 0 {
                    Text("\(entry.summary.unread)")
                        .font(.caption.bold())
                        .foregroundColor(.white)
                        .padding(.horizontal, 6)
                        .background(Capsule().fill(Color.blue))
                }
            }
            if entry.showPreview {
                Text("\(entry.summary.sender): \(entry.summary.lastMessage)")
                    .font(.subheadline)
                    .lineLimit(3)
            } else {
                Text("Preview hidden").font(.subheadline).foregroundColor(.secondary)
            }
            Spacer(minLength: 0)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct ChatThreadIntentWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(
            kind: "ChatThread", intent: SelectChatThreadIntent.self, provider: ChatThreadIntentProvider()
        ) { entry in
            ChatThreadIntentView(entry: entry)
        }
        .configurationDisplayName("Conversation")
        .description("Keep a conversation on your Home Screen.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

extension CorpusCase {
    static var chatThreadIntent: CorpusCase {
        .widget(
            ChatThreadIntentWidget.self,
            entry: ChatThreadIntentEntry(
                date: corpusNow, summary: ChatThreadIntentHandler.threads[0], showPreview: true),
            family: .systemMedium, expecting: ["Family", "Mum: Dinner at 7?", "3", "person.3.fill"])
    }
}
