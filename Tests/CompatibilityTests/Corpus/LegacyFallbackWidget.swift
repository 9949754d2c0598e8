import SwiftUI
import WidgetKit

// A widget that only exists on newer systems, in the style of podcast apps' Lock Screen icons: the configuration
// is chosen with `if #available` inside `body`, with `EmptyWidgetConfiguration()` on older systems.

struct LegacyFallbackEntry: TimelineEntry {
    let date: Date
}

struct LegacyFallbackProvider: TimelineProvider {
    func placeholder(in context: Context) -> LegacyFallbackEntry { LegacyFallbackEntry(date: Date()) }

    func getSnapshot(in context: Context, completion: @escaping (LegacyFallbackEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<LegacyFallbackEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct LegacyFallbackView: View {
    var entry: LegacyFallbackEntry

    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            Image(systemName: "headphones").font(.title)
        }
        .widgetURL(URL(string: "podcasts://last_opened"))
        .containerBackground(.clear, for: .widget)
    }
}

struct LegacyFallbackWidget: Widget {
    var body: some WidgetConfiguration {
        if #available(iOSApplicationExtension 16.0, *) {
            return StaticConfiguration(kind: "AppIconLauncher", provider: LegacyFallbackProvider()) { entry in
                LegacyFallbackView(entry: entry)
            }
            .configurationDisplayName("App Icon")
            .description("Open the app from the Lock Screen.")
            .supportedFamilies([.accessoryCircular])
        } else {
            return EmptyWidgetConfiguration()
        }
    }
}

extension CorpusCase {
    static var legacyFallback: CorpusCase {
        .widget(
            LegacyFallbackWidget.self, entry: LegacyFallbackEntry(date: corpusNow), family: .accessoryCircular,
            expecting: ["headphones"])
    }
}
