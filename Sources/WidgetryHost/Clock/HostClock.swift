import Foundation

/// The time source a ``WidgetHost`` runs on: what time it is, and a way to be woken at a date.
///
/// The host keeps its due work (policy reloads, entry changes, retries) in a heap and asks the clock for one
/// wake-up at the earliest date. ``SystemHostClock`` wakes it in real time; ``ManualClock`` wakes it only when a
/// test or a simulation advances time, so nothing polls and nothing sleeps.
///
/// For example:
///
/// ```swift
/// let clock = ManualClock(now: Date(timeIntervalSince1970: 1_800_000_000))
/// let host = try await WidgetHost(bundle: bundle, clock: clock)
/// await clock.advance(by: 3600)   // every reload due in the hour has happened when this returns
/// ```
public protocol HostClock: Sendable {
    /// The current date.
    var now: Date { get }

    /// Arranges for `action` to run once at `date`, replacing any wake-up set before under the same `id`.
    ///
    /// A date in the past runs the action as soon as the clock can. Each owner (a host, a simulation script)
    /// uses its own `id`, so several owners can share a clock.
    ///
    /// - Parameters:
    ///   - id: Whose wake-up this is.
    ///   - date: When to run the action.
    ///   - action: What to run.
    func setWakeUp(_ id: UUID, at date: Date, _ action: @escaping @Sendable () async -> Void)

    /// Cancels the wake-up set under `id`, if any.
    func cancelWakeUp(_ id: UUID)
}
