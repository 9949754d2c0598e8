import SwiftUI
import WidgetKit

// A fitness app's rings: each ring a trimmed circle stroked with an `AngularGradient`, the center filled with a
// `RadialGradient`, the title painted with a `LinearGradient` through `foregroundStyle`.

struct ActivityRingsEntry: TimelineEntry {
    let date: Date
    let move: Double
    let exercise: Double
    let stand: Double
}

struct ActivityRingsProvider: TimelineProvider {
    func placeholder(in context: Context) -> ActivityRingsEntry {
        ActivityRingsEntry(date: Date(), move: 0.5, exercise: 0.5, stand: 0.5)
    }

    func getSnapshot(in context: Context, completion: @escaping (ActivityRingsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ActivityRingsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct ActivityRing: View {
    let progress: Double
    let colors: [Color]
    let width: CGFloat

    var body: some View {
        ZStack {
            Circle().stroke(colors[0].opacity(0.2), lineWidth: width)
            Circle()
                .trim(from: 0, to: min(progress, 1))
                .stroke(
                    AngularGradient(gradient: Gradient(colors: colors), center: .center),
                    style: StrokeStyle(lineWidth: width, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
        }
    }
}

struct ActivityRingsView: View {
    let entry: ActivityRingsEntry

    var body: some View {
        VStack(spacing: 6) {
            ZStack {
                ActivityRing(progress: entry.move, colors: [.red, .pink], width: 10)
                ActivityRing(progress: entry.exercise, colors: [.green, .mint], width: 10).padding(12)
                ActivityRing(progress: entry.stand, colors: [.cyan, .blue], width: 10).padding(24)
                Circle()
                    .fill(
                        RadialGradient(
                            colors: [.white.opacity(0.3), .clear], center: .center, startRadius: 0, endRadius: 20)
                    )
                    .padding(34)
            }
            Text("Activity")
                .font(.caption.bold())
                .foregroundStyle(
                    LinearGradient(colors: [.red, .green, .blue], startPoint: .leading, endPoint: .trailing))
        }
        .containerBackground(.black, for: .widget)
    }
}

struct ActivityRingsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ActivityRings", provider: ActivityRingsProvider()) { entry in
            ActivityRingsView(entry: entry)
        }
        .configurationDisplayName("Activity")
        .description("Your rings today.")
        .supportedFamilies([.systemSmall])
    }
}

extension CorpusCase {
    static var activityRings: CorpusCase {
        .widget(
            ActivityRingsWidget.self, entry: ActivityRingsEntry(date: corpusNow, move: 0.8, exercise: 0.45, stand: 1),
            family: .systemSmall, expecting: ["Activity"])
    }
}
