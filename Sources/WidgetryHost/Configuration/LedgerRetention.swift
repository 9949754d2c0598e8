import Foundation

/// How much of each instance's reload ledger the store keeps: lines younger than an age, and at most a count.
///
/// Lines from the last 24 hours are always kept, whatever the count, because they decide budgets after a restart.
/// Pruned lines still count in ``WidgetHost/ledgerTotals(for:)``. For example, `serve --ledger-retention-days 7
/// --ledger-max-rows 2000` is:
///
/// ```swift
/// var configuration = HostConfiguration()
/// configuration.ledgerRetention = LedgerRetention(maximumAge: 7 * 86_400, maximumRecords: 2000)
/// ```
public struct LedgerRetention: Sendable, Hashable, Codable {
    /// The oldest a line may get, in seconds; at least a day.
    public var maximumAge: TimeInterval
    /// The most lines kept per instance (lines of the last day excepted).
    public var maximumRecords: Int

    /// Creates a retention.
    ///
    /// - Parameters:
    ///   - maximumAge: Seconds a line is kept; values under a day count as a day.
    ///   - maximumRecords: Lines kept per instance; values under 1 count as 1.
    public init(maximumAge: TimeInterval = 30 * 86_400, maximumRecords: Int = 5000) {
        self.maximumAge = max(86_400, maximumAge)
        self.maximumRecords = max(1, maximumRecords)
    }

    /// Thirty days and 5 000 lines per instance.
    public static let standard = LedgerRetention()
}
