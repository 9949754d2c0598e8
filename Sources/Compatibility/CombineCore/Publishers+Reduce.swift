extension Publishers {
    /// A publisher that publishes the first element of a stream, then finishes.
    public struct First<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            upstream.subscribe(
                Relay("First", downstream: subscriber, onValue: { .emitAndFinish($0) }, onCompletion: { .forward($0) }))
        }
    }

    /// A publisher that only publishes the first element of a stream to satisfy a predicate closure.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let predicate = self.predicate
            upstream.subscribe(
                Relay(
                    "FirstWhere", downstream: subscriber, onValue: { predicate($0) ? .emitAndFinish($0) : .skip },
                    onCompletion: { .forward($0) }))
        }
    }

    /// A publisher that waits until after the stream finishes, and then publishes the last element of the stream.
    public struct Last<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            var last: Output?
            upstream.subscribe(
                Relay(
                    "Last", downstream: subscriber, mode: .drain,
                    onValue: { value in
                        last = value
                        return .skip
                    },
                    onCompletion: { .finishing($0, with: last) }))
        }
    }

    /// A publisher that applies a closure to all received elements and produces an accumulated value when the
    /// upstream publisher finishes.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public init(
            upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let next = nextPartialResult
            var accumulator = initial
            upstream.subscribe(
                Relay(
                    "Reduce", downstream: subscriber, mode: .drain,
                    onValue: { value in
                        accumulator = next(accumulator, value)
                        return .skip
                    },
                    onCompletion: { .finishing($0, with: accumulator) }))
        }
    }

    /// A publisher that buffers items.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            Reduce(upstream: upstream, initial: []) { $0 + [$1] }.receive(subscriber: subscriber)
        }
    }

    /// A publisher that publishes the number of elements received from the upstream publisher.
    public struct Count<Upstream: Publisher>: Publisher {
        public typealias Output = Int
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            Reduce(upstream: upstream, initial: 0) { count, _ in count + 1 }.receive(subscriber: subscriber)
        }
    }

    /// A publisher that ignores all upstream elements, but passes along the upstream publisher's completion state.
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        public typealias Output = Never
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Never, Failure == S.Failure {
            upstream.subscribe(
                Relay(
                    "IgnoreOutput", downstream: subscriber, mode: .drain, onValue: { _ in .skip },
                    onCompletion: { .forward($0) }))
        }
    }

    /// A publisher that replaces an empty stream with a provided element.
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let output: Output

        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let output = self.output
            var sawValue = false
            upstream.subscribe(
                Relay(
                    "ReplaceEmpty", downstream: subscriber,
                    onValue: { value in
                        sawValue = true
                        return .emit(value)
                    },
                    onCompletion: { .finishing($0, with: sawValue ? nil : output) }))
        }
    }

    /// A publisher that replaces any errors in the stream with a provided element.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let output: Output

        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Never {
            let output = self.output
            upstream.subscribe(
                Relay(
                    "ReplaceError", downstream: subscriber, onValue: { .emit($0) },
                    onCompletion: { completion in
                        if case .failure = completion { return .finish(output) }
                        return .finish(nil)
                    }))
        }
    }
}

extension Publisher {
    /// Publishes the first element of a stream, then finishes.
    public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }

    /// Publishes the first element of a stream to satisfy a predicate closure, then finishes.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }

    /// Publishes the last element of a stream, after the stream finishes.
    public func last() -> Publishers.Last<Self> { Publishers.Last(upstream: self) }

    /// Applies a closure that collects each element of a stream and publishes a final result upon completion.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
        -> Publishers.Reduce<Self, T>
    {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Collects all received elements, and emits a single array of the collection when the upstream publisher
    /// finishes.
    public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }

    /// Publishes the number of elements received from the upstream publisher.
    public func count() -> Publishers.Count<Self> { Publishers.Count(upstream: self) }

    /// Ignores all upstream elements, but passes along the upstream publisher's completion state.
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> { Publishers.IgnoreOutput(upstream: self) }

    /// Replaces an empty stream with the provided element.
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }

    /// Replaces any errors in the stream with the provided element.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
}
