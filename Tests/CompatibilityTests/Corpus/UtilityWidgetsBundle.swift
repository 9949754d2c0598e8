import WidgetKit

// A utilities app's bundle file that imports WidgetKit only, as many do: on Apple's platforms WidgetKit re-exports
// SwiftUI, and SwiftUI UIKit or AppKit, so the bundle's shared styling uses `Color`, `UIColor` and `NSColor`
// without importing them.

enum UtilityStyle {
    static let tint = Color(uiColor: .systemTeal)
    static let panel = Color(nsColor: .controlBackgroundColor)
    static let caption = Color(.tertiaryLabel)
}

struct UtilityWidgetsBundle: WidgetBundle {
    var body: some Widget {
        DiskUsageWidget()
        SleepScoreWidget()
    }
}

extension CorpusCase {
    static var utilityWidgetsBundle: CorpusCase {
        .bundle(
            UtilityWidgetsBundle.self, kinds: ["DiskUsage", "SleepScore"], family: .systemSmall,
            expecting: ["Macintosh HD", "250 GB free"])
    }
}
