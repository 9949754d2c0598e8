extension Publishers {
    /// A publisher that applies an error-throwing closure to all received elements and produces an accumulated
    /// value when the upstream publisher finishes.
    public struct TryReduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        public let upstream: Upstream
        /// The initial value provided on the first invocation of the closure.
        public let initial: Output
        /// An error-throwing closure that takes the previously-accumulated value and the next element.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        public init(
            upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
        ) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let next = nextPartialResult
            var accumulator = initial
            upstream.subscribe(
                Relay(
                    "TryReduce", downstream: subscriber, mode: .drain,
                    onValue: { value in
                        .attempt {
                            accumulator = try next(accumulator, value)
                            return .skip
                        }
                    }, onCompletion: { .erasing($0, with: accumulator) }))
        }
    }

    /// A publisher that transforms elements by applying an error-throwing closure that receives its previous return
    /// value and the next element from the upstream publisher.
    public struct TryScan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        public init(
            upstream: Upstream, initialResult: Output,
            nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let next = nextPartialResult
            var accumulator = initialResult
            upstream.subscribe(
                Relay(
                    "TryScan", downstream: subscriber,
                    onValue: { value in
                        .attempt {
                            accumulator = try next(accumulator, value)
                            return .emit(accumulator)
                        }
                    }, onCompletion: { .erasing($0) }))
        }
    }

    /// A publisher that only publishes the first element of a stream to satisfy a throwing predicate closure.
    public struct TryFirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        /// The error-throwing closure that determines whether to publish an element.
        public let predicate: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let predicate = self.predicate
            upstream.subscribe(
                Relay(
                    "TryFirstWhere", downstream: subscriber,
                    onValue: { value in .attempt { try predicate(value) ? .emitAndFinish(value) : .skip } },
                    onCompletion: { .erasing($0) }))
        }
    }

    /// A publisher that waits until after the stream finishes and then publishes the last element of the stream
    /// that satisfies a predicate closure.
    public struct LastWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// The closure that determines whether to publish an element.
        public let predicate: (Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let predicate = self.predicate
            var last: Output?
            upstream.subscribe(
                Relay(
                    "LastWhere", downstream: subscriber, mode: .drain,
                    onValue: { value in
                        if predicate(value) { last = value }
                        return .skip
                    }, onCompletion: { .finishing($0, with: last) }))
        }
    }

    /// A publisher that waits until after the stream finishes and then publishes the last element of the stream
    /// that satisfies an error-throwing predicate closure.
    public struct TryLastWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        /// The error-throwing closure that determines whether to publish an element.
        public let predicate: (Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let predicate = self.predicate
            var last: Output?
            upstream.subscribe(
                Relay(
                    "TryLastWhere", downstream: subscriber, mode: .drain,
                    onValue: { value in
                        .attempt {
                            if try predicate(value) { last = value }
                            return .skip
                        }
                    }, onCompletion: { .erasing($0, with: last) }))
        }
    }
}

extension Publisher {
    /// Applies an error-throwing closure that collects each element of a stream and publishes a final result upon
    /// completion.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
        -> Publishers.TryReduce<Self, T>
    {
        Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Transforms elements from the upstream publisher by providing the current element to an error-throwing
    /// closure along with the last value returned by the closure.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
        -> Publishers.TryScan<Self, T>
    {
        Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Publishes the first element of a stream to satisfy a throwing predicate closure, then finishes normally.
    public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryFirstWhere<Self> {
        Publishers.TryFirstWhere(upstream: self, predicate: predicate)
    }

    /// Publishes the last element of a stream that satisfies a predicate closure, after upstream finishes.
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }

    /// Publishes the last element of a stream that satisfies an error-throwing predicate closure, after the stream
    /// finishes.
    public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryLastWhere<Self> {
        Publishers.TryLastWhere(upstream: self, predicate: predicate)
    }
}
