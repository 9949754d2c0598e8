// Background URL sessions as iOS gives them to widget extensions, on swift-corelibs-foundation.
//
// FoundationNetworking declares `URLSessionConfiguration.background(withIdentifier:)` unavailable and has no
// `urlSessionDidFinishEvents(forBackgroundURLSession:)`. The declarations here shadow those names for code that
// imports Widgetry (a module's declarations shadow the same names in the modules it imports), so the iOS pattern —
// a background configuration, a session with a delegate, a download task, the delegate's messages, then the
// widget's `onBackgroundURLSessionEvents` handler and `urlSessionDidFinishEvents` — compiles unchanged and runs.
import Foundation

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking

    /// The messages a URL session sends about the session as a whole (FoundationNetworking's protocol, with
    /// `urlSessionDidFinishEvents(forBackgroundURLSession:)` as on Apple's platforms).
    public protocol URLSessionDelegate: FoundationNetworking.URLSessionDelegate {
        /// Tells the delegate that all messages enqueued for a background session have been delivered: call the
        /// completion the widget's `onBackgroundURLSessionEvents` handler kept.
        func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession)
    }

    extension URLSessionDelegate {
        /// Does nothing, as on Apple's platforms when the delegate does not implement it.
        public func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {}
    }

    /// The messages a URL session sends about a task (FoundationNetworking's protocol, with this module's
    /// ``URLSessionDelegate``).
    public protocol URLSessionTaskDelegate: FoundationNetworking.URLSessionTaskDelegate, URLSessionDelegate {}

    /// The messages a URL session sends about a data task (FoundationNetworking's protocol, with this module's
    /// ``URLSessionDelegate``).
    public protocol URLSessionDataDelegate: FoundationNetworking.URLSessionDataDelegate, URLSessionTaskDelegate {}

    /// The messages a URL session sends about a download task (FoundationNetworking's protocol, with this module's
    /// ``URLSessionDelegate``).
    public protocol URLSessionDownloadDelegate: FoundationNetworking.URLSessionDownloadDelegate, URLSessionTaskDelegate
    {}

    extension URLSessionConfiguration {
        /// Creates a configuration for a background session: transfers the host finishes even after the provider
        /// call that started them returned, then reports to the widget's `onBackgroundURLSessionEvents` handler.
        ///
        /// On Linux the transfers run in the host's process (there is no separate system daemon); the host keeps the
        /// session alive until its tasks are done (see ``BackgroundURLSessions``).
        ///
        /// - Parameter identifier: The session's identifier, which the widget's handler is matched against; not empty.
        public class func background(withIdentifier identifier: String) -> URLSessionConfiguration {
            let configuration = URLSessionConfiguration.default
            configuration.identifier = identifier
            return configuration
        }
    }

    extension URLSession {
        /// Creates a session with a delegate; a background configuration's session is registered with
        /// ``BackgroundURLSessions`` so the host sees its tasks finish and delivers its events to the widget.
        ///
        /// Preferred over FoundationNetworking's initializer whenever a delegate is given (`delegate: self`), so
        /// iOS code reaches it unchanged. Other configurations get a plain session.
        public convenience init<Delegate: FoundationNetworking.URLSessionDelegate>(
            configuration: URLSessionConfiguration, delegate: Delegate, delegateQueue queue: OperationQueue?
        ) {
            guard let identifier = configuration.identifier, !identifier.isEmpty else {
                self.init(
                    configuration: configuration, delegate: delegate as (any FoundationNetworking.URLSessionDelegate)?,
                    delegateQueue: queue)
                return
            }
            let relay = BackgroundSessionRelay(identifier: identifier, base: delegate)
            self.init(
                configuration: configuration, delegate: relay as (any FoundationNetworking.URLSessionDelegate)?,
                delegateQueue: queue)
            BackgroundURLSessions.shared.register(self, identifier: identifier, relay: relay)
        }
    }
#endif
