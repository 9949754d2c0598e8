import ArgumentParser
import Foundation
import WidgetryCLI
import WidgetryIsolation
import WidgetryKit

/// `serve`'s options for running providers in a child process.
struct ServeIsolationOptions: ParsableArguments {
    @Flag(
        help: """
            Run the providers in a child process: a provider that traps, leaks or blocks costs only its own \
            reload, and the host restarts the process with back-off.
            """)
    var isolate = false

    @Option(help: "The provider process's memory limit in MiB (with --isolate; at least 256).")
    var providerMemoryMb: Int = ProviderIsolation.defaultMemoryLimitMB

    @Option(help: "Seconds past the provider deadline before a call that has not returned ends the provider process.")
    var providerKillGrace: Double = 5

    func validate() throws {
        guard providerMemoryMb >= ProviderIsolation.minimumMemoryLimitMB else {
            throw ValidationError(
                "--provider-memory-mb '\(providerMemoryMb)' is too small; give at least "
                    + "\(ProviderIsolation.minimumMemoryLimitMB) MiB (the Swift runtime, the text engine's fonts and "
                    + "threads' stacks need about 100 MiB before any widget runs).")
        }
        guard providerKillGrace >= 0, providerKillGrace.isFinite else {
            throw ValidationError("--provider-kill-grace '\(providerKillGrace)' must be 0 or more seconds.")
        }
    }

    /// The isolation these options ask for, or `nil` without `--isolate`.
    func isolation(deadline: TimeInterval, log: @escaping @Sendable (String) -> Void) -> ProviderIsolation? {
        guard isolate else { return nil }
        return ProviderIsolation(
            executable: URL(fileURLWithPath: "/proc/self/exe"),
            arguments: ["_provider-worker", "--memory-mb", "\(providerMemoryMb)"],
            options: ProviderIsolation.Options(deadline: deadline, killGrace: providerKillGrace), log: log)
    }
}
