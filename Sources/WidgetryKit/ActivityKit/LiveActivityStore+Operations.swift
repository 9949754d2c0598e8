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
            state.records[id] = record
            state.order.append(id)
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
    /// - Returns: Whether the update was applied (`false` when its timestamp was older).
    /// - throws: ``LiveActivityError`` when the identifier is unknown, the activity ended, or the content is too
    ///   large.
    @discardableResult
    public func update(
        id: String, content: ActivityContent<Data>, alert: AlertConfiguration? = nil, timestamp: Date? = nil
    ) throws -> Bool {
        let now = self.now
        let limits = self.limits
        let (applied, events, handlers) = try state.withLock { state throws(LiveActivityError) in
            var events = state.settle(id: id, now: now, limits: limits)
            guard var record = state.records[id] else { throw LiveActivityError.unknownActivity(id) }
            guard record.endDate == nil else { throw LiveActivityError.activityEnded(id) }
            try limits.checkSize(
                attributes: record.attributes, state: content.state, attributesType: record.attributesType)
            let timestamp = timestamp ?? now
            guard timestamp >= record.timestamp else {
                let message =
                    "The update's timestamp \(timestamp.ISO8601Format()) is older than the activity's latest, "
                    + "\(record.timestamp.ISO8601Format()), so it was ignored."
                let event = LiveActivityEvent(
                    .updateIgnored, record: record, state: record.reportedState, date: now, message: message)
                return (false, events + [event], Array(state.observers.values))
            }
            record.content = content
            record.timestamp = timestamp
            record.alert = alert
            state.records[id] = record
            let settled = state.settle(id: id, now: now, limits: limits)
            let current = state.records[id] ?? record
            events.append(
                LiveActivityEvent(.updated, record: current, state: current.reportedState, date: now, alert: alert))
            return (true, events + settled, Array(state.observers.values))
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
            let events = state.order.flatMap { state.settle(id: $0, now: now, limits: limits) }
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
            guard let record = state.records[id] else { return ([], []) }
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
    /// Brings an activity's reported state up to a moment, ending it after 8 hours, and returns what changed.
    mutating func settle(id: String, now: Date, limits: LiveActivityLimits) -> [LiveActivityEvent] {
        guard var record = records[id] else { return [] }
        let old = record.reportedState
        let new = record.activityState(at: now, limits: limits)
        guard new != old else { return [] }
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
