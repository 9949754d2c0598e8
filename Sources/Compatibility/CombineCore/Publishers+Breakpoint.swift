#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension Publishers {
    /// A publisher that raises a debugger signal (`SIGTRAP`) when a provided closure needs to stop the process in
    /// the debugger.
    ///
    /// Each closure is asked about its event before the event goes on; when it returns `true` the process raises
    /// `SIGTRAP`, which stops it in a debugger (LLDB, GDB) and ends it with that signal when none is attached, as on
    /// Apple's platforms.
    public struct Breakpoint<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure that executes when the publisher receives a subscription, and can raise a debugger signal.
        public let receiveSubscription: ((any Subscription) -> Bool)?
        /// A closure that executes when the publisher receives output from the upstream publisher, and can raise a
        /// debugger signal.
        public let receiveOutput: ((Upstream.Output) -> Bool)?
        /// A closure that executes when the publisher receives completion, and can raise a debugger signal.
        public let receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)?

        public init(
            upstream: Upstream, receiveSubscription: ((any Subscription) -> Bool)? = nil,
            receiveOutput: ((Upstream.Output) -> Bool)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let (onSubscription, onOutput, onCompletion) = (receiveSubscription, receiveOutput, receiveCompletion)
            var hooks = RelayHooks()
            if let onSubscription {
                hooks.subscription = { subscription in
                    if onSubscription(subscription) { raiseDebuggerSignal() }
                }
            }
            upstream.subscribe(
                Relay(
                    "Breakpoint", downstream: subscriber, hooks: hooks,
                    onValue: { value in
                        if onOutput?(value) == true { raiseDebuggerSignal() }
                        return .emit(value)
                    },
                    onCompletion: { completion in
                        if onCompletion?(completion) == true { raiseDebuggerSignal() }
                        return .forward(completion)
                    }))
        }
    }
}

/// Stops the process in an attached debugger, or ends it with `SIGTRAP` when none is attached.
private func raiseDebuggerSignal() {
    raise(SIGTRAP)
}

extension Publisher {
    /// Raises a debugger signal when a provided closure needs to stop the process in the debugger.
    ///
    /// - Parameters:
    ///   - receiveSubscription: A closure that executes when the publisher receives a subscription. Return `true`
    ///     from this closure to raise `SIGTRAP`, or `false` to continue.
    ///   - receiveOutput: A closure that executes when the publisher receives a value. Return `true` from this
    ///     closure to raise `SIGTRAP`, or `false` to continue.
    ///   - receiveCompletion: A closure that executes when the publisher receives a completion. Return `true` from
    ///     this closure to raise `SIGTRAP`, or `false` to continue.
    /// - Returns: A publisher that raises a debugger signal when one of the provided closures returns `true`.
    public func breakpoint(
        receiveSubscription: ((any Subscription) -> Bool)? = nil, receiveOutput: ((Output) -> Bool)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
    ) -> Publishers.Breakpoint<Self> {
        Publishers.Breakpoint(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion)
    }

    /// Raises a debugger signal upon receiving a failure.
    ///
    /// - Returns: A publisher that raises a debugger signal upon receiving a failure.
    public func breakpointOnError() -> Publishers.Breakpoint<Self> {
        breakpoint(receiveCompletion: { completion in
            if case .failure = completion { return true }
            return false
        })
    }
}
