import SwiftUI
import UIKit
import WidgetKit

// A photo app's memories strip: thumbnails decoded with UIKit from the app group, laid out in a `LazyHGrid` of
// adaptive rows, each shown with `Image(uiImage:)`.

struct PhotoStripEntry: TimelineEntry {
    let date: Date
    let title: String
    let thumbnails: [Data]
}

struct PhotoStripProvider: TimelineProvider {
    func placeholder(in context: Context) -> PhotoStripEntry {
        PhotoStripEntry(date: Date(), title: "Memories", thumbnails: [])
    }

    func getSnapshot(in context: Context, completion: @escaping (PhotoStripEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PhotoStripEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct PhotoStripView: View {
    let entry: PhotoStripEntry
    private let rows = [GridItem(.adaptive(minimum: 40, maximum: 60), spacing: 4)]
    private let titleFont = UIFontMetrics(forTextStyle: .headline).scaledFont(
        for: .systemFont(ofSize: 15, weight: .bold))

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(entry.title).font(Font(titleFont)).padding([.top, .leading], 12)
            LazyHGrid(rows: rows, spacing: 4) {
                ForEach(entry.thumbnails.indices, id: \.self) { index in
                    if let image = UIImage(data: entry.thumbnails[index]) {
                        Image(uiImage: image)
                            .resizable()
                            .scaledToFill()
                            .frame(width: 48, height: 48)
                            .clipShape(RoundedRectangle(cornerRadius: 6))
                    } else {
                        RoundedRectangle(cornerRadius: 6).fill(Color(uiColor: .systemGray5)).frame(
                            width: 48, height: 48)
                    }
                }
            }
        }
        .containerBackground(Color(uiColor: .systemBackground), for: .widget)
    }
}

struct PhotoStripWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PhotoStrip", provider: PhotoStripProvider()) { entry in
            PhotoStripView(entry: entry)
        }
        .configurationDisplayName("Memories")
        .description("Photos from this day.")
        .supportedFamilies([.systemMedium])
        .contentMarginsDisabled()
    }
}

extension CorpusCase {
    static var photoStrip: CorpusCase {
        .widget(
            PhotoStripWidget.self,
            entry: PhotoStripEntry(date: corpusNow, title: "On This Day", thumbnails: [Data(), Data()]),
            family: .systemMedium, expecting: ["On This Day"])
    }
}
