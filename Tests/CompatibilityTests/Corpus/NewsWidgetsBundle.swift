import SwiftUI
import WidgetKit

// A news app's widget extension: the Home Screen widgets for everyone, the section widget from the SiriKit era,
// and the Live Activity only where ActivityKit exists — `if #available` without an `else`, as most bundles do.

struct NewsWidgetsBundle: WidgetBundle {
    var body: some Widget {
        NewsHeadlinesWidget()
        NewsSectionIntentWidget()
        if #available(iOSApplicationExtension 16.1, *) {
            PodcastLiveActivity()
        }
    }
}

extension CorpusCase {
    static var newsWidgetsBundle: CorpusCase {
        .bundle(
            NewsWidgetsBundle.self, kinds: ["NewsHeadlines", "NewsSection", "PodcastPlaybackAttributes"],
            family: .systemMedium, expecting: ["Headline placeholder text"])
    }
}
