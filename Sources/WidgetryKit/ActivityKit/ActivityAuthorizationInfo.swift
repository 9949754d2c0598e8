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
}
