import Foundation

/// Whether the app may start Live Activities and receive frequent push updates for them.
///
/// For example:
///
/// ```swift
/// guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }
/// ```
///
/// The answers come from ``LiveActivityStore/shared``, where a host sets what people allowed.
public final class ActivityAuthorizationInfo: Sendable {
    let store: LiveActivityStore

    /// Creates an object to ask about the app's authorization.
    public init() {
        store = .shared
    }

    /// Asks about a given store.
    package init(store: LiveActivityStore) {
        self.store = store
    }

    /// Whether the app may start Live Activities.
    public var areActivitiesEnabled: Bool { store.areActivitiesEnabled }

    /// Whether the app may update its Live Activities through frequent push notifications.
    public var frequentPushesEnabled: Bool { store.frequentPushesEnabled }

    /// Changes to ``areActivitiesEnabled``, as people turn Live Activities on or off.
    public typealias ActivityEnablementUpdates = AsyncStream<Bool>

    /// Changes to ``frequentPushesEnabled``.
    public typealias FrequentPushEnablementUpdates = AsyncStream<Bool>

    /// Each new value of ``areActivitiesEnabled`` from now on.
    ///
    /// For example: `for await enabled in ActivityAuthorizationInfo().activityEnablementUpdates { … }`.
    public var activityEnablementUpdates: ActivityEnablementUpdates { updates(\.activitiesEnabled) }

    /// Each new value of ``frequentPushesEnabled`` from now on.
    public var frequentPushEnablementUpdates: FrequentPushEnablementUpdates { updates(\.frequentPushesEnabled) }

    private func updates(_ value: KeyPath<LiveActivityStore.Authorization, Bool> & Sendable) -> AsyncStream<Bool> {
        let store = self.store
        let (stream, continuation) = AsyncStream.makeStream(of: Bool.self)
        let observation = store.addAuthorizationObserver { old, new in
            if old[keyPath: value] != new[keyPath: value] { continuation.yield(new[keyPath: value]) }
        }
        continuation.onTermination = { _ in store.removeAuthorizationObserver(observation) }
        return stream
    }
}
