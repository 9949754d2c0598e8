import Foundation

/// When an ended Live Activity leaves the Lock Screen.
///
/// For example:
///
/// ```swift
/// await activity.end(final, dismissalPolicy: .after(.now.addingTimeInterval(3600)))
/// ```
///
/// An ended activity stays at most 4 hours (``LiveActivityLimits/maximumDismissalDelay``); a later date is clamped.
public struct ActivityUIDismissalPolicy: Sendable, Hashable, Codable, CustomStringConvertible {
    enum Kind: String, Sendable, Hashable, Codable {
        case `default`, immediate, after
    }

    let kind: Kind
    let date: Date?

    /// The system's policy: the ended activity stays on the Lock Screen for up to 4 hours.
    public static let `default` = ActivityUIDismissalPolicy(kind: .default, date: nil)

    /// The activity leaves the Lock Screen as soon as it ends.
    public static let immediate = ActivityUIDismissalPolicy(kind: .immediate, date: nil)

    /// The activity leaves the Lock Screen at a date, at most 4 hours after it ends.
    /// - Parameter date: When to remove the activity.
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
        ActivityUIDismissalPolicy(kind: .after, date: date)
    }

    public var description: String {
        switch kind {
        case .default: "default"
        case .immediate: "immediate"
        case .after: "after(\(date.map { $0.ISO8601Format() } ?? "?"))"
        }
    }
}
