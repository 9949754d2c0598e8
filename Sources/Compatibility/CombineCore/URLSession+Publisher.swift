import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// Returns a publisher that wraps a URL session data task for a given URL.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// Returns a publisher that wraps a URL session data task for a given URL request.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// A publisher that delivers the results of performing URL session data tasks.
    public struct DataTaskPublisher: Publisher, Sendable {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        /// The URL request performed by the data task associated with this publisher.
        public let request: URLRequest
        /// The URL session that performs the data task associated with this publisher.
        public let session: URLSession

        /// Creates a data task publisher from the provided URL request and URL session.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let subscription = DataTaskSubscription(
                request: request, session: session, downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: subscription)
        }
    }
}

/// Starts the data task at the first demand; delivers its data and response, or its error as a `URLError`.
private final class DataTaskSubscription: Subscription, CustomStringConvertible, @unchecked Sendable {
    // @unchecked: `downstream` and `task` are only touched under `lock`; the completion handler runs on the
    // session's queue.
    typealias Output = URLSession.DataTaskPublisher.Output
    private let lock = Lock()
    private let request: URLRequest
    private let session: URLSession
    private var downstream: AnySubscriber<Output, URLError>?
    private var task: URLSessionDataTask?
    private var started = false

    init(request: URLRequest, session: URLSession, downstream: AnySubscriber<Output, URLError>) {
        self.request = request
        self.session = session
        self.downstream = downstream
    }

    var description: String { "DataTaskPublisher" }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let start = lock.withLock { () -> Bool in
            guard downstream != nil, !started else { return false }
            started = true
            return true
        }
        guard start else { return }
        let task = session.dataTask(with: request) { [weak self] data, response, error in
            self?.complete(data: data, response: response, error: error)
        }
        lock.withLock { self.task = task }
        task.resume()
    }

    private func complete(data: Data?, response: URLResponse?, error: (any Error)?) {
        let target = lock.withLock { () -> AnySubscriber<Output, URLError>? in
            task = nil
            defer { downstream = nil }
            return downstream
        }
        guard let target else { return }
        if let response, error == nil {
            _ = target.receive((data ?? Data(), response))
            target.receive(completion: .finished)
        } else {
            let urlError =
                (error as? URLError) ?? URLError(.unknown, userInfo: error.map { [NSUnderlyingErrorKey: $0] } ?? [:])
            target.receive(completion: .failure(urlError))
        }
    }

    func cancel() {
        let task = lock.withLock { () -> URLSessionDataTask? in
            downstream = nil
            defer { self.task = nil }
            return self.task
        }
        task?.cancel()
    }
}
