extension Publishers {
    /// A publisher that publishes a given sequence of elements.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element

        /// The sequence of elements to publish.
        public let sequence: Elements

        /// Creates a publisher for a sequence of elements.
        public init(sequence: Elements) {
            self.sequence = sequence
        }

        public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Elements.Element == S.Input {
            replay(sequence, named: "\(sequence)", to: subscriber, ending: .finished)
        }
    }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}

/// Subscribes `subscriber` to the values of `elements` followed by `ending` (`Publishers.Sequence`, `Record`): an
/// empty series completes at once, before any request, as Apple's publishers do.
func replay<Elements: Sequence, S: Subscriber>(
    _ elements: Elements, named name: String, to subscriber: S, ending: Subscribers.Completion<S.Failure>
) where S.Input == Elements.Element {
    var iterator = elements.makeIterator()
    guard let first = iterator.next() else {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: ending)
        return
    }
    let series = PrefixedIterator(first: first, rest: iterator)
    subscriber.receive(
        subscription: IteratorSubscription(name, iterator: series, downstream: subscriber, ending: ending))
}

/// An iterator that yields a value it already read before the rest.
struct PrefixedIterator<Rest: IteratorProtocol>: IteratorProtocol {
    var first: Rest.Element?
    var rest: Rest

    mutating func next() -> Rest.Element? {
        if let value = first {
            first = nil
            return value
        }
        return rest.next()
    }
}

extension Sequence {
    /// A publisher that emits the elements of this sequence, then finishes.
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}

extension Optional {
    /// A publisher that publishes an optional value to each subscriber exactly once, if the optional has a value.
    public var publisher: Publisher {
        Publisher(self)
    }

    /// The type of a Combine publisher that publishes the value of a Swift optional instance to each subscriber
    /// exactly once, if the instance has any value at all.
    public struct Publisher: WidgetryCombine.Publisher {
        public typealias Output = Wrapped
        public typealias Failure = Never

        /// The result to deliver to each subscriber.
        public let output: Wrapped?

        /// Creates a publisher to emit the value of the optional, or to finish immediately if it is `nil`.
        public init(_ output: Output?) {
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where Wrapped == S.Input, S.Failure == Never {
            Publishers.Sequence<[Wrapped], Never>(sequence: output.map { [$0] } ?? []).receive(subscriber: subscriber)
        }
    }
}

extension Result {
    /// A publisher that publishes this instance's result to each subscriber exactly once, or fails immediately.
    public var publisher: Publisher {
        Publisher(self)
    }

    /// A Combine publisher that publishes this instance's result to each subscriber exactly once, or fails
    /// immediately if the result indicates failure.
    public struct Publisher: WidgetryCombine.Publisher {
        public typealias Output = Success

        /// The result to deliver to each subscriber.
        public let result: Result<Success, Failure>

        /// Creates a publisher that delivers the specified result.
        public init(_ result: Result<Output, Failure>) {
            self.result = result
        }

        /// Creates a publisher that sends the specified output to each subscriber.
        public init(_ output: Output) {
            result = .success(output)
        }

        /// Creates a publisher that immediately terminates upon subscription with the given failure.
        public init(_ failure: Failure) {
            result = .failure(failure)
        }

        public func receive<S: Subscriber>(subscriber: S) where Success == S.Input, Failure == S.Failure {
            switch result {
            case .success(let value):
                let iterator = CollectionOfOne(value).makeIterator()
                subscriber.receive(
                    subscription: IteratorSubscription("Once", iterator: iterator, downstream: subscriber))
            case .failure(let error):
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .failure(error))
            }
        }
    }
}
