import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Who started a background URL session: the widget instance whose provider call was running, and where to
/// report the session's events. The host sets it (``BackgroundURLSessions/owner``) around its provider calls.
public struct BackgroundURLSessionOwner: Sendable {
    /// The instance whose provider started the session.
    public let instanceID: String
    /// That instance's widget kind.
    public let kind: String
    /// Called, on no particular thread, when all of the session's tasks are done.
    public let deliver: @Sendable (BackgroundURLSessionEvents) -> Void

    /// Creates an owner.
    public init(instanceID: String, kind: String, deliver: @escaping @Sendable (BackgroundURLSessionEvents) -> Void) {
        self.instanceID = instanceID
        self.kind = kind
        self.deliver = deliver
    }
}

/// A background session whose tasks are all done: what the host hands to the widget's
/// `onBackgroundURLSessionEvents` handler.
public struct BackgroundURLSessionEvents: Sendable {
    /// The session's identifier.
    public let identifier: String
    /// The instance and kind whose provider started the session.
    public let instanceID: String
    /// The kind whose provider started the session.
    public let kind: String
    /// Tasks that finished since the last delivery.
    public let finishedTasks: Int
    /// Of those, the tasks that ended with an error.
    public let failedTasks: Int
    let finishEvents: @Sendable () -> Void

    /// Tells the session's delegate `urlSessionDidFinishEvents(forBackgroundURLSession:)` on the session's delegate
    /// queue: the host calls it after the widget's handler, as iOS does.
    public func deliverFinishEvents() { finishEvents() }

    /// Creates a delivery; the registry makes them (tests of hosts may make their own).
    public init(
        identifier: String, instanceID: String, kind: String, finishedTasks: Int, failedTasks: Int,
        finishEvents: @escaping @Sendable () -> Void = {}
    ) {
        self.identifier = identifier
        self.instanceID = instanceID
        self.kind = kind
        self.finishedTasks = finishedTasks
        self.failedTasks = failedTasks
        self.finishEvents = finishEvents
    }
}

/// The background URL sessions widget providers started, by identifier: the seam between Widgetry's
/// `URLSession(configuration: .background(withIdentifier:), delegate:delegateQueue:)` and the host.
///
/// A session created with a background configuration is registered here, kept alive, and given a relay as its
/// delegate that forwards every message to the author's delegate and counts finished tasks. When no task of the
/// session is running any more, the registry hands a ``BackgroundURLSessionEvents`` to the session's
/// ``BackgroundURLSessionOwner`` — the one in ``owner`` when the session was created, which the host sets around
/// provider calls. A session created outside a provider call has no owner: its transfers run, nobody is told.
public final class BackgroundURLSessions: Sendable {
    /// The process's registry.
    public static let shared = BackgroundURLSessions()

    /// The owner that sessions created in this task belong to.
    @TaskLocal public static var owner: BackgroundURLSessionOwner?

    private struct Record {
        #if canImport(FoundationNetworking)
            let session: URLSession
        #endif
        let owner: BackgroundURLSessionOwner?
        var finished = 0
        var failed = 0
    }

    private let records = Mutex<[String: Record]>([:])

    init() {}

    /// The identifiers of the sessions registered (kept alive) now.
    public var identifiers: [String] { records.withLock { $0.keys.sorted() } }

    #if canImport(FoundationNetworking)
        /// Registers a session: a later session with the same identifier replaces it, as recreating a session by
        /// identifier reconnects to the transfers on iOS.
        func register(_ session: URLSession, identifier: String, relay: BackgroundSessionRelay) {
            let owner = Self.owner
            records.withLock { $0[identifier] = Record(session: session, owner: owner) }
        }

        /// Counts a finished task, then checks whether the session still runs any.
        func taskFinished(_ task: URLSessionTask, failed: Bool, in session: URLSession, identifier: String) {
            records.withLock { records in
                guard records[identifier]?.session === session else { return }
                records[identifier]?.finished += 1
                if failed { records[identifier]?.failed += 1 }
            }
            // Asked from the delegate queue, the answer comes after the finished task's message has returned (and
            // its state is `.completed`); the task itself is left out for delegate queues that run concurrently.
            session.getAllTasks { [weak self] tasks in
                guard !tasks.contains(where: { $0 !== task && $0.state == .running }) else { return }
                self?.eventsFinished(in: session, identifier: identifier)
            }
        }

        /// Hands the finished tasks counted since the last delivery to the owner; two tasks that end together
        /// make one delivery.
        private func eventsFinished(in session: URLSession, identifier: String) {
            let taken: Record? = records.withLock { records in
                guard let record = records[identifier], record.session === session, record.finished > 0 else {
                    return nil
                }
                records[identifier]?.finished = 0
                records[identifier]?.failed = 0
                return record
            }
            guard let taken, let owner = taken.owner else { return }
            let relay = session.delegate as? BackgroundSessionRelay
            let events = BackgroundURLSessionEvents(
                identifier: identifier, instanceID: owner.instanceID, kind: owner.kind, finishedTasks: taken.finished,
                failedTasks: taken.failed,
                finishEvents: { [session] in
                    session.delegateQueue.addOperation { relay?.finishEvents(for: session) }
                })
            owner.deliver(events)
        }
    #endif

