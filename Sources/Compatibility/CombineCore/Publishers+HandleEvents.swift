import Foundation

extension Publishers {
    /// A publisher that performs the specified closures when publisher events occur.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public var receiveSubscription: ((any Subscription) -> Void)?
        public var receiveOutput: ((Upstream.Output) -> Void)?
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        public var receiveCancel: (() -> Void)?
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        public init(
            upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
            receiveOutput: ((Upstream.Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
            receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)?
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let output = receiveOutput
            let completion = receiveCompletion
            let hooks = RelayHooks(subscription: receiveSubscription, request: receiveRequest, cancel: receiveCancel)
            upstream.subscribe(
                Relay(
                    "HandleEvents", downstream: subscriber, hooks: hooks,
                    onValue: { value in
                        output?(value)
                        return .emit(value)
                    },
                    onCompletion: { end in
                        completion?(end)
                        return .forward(end)
                    }))
        }
    }

    /// A publisher that prints log messages for all publishing events, optionally prefixed with a given string.
    public struct Print<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let prefix: String
        public let upstream: Upstream
        /// A stream for receiving output, or `nil` for standard output.
        public let stream: (any TextOutputStream)?

        public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let log = PrintLog(prefix: prefix, stream: stream)
            let hooks = RelayHooks(
                subscription: { log.write("receive subscription: (\($0))") },
                request: { log.write("request \($0)") },
                cancel: { log.write("receive cancel") })
            upstream.subscribe(
                Relay(
                    "Print", downstream: subscriber, hooks: hooks,
                    onValue: { value in
                        log.write("receive value: (\(value))")
                        return .emit(value)
                    },
                    onCompletion: { end in
                        switch end {
                        case .finished: log.write("receive finished")
                        case .failure(let error): log.write("receive error: (\(error))")
                        }
                        return .forward(end)
                    }))
        }
    }
}

/// Where `print(_:to:)` writes: the given stream (one line per event, behind a lock) or standard output.
private final class PrintLog {
    private let lock = Lock()
    private let prefix: String
    private var stream: (any TextOutputStream)?

    init(prefix: String, stream: (any TextOutputStream)?) {
        self.prefix = prefix.isEmpty ? "" : prefix + ": "
        self.stream = stream
    }

    func write(_ message: String) {
        let line = prefix + message
        lock.withLock {
            if stream != nil {
                stream!.write(line + "\n")
            } else {
                Swift.print(line)
            }
        }
    }
}

extension Publisher {
    /// Performs the specified closures when publisher events occur.
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }

    /// Prints log messages for all publishing events.
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }
}
