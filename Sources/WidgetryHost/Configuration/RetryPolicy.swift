import Foundation

/// How long the host waits before retrying a reload that failed: exponential back-off, capped.
///
/// The n-th consecutive failure waits `initialDelay × multiplier^(n−1)`, at most `maximumDelay`. Retries are
/// budgeted reloads: they wait for the minimum interval and are refused when the budget is spent.
///
/// For example, the defaults wait 5, 10, 20, 40 and 80 minutes, then 2 hours each time.
public struct RetryPolicy: Sendable, Hashable, Codable {
    /// The wait after the first failure, in seconds.
    public var initialDelay: TimeInterval
    /// What each further failure multiplies the wait by.
    public var multiplier: Double
    /// The longest wait, in seconds.
    public var maximumDelay: TimeInterval

    /// Creates a retry policy.
    /// - Parameters:
    ///   - initialDelay: The wait after the first failure, in seconds.
    ///   - multiplier: What each further failure multiplies the wait by; at least 1.
    ///   - maximumDelay: The longest wait, in seconds.
    public init(initialDelay: TimeInterval = 300, multiplier: Double = 2, maximumDelay: TimeInterval = 7200) {
        self.initialDelay = max(0, initialDelay)
        self.multiplier = max(1, multiplier)
        self.maximumDelay = max(self.initialDelay, maximumDelay)
    }

    /// The wait before retrying after `failures` consecutive failures (1 for the first).
    public func delay(afterFailures failures: Int) -> TimeInterval {
        let exponent = Double(max(0, failures - 1))
        return min(maximumDelay, initialDelay * pow(multiplier, min(exponent, 64)))
    }
}