    /// Forgets a session (it stays usable; only its events are no longer reported).
    public func forget(_ identifier: String) {
        _ = records.withLock { $0.removeValue(forKey: identifier) }
    }
}

#if canImport(FoundationNetworking)
    /// The delegate a background session really has: forwards every message to the author's delegate and reports
    /// finished tasks to the registry.
    final class BackgroundSessionRelay: NSObject, FoundationNetworking.URLSessionDataDelegate,
        FoundationNetworking.URLSessionDownloadDelegate, @unchecked Sendable
    {
        // Immutable after init; the author's delegate is Sendable by FoundationNetworking's protocol.
        let identifier: String
        let base: any FoundationNetworking.URLSessionDelegate

        init(identifier: String, base: any FoundationNetworking.URLSessionDelegate) {
            self.identifier = identifier
            self.base = base
        }

        private var task: (any FoundationNetworking.URLSessionTaskDelegate)? {
            base as? any FoundationNetworking.URLSessionTaskDelegate
        }
        private var data: (any FoundationNetworking.URLSessionDataDelegate)? {
            base as? any FoundationNetworking.URLSessionDataDelegate
        }
        private var download: (any FoundationNetworking.URLSessionDownloadDelegate)? {
            base as? any FoundationNetworking.URLSessionDownloadDelegate
        }

        func finishEvents(for session: URLSession) {
            (base as? any URLSessionDelegate)?.urlSessionDidFinishEvents(forBackgroundURLSession: session)
        }

        // Session.

        func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?) {
            base.urlSession(session, didBecomeInvalidWithError: error)
        }

        func urlSession(
            _ session: URLSession, didReceive challenge: URLAuthenticationChallenge,
            completionHandler: @Sendable @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
        ) {
            base.urlSession(session, didReceive: challenge, completionHandler: completionHandler)
        }

        // Tasks.

        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @Sendable @escaping (URLRequest?) -> Void
        ) {
            guard let delegate = self.task else { return completionHandler(request) }
            delegate.urlSession(
                session, task: task, willPerformHTTPRedirection: response, newRequest: request,
                completionHandler: completionHandler)
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
            completionHandler: @Sendable @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
        ) {
            guard let delegate = self.task else { return completionHandler(.performDefaultHandling, nil) }
            delegate.urlSession(session, task: task, didReceive: challenge, completionHandler: completionHandler)
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask,
            needNewBodyStream completionHandler: @Sendable @escaping (InputStream?) -> Void
        ) {
            guard let delegate = self.task else { return completionHandler(nil) }
            delegate.urlSession(session, task: task, needNewBodyStream: completionHandler)
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64, totalBytesSent: Int64,
            totalBytesExpectedToSend: Int64
        ) {
            self.task?.urlSession(
                session, task: task, didSendBodyData: bytesSent, totalBytesSent: totalBytesSent,
                totalBytesExpectedToSend: totalBytesExpectedToSend)
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            self.task?.urlSession(session, task: task, didCompleteWithError: error)
            BackgroundURLSessions.shared.taskFinished(
                task, failed: error != nil, in: session, identifier: identifier)
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, didFinishCollecting metrics: URLSessionTaskMetrics
        ) {
            self.task?.urlSession(session, task: task, didFinishCollecting: metrics)
        }

        // Data tasks.

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @Sendable @escaping (URLSession.ResponseDisposition) -> Void
        ) {
            guard let delegate = data else { return completionHandler(.allow) }
            delegate.urlSession(session, dataTask: dataTask, didReceive: response, completionHandler: completionHandler)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            self.data?.urlSession(session, dataTask: dataTask, didReceive: data)
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, willCacheResponse proposedResponse: CachedURLResponse,
            completionHandler: @Sendable @escaping (CachedURLResponse?) -> Void
        ) {
            guard let delegate = data else { return completionHandler(proposedResponse) }
            delegate.urlSession(
                session, dataTask: dataTask, willCacheResponse: proposedResponse, completionHandler: completionHandler)
        }

        // Download tasks.

        func urlSession(
            _ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL
        ) {
            download?.urlSession(session, downloadTask: downloadTask, didFinishDownloadingTo: location)
        }

        func urlSession(
            _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
            totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64
        ) {
            download?.urlSession(
                session, downloadTask: downloadTask, didWriteData: bytesWritten, totalBytesWritten: totalBytesWritten,
                totalBytesExpectedToWrite: totalBytesExpectedToWrite)
        }

        func urlSession(
            _ session: URLSession, downloadTask: URLSessionDownloadTask, didResumeAtOffset fileOffset: Int64,
            expectedTotalBytes: Int64
        ) {
            download?.urlSession(
                session, downloadTask: downloadTask, didResumeAtOffset: fileOffset,
                expectedTotalBytes: expectedTotalBytes)
        }
    }
#endif
