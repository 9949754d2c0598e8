// Junction's `make` casts back the values it carries as `Any`; each index holds the output of the publisher at the
// same position, so the casts cannot fail.

extension Publishers {
    /// A publisher that receives and combines the latest elements from 2 publishers.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let downstream = AnySubscriber(subscriber)
            Junction<Output, Failure>(mode: .combineLatest, count: 2, downstream: downstream) {
                ($0[0] as! A.Output, $0[1] as! B.Output)
            }
            .start([a.eraseOutput(), b.eraseOutput()], downstream: downstream)
        }
    }

    /// A publisher that receives and combines the latest elements from 3 publishers.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, A.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let downstream = AnySubscriber(subscriber)
            Junction<Output, Failure>(mode: .combineLatest, count: 3, downstream: downstream) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
            }
            .start([a.eraseOutput(), b.eraseOutput(), c.eraseOutput()], downstream: downstream)
        }
    }

    /// A publisher that receives and combines the latest elements from 4 publishers.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let downstream = AnySubscriber(subscriber)
            Junction<Output, Failure>(mode: .combineLatest, count: 4, downstream: downstream) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
            }
            .start([a.eraseOutput(), b.eraseOutput(), c.eraseOutput(), d.eraseOutput()], downstream: downstream)
        }
    }

    /// A publisher created by applying the zip function to 2 publishers.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let downstream = AnySubscriber(subscriber)
            Junction<Output, Failure>(mode: .zip, count: 2, downstream: downstream) {
                ($0[0] as! A.Output, $0[1] as! B.Output)
            }
            .start([a.eraseOutput(), b.eraseOutput()], downstream: downstream)
        }
    }

    /// A publisher created by applying the zip function to 3 publishers.
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, A.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let downstream = AnySubscriber(subscriber)
            Junction<Output, Failure>(mode: .zip, count: 3, downstream: downstream) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
            }
            .start([a.eraseOutput(), b.eraseOutput(), c.eraseOutput()], downstream: downstream)
        }
    }

    /// A publisher created by applying the zip function to 4 publishers.
    public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let downstream = AnySubscriber(subscriber)
            Junction<Output, Failure>(mode: .zip, count: 4, downstream: downstream) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
            }
            .start([a.eraseOutput(), b.eraseOutput(), c.eraseOutput(), d.eraseOutput()], downstream: downstream)
        }
    }
}

extension Publisher {
    /// Subscribes to additional publishers and publishes a tuple upon receiving output from any of them.
    public func combineLatest<P: Publisher>(_ p: P) -> Publishers.CombineLatest<Self, P>
    where Failure == P.Failure {
        Publishers.CombineLatest(self, p)
    }

    /// Subscribes to additional publishers and invokes a closure upon receiving output from any of them.
    public func combineLatest<P: Publisher, T>(_ p: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T>
    where Failure == P.Failure {
        Publishers.CombineLatest(self, p).map(transform)
    }

    /// Subscribes to additional publishers and publishes a tuple upon receiving output from any of them.
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where Failure == P.Failure, Failure == Q.Failure {
        Publishers.CombineLatest3(self, p, q)
    }

    /// Subscribes to additional publishers and invokes a closure upon receiving output from any of them.
    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    )
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
    where Failure == P.Failure, Failure == Q.Failure {
        Publishers.CombineLatest3(self, p, q).map(transform)
    }

    /// Subscribes to additional publishers and publishes a tuple upon receiving output from any of them.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R)
        -> Publishers.CombineLatest4<Self, P, Q, R>
    where Failure == P.Failure, Failure == Q.Failure, Failure == R.Failure {
        Publishers.CombineLatest4(self, p, q, r)
    }

    /// Subscribes to additional publishers and invokes a closure upon receiving output from any of them.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ p: P, _ q: Q, _ r: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    )
        -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where Failure == P.Failure, Failure == Q.Failure, Failure == R.Failure {
        Publishers.CombineLatest4(self, p, q, r).map(transform)
    }

    /// Combines elements from this and other publishers, delivering groups of elements as tuples.
    public func zip<P: Publisher>(_ p: P) -> Publishers.Zip<Self, P>
    where Failure == P.Failure {
        Publishers.Zip(self, p)
    }

    /// Combines elements from this and other publishers, then delivers the result of a closure applied to them.
    public func zip<P: Publisher, T>(_ p: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.Zip<Self, P>, T>
    where Failure == P.Failure {
        Publishers.Zip(self, p).map(transform)
    }

    /// Combines elements from this and other publishers, delivering groups of elements as tuples.
    public func zip<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.Zip3<Self, P, Q>
    where Failure == P.Failure, Failure == Q.Failure {
        Publishers.Zip3(self, p, q)
    }

    /// Combines elements from this and other publishers, then delivers the result of a closure applied to them.
    public func zip<P: Publisher, Q: Publisher, T>(
        _ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    )
        -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T>
    where Failure == P.Failure, Failure == Q.Failure {
        Publishers.Zip3(self, p, q).map(transform)
    }

    /// Combines elements from this and other publishers, delivering groups of elements as tuples.
    public func zip<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R) -> Publishers.Zip4<Self, P, Q, R>
    where Failure == P.Failure, Failure == Q.Failure, Failure == R.Failure {
        Publishers.Zip4(self, p, q, r)
    }

    /// Combines elements from this and other publishers, then delivers the result of a closure applied to them.
    public func zip<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ p: P, _ q: Q, _ r: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    )
        -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T>
    where Failure == P.Failure, Failure == Q.Failure, Failure == R.Failure {
        Publishers.Zip4(self, p, q, r).map(transform)
    }
}
