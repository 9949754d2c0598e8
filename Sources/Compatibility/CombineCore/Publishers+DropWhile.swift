extension Publishers {
    /// A publisher that omits elements from an upstream publisher until a given closure returns false.
    public struct DropWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// The closure that indicates whether to drop the element.
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let predicate = self.predicate
            var dropping = true
            upstream.subscribe(
                Relay(
                    "DropWhile", downstream: subscriber,
                    onValue: { value in
                        dropping = dropping && predicate(value)
                        return dropping ? .skip : .emit(value)
                    }, onCompletion: { .forward($0) }))
        }
    }

    /// A publisher that omits elements from an upstream publisher until a given error-throwing closure returns
    /// false.
    public struct TryDropWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        /// The error-throwing closure that indicates whether to drop the element.
        public let predicate: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let predicate = self.predicate
            var dropping = true
            upstream.subscribe(
                Relay(
                    "TryDropWhile", downstream: subscriber,
                    onValue: { value in
                        .attempt {
                            dropping = try dropping && predicate(value)
                            return dropping ? .skip : .emit(value)
                        }
                    }, onCompletion: { .erasing($0) }))
        }
    }

    /// A publisher that republishes elements while a predicate closure indicates publishing should continue.
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// The closure that determines whether publishing should continue.
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let predicate = self.predicate
            upstream.subscribe(
                Relay(
                    "PrefixWhile", downstream: subscriber, onValue: { predicate($0) ? .emit($0) : .finish },
                    onCompletion: { .forward($0) }))
        }
    }

    /// A publisher that republishes elements while an error-throwing predicate closure indicates publishing should
    /// continue.
    public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        /// The error-throwing closure that determines whether publishing should continue.
        public let predicate: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let predicate = self.predicate
            upstream.subscribe(
                Relay(
                    "TryPrefixWhile", downstream: subscriber,
                    onValue: { value in .attempt { try predicate(value) ? .emit(value) : .finish } },
                    onCompletion: { .erasing($0) }))
        }
    }

    /// A publisher that publishes only elements that don't match the previous element, as evaluated by a provided
    /// error-throwing closure.
    public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        /// An error-throwing closure that returns `true` when two elements count as duplicates.
        public let predicate: (Upstream.Output, Upstream.Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let predicate = self.predicate
            var previous: Output?
            upstream.subscribe(
                Relay(
                    "TryRemoveDuplicates", downstream: subscriber,
                    onValue: { value in
                        .attempt {
                            defer { previous = value }
                            if let previous, try predicate(previous, value) { return .skip }
                            return .emit(value)
                        }
                    }, onCompletion: { .erasing($0) }))
        }
    }
}

extension Publisher {
    /// Omits elements from the upstream publisher until a given closure returns false, before republishing all
    /// remaining elements.
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }

    /// Omits elements from the upstream publisher until an error-throwing closure returns false, before
    /// republishing all remaining elements.
    public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryDropWhile<Self> {
        Publishers.TryDropWhile(upstream: self, predicate: predicate)
    }

    /// Republishes elements while a predicate closure indicates publishing should continue.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }

    /// Republishes elements while an error-throwing predicate closure indicates publishing should continue.
    public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
        Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
    }

    /// Publishes only elements that don't match the previous element, as evaluated by a provided error-throwing
    /// closure.
    public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool)
        -> Publishers.TryRemoveDuplicates<Self>
    {
        Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
    }
}
