import SwiftUI
import WidgetKit

// A calendar agenda that adapts to the reader's text size: it reads the legacy `\.sizeCategory` and the newer
// `\.dynamicTypeSize`, showing fewer events at accessibility sizes.

struct AgendaEvent: Identifiable, Sendable {
    let id: Int
    let title: String
    let start: Date
    let color: Color
}

struct AccessibleAgendaEntry: TimelineEntry {
    let date: Date
    let events: [AgendaEvent]
}

struct AccessibleAgendaProvider: TimelineProvider {
    func placeholder(in context: Context) -> AccessibleAgendaEntry { AccessibleAgendaEntry(date: Date(), events: []) }

    func getSnapshot(in context: Context, completion: @escaping (AccessibleAgendaEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AccessibleAgendaEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct AccessibleAgendaView: View {
    @Environment(\.sizeCategory) private var sizeCategory
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    let entry: AccessibleAgendaEntry

    private var limit: Int {
        if dynamicTypeSize.isAccessibilitySize { return 1 }
        return sizeCategory > ContentSizeCategory.large ? 2 : 3
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.date, format: .dateTime.weekday(.wide)).font(.caption.bold()).foregroundColor(.red)
            ForEach(entry.events.prefix(limit)) { event in
                HStack(spacing: 6) {
                    RoundedRectangle(cornerRadius: 2).fill(event.color).frame(width: 4)
                    VStack(alignment: .leading) {
                        Text(event.title).font(.subheadline.weight(.medium)).lineLimit(1)
                        Text(event.start, style: .time).font(.caption).foregroundColor(.secondary)
                    }
                }
                .fixedSize(horizontal: false, vertical: true)
            }
            Spacer(minLength: 0)
        }
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
        .containerBackground(.background, for: .widget)
    }
}

struct AccessibleAgendaWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "AccessibleAgenda", provider: AccessibleAgendaProvider()) { entry in
            AccessibleAgendaView(entry: entry)
        }
        .configurationDisplayName("Up Next")
        .description("Your next events.")
        .supportedFamilies([.systemSmall])
    }
}

extension CorpusCase {
    static var accessibleAgenda: CorpusCase {
        let events = [
            AgendaEvent(id: 1, title: "Stand-up", start: corpusNow + 1200, color: .blue),
            AgendaEvent(id: 2, title: "Lunch with Sam", start: corpusNow + 10_800, color: .green),
        ]
        return .widget(
            AccessibleAgendaWidget.self, entry: AccessibleAgendaEntry(date: corpusNow, events: events),
            family: .systemSmall, expecting: ["Monday", "Stand-up", "Lunch with Sam"])
    }
}
