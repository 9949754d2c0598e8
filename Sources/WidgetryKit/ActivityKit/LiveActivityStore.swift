import Foundation
import Synchronization

/// The process's Live Activities: what `Activity.request`, `update` and `end` change, and what a host shows,
/// drives through push updates and observes.
///
/// The store keeps each activity as a ``LiveActivityRecord`` (attributes and content as JSON) and applies the
/// rules of ``LiveActivityLimits``: content at most 4 KB, changes with older timestamps ignored, ended
/// activities kept with their final content until their dismissal date, at most 8 hours of activity. Time-based
/// changes (staleness, the 8-hour end, dismissal) happen when the host calls ``advance(to:)`` with its clock.
///
/// For example, a host watching activities:
///
/// ```swift
/// let observation = LiveActivityStore.shared.addObserver { event in
///     print(event.kind, event.record.attributesType, event.state)
/// }
/// LiveActivityStore.shared.advance(to: clock.now)
/// ```
public final class LiveActivityStore: Sendable {
    /// The store `Activity` uses.
    public static let shared = LiveActivityStore()

    /// The limits the store applies.
    public let limits: LiveActivityLimits

    let state: Mutex<State>

    struct State {
        var records: [String: LiveActivityRecord] = [:]
        var order: [String] = []
        var observers: [UInt64: @Sendable (LiveActivityEvent) -> Void] = [:]
        var nextObserver: UInt64 = 0
        var clock: @Sendable () -> Date
        var activitiesEnabled = true
        var frequentPushesEnabled = false
        var pushToStartTokens: [String: Data] = [:]
        /// The newest held-back high-priority update of each activity, applied when the budget allows.
        var throttled: [String: ThrottledUpdate] = [:]
        var remote: (any LiveActivityRemote)?
        var supportedAttributesTypes: Set<String>?
        var pushToStarts: [String: [Date]] = [:]
        var authorizationObservers: [UInt64: @Sendable (Authorization, Authorization) -> Void] = [:]
        var tokenObservers: [UInt64: @Sendable (String, Data) -> Void] = [:]
    }

    /// Creates an empty store; hosts and tests use this, apps use ``shared``.
    /// - Parameters:
    ///   - limits: The limits to apply.
    ///   - clock: The store's notion of now, used to date changes the app makes.
    /// A high-priority update held back by the budget.
    struct ThrottledUpdate {
        var content: ActivityContent<Data>
        var alert: AlertConfiguration?
        var timestamp: Date
    }

    public init(limits: LiveActivityLimits = .standard, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.limits = limits
        self.state = Mutex(State(clock: clock))
    }

    /// The current date by the store's clock.
    public var now: Date { state.withLock { $0.clock }() }

    /// Replaces the store's clock, such as with a host's manual clock.
    public func setClock(_ clock: @escaping @Sendable () -> Date) {
        state.withLock { $0.clock = clock }
    }

    /// Whether apps may start Live Activities; `true` unless the host turns them off.
    public var areActivitiesEnabled: Bool { state.withLock { $0.activitiesEnabled } }

    /// Whether the app may receive frequent push updates.
    public var frequentPushesEnabled: Bool { state.withLock { $0.frequentPushesEnabled } }

    /// Sets what people allowed, as in the Settings app.
    /// - Parameters:
    ///   - activitiesEnabled: Whether apps may start Live Activities.
    ///   - frequentPushesEnabled: Whether frequent push updates are allowed.
    public func setAuthorization(activitiesEnabled: Bool, frequentPushesEnabled: Bool) {
        let (old, new, observers) = state.withLock { state in
            let old = Authorization(
                activitiesEnabled: state.activitiesEnabled, frequentPushesEnabled: state.frequentPushesEnabled)
            state.activitiesEnabled = activitiesEnabled
            state.frequentPushesEnabled = frequentPushesEnabled
            let new = Authorization(activitiesEnabled: activitiesEnabled, frequentPushesEnabled: frequentPushesEnabled)
            return (old, new, Array(state.authorizationObservers.values))
        }
        for observer in observers { observer(old, new) }
    }

