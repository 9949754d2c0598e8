import Foundation
import Synchronization

extension LiveActivityStore {
    /// Starts an activity from JSON attributes and content, as `Activity.request` and push-to-start do.
    ///
    /// - Parameters:
    ///   - attributesType: The attributes type's name, such as `DeliveryAttributes`.
    ///   - attributes: The attributes, as JSON.
    ///   - content: The content, with the content state as JSON.
    ///   - pushType: How the activity receives push updates; `.token` gives it a push token.
    ///   - id: The identifier; a new UUID unless given.
    ///   - startDate: When it starts; now unless given. A later date makes the activity `.pending` until then.
    ///   - alert: An alert to show as it starts, as a push-to-start's `alert` does.
    /// - Returns: The new record.
    /// - throws: ``LiveActivityError`` when activities are turned off, the identifier is taken, or the attributes
    ///   and content state take more than ``LiveActivityLimits/maximumEncodedSize`` bytes.
    @discardableResult
    public func start(
        attributesType: String, attributes: Data, content: ActivityContent<Data>, pushType: PushType? = nil,
        id: String = UUID().uuidString, startDate: Date? = nil, alert: AlertConfiguration? = nil
    ) throws -> LiveActivityRecord {
        try limits.checkSize(attributes: attributes, state: content.state, attributesType: attributesType)
        let now = self.now
        let limits = self.limits
        let (record, events, handlers) = try state.withLock { state throws(LiveActivityError) in
            guard state.activitiesEnabled else { throw LiveActivityError.activitiesDisabled }
            if let supported = state.supportedAttributesTypes, !supported.contains(attributesType) {
                throw LiveActivityError(
                    .unknownAttributesType,
                    "No ActivityConfiguration in this widget bundle draws '\(attributesType)'; add one to start "
                        + "its Live Activities.")
            }
            guard state.records[id] == nil else {
                throw LiveActivityError(
                    .duplicateActivity, "A Live Activity with the identifier '\(id)' exists. Use a new identifier.")
            }
            let start = startDate ?? now
            var record = LiveActivityRecord(
                id: id, attributesType: attributesType, attributes: attributes, content: content,
                pushType: pushType, pushToken: pushType == .token ? Self.makePushToken() : nil,
                startDate: start, timestamp: start, reportedState: .pending)
            record.reportedState = record.activityState(at: now, limits: limits)
            record.alert = alert
            record.highPriorityUpdateDates = []
            state.records[id] = record
            state.order.append(id)
            record.appendHistory(
                LiveActivityHistoryEntry(
                    date: now, event: .started, state: record.reportedState,
                    alertTitle: alert.map { String(localized: $0.title) }))
            state.records[id] = record
            let event = LiveActivityEvent(
                .started, record: record, state: record.reportedState, date: now, alert: alert)
            return (record, [event], Array(state.observers.values))
        }
        notify(events, to: handlers)
        return record
    }

    /// Replaces an activity's content, as `Activity.update` and push updates do.
    ///
    /// An update whose timestamp is older than the activity's latest change is ignored (and reported to observers
    /// as `.updateIgnored`).
    /// - Parameters:
    ///   - id: The activity's identifier.
    ///   - content: The new content, with the content state as JSON.
    ///   - alert: An alert to show with the update.
    ///   - timestamp: When the update was made; now unless given.
    ///   - priority: The push priority it came with: `10` counts against the hour's budget of high-priority
    ///     updates (``LiveActivityLimits/highPriorityUpdatesPerHour``), and past it the update is held back and
    ///     applied when the budget allows; `5` and `nil` (an update from the app) do not count.
    /// - Returns: Whether the update was applied (`false` when its timestamp was older, or it was held back).
    /// - throws: ``LiveActivityError`` when the identifier is unknown, the activity ended, or the content is too
    ///   large.
    @discardableResult
    public func update(
        id: String, content: ActivityContent<Data>, alert: AlertConfiguration? = nil, timestamp: Date? = nil,
        priority: Int? = nil
    ) throws -> Bool {
        let now = self.now
        let limits = self.limits
        let (applied, events, handlers) = try state.withLock { state throws(LiveActivityError) in
            let events = state.settle(id: id, now: now, limits: limits)
            guard var record = state.records[id] else { throw LiveActivityError.unknownActivity(id) }
            guard record.endDate == nil else { throw LiveActivityError.activityEnded(id) }
            try limits.checkSize(
                attributes: record.attributes, state: content.state, attributesType: record.attributesType)
            let timestamp = timestamp ?? now
            guard timestamp >= record.timestamp else {
                let message =
                    "The update's timestamp \(timestamp.ISO8601Format()) is older than the activity's latest, "
                    + "\(record.timestamp.ISO8601Format()), so it was ignored."
                record.appendHistory(
                    LiveActivityHistoryEntry(
                        date: now, event: .ignored, state: record.reportedState, priority: priority, message: message))
                state.records[id] = record
                let event = LiveActivityEvent(
                    .updateIgnored, record: record, state: record.reportedState, date: now, message: message)
                return (false, events + [event], Array(state.observers.values))
            }
            if priority == 10 {
                let budget = state.highPriorityBudget(limits)
                let used = record.highPriorityUpdates(before: now)
                if used >= budget {
                    let message =
                        "\(used) high-priority updates in the last hour spent the budget of \(budget) an hour; held "
                        + "back until the budget allows (send apns-priority 5 for updates that need not show at once)."
                    state.throttled[id] = LiveActivityStore.ThrottledUpdate(
                        content: content, alert: alert, timestamp: timestamp)
                    record.appendHistory(
                        LiveActivityHistoryEntry(
                            date: now, event: .throttled, state: record.reportedState, priority: priority,
                            message: message))
                    state.records[id] = record
                    let event = LiveActivityEvent(
                        .updateThrottled, record: record, state: record.reportedState, date: now, message: message)
                    return (false, events + [event], Array(state.observers.values))
                }
            }
            // A newer update replaces one held back.
            if let held = state.throttled[id], held.timestamp <= timestamp { state.throttled[id] = nil }
            let (updated, settled) = state.apply(
                id: id, content: content, alert: alert, timestamp: timestamp, priority: priority, now: now,
                limits: limits, message: nil)
            return (true, events + [updated] + settled, Array(state.observers.values))
        }
        notify(events, to: handlers)
        return applied
    }

