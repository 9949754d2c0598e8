import ServiceLifecycle
import Synchronization

/// Lets code outside a running server stop it gracefully, as SIGTERM would: ``WidgetServer/stop()`` before the server
/// runs makes its ``WidgetServer/run(onServerRunning:onAPNsServerRunning:)`` start and shut down at once.
final class ServerStopSwitch: Sendable {
    private struct State {
        var group: ServiceGroup?
        var stopRequested = false
    }

    private let state = Mutex(State())

    /// Remembers the group `run` is about to run; shuts it down at once when a stop came first.
    func running(_ group: ServiceGroup) async {
        let stopFirst = state.withLock { state in
            state.group = group
            return state.stopRequested
        }
        if stopFirst { await group.triggerGracefulShutdown() }
    }

    /// Shuts the running group down gracefully, or the next one to run.
    func stop() async {
        let group = state.withLock { state in
            state.stopRequested = true
            return state.group
        }
        await group?.triggerGracefulShutdown()
    }
}
