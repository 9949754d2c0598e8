import Foundation

/// The rules a host applies to Live Activities, from Apple's documentation of ActivityKit (see DESIGN.md).
///
/// The date computations are pure functions of the dates they are given, so a host calls them with its own clock.
///
/// For example:
///
/// ```swift
/// let limits = LiveActivityLimits.standard
/// limits.dismissalDate(for: .after(end.addingTimeInterval(86_400)), endedAt: end)  // end + 4 h
/// ```
public struct LiveActivityLimits: Sendable, Hashable, Codable {
    /// How long an activity may run before the system ends it: 8 hours.
    public var maximumActiveDuration: TimeInterval = 8 * 3600
    /// How long an ended activity may stay on the Lock Screen: 4 hours.
    public var maximumDismissalDelay: TimeInterval = 4 * 3600
    /// The most bytes the attributes and content state may take together, encoded as JSON: 4 KB.
    public var maximumEncodedSize: Int = 4096
    /// High-priority (`apns-priority: 10`) push updates an activity may apply in an hour before the rest are held
    /// back (throttled) until the budget allows: 10. Apple does not publish its on-device budget; this is the
    /// host's, configurable. Priority-5 updates and updates from the app do not count.
    public var highPriorityUpdatesPerHour: Int = 10
    /// The same budget when the person allowed frequent updates (`NSSupportsLiveActivitiesFrequentUpdates`,
    /// ``LiveActivityStore/frequentPushesEnabled``): 60.
    public var frequentHighPriorityUpdatesPerHour: Int = 60
    /// Activities push-to-start may start per attributes type in an hour: 10 (after about ten in a short time iOS
    /// logs "Push-to-start budget exceeded" and starts no more; the budget is fixed, frequent updates or not).
    public var pushToStartsPerHour: Int = 10

    /// The defaults.
    public init() {}

    /// The defaults: Apple's numbers.
    public static let standard = LiveActivityLimits()

    /// The date the system ends an activity that started at a date and was never ended.
    /// - Parameter startDate: When the activity started.
    public func automaticEndDate(startedAt startDate: Date) -> Date {
        startDate.addingTimeInterval(maximumActiveDuration)
    }

    /// The date an activity that ended at a date leaves the Lock Screen under a dismissal policy.
    ///
    /// `.default` keeps it for ``maximumDismissalDelay``; `.immediate` removes it at once; `.after(date)` removes
    /// it at the date, clamped between the end and the end plus ``maximumDismissalDelay``.
    /// - Parameters:
    ///   - policy: The dismissal policy given to `end(_:dismissalPolicy:)`.
    ///   - endDate: When the activity ended.
    public func dismissalDate(for policy: ActivityUIDismissalPolicy, endedAt endDate: Date) -> Date {
        let latest = endDate.addingTimeInterval(maximumDismissalDelay)
        switch policy.kind {
        case .default: return latest
        case .immediate: return endDate
        case .after: return min(max(policy.date ?? endDate, endDate), latest)
        }
    }

    /// Checks that attributes and a content state fit in ``maximumEncodedSize``.
    ///
    /// - throws: ``LiveActivityError`` with code `.contentTooLarge`, giving the size and the limit.
    public func checkSize(attributes: Data, state: Data, attributesType: String) throws(LiveActivityError) {
        let size = attributes.count + state.count
        guard size <= maximumEncodedSize else {
            throw LiveActivityError.contentTooLarge(
                attributesType: attributesType, size: size, limit: maximumEncodedSize)
        }
    }
}