    /// Ends an activity, as `Activity.end` and push end events do.
    ///
    /// The activity keeps its final content on the Lock Screen until its dismissal date (see
    /// ``LiveActivityLimits/dismissalDate(for:endedAt:)``). When the timestamp is older than the activity's latest
    /// change, the activity still ends but keeps its newer content.
    /// - Parameters:
    ///   - id: The activity's identifier.
    ///   - content: The final content; `nil` keeps the current content.
    ///   - dismissalPolicy: When the ended activity leaves the Lock Screen.
    ///   - timestamp: When the end was requested; now unless given.
    /// - Returns: The ended record.
    /// - throws: ``LiveActivityError`` when the identifier is unknown, the activity already ended, or the content
    ///   is too large.
    @discardableResult
    public func end(
        id: String, content: ActivityContent<Data>? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default,
        timestamp: Date? = nil
    ) throws -> LiveActivityRecord {
        let now = self.now
        let limits = self.limits
        let (record, events, handlers) = try state.withLock { state throws(LiveActivityError) in
            var events = state.settle(id: id, now: now, limits: limits)
            guard var record = state.records[id] else { throw LiveActivityError.unknownActivity(id) }
            guard record.endDate == nil else { throw LiveActivityError.activityEnded(id) }
            let timestamp = timestamp ?? now
            if let content, timestamp >= record.timestamp {
                try limits.checkSize(
                    attributes: record.attributes, state: content.state, attributesType: record.attributesType)
                record.content = content
                record.timestamp = timestamp
            }
            record.endDate = now
            record.dismissalPolicy = dismissalPolicy
            record.dismissalDate = limits.dismissalDate(for: dismissalPolicy, endedAt: now)
            state.records[id] = record
            events += state.settle(id: id, now: now, limits: limits)
            return (state.records[id] ?? record, events, Array(state.observers.values))
        }
        notify(events, to: handlers)
        return record
    }

    /// Sets an activity's push token, as the system does when it assigns a new one.
    /// - throws: ``LiveActivityError`` when the identifier is unknown.
    public func setPushToken(_ token: Data?, forActivity id: String) throws {
        let now = self.now
        let (events, handlers) = try state.withLock { state throws(LiveActivityError) in
            guard var record = state.records[id] else { throw LiveActivityError.unknownActivity(id) }
            guard record.pushToken != token else { return ([LiveActivityEvent](), [] as [Handler]) }
            record.pushToken = token
            state.records[id] = record
            let event = LiveActivityEvent(.pushTokenChanged, record: record, state: record.reportedState, date: now)
            return ([event], Array(state.observers.values))
        }
        notify(events, to: handlers)
    }

    /// Applies what time changes by a moment: activities go stale, end after 8 hours, and leave the Lock Screen
    /// at their dismissal date. Observers hear of each change.
    /// - Parameter now: The moment, by the host's clock.
    /// - Returns: The changes, in the order they were reported.
    @discardableResult
    public func advance(to now: Date) -> [LiveActivityEvent] {
        let limits = self.limits
        let (events, handlers) = state.withLock { state in
            var events = state.order.flatMap { state.settle(id: $0, now: now, limits: limits) }
            events += state.applyThrottled(now: now, limits: limits)
            return (events, Array(state.observers.values))
        }
        notify(events, to: handlers)
        return events
    }

