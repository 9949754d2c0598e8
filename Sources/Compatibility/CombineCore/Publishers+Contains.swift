// The operators that answer one question about the whole stream. Each asks upstream for everything at the first
// downstream request, publishes its answer once it is known (a match ends the stream early, cancelling upstream) and
// finishes.

extension Publishers {
    /// A publisher that emits a Boolean value when it receives a specific element from its upstream publisher.
    public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// The element to scan for in the upstream publisher.
        public let output: Upstream.Output

        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, Failure == S.Failure {
            ContainsWhere(upstream: upstream) { [output] in $0 == output }.receive(subscriber: subscriber)
        }
    }

    /// A publisher that emits a Boolean value upon receiving an element that satisfies the predicate closure.
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// The closure that determines whether the publisher should consider an element as a match.
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, Failure == S.Failure {
            let predicate = self.predicate
            upstream.subscribe(
                Relay(
                    "ContainsWhere", downstream: subscriber, mode: .drain,
                    onValue: { predicate($0) ? .emitAndFinish(true) : .skip },
                    onCompletion: { .finishing($0, with: false) }))
        }
    }

    /// A publisher that emits a Boolean value upon receiving an element that satisfies the throwing predicate.
    public struct TryContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = any Error
        public let upstream: Upstream
        /// The error-throwing closure that determines whether this publisher should emit a `true` element.
        public let predicate: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == any Error {
            let predicate = self.predicate
            upstream.subscribe(
                Relay(
                    "TryContainsWhere", downstream: subscriber, mode: .drain,
                    onValue: { value in .attempt { try predicate(value) ? .emitAndFinish(true) : .skip } },
                    onCompletion: { .erasing($0, with: false) }))
        }
    }

    /// A publisher that publishes a single Boolean value that indicates whether all received elements pass a given
    /// predicate.
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// A closure that evaluates each received element.
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, Failure == S.Failure {
            let predicate = self.predicate
            upstream.subscribe(
                Relay(
                    "AllSatisfy", downstream: subscriber, mode: .drain,
                    onValue: { predicate($0) ? .skip : .emitAndFinish(false) },
                    onCompletion: { .finishing($0, with: true) }))
        }
    }

    /// A publisher that publishes a single Boolean value that indicates whether all received elements pass a given
    /// error-throwing predicate.
    public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = any Error
        public let upstream: Upstream
        /// A closure that evaluates each received element, throwing to end the stream with that error.
        public let predicate: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == any Error {
            let predicate = self.predicate
            upstream.subscribe(
                Relay(
                    "TryAllSatisfy", downstream: subscriber, mode: .drain,
                    onValue: { value in .attempt { try predicate(value) ? .skip : .emitAndFinish(false) } },
                    onCompletion: { .erasing($0, with: true) }))
        }
    }
}

extension Publisher {
    /// Publishes a Boolean value upon receiving an element that satisfies the predicate closure.
    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }

    /// Publishes a Boolean value upon receiving an element that satisfies the throwing predicate closure.
    public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryContainsWhere<Self> {
        Publishers.TryContainsWhere(upstream: self, predicate: predicate)
    }

    /// Publishes a single Boolean value that indicates whether all received elements pass a given predicate.
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }

    /// Publishes a single Boolean value that indicates whether all received elements pass a given error-throwing
    /// predicate.
    public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> Publishers.TryAllSatisfy<Self> {
        Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
    }
}

extension Publisher where Output: Equatable {
    /// Publishes a Boolean value upon receiving an element equal to the argument.
    public func contains(_ output: Output) -> Publishers.Contains<Self> {
        Publishers.Contains(upstream: self, output: output)
    }
}
