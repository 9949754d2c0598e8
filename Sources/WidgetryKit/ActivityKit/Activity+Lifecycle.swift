import Foundation

extension Activity {
    /// Updates the activity's content.
    ///
    /// For example: `await activity.update(ActivityContent(state: newState, staleDate: nil, relevanceScore: 90))`.
    ///
    /// An update of an ended activity, or one whose attributes and state exceed 4 KB, is refused: the content
    /// stays as it was and ``LiveActivityStore`` observers receive an `.updateRejected` event saying why.
    /// - Parameter content: The new content.
    public func update(_ content: ActivityContent<ContentState>) async {
        apply(content, alert: nil, timestamp: nil)
    }

    /// Updates the activity's content and alerts people about the change.
    /// - Parameters:
    ///   - content: The new content.
    ///   - alertConfiguration: The alert to show; `nil` for none.
    public func update(_ content: ActivityContent<ContentState>, alertConfiguration: AlertConfiguration?) async {
        apply(content, alert: alertConfiguration, timestamp: nil)
    }

    /// Updates the activity's content, unless a newer change was already applied.
    /// - Parameters:
    ///   - content: The new content.
    ///   - alertConfiguration: The alert to show; `nil` for none.
    ///   - timestamp: When the update was made; updates older than the latest change are ignored.
    public func update(
        _ content: ActivityContent<ContentState>, alertConfiguration: AlertConfiguration?, timestamp: Date
    ) async {
        apply(content, alert: alertConfiguration, timestamp: timestamp)
    }

    /// Updates the activity's dynamic data.
    @available(*, deprecated, message: "Use update(_:)")
    public func update(using contentState: ContentState) async {
        apply(ActivityContent(state: contentState, staleDate: nil), alert: nil, timestamp: nil)
    }

    /// Updates the activity's dynamic data and alerts people about the change.
    @available(*, deprecated, message: "Use update(_:alertConfiguration:)")
    public func update(using contentState: ContentState, alertConfiguration: AlertConfiguration?) async {
        apply(ActivityContent(state: contentState, staleDate: nil), alert: alertConfiguration, timestamp: nil)
    }

    /// Ends the activity.
    ///
    /// For example: `await activity.end(final, dismissalPolicy: .after(.now.addingTimeInterval(3600)))`.
    ///
    /// The ended activity shows its final content on the Lock Screen until the policy removes it, at most 4 hours.
    /// - Parameters:
    ///   - content: The final content; `nil` keeps the current content.
    ///   - dismissalPolicy: When the activity leaves the Lock Screen.
    public func end(
        _ content: ActivityContent<ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default
    ) async {
        finish(content, dismissalPolicy: dismissalPolicy, timestamp: nil)
    }

    /// Ends the activity, applying the final content unless a newer change was already applied.
    /// - Parameters:
    ///   - content: The final content; `nil` keeps the current content.
    ///   - dismissalPolicy: When the activity leaves the Lock Screen.
    ///   - timestamp: When the end was requested.
    public func end(
        _ content: ActivityContent<ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default,
        timestamp: Date
    ) async {
        finish(content, dismissalPolicy: dismissalPolicy, timestamp: timestamp)
    }

    /// Ends the activity with a final content state.
    @available(*, deprecated, message: "Use end(_:dismissalPolicy:)")
    public func end(using contentState: ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default)
        async
    {
        finish(
            contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy,
            timestamp: nil)
    }

    private func apply(_ content: ActivityContent<ContentState>, alert: AlertConfiguration?, timestamp: Date?) {
        do {
            let encoded = try ActivityJSON.encode(content, type: Self.attributesTypeName)
            if try store.update(id: id, content: encoded, alert: alert, timestamp: timestamp) {
                store.remote?.didUpdate(id: id, content: encoded, alert: alert, timestamp: timestamp)
            }
        } catch {
            store.reportRejection(id: id, message: "\(error)")
        }
    }

    private func finish(
        _ content: ActivityContent<ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy, timestamp: Date?
    ) {
        do {
            let encoded = try content.map { try ActivityJSON.encode($0, type: Self.attributesTypeName) }
            try store.end(id: id, content: encoded, dismissalPolicy: dismissalPolicy, timestamp: timestamp)
            store.remote?.didEnd(id: id, content: encoded, dismissalPolicy: dismissalPolicy, timestamp: timestamp)
        } catch {
            store.reportRejection(id: id, message: "\(error)")
        }
    }
}
