import Foundation

/// An object that specifies a date for WidgetKit to update a widget's view.
///
/// For example:
///
/// ```swift
/// let timeline = Timeline(entries: [entry], policy: .after(nextUpdateDate))
/// ```
public struct Timeline<EntryType: TimelineEntry>: Sendable {
    /// The entries, in the order the provider returned them.
    public let entries: [EntryType]
    /// When WidgetKit asks for the next timeline.
    public let policy: TimelineReloadPolicy

    /// Creates a timeline.
    /// - Parameters:
    ///   - entries: The entries to show, each at its date.
    ///   - policy: When to request the next timeline.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// When WidgetKit requests a new timeline from the provider.
///
/// - ``atEnd``: after the date of the last entry.
/// - ``after(_:)``: after the given date.
/// - ``never``: only when the app calls `WidgetCenter` to reload.
public struct TimelineReloadPolicy: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The three kinds of policy.
    public enum Kind: String, Sendable, Hashable, Codable {
        case atEnd, after, never
    }

    /// Which kind of policy this is.
    public let kind: Kind
    /// The date for ``after(_:)``; `nil` for the others.
    public let date: Date?

    private init(kind: Kind, date: Date?) {
        self.kind = kind
        self.date = date
    }

    /// Request a new timeline after the last date in the current timeline passes.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd, date: nil)

    /// Never request a new timeline; the app tells WidgetKit when one is ready.
    public static let never = TimelineReloadPolicy(kind: .never, date: nil)

    /// Request a new timeline after the given date.
    public static func after(_ date: Date) -> TimelineReloadPolicy {
        TimelineReloadPolicy(kind: .after, date: date)
    }

    /// The date at which this policy asks for the next timeline, given the timeline's entries.
    ///
    /// `.atEnd` is the last entry's date (or `now` when there are no entries), `.after(d)` is `d`,
    /// and `.never` is `nil`.
    public func nextReloadDate(lastEntryDate: Date?, now: Date) -> Date? {
        switch kind {
        case .atEnd: return lastEntryDate ?? now
        case .after: return date
        case .never: return nil
        }
    }

    public var description: String {
        switch kind {
        case .atEnd: return "atEnd"
        case .never: return "never"
        case .after: return "after(\(date.map { $0.ISO8601Format() } ?? "?"))"
        }
    }
}
