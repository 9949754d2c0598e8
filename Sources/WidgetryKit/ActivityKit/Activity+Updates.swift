import Foundation

extension Activity {
    /// The activity's state changes, as an asynchronous sequence.
    public typealias ActivityStateUpdates = AsyncStream<ActivityState>
    /// The activity's content changes, as an asynchronous sequence.
    public typealias ContentUpdates = AsyncStream<ActivityContent<ContentState>>
    /// The activity's push token changes, as an asynchronous sequence.
    public typealias PushTokenUpdates = AsyncStream<Data>

    /// The states the activity goes through from now on; the sequence finishes when it is dismissed.
    ///
    /// For example: `for await state in activity.activityStateUpdates { if state == .ended { … } }`.
    public var activityStateUpdates: ActivityStateUpdates {
        events { event in
            switch event.kind {
            case .stateChanged, .ended, .dismissed: event.state
            default: nil
            }
        }
    }

    /// The content the activity shows from now on.
    public var contentUpdates: ContentUpdates {
        events { event in
            guard event.kind == .updated || event.kind == .ended else { return nil }
            return try? ActivityJSON.decode(ContentState.self, from: event.record.content)
        }
    }

    /// The push tokens the activity gets from now on.
    public var pushTokenUpdates: PushTokenUpdates {
        events { event in event.kind == .pushTokenChanged ? event.record.pushToken : nil }
    }

    /// The push-to-start tokens of this attributes type: the current one at once, then any new one. A server sends
    /// `{"aps": {"event": "start", "attributes-type", "attributes", "content-state", …}}` to it to start an
    /// activity without the app running.
    ///
    /// For example: `for await token in Activity<DeliveryAttributes>.pushToStartTokenUpdates { send(token) }`.
    public static var pushToStartTokenUpdates: AsyncStream<Data> {
        let store = LiveActivityStore.shared
        let type = attributesTypeName
        let (stream, continuation) = AsyncStream.makeStream(of: Data.self)
        let observation = store.addPushToStartTokenObserver { attributesType, token in
            if attributesType == type { continuation.yield(token) }
        }
        continuation.onTermination = { _ in store.removePushToStartTokenObserver(observation) }
        continuation.yield(store.pushToStartToken(forAttributesType: type))
        return stream
    }

    /// The activities of this attributes type that start from now on, such as through push-to-start.
    public static var activityUpdates: AsyncStream<Activity<Attributes>> {
        let store = LiveActivityStore.shared
        let (stream, continuation) = AsyncStream.makeStream(of: Activity<Attributes>.self)
        let observation = store.addObserver { event in
            guard event.kind == .started, let activity = Activity(record: event.record, store: store) else { return }
            continuation.yield(activity)
        }
        continuation.onTermination = { _ in store.removeObserver(observation) }
        return stream
    }

    /// A stream of values derived from this activity's events, finished when the activity is dismissed.
    private func events<Element: Sendable>(
        _ transform: @escaping @Sendable (LiveActivityEvent) -> Element?
    ) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
        let id = self.id
        let store = self.store
        let observation = store.addObserver { event in
            guard event.record.id == id else { return }
            if let element = transform(event) { continuation.yield(element) }
            if event.kind == .dismissed { continuation.finish() }
        }
        continuation.onTermination = { _ in store.removeObserver(observation) }
        if store.record(id: id)?.reportedState == .dismissed { continuation.finish() }
        return stream
    }
}