    /// Tells observers that a change the app asked for was refused; `Activity.update` cannot throw, so this is
    /// how such a refusal becomes visible.
    func reportRejection(id: String, message: String) {
        let now = self.now
        let (events, handlers) = state.withLock { state -> ([LiveActivityEvent], [Handler]) in
            guard var record = state.records[id] else { return ([], []) }
            record.appendHistory(
                LiveActivityHistoryEntry(date: now, event: .rejected, state: record.reportedState, message: message))
            state.records[id] = record
            let event = LiveActivityEvent(
                .updateRejected, record: record, state: record.reportedState, date: now, message: message)
            return ([event], Array(state.observers.values))
        }
        notify(events, to: handlers)
    }

    typealias Handler = @Sendable (LiveActivityEvent) -> Void

    static func makePushToken() -> Data {
        var generator = SystemRandomNumberGenerator()
        return Data((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }
}

extension LiveActivityStore.State {
    /// The high-priority updates an activity may apply an hour, by whether frequent updates are allowed.
    func highPriorityBudget(_ limits: LiveActivityLimits) -> Int {
        frequentPushesEnabled ? limits.frequentHighPriorityUpdatesPerHour : limits.highPriorityUpdatesPerHour
    }

    /// Applies content to a running activity and records it; returns the update's event and what settling changed.
    mutating func apply(
        id: String, content: ActivityContent<Data>, alert: AlertConfiguration?, timestamp: Date, priority: Int?,
        now: Date, limits: LiveActivityLimits, message: String?
    ) -> (LiveActivityEvent, [LiveActivityEvent]) {
        var record = records[id]!
        record.content = content
        record.timestamp = timestamp
        record.alert = alert
        if priority == 10 { record.spendHighPriorityUpdate(at: now) }
        record.appendHistory(
            LiveActivityHistoryEntry(
                date: now, event: .updated, state: record.activityState(at: now, limits: limits), priority: priority,
                alertTitle: alert.map { String(localized: $0.title) }, message: message))
        records[id] = record
        let settled = settle(id: id, now: now, limits: limits)
        let current = records[id] ?? record
        let event = LiveActivityEvent(.updated, record: current, state: current.reportedState, date: now, alert: alert)
        return (event, settled)
    }

    /// Applies each held-back update whose activity's budget has room again.
    mutating func applyThrottled(now: Date, limits: LiveActivityLimits) -> [LiveActivityEvent] {
        var events: [LiveActivityEvent] = []
        for (id, held) in throttled.sorted(by: { $0.key < $1.key }) {
            guard let record = records[id], record.endDate == nil else {
                throttled[id] = nil
                continue
            }
            guard record.highPriorityUpdates(before: now) < highPriorityBudget(limits) else { continue }
            throttled[id] = nil
            guard held.timestamp >= record.timestamp else { continue }
            let (updated, settled) = apply(
                id: id, content: held.content, alert: held.alert, timestamp: held.timestamp, priority: 10, now: now,
                limits: limits, message: "Held back by the budget; applied when it allowed.")
            events += [updated] + settled
        }
        return events
    }

    /// Brings an activity's reported state up to a moment, ending it after 8 hours, and returns what changed.
    mutating func settle(id: String, now: Date, limits: LiveActivityLimits) -> [LiveActivityEvent] {
        guard var record = records[id] else { return [] }
        let old = record.reportedState
        let new = record.activityState(at: now, limits: limits)
        guard new != old else { return [] }
        let wasRunning = old == .active || old == .stale
        if new == .ended || new == .dismissed, wasRunning || old == .pending {
            record.appendHistory(LiveActivityHistoryEntry(date: now, event: .ended, state: .ended))
        }
        if new == .dismissed {
            record.appendHistory(LiveActivityHistoryEntry(date: now, event: .dismissed, state: .dismissed))
            throttled[id] = nil
        } else if new != .ended {
            record.appendHistory(LiveActivityHistoryEntry(date: now, event: .stateChanged, state: new))
        }
        if record.endDate == nil, new == .ended || new == .dismissed {
            let (end, dismissal) = record.effectiveEnd(limits: limits)
            record.endDate = end
            record.dismissalPolicy = .default
            record.dismissalDate = dismissal
        }
        record.reportedState = new
        records[id] = record
        let wasEnded = old == .ended || old == .dismissed
        let isEnded = new == .ended || new == .dismissed
        var events: [LiveActivityEvent] = []
        if isEnded, !wasEnded {
            events.append(LiveActivityEvent(.ended, record: record, state: .ended, date: now))
        }
        if new == .dismissed {
            events.append(LiveActivityEvent(.dismissed, record: record, state: new, date: now))
        }
        if !isEnded {
            events.append(LiveActivityEvent(.stateChanged, record: record, state: new, date: now))
        }
        return events
    }
}
