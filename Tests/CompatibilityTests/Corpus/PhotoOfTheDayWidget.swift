import SwiftUI
import WidgetKit

// A photo-of-the-day widget as such apps ship it: the photo through `AsyncImage` (which a widget never loads, so iOS
// shows the placeholder), a caption sized against the widget with `containerRelativeFrame`, a condensed title, and
// the time in a `TimelineView` that apps share with their watch complication.

struct PhotoOfTheDayEntry: TimelineEntry {
    let date: Date
    let title: String
    let imageURL: URL?
}

struct PhotoOfTheDayProvider: TimelineProvider {
    func placeholder(in context: Context) -> PhotoOfTheDayEntry {
        PhotoOfTheDayEntry(date: Date(), title: "Aurora over Tromsø", imageURL: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (PhotoOfTheDayEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PhotoOfTheDayEntry>) -> Void) {
        let entry = PhotoOfTheDayEntry(
            date: Date(), title: "Aurora over Tromsø", imageURL: URL(string: "https://example.com/aurora.jpg"))
        let tomorrow = Calendar.current.date(byAdding: .day, value: 1, to: Date()) ?? Date()
        completion(Timeline(entries: [entry], policy: .after(tomorrow)))
    }
}

struct PhotoOfTheDayView: View {
    var entry: PhotoOfTheDayProvider.Entry

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            AsyncImage(url: entry.imageURL) { phase in
                switch phase {
                case .success(let image):
                    image.resizable().scaledToFill()
                case .failure:
                    Image(systemName: "photo")
                default:
                    Color.indigo
                }
            }
            VStack(alignment: .leading, spacing: 2) {
                TimelineView(.everyMinute) { context in
                    Text(context.date, style: .time)
                        .font(.caption2)
                }
                Text(entry.title)
                    .font(.headline)
                    .fontWidth(.condensed)
                    .lineLimit(2)
            }
            .containerRelativeFrame(.horizontal, alignment: .leading)
            .foregroundStyle(.white)
        }
        .containerBackground(for: .widget) {
            AsyncImage(url: entry.imageURL)
        }
    }
}

struct PhotoOfTheDayWidget: Widget {
    let kind: String = "PhotoOfTheDayWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: PhotoOfTheDayProvider()) { entry in
            PhotoOfTheDayView(entry: entry)
        }
        .configurationDisplayName("Photo of the Day")
        .description("Today's photo, with its title.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

extension CorpusCase {
    static var photoOfTheDay: CorpusCase {
        .widget(
            PhotoOfTheDayWidget.self,
            entry: PhotoOfTheDayEntry(
                date: corpusNow, title: "Aurora over Tromsø", imageURL: URL(string: "https://example.com/a.jpg")),
            family: .systemSmall, expecting: ["Aurora over Tromsø"])
    }
}
