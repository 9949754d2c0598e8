import Foundation

/// How the dates in a provider's timeline relate to the host's clock.
///
/// Providers date their entries with `Date()`, the wall clock. A host on the wall clock takes those dates as
/// they are. A host on a ``ManualClock`` (a test or a ``HostSimulation`` running a day in seconds) has a "now"
/// far from the wall clock's, so it shifts each timeline by the difference measured at the call: the host reads
/// the wall clock just before asking the provider and adds `(clock.now − wallClockAtCall)` to every entry date
/// and to an `.after(date)` policy. A provider that says "now, then every hour" thus says it about the simulated
/// now, and the intervals it chose are kept exactly.
public enum TimelineDating: Sendable, Hashable, Codable {
    /// Dates are used as the provider returned them. For hosts on the wall clock, and for providers that date
    /// entries from something other than `Date()`.
    case asReturned
    /// Dates are shifted by `(clock.now − wall clock at the call)`, for providers that use `Date()` while the
    /// host runs on a manual clock.
    case relativeToWallClock
}
