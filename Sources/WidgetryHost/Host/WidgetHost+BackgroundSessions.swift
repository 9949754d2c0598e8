import Foundation
import Synchronization
import WidgetryKit

extension WidgetHost {
    /// How long a widget's `onBackgroundURLSessionEvents` handler has to call its completion before the ledger
    /// says it did not (iOS gives an extension about 30 seconds of background time), on the host's clock.
    public static let backgroundEventsDeadline: TimeInterval = 30

    /// The owner of the background URL sessions a provider call of this instance creates, or `nil` when no widget
    /// in the bundle handles background URL session events (the usual case: nothing is allocated).
    nonisolated func backgroundSessionOwner(for id: String, kind: String) -> BackgroundURLSessionOwner? {
        guard bundle.widgets.contains(where: { $0.backgroundURLSessionEvents != nil }) else { return nil }
        return BackgroundURLSessionOwner(instanceID: id, kind: kind) { [weak self] events in
            guard let self else { return }
            Task { await self.deliverBackgroundEvents(events) }
        }
    }

    /// Hands a finished background session's events to the widget whose handler matches its identifier: calls the
    /// handler on the main actor with a completion, records the delivery, tells the session's delegate
    /// `urlSessionDidFinishEvents(forBackgroundURLSession:)`, and records the completion — or, on the host's clock,
    /// that it was not called within ``backgroundEventsDeadline`` (always after the delivery's line). A handler that never completes costs a ledger
    /// line and a wake-up, nothing more.
    public func deliverBackgroundEvents(_ events: BackgroundURLSessionEvents) async {
        let identifier = events.identifier
        // The starting widget's own handler first, then the bundle's others in order, as iOS asks the extension.
        let candidates =
            bundle.widgets.filter { $0.kind == events.kind } + bundle.widgets.filter { $0.kind != events.kind }
        let handlers = candidates.compactMap { widget in widget.backgroundURLSessionEvents.map { (widget.kind, $0) } }
        let matched = await MainActor.run { handlers.first { $0.1.matches(identifier) } }
        let tasks = events.finishedTasks == 1 ? "1 task" : "\(events.finishedTasks) tasks"
        let failed = events.failedTasks == 0 ? "" : " (\(events.failedTasks) with an error)"
        guard let (kind, handler) = matched else {
            await recordBackgroundEvent(
                events,
                detail: "Background URL session '\(identifier)' finished \(tasks)\(failed), but no widget's "
                    + "onBackgroundURLSessionEvents handler matches it; its events were not delivered.")
            return
        }
        let delivery = BackgroundEventsDelivery()
        let started = clock.now
        let missed =
            "The onBackgroundURLSessionEvents handler of '\(kind)' did not call its completion for session "
            + "'\(identifier)' within \(Self.duration(Self.backgroundEventsDeadline))."
        clock.setWakeUp(delivery.id, at: started.addingTimeInterval(Self.backgroundEventsDeadline)) {
            [weak self] in
            guard let self, let ready = delivery.settle(with: missed) else { return }
            if ready { await self.recordBackgroundEvent(events, detail: missed) }
        }
        let completion: @Sendable () -> Void = { [weak self] in
            guard let self else { return }
            let seconds = self.clock.now.timeIntervalSince(started)
            let detail =
                "The onBackgroundURLSessionEvents handler of '\(kind)' called its completion for session "
                + "'\(identifier)' after \(Self.duration(seconds))."
            guard let ready = delivery.settle(with: detail) else { return }
            self.clock.cancelWakeUp(delivery.id)
            if ready { Task { await self.recordBackgroundEvent(events, detail: detail) } }
        }
        await MainActor.run { handler(identifier, completion: completion) }
        await recordBackgroundEvent(
            events,
            detail: "Background URL session '\(identifier)' finished \(tasks)\(failed); its events were delivered "
                + "to the onBackgroundURLSessionEvents handler of '\(kind)'.")
        // An outcome that came while the delivery was being recorded follows it in the ledger.
        if let settled = delivery.delivered() { await recordBackgroundEvent(events, detail: settled) }
        events.deliverFinishEvents()
    }

    /// Adds a background-session line to the ledger of the instance whose provider started the session, or, when
    /// that instance is gone, logs it.
    private func recordBackgroundEvent(_ events: BackgroundURLSessionEvents, detail: String) async {
        let id = events.instanceID
        guard let state = instances[id] else {
            log(.info, nil, detail)
            return
        }
        let now = clock.now
        let record = ReloadRecord(
            date: now, instanceID: id, event: .warning, reason: .backgroundURLSession, counted: false,
            budgetLeft: state.budget.left(at: now), detail: detail)
        log(.info, id, detail)
        await commit(id, records: [record])
    }
}

/// One delivery of a background session's events: settled once, by the completion or by the deadline, and its
/// outcome recorded after the line that says it was delivered.
private final class BackgroundEventsDelivery: Sendable {
    private struct State {
        var isSettled = false
        var isDelivered = false
        var pending: String?
    }

    let id = UUID()
    private let state = Mutex(State())

    /// Settles the delivery with an outcome's ledger line: `nil` when it was settled before (nothing to record),
    /// `true` when the line is to be recorded now, `false` when the delivery line is not recorded yet (it is kept
    /// for ``delivered()``).
    func settle(with line: String) -> Bool? {
        state.withLock { state in
            guard !state.isSettled else { return nil }
            state.isSettled = true
            if state.isDelivered { return true }
            state.pending = line
            return false
        }
    }

    /// Marks the delivery line recorded; returns an outcome line that was waiting for it.
    func delivered() -> String? {
        state.withLock { state in
            state.isDelivered = true
            defer { state.pending = nil }
            return state.pending
        }
    }
}
