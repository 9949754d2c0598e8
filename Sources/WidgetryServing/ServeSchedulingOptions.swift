import ArgumentParser
import Foundation
import WidgetryCLI
import WidgetryHost
import WidgetryKit

/// `serve`'s options for the scheduler: the budget, the clock, and how hosts sharing a PostgreSQL store lease
/// their work.
struct ServeSchedulingOptions: ParsableArguments {
    @Option(help: "Counted reloads each widget may have in 24 hours (default 70, as on iOS).")
    var dailyReloadBudget: Int = HostLimits.standard.dailyReloadBudget

    @Option(
        help: ArgumentHelp(
            "Wall seconds a host sharing a PostgreSQL store holds a claim on a due reload unless it renews it; a "
                + "host that dies loses its work to the others this long after its last renewal at most."))
    var leaseSeconds: Double = 60

    @Option(help: "Wall seconds between a shared host's sweeps for due reloads no live claim holds.")
    var sweepSeconds: Double = 15

    @Option(
        help: ArgumentHelp(
            "Run the host's clock this many times faster than the wall clock from --clock-epoch on (for scale "
                + "tests and demos; hosts sharing a store must be given the same rate and epoch)."))
    var clockRate: Double = 1

    @Option(help: "The Unix time (seconds) from which --clock-rate applies (default: when the host starts).")
    var clockEpoch: Double?

    func validate() throws {
        guard dailyReloadBudget >= 1 else {
            throw ValidationError("--daily-reload-budget '\(dailyReloadBudget)' is out of range; give 1 or more.")
        }
        guard leaseSeconds >= 1, leaseSeconds.isFinite else {
            throw ValidationError("--lease-seconds '\(leaseSeconds)' is out of range; give 1 or more seconds.")
        }
        guard sweepSeconds > 0, sweepSeconds.isFinite else {
            throw ValidationError("--sweep-seconds '\(sweepSeconds)' is out of range; give more than 0 seconds.")
        }
        guard clockRate > 0, clockRate <= 100_000, clockRate.isFinite else {
            throw ValidationError("--clock-rate '\(clockRate)' is out of range; give more than 0, at most 100000.")
        }
    }

    /// The host's clock: the wall clock, or the wall clock sped up from the epoch.
    func clock() -> any HostClock {
        guard isScaled else { return SystemHostClock() }
        return ScaledHostClock(
            rate: clockRate, epoch: clockEpoch.map(Date.init(timeIntervalSince1970:)) ?? Date())
    }

    /// Applies the budget and the leases (wall seconds, in the clock's seconds) to a host configuration.
    func apply(to configuration: inout HostConfiguration) {
        configuration.limits.dailyReloadBudget = dailyReloadBudget
        configuration.leaseDuration = leaseSeconds * clockRate
        configuration.workSweepInterval = sweepSeconds * clockRate
        // Providers date entries by the wall clock; on a sped-up clock they are moved to the host's time.
        if isScaled { configuration.timelineDating = .relativeToWallClock }
    }

    /// Whether the host's clock runs apart from the wall clock.
    var isScaled: Bool { clockRate != 1 || clockEpoch != nil }
}
