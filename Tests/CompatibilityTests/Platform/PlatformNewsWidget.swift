import Combine
import OSLog
import SwiftUI
import UIKit
import WidgetKit

/// A news widget written as apps write them: a logger per category, a Combine store the provider reads, UIKit
/// colors and fonts bridged into SwiftUI.
private let newsLogger = Logger(subsystem: "com.example.news", category: "widget")

/// OSLog's `Logger`, named for files that also import swift-log (whose `Logger` has the same name; `OSLog.Logger`
/// would look in the `OSLog` class, as it does on Apple's platforms).
typealias PlatformOSLogger = Logger

final class PlatformHeadlineStore: ObservableObject {
    @Published var headlines: [String] = []
    private var cancellables = Set<AnyCancellable>()
    let updates = PassthroughSubject<[String], Never>()

    init() {
        updates
            .map { $0.filter { !$0.isEmpty } }
            .sink { [weak self] headlines in
                self?.headlines = headlines
                newsLogger.debug("Received \(headlines.count) headlines")
            }
            .store(in: &cancellables)
    }
}

struct PlatformNewsEntry: TimelineEntry {
    let date: Date
    let headlines: [String]
}

struct PlatformNewsProvider: TimelineProvider {
    func placeholder(in context: Context) -> PlatformNewsEntry {
        PlatformNewsEntry(date: Date(timeIntervalSince1970: 0), headlines: ["Loading…"])
    }

    func getSnapshot(in context: Context, completion: @escaping (PlatformNewsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PlatformNewsEntry>) -> Void) {
        let store = PlatformHeadlineStore()
        store.updates.send(["Markets rally", "", "Storm due tonight"])
        newsLogger.info("Timeline with \(store.headlines.count, privacy: .public) headlines for \(context.family)")
        let entry = PlatformNewsEntry(date: Date(timeIntervalSince1970: 0), headlines: store.headlines)
        completion(Timeline(entries: [entry], policy: .atEnd))
    }
}

struct PlatformNewsView: View {
    let entry: PlatformNewsEntry
    private let titleFont = UIFontMetrics(forTextStyle: .headline)
        .scaledFont(for: .systemFont(ofSize: 15, weight: .semibold))

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(entry.headlines, id: \.self) { headline in
                Text(headline)
                    .font(Font(titleFont))
                    .foregroundColor(Color(uiColor: .label))
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(Color(uiColor: .secondarySystemBackground), for: .widget)
    }
}

struct PlatformNewsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PlatformNews", provider: PlatformNewsProvider()) { entry in
            PlatformNewsView(entry: entry)
        }
        .configurationDisplayName("Headlines")
        .description("The latest headlines.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
