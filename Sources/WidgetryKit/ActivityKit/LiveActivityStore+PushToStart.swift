import Foundation
import Synchronization

extension LiveActivityStore {
    /// The push-to-start token of an attributes type, made the first time it is asked for: a push to it with
    /// `"event": "start"` starts an activity of the type, as `Activity<A>.pushToStartTokenUpdates` gives an app.
    ///
    /// - Parameter attributesType: The type's name, such as `DeliveryAttributes`.
    /// - Returns: The 32-byte token; the same one until the store forgets it.
    public func pushToStartToken(forAttributesType attributesType: String) -> Data {
        let (token, handlers) = state.withLock { state -> (Data, [@Sendable (String, Data) -> Void]) in
            if let token = state.pushToStartTokens[attributesType] { return (token, []) }
            let token = Self.makePushToken()
            state.pushToStartTokens[attributesType] = token
            return (token, Array(state.tokenObservers.values))
        }
        for handler in handlers { handler(attributesType, token) }
        return token
    }

    /// Every push-to-start token made so far, by attributes type.
    public var pushToStartTokens: [String: Data] { state.withLock { $0.pushToStartTokens } }

    /// The attributes type whose push-to-start token `token` is, or `nil`.
    public func attributesType(forPushToStartToken token: Data) -> String? {
        state.withLock { state in state.pushToStartTokens.first { $0.value == token }?.key }
    }

    /// Spends one push-to-start of an attributes type's hourly budget (``LiveActivityLimits/pushToStartsPerHour``).
    ///
    /// - Returns: Whether the budget had room; when it did not, the push starts nothing, as on iOS.
    public func spendPushToStart(forAttributesType attributesType: String, at now: Date) -> Bool {
        let limit = limits.pushToStartsPerHour
        return state.withLock { state in
            var starts = (state.pushToStarts[attributesType] ?? []).filter { $0 > now.addingTimeInterval(-3600) }
            defer { state.pushToStarts[attributesType] = starts }
            guard starts.count < limit else { return false }
            starts.append(now)
            return true
        }
    }

    /// Push-to-starts of an attributes type in the hour before `now`.
    public func pushToStarts(forAttributesType attributesType: String, before now: Date) -> Int {
        state.withLock { ($0.pushToStarts[attributesType] ?? []).filter { $0 > now.addingTimeInterval(-3600) }.count }
    }

    /// Puts back push-to-start tokens a host saved, so pushes to them keep working after a restart.
    public func restorePushToStartTokens(_ tokens: [String: Data]) {
        state.withLock { $0.pushToStartTokens.merge(tokens) { _, saved in saved } }
    }

    /// Registers a handler called, outside the store's lock, with each push-to-start token made.
    @discardableResult
    public func addPushToStartTokenObserver(_ handler: @escaping @Sendable (String, Data) -> Void)
        -> LiveActivityObservation
    {
        state.withLock { $0.register(handler, in: \.tokenObservers) }
    }

    /// Stops calling a push-to-start token observer.
    public func removePushToStartTokenObserver(_ observation: LiveActivityObservation) {
        _ = state.withLock { $0.tokenObservers.removeValue(forKey: observation.id) }
    }
}
