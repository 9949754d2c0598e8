/// Where a server hears of Live Activity changes, to show them on pages: the ``LiveActivityStore`` itself, the
/// moment they happen, or a journal that keeps the store on disk, once each is written — so a page never sees a
/// change a crash could still lose.
public protocol LiveActivityEventSource: Sendable {
    /// Calls `handler` with every change from now on, in the order they happen.
    func observeEvents(_ handler: @escaping @Sendable (LiveActivityEvent) -> Void)
}

extension LiveActivityStore: LiveActivityEventSource {
    /// Calls `handler` with every change as it happens (``addObserver(_:)``).
    public func observeEvents(_ handler: @escaping @Sendable (LiveActivityEvent) -> Void) {
        addObserver(handler)
    }
}
