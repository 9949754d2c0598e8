import SwiftUI
import WidgetKit

// A disk-space widget written for macOS, reaching for AppKit after `import SwiftUI` alone: semantic `NSColor`s
// (accent, label, window background, separator, system fill), an `NSFont`, and the usage bar drawn in code with
// `NSImage(size:flipped:drawingHandler:)` and `NSBezierPath`.

struct DiskUsageEntry: TimelineEntry {
    let date: Date
    let volume: String
    let usedFraction: Double
    let freeDescription: String
}

struct DiskUsageProvider: TimelineProvider {
    func placeholder(in context: Context) -> DiskUsageEntry {
        DiskUsageEntry(date: Date(), volume: "Macintosh HD", usedFraction: 0.5, freeDescription: "250 GB free")
    }

    func getSnapshot(in context: Context, completion: @escaping (DiskUsageEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<DiskUsageEntry>) -> Void) {
        let entry = placeholder(in: context)
        completion(Timeline(entries: [entry], policy: .after(entry.date.addingTimeInterval(15 * 60))))
    }
}

extension NSImage {
    /// A rounded bar filled up to a fraction, in the accent color, drawn in code.
    static func usageBar(fraction: Double, size: NSSize = NSSize(width: 120, height: 10)) -> NSImage {
        NSImage(size: size, flipped: false) { rect in
            NSColor.quaternaryLabelColor.setFill()
            NSBezierPath(roundedRect: rect, xRadius: rect.height / 2, yRadius: rect.height / 2).fill()
            var filled = rect
            filled.size.width = rect.width * CGFloat(min(max(fraction, 0), 1))
            NSColor.controlAccentColor.setFill()
            NSBezierPath(roundedRect: filled, xRadius: rect.height / 2, yRadius: rect.height / 2).fill()
            return true
        }
    }
}

struct DiskUsageView: View {
    var entry: DiskUsageEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label(entry.volume, systemImage: "internaldrive")
                .font(Font(NSFont.systemFont(ofSize: 13, weight: .semibold)))
                .foregroundColor(Color(nsColor: .labelColor))
            Image(nsImage: .usageBar(fraction: entry.usedFraction))
            Divider().overlay(Color(nsColor: .separatorColor))
            Text(entry.freeDescription)
                .font(.caption)
                .foregroundColor(Color(.secondaryLabelColor))
            Spacer(minLength: 0)
        }
        .padding(4)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color(nsColor: .secondarySystemFill)))
        .containerBackground(Color(nsColor: .windowBackgroundColor), for: .widget)
    }
}

struct DiskUsageWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "DiskUsage", provider: DiskUsageProvider()) { entry in
            DiskUsageView(entry: entry)
        }
        .configurationDisplayName("Disk Usage")
        .description("How full your startup disk is.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

extension CorpusCase {
    static var diskUsage: CorpusCase {
        .widget(
            DiskUsageWidget.self,
            entry: DiskUsageEntry(
                date: corpusNow, volume: "Macintosh HD", usedFraction: 0.72, freeDescription: "141 GB free"),
            family: .systemSmall, expecting: ["Macintosh HD", "141 GB free", "internaldrive"])
    }
}
