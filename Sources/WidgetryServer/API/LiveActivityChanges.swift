import Foundation
import WidgetryHost
import WidgetryKit

/// The one path every change to a Live Activity that arrives over HTTP takes — the REST API
/// (`/api/activities…`) and APNs (`/3/device/{token}`) alike: the content is checked against the activity's own
/// `Codable` types and ActivityKit's size limit, the store applies it, and the change is saved before the caller
/// answers. Each route only reads its own wire format and words the ``LiveActivityError`` its way.
///
/// With a journal (a store other hosts may share), an activity is found here too when another host started it, and
/// a change is applied to the activity as the store holds it, read just before.
struct LiveActivityChanges: Sendable {
    /// The activities changed.
    let activities: LiveActivityStore
    /// The bundle whose `ActivityConfiguration`s draw them.
    let bundle: WidgetBundleDescriptor
    /// Awaited after a change, before the answer: the change is then in the store.
    let saved: @Sendable () async -> Void
    /// Where activities other hosts sharing the store started or changed are read; `nil` for a server whose
    /// activities are its own.
    let journal: LiveActivityJournal?

    /// An activity by identifier: this host's, else as the store holds it. With `current`, read from the store even
    /// when known (merged with what this host knows), as before a change.
    ///
    /// - Returns: The activity, or `nil` when neither this host nor the store has it.
    /// - throws: ``HostError`` when the store cannot be read.
    func record(id: String, current: Bool) async throws -> LiveActivityRecord? {
        guard let journal, current || activities.record(id: id) == nil else { return activities.record(id: id) }
        return try await journal.refresh(id: id)
    }

    /// The activity whose push token is `token`, read from the store as before a change; `nil` when none has it.
    ///
    /// - throws: ``HostError`` when the store cannot be read.
    func record(pushToken token: Data) async throws -> LiveActivityRecord? {
        guard let journal else { return activities.records.first { $0.pushToken == token } }
        return try await journal.activity(pushToken: token)
    }

    /// The attributes type whose push-to-start token `token` is, also when another host made the token; `nil`
    /// when it is none.
    ///
    /// - throws: ``HostError`` when the store cannot be read.
    func attributesType(forPushToStartToken token: Data) async throws -> String? {
        if let type = activities.attributesType(forPushToStartToken: token) { return type }
        guard let journal else { return nil }
        try await journal.refreshPushToStartTokens()
        return activities.attributesType(forPushToStartToken: token)
    }

    /// The configuration that draws an attributes type.
    ///
    /// - throws: ``LiveActivityError/Code/unknownAttributesType`` when no `ActivityConfiguration` in the bundle
    ///   draws it, as ActivityKit refuses an app without one.
    func activity(drawing attributesType: String) throws -> ActivityDescriptor {
        guard
            let activity = bundle.liveActivities.first(where: { $0.activity?.attributesType == attributesType })?
                .activity
        else {
            throw LiveActivityError(
                .unknownAttributesType, "No ActivityConfiguration in this bundle draws '\(attributesType)'.")
        }
        return activity
    }

    /// Checks attributes and a content state against the activity's types and the size limit.
    ///
    /// - throws: ``LiveActivityError``: undecodable content (naming the inner field), content over the limit, or an
    ///   attributes type nothing draws.
    func check(attributesType: String, id: String, attributes: Data, state: Data) throws {
        try activity(drawing: attributesType).validate(
            LiveActivityViewInput(activityID: id, attributes: attributes, state: state), limits: activities.limits)
    }

    /// Starts an activity once its content checks, and waits until it is saved.
    ///
    /// - Returns: The new record.
    func start(
        attributesType: String, attributes: Data, content: ActivityContent<Data>, pushType: PushType?, id: String,
        alert: AlertConfiguration? = nil
    ) async throws -> LiveActivityRecord {
        try check(attributesType: attributesType, id: id, attributes: attributes, state: content.state)
        return try await started(attributesType, attributes, content, pushType, id, alert)
    }

    /// Starts an activity once its content checks and `admitted` says yes, and waits until it is saved.
    ///
    /// - Parameter admitted: Asked after the checks; `false` starts nothing (a push-to-start past its hourly
    ///   budget, which APNs accepts and the device ignores).
    /// - Returns: The new record, or `nil` when not admitted.
    func start(
        attributesType: String, attributes: Data, content: ActivityContent<Data>, pushType: PushType?, id: String,
        alert: AlertConfiguration?, admitted: () -> Bool
    ) async throws -> LiveActivityRecord? {
        try check(attributesType: attributesType, id: id, attributes: attributes, state: content.state)
        guard admitted() else { return nil }
        return try await started(attributesType, attributes, content, pushType, id, alert)
    }

    private func started(
        _ attributesType: String, _ attributes: Data, _ content: ActivityContent<Data>, _ pushType: PushType?,
        _ id: String, _ alert: AlertConfiguration?
    ) async throws -> LiveActivityRecord {
        let record = try activities.start(
            attributesType: attributesType, attributes: attributes, content: content, pushType: pushType, id: id,
            alert: alert)
        await saved()
        return record
    }

    /// Updates an activity once its new content checks, and waits until it is saved. An update older than the
    /// activity's last change is ignored and recorded, as ActivityKit ignores it.
    func update(
        _ record: LiveActivityRecord, content: ActivityContent<Data>, alert: AlertConfiguration?, timestamp: Date?,
        priority: Int? = nil
    ) async throws {
        try check(
            attributesType: record.attributesType, id: record.id, attributes: record.attributes, state: content.state)
        try activities.update(id: record.id, content: content, alert: alert, timestamp: timestamp, priority: priority)
        await saved()
    }

    /// Ends an activity, with final content when given (checked first), and waits until it is saved.
    func end(
        _ record: LiveActivityRecord, content: ActivityContent<Data>?, dismissalPolicy: ActivityUIDismissalPolicy,
        timestamp: Date?
    ) async throws {
        if let content {
            try check(
                attributesType: record.attributesType, id: record.id, attributes: record.attributes,
                state: content.state)
        }
        try activities.end(id: record.id, content: content, dismissalPolicy: dismissalPolicy, timestamp: timestamp)
        await saved()
    }
}

extension ServerContext {
    /// The Live Activity changes the API and APNs routes make.
    var activityChanges: LiveActivityChanges {
        LiveActivityChanges(
            activities: activities, bundle: host.bundle, saved: activitiesSaved, journal: activityJournal)
    }
}
