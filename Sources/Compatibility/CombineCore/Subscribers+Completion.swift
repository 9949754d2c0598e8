extension Subscribers {
    /// A signal that a publisher doesn't produce additional elements, either due to normal completion or an error.
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped publishing due to the indicated error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
    /// The same completion with its error transformed.
    func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Subscribers.Completion<NewFailure> {
        switch self {
        case .finished: return .finished
        case .failure(let error): return .failure(transform(error))
        }
    }

    /// The completion with its error type erased to `any Error`.
    var eraseError: Subscribers.Completion<any Error> {
        mapError { $0 as any Error }
    }
}

extension Subscribers.Completion where Failure == Never {
    /// A `Never`-failing completion is always `.finished`; retyped for another failure type.
    func promote<NewFailure: Error>(to: NewFailure.Type = NewFailure.self) -> Subscribers.Completion<NewFailure> {
        .finished
    }
}
