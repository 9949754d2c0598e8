import SwiftUI
import WidgetKit

// A chat app's Lock Screen badge: unread messages as a gauge in the circular family, with the accessory background,
// and a short summary in the inline one.

struct ChatUnreadEntry: TimelineEntry {
    let date: Date
    let unread: Int
    let mentions: Int
}

struct ChatUnreadProvider: TimelineProvider {
    func placeholder(in context: Context) -> ChatUnreadEntry {
        ChatUnreadEntry(date: Date(), unread: 3, mentions: 1)
    }

    func getSnapshot(in context: Context, completion: @escaping (ChatUnreadEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ChatUnreadEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct ChatUnreadView: View {
    @Environment(\.widgetFamily) var family
    let entry: ChatUnreadEntry

    var body: some View {
        switch family {
        case .accessoryInline:
            Text("\(entry.unread) unread · \(entry.mentions) mentions")
        default:
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: Double(min(entry.unread, 50)), in: 0...50) {
                    Image(systemName: "bubble.left.fill")
                } currentValueLabel: {
                    Text("\(entry.unread)")
                }
                .gaugeStyle(.accessoryCircular)
            }
            .widgetLabel("Messages")
        }
    }
}

struct ChatUnreadWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ChatUnread", provider: ChatUnreadProvider()) { entry in
            ChatUnreadView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Unread")
        .description("Unread messages at a glance.")
        .supportedFamilies([.accessoryCircular, .accessoryInline])
    }
}

extension CorpusCase {
    static var chatUnread: CorpusCase {
        .widget(
            ChatUnreadWidget.self, entry: ChatUnreadEntry(date: corpusNow, unread: 12, mentions: 2),
            family: .accessoryInline, expecting: ["12 unread · 2 mentions"])
    }
}
