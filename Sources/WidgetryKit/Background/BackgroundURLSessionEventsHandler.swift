import Foundation

/// A widget's `onBackgroundURLSessionEvents` handler, with the session identifiers it takes.
///
/// The author's closures (Apple's types are not `Sendable`) are only called on the main actor, where the
/// configuration that declared them runs: the matching block, then the handler with the session's identifier and a
/// completion the author calls (from any thread, once) when the events are handled.
public struct BackgroundURLSessionEventsHandler: Sendable {
    /// Which identifiers the handler takes.
    public enum Matching {
        /// Every identifier: `onBackgroundURLSessionEvents { ... }` or `matching: nil`.
        case all
        /// Exactly this identifier: `onBackgroundURLSessionEvents(matching: "com.example.refresh")`.
        case identifier(String)
        /// Identifiers the author's block accepts: `onBackgroundURLSessionEvents(matching: { $0.hasPrefix(...) })`.
        case block((String) -> Bool)
    }

    private let handler: Handler

    /// The author's closures, called only on the main actor.
    private final class Handler: @unchecked Sendable {
        let matching: Matching
        let body: (String, @escaping () -> Void) -> Void
        init(_ matching: Matching, _ body: @escaping (String, @escaping () -> Void) -> Void) {
            self.matching = matching
            self.body = body
        }
    }

    /// Wraps a handler.
    public init(matching: Matching, _ handler: @escaping (String, @escaping () -> Void) -> Void) {
        self.handler = Handler(matching, handler)
    }

    /// The identifier the handler takes exactly, when it gave one.
    public var matchingIdentifier: String? {
        if case .identifier(let identifier) = handler.matching { identifier } else { nil }
    }

    /// Whether the handler takes events of the session with this identifier.
    @MainActor public func matches(_ identifier: String) -> Bool {
        switch handler.matching {
        case .all: true
        case .identifier(let wanted): identifier == wanted
        case .block(let accepts): accepts(identifier)
        }
    }

    /// Calls the author's closure on the main actor with the identifier and a completion.
    @MainActor public func callAsFunction(_ identifier: String, completion: @escaping @Sendable () -> Void) {
        handler.body(identifier, completion)
    }
}
