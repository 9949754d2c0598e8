import SwiftUI
import WidgetKit

// A sleep tracker's score widget written for iOS, reaching for UIKit after `import SwiftUI` alone: a dynamic
// `UIColor` extension, semantic colors through `Color(_:)` and `Color(uiColor:)`, `UIFont`s bridged to `Font`, and
// the score ring drawn in code with `UIGraphicsImageRenderer` and `UIBezierPath`.

extension UIColor {
    static let sleepAccent = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.62, green: 0.58, blue: 1, alpha: 1) : .systemIndigo
    }
}

struct SleepScoreEntry: TimelineEntry {
    let date: Date
    let score: Int
    let hoursAsleep: Double
}

struct SleepScoreProvider: TimelineProvider {
    func placeholder(in context: Context) -> SleepScoreEntry {
        SleepScoreEntry(date: Date(), score: 80, hoursAsleep: 7.5)
    }

    func getSnapshot(in context: Context, completion: @escaping (SleepScoreEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SleepScoreEntry>) -> Void) {
        let midnight = Calendar.current.startOfDay(for: Date()).addingTimeInterval(86_400)
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(midnight)))
    }
}

enum SleepRing {
    /// The score as a ring on a gray disc, drawn once per entry.
    static func image(score: Int, diameter: CGFloat = 46) -> UIImage {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter), format: format)
        return renderer.image { context in
            let bounds = context.format.bounds
            UIColor.systemGray5.setFill()
            UIBezierPath(ovalIn: bounds).fill()
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            let progress = CGFloat(min(max(score, 0), 100)) / 100
            let ring = UIBezierPath(
                arcCenter: center, radius: diameter / 2 - 5, startAngle: -.pi / 2,
                endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
            ring.lineWidth = 6
            UIColor.sleepAccent.setStroke()
            ring.stroke()
        }
    }
}

struct SleepScoreView: View {
    var entry: SleepScoreEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .top) {
                Image(uiImage: SleepRing.image(score: entry.score))
                Spacer()
                Image(systemName: "moon.zzz.fill")
                    .foregroundColor(Color(.systemIndigo))
            }
            Spacer(minLength: 0)
            Text("\(entry.score)")
                .font(Font(UIFont.monospacedDigitSystemFont(ofSize: 34, weight: .bold)))
                .foregroundColor(Color(.label))
            Text(String(format: "%.1f h asleep", entry.hoursAsleep))
                .font(Font(UIFont.preferredFont(forTextStyle: .footnote)))
                .foregroundColor(Color(uiColor: .secondaryLabel))
        }
        .containerBackground(Color(uiColor: .secondarySystemBackground), for: .widget)
    }
}

struct SleepScoreWidget: Widget {
    let kind = "SleepScore"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: SleepScoreProvider()) { entry in
            SleepScoreView(entry: entry)
        }
        .configurationDisplayName("Sleep Score")
        .description("Last night's score at a glance.")
        .supportedFamilies([.systemSmall])
    }
}

extension CorpusCase {
    static var sleepScore: CorpusCase {
        .widget(
            SleepScoreWidget.self, entry: SleepScoreEntry(date: corpusNow, score: 86, hoursAsleep: 7.8),
            family: .systemSmall, expecting: ["86", "7.8 h asleep", "moon.zzz.fill"])
    }
}