    /// Limits the attributes types activities may start with to those the widget bundle draws (its
    /// `ActivityConfiguration`s), as iOS refuses an app that declares none; `nil` allows any.
    public func setSupportedAttributesTypes(_ types: Set<String>?) {
        state.withLock { $0.supportedAttributesTypes = types }
    }

    /// What people allowed: Live Activities, and frequent push updates.
    public struct Authorization: Sendable, Hashable {
        /// Whether apps may start Live Activities.
        public var activitiesEnabled: Bool
        /// Whether frequent push updates are allowed.
        public var frequentPushesEnabled: Bool
    }

    /// Registers a handler called with the old and new authorization after each ``setAuthorization(activitiesEnabled:frequentPushesEnabled:)``.
    @discardableResult
    public func addAuthorizationObserver(
        _ handler: @escaping @Sendable (Authorization, Authorization) -> Void
    ) -> LiveActivityObservation {
        state.withLock { $0.register(handler, in: \.authorizationObservers) }
    }

    /// Stops calling an authorization observer.
    public func removeAuthorizationObserver(_ observation: LiveActivityObservation) {
        _ = state.withLock { $0.authorizationObservers.removeValue(forKey: observation.id) }
    }

    /// Every activity the store knows, dismissed ones included, in the order they started.
    public var records: [LiveActivityRecord] {
        state.withLock { state in state.order.compactMap { state.records[$0] } }
    }

    /// The activity with an identifier, or `nil`.
    public func record(id: String) -> LiveActivityRecord? {
        state.withLock { $0.records[id] }
    }

    /// The activities of an attributes type, in the order they started.
    /// - Parameter attributesType: The type's name, such as `DeliveryAttributes`.
    public func records(ofType attributesType: String) -> [LiveActivityRecord] {
        records.filter { $0.attributesType == attributesType }
    }

    /// The running activities in the order the Dynamic Island ranks them: the highest relevance score first, the
    /// earliest started first among equals. The first shows compact, the second minimal.
    /// - Parameter now: The moment to ask about.
    public func dynamicIslandActivities(at now: Date) -> [LiveActivityRecord] {
        records.filter { $0.isRunning(at: now, limits: limits) }
            .enumerated()
            .sorted { lhs, rhs in
                (-lhs.element.content.relevanceScore, lhs.offset) < (-rhs.element.content.relevanceScore, rhs.offset)
            }
            .map(\.element)
    }

    /// The activity the Dynamic Island shows at a moment: the running one with the highest relevance score,
    /// the earliest started among equals; `nil` when none runs.
    /// - Parameter now: The moment to ask about.
    public func dynamicIslandActivity(at now: Date) -> LiveActivityRecord? {
        dynamicIslandActivities(at: now).first
    }

    /// Registers a handler called after every change, outside the store's lock, in the order changes happen.
    /// - Parameter handler: Receives each event.
    /// - Returns: The registration to pass to ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ handler: @escaping @Sendable (LiveActivityEvent) -> Void) -> LiveActivityObservation {
        state.withLock { $0.register(handler, in: \.observers) }
    }

    /// Stops calling an observer's handler.
    public func removeObserver(_ observation: LiveActivityObservation) {
        _ = state.withLock { $0.observers.removeValue(forKey: observation.id) }
    }

    func notify(_ events: [LiveActivityEvent], to handlers: [@Sendable (LiveActivityEvent) -> Void]) {
        for event in events {
            for handler in handlers { handler(event) }
        }
    }
}

extension LiveActivityStore.State {
    /// Keeps an observer's handler under a fresh id, in whichever registry it belongs to.
    mutating func register<Handler>(
        _ handler: Handler, in registry: WritableKeyPath<Self, [UInt64: Handler]>
    ) -> LiveActivityObservation {
        nextObserver += 1
        self[keyPath: registry][nextObserver] = handler
        return LiveActivityObservation(id: nextObserver)
    }
}
