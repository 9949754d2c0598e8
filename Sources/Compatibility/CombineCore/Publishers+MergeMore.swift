extension Publishers {
    /// A publisher created by applying the merge function to five upstream publishers.
    public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
    where
        A.Failure == B.Failure, A.Output == B.Output, A.Failure == C.Failure, A.Output == C.Output,
        A.Failure == D.Failure, A.Output == D.Output, A.Failure == E.Failure, A.Output == E.Output
    {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public let e: E

        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            Publishers.MergeMany<AnyPublisher<Output, Failure>>(
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                e.eraseToAnyPublisher()
            ).receive(subscriber: subscriber)
        }
    }

    /// A publisher created by applying the merge function to six upstream publishers.
    public struct Merge6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>: Publisher
    where
        A.Failure == B.Failure, A.Output == B.Output, A.Failure == C.Failure, A.Output == C.Output,
        A.Failure == D.Failure, A.Output == D.Output, A.Failure == E.Failure, A.Output == E.Output,
        A.Failure == F.Failure, A.Output == F.Output
    {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public let e: E
        public let f: F

        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            Publishers.MergeMany<AnyPublisher<Output, Failure>>(
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                e.eraseToAnyPublisher(), f.eraseToAnyPublisher()
            ).receive(subscriber: subscriber)
        }
    }

    /// A publisher created by applying the merge function to seven upstream publishers.
    public struct Merge7<
        A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher
    >: Publisher
    where
        A.Failure == B.Failure, A.Output == B.Output, A.Failure == C.Failure, A.Output == C.Output,
        A.Failure == D.Failure, A.Output == D.Output, A.Failure == E.Failure, A.Output == E.Output,
        A.Failure == F.Failure, A.Output == F.Output, A.Failure == G.Failure, A.Output == G.Output
    {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public let e: E
        public let f: F
        public let g: G

        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            Publishers.MergeMany<AnyPublisher<Output, Failure>>(
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                e.eraseToAnyPublisher(), f.eraseToAnyPublisher(), g.eraseToAnyPublisher()
            ).receive(subscriber: subscriber)
        }
    }

    /// A publisher created by applying the merge function to eight upstream publishers.
    public struct Merge8<
        A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher
    >: Publisher
    where
        A.Failure == B.Failure, A.Output == B.Output, A.Failure == C.Failure, A.Output == C.Output,
        A.Failure == D.Failure, A.Output == D.Output, A.Failure == E.Failure, A.Output == E.Output,
        A.Failure == F.Failure, A.Output == F.Output, A.Failure == G.Failure, A.Output == G.Output,
        A.Failure == H.Failure, A.Output == H.Output
    {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public let e: E
        public let f: F
        public let g: G
        public let h: H

        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
            self.h = h
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            Publishers.MergeMany<AnyPublisher<Output, Failure>>(
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                e.eraseToAnyPublisher(), f.eraseToAnyPublisher(), g.eraseToAnyPublisher(), h.eraseToAnyPublisher()
            ).receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Combines elements from this publisher with those from four other publishers, delivering an
    /// interleaved sequence of elements.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E
    ) -> Publishers.Merge5<Self, B, C, D, E>
    where
        Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output, Failure == D.Failure,
        Output == D.Output, Failure == E.Failure, Output == E.Output
    {
        Publishers.Merge5(self, b, c, d, e)
    }

    /// Combines elements from this publisher with those from five other publishers, delivering an
    /// interleaved sequence of elements.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F
    ) -> Publishers.Merge6<Self, B, C, D, E, F>
    where
        Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output, Failure == D.Failure,
        Output == D.Output, Failure == E.Failure, Output == E.Output, Failure == F.Failure, Output == F.Output
    {
        Publishers.Merge6(self, b, c, d, e, f)
    }

    /// Combines elements from this publisher with those from six other publishers, delivering an
    /// interleaved sequence of elements.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
    ) -> Publishers.Merge7<Self, B, C, D, E, F, G>
    where
        Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output, Failure == D.Failure,
        Output == D.Output, Failure == E.Failure, Output == E.Output, Failure == F.Failure, Output == F.Output,
        Failure == G.Failure, Output == G.Output
    {
        Publishers.Merge7(self, b, c, d, e, f, g)
    }

    /// Combines elements from this publisher with those from seven other publishers, delivering an
    /// interleaved sequence of elements.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
    ) -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
    where
        Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output, Failure == D.Failure,
        Output == D.Output, Failure == E.Failure, Output == E.Output, Failure == F.Failure, Output == F.Output,
        Failure == G.Failure, Output == G.Output, Failure == H.Failure, Output == H.Output
    {
        Publishers.Merge8(self, b, c, d, e, f, g, h)
    }
}
