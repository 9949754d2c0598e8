import SwiftUI
import WidgetKit

// A chat app's extension: more than five widgets in one bundle, as Widgetry allows, in the declaration order the
// gallery shows.

struct ChatWidgetsBundle: WidgetBundle {
    var body: some Widget {
        ChatThreadIntentWidget()
        ChatUnreadWidget()
        MastodonTimelineWidget()
        MastodonAccountWidget()
        TodoCountWidget()
        CaffeineTrackerWidget()
    }
}

extension CorpusCase {
    static var chatWidgetsBundle: CorpusCase {
        .bundle(
            ChatWidgetsBundle.self,
            kinds: ["ChatThread", "ChatUnread", "MastodonTimeline", "MastodonAccount", "TodoCount", "CaffeineTracker"],
            family: .systemMedium, expecting: ["Family", "Mum: Dinner at 7?"])
    }
}
