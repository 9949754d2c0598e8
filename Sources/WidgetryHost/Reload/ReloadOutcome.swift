import Foundation
import WidgetryKit

/// What came of asking a provider for a timeline: the value the host acts on.
enum ReloadOutcome: Sendable {
    /// The provider answered in time; `dateShift` is what the host adds to the entries' dates (see
    /// ``TimelineDating``), zero when they are used as returned.
    case timeline(AnyTimeline, dateShift: TimeInterval)
    /// The provider gave no timeline: it threw (a worker that crashed throws too), or did not answer in time.
    case failed(ProviderFailure)
    /// The widget has no timeline provider (a Live Activity): there was nothing to ask.
    case notATimelineWidget
}

/// Why a provider call gave no timeline.
enum ProviderFailure: Error {
    /// No answer within the deadline, in seconds.
    case timedOut(TimeInterval)
    /// The provider threw.
    case threw(any Error)

    /// The failure as the end of a sentence that starts with the provider: "did not answer within 15 s".
    var sentence: String {
        switch self {
        case .timedOut(let seconds): "did not answer within \(seconds.formatted()) s"
        case .threw(let error): "failed: \(error)"
        }
    }
}
