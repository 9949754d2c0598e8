import Foundation
import Logging

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The URLs widgets opened (a tapped `Link` or `widgetURL`), as iOS would hand them to the app: recorded, shown on
/// the page and posted to the optional webhook.
///
/// What happens to a URL depends on its scheme: `http` and `https` open in a new browser tab (`navigate`); the
/// app's own schemes are delivered to the app (`app`: recorded and reported); anything else (`file:`,
/// `javascript:`, unknown schemes) is `blocked`: recorded and shown, never opened.
actor OpenedURLs {
    /// One opened URL.
    struct Record: Encodable, Sendable, Equatable {
        /// The instance whose widget was tapped.
        let id: String
        let kind: String
        let url: String
        /// `link` or `widgetURL`.
        let source: String
        /// `navigate`, `app` or `blocked`.
        let disposition: String
        let date: Date
    }

    private let webhook: URL?
    private let customSchemes: Set<String>
    private let logger: Logger
    private let limit = 100
    private(set) var records: [Record] = []

    init(webhook: URL?, customSchemes: Set<String>, logger: Logger) {
        self.webhook = webhook
        self.customSchemes = customSchemes
        self.logger = logger
    }

    /// What opening a URL does, by its scheme.
    nonisolated func disposition(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        if scheme == "http" || scheme == "https" { return "navigate" }
        return customSchemes.contains(scheme) ? "app" : "blocked"
    }

    /// Records an opened URL, reports it to the webhook (in the background), and returns the record.
    func open(_ url: URL, source: String, instanceID: String, kind: String, at date: Date) -> Record {
        let record = Record(
            id: instanceID, kind: kind, url: url.absoluteString, source: source, disposition: disposition(of: url),
            date: date)
        records.append(record)
        if records.count > limit { records.removeFirst(records.count - limit) }
        logger.info(
            "Widget opened a URL",
            metadata: ["url": "\(record.url)", "instance": "\(instanceID)", "disposition": "\(record.disposition)"])
        if let webhook { post(record, to: webhook) }
        return record
    }

    /// Posts a record to the webhook without waiting; failures are logged.
    private func post(_ record: Record, to webhook: URL) {
        let logger = self.logger
        guard let body = try? APIJSON.encoder.encode(record) else { return }
        Task {
            do {
                let status = try await Self.deliver(body, to: webhook)
                if (300..<400).contains(status) {
                    logger.warning(
                        "The open-URL webhook answered \(status); redirects are not followed (a POST must not turn into a GET elsewhere). Point --open-url-webhook at the final URL.",
                        metadata: ["webhook": "\(webhook)"])
                } else if !(200..<300).contains(status) {
                    logger.warning("The open-URL webhook answered \(status).", metadata: ["webhook": "\(webhook)"])
                }
            } catch {
                logger.warning("The open-URL webhook failed: \(error)", metadata: ["webhook": "\(webhook)"])
            }
        }
    }

    /// POSTs a JSON body to a webhook, never following a redirect, and returns the status it answered.
    static func deliver(_ body: Data, to webhook: URL) async throws -> Int {
        var request = URLRequest(url: webhook, timeoutInterval: 10)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = body
        let (_, response) = try await webhookSession.data(for: request)
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }

    /// A session that answers a redirect with the redirect itself.
    static let webhookSession = URLSession(
        configuration: .ephemeral, delegate: RedirectRefusal(), delegateQueue: nil)

    /// Refuses every redirect, so the caller sees the 3xx response.
    final class RedirectRefusal: NSObject, URLSessionTaskDelegate, Sendable {
        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            completionHandler(nil)
        }
    }
}
