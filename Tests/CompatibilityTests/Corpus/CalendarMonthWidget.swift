import SwiftUI
import WidgetKit

// A calendar app's month widget: seven fixed-width columns in a `LazyVGrid`, today's date circled, days with
// events dotted.

struct CalendarMonthEntry: TimelineEntry {
    let date: Date
    let monthTitle: String
    let firstWeekday: Int
    let dayCount: Int
    let today: Int
    let eventDays: Set<Int>
}

struct CalendarMonthProvider: TimelineProvider {
    func placeholder(in context: Context) -> CalendarMonthEntry {
        CalendarMonthEntry(date: Date(), monthTitle: "June", firstWeekday: 1, dayCount: 30, today: 1, eventDays: [])
    }

    func getSnapshot(in context: Context, completion: @escaping (CalendarMonthEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CalendarMonthEntry>) -> Void) {
        let tomorrow = Calendar.current.startOfDay(for: Date()).addingTimeInterval(86_400)
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(tomorrow)))
    }
}

struct CalendarMonthView: View {
    let entry: CalendarMonthEntry
    private let columns = Array(repeating: GridItem(.fixed(18), spacing: 2), count: 7)
    private let weekdays = ["S", "M", "T", "W", "T", "F", "S"]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.monthTitle.uppercased()).font(.caption.bold()).foregroundColor(.red)
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(weekdays.indices, id: \.self) { index in
                    Text(weekdays[index]).font(.system(size: 9, weight: .semibold)).foregroundColor(.secondary)
                }
                ForEach(0..<entry.firstWeekday, id: \.self) { _ in Color.clear.frame(height: 16) }
                ForEach(1...entry.dayCount, id: \.self) { day in
                    Text("\(day)")
                        .font(.system(size: 10, weight: day == entry.today ? .bold : .regular))
                        .foregroundColor(day == entry.today ? .white : .primary)
                        .frame(width: 16, height: 16)
                        .background(Circle().fill(day == entry.today ? Color.red : Color.clear))
                        .overlay(alignment: .bottom) {
                            if entry.eventDays.contains(day) { Circle().fill(.gray).frame(width: 3, height: 3) }
                        }
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct CalendarMonthWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CalendarMonth", provider: CalendarMonthProvider()) { entry in
            CalendarMonthView(entry: entry)
        }
        .configurationDisplayName("Month")
        .description("This month at a glance.")
        .supportedFamilies([.systemSmall])
    }
}

extension CorpusCase {
    static var calendarMonth: CorpusCase {
        .widget(
            CalendarMonthWidget.self,
            entry: CalendarMonthEntry(
                date: corpusNow, monthTitle: "June", firstWeekday: 1, dayCount: 30, today: 1, eventDays: [3, 14]),
            family: .systemSmall, expecting: ["JUNE", "30"])
    }
}
