import Foundation
import Synchronization

/// A Live Activity: request one, update it while it runs, and end it.
///
/// For example:
///
/// ```swift
/// let content = ActivityContent(state: state, staleDate: nil, relevanceScore: 75)
/// let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
/// await activity.update(ActivityContent(state: newState, staleDate: nil))
/// await activity.end(nil, dismissalPolicy: .default)
/// ```
///
/// Activities live in ``LiveActivityStore/shared``, which the host shows, drives with push updates and ends after
/// 8 hours. An `Activity` reads its current content and state from there.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, Sendable {
    /// The activity's dynamic data type.
    public typealias ContentState = Attributes.ContentState

    /// The activity's unique identifier.
    public let id: String
    /// The activity's static data.
    public let attributes: Attributes

    let store: LiveActivityStore
    private let lastContent: Mutex<ActivityContent<ContentState>>

    init(id: String, attributes: Attributes, content: ActivityContent<ContentState>, store: LiveActivityStore) {
        self.id = id
        self.attributes = attributes
        self.store = store
        self.lastContent = Mutex(content)
    }

    /// Wraps a record of the store, or returns `nil` when its JSON is not of this attributes type.
    init?(record: LiveActivityRecord, store: LiveActivityStore) {
        guard record.attributesType == Self.attributesTypeName,
            let attributes = try? ActivityJSON.decode(Attributes.self, from: record.attributes, part: "attributes"),
            let content = try? ActivityJSON.decode(ContentState.self, from: record.content)
        else { return nil }
        self.id = record.id
        self.attributes = attributes
        self.store = store
        self.lastContent = Mutex(content)
    }

    /// The name of the attributes type in the store and in push payloads.
    static var attributesTypeName: String { ActivityJSON.typeName(Attributes.self) }

    /// The activity's current content: its state, stale date and relevance score.
    public var content: ActivityContent<ContentState> {
        if let record = store.record(id: id),
            let decoded = try? ActivityJSON.decode(ContentState.self, from: record.content)
        {
            lastContent.withLock { $0 = decoded }
            return decoded
        }
        return lastContent.withLock { $0 }
    }

    /// The activity's current dynamic data.
    @available(*, deprecated, message: "Use content.state")
    public var contentState: ContentState { content.state }

    /// Whether the activity is active, stale, ended or dismissed, by the store's clock.
    public var activityState: ActivityState {
        guard let record = store.record(id: id) else { return .dismissed }
        return record.activityState(at: store.now, limits: store.limits)
    }

    /// The push token to send this activity's updates to, for activities requested with `pushType: .token`.
    public var pushToken: Data? { store.record(id: id)?.pushToken }

    /// The app's activities of this attributes type that have not been dismissed.
    public static var activities: [Activity<Attributes>] { activities(in: .shared) }

    /// The activities of this attributes type in a store that have not been dismissed.
    package static func activities(in store: LiveActivityStore) -> [Activity<Attributes>] {
        let now = store.now
        return store.records(ofType: attributesTypeName)
            .filter { $0.activityState(at: now, limits: store.limits) != .dismissed }
            .compactMap { Activity(record: $0, store: store) }
    }

    /// Starts a Live Activity.
    ///
    /// - Parameters:
    ///   - attributes: The activity's static data.
    ///   - content: Its initial content.
    ///   - pushType: `.token` to update it through its own push token, `.channel(_:)` for a broadcast channel,
    ///     `nil` for no push updates.
    /// - Returns: The running activity.
    /// - throws: ``ActivityAuthorizationError`` `.attributesTooLarge` when the attributes and content state take
    ///   more than 4 KB encoded, `.denied` when Live Activities are turned off.
    public static func request(
        attributes: Attributes, content: ActivityContent<ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: content, pushType: pushType, in: .shared)
    }

    /// Starts a Live Activity with only a content state.
    @available(*, deprecated, message: "Use request(attributes:content:pushType:)")
    public static func request(
        attributes: Attributes, contentState: ContentState, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try request(
            attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }

    /// Starts a Live Activity in a given store.
    package static func request(
        attributes: Attributes, content: ActivityContent<ContentState>, pushType: PushType? = nil,
        in store: LiveActivityStore
    ) throws -> Activity<Attributes> {
        let type = attributesTypeName
        do {
            let record = try store.start(
                attributesType: type,
                attributes: ActivityJSON.encode(attributes, part: "attributes", type: type),
                content: ActivityJSON.encode(content, type: type),
                pushType: pushType)
            store.remote?.didStart(record, in: store)
            return Activity(id: record.id, attributes: attributes, content: content, store: store)
        } catch let error as LiveActivityError where error.code == .contentTooLarge {
            throw ActivityAuthorizationError(.attributesTooLarge, error.message)
        } catch let error as LiveActivityError where error.code == .activitiesDisabled {
            throw ActivityAuthorizationError(.denied, error.message)
        } catch let error as LiveActivityError where error.code == .unknownAttributesType {
            throw ActivityAuthorizationError(.unentitled, error.message)
        }
    }
}
