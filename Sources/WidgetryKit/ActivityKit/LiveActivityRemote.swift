import Foundation

/// Where an app's ActivityKit calls go besides its own ``LiveActivityStore``: a host in another process, so
/// `Activity.request`, `update` and `end` in an app reach a running `serve` (see `HTTPActivityConnection` in
/// WidgetryServer). Pushes the host applies do not come back through it.
public protocol LiveActivityRemote: Sendable {
    /// An activity the app started; the remote may give it a push token with ``LiveActivityStore/setPushToken(_:forActivity:)``.
    func didStart(_ record: LiveActivityRecord, in store: LiveActivityStore)
    /// Content the app applied to an activity.
    func didUpdate(id: String, content: ActivityContent<Data>, alert: AlertConfiguration?, timestamp: Date?)
    /// An activity the app ended.
    func didEnd(
        id: String, content: ActivityContent<Data>?, dismissalPolicy: ActivityUIDismissalPolicy, timestamp: Date?)
}

extension LiveActivityStore {
    /// Sends the app's ActivityKit calls on this store to a remote host too; `nil` stops.
    public func setRemote(_ remote: (any LiveActivityRemote)?) {
        state.withLock { $0.remote = remote }
    }

    /// The remote the app's ActivityKit calls go to, if any.
    public var remote: (any LiveActivityRemote)? { state.withLock { $0.remote } }
}
