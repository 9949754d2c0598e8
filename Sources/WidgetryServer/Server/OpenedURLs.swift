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
    /// How each webhook post ended, in order (kept for tests; bounded like the records).
    private(set) var deliveries: [WebhookDelivery] = []
    private var deliveryWaiters: [(count: Int, continuation: CheckedContinuation<[WebhookDelivery], Never>)] = []
    /// Posts without following redirects: a `3xx` is the webhook's answer (and a failure), never a `GET` elsewhere.
    private let session = URLSession(configuration: .ephemeral, delegate: NoRedirects(), delegateQueue: nil)

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

    /// Posts a record to the webhook without waiting; failures (a `3xx` included) are logged.
    private func post(_ record: Record, to webhook: URL) {
        let logger = self.logger
        let session = self.session
        guard let body = try? APIJSON.encoder.encode(record) else { return }
        Task {
            var request = URLRequest(url: webhook, timeoutInterval: 10)
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = body
            let delivery: WebhookDelivery
            do {
                let (_, response) = try await session.data(for: request)
                let http = response as? HTTPURLResponse
                delivery = WebhookDelivery(
                    status: http?.statusCode, location: http?.value(forHTTPHeaderField: "Location"), error: nil)
            } catch {
                delivery = WebhookDelivery(status: nil, location: nil, error: "\(error)")
            }
            if let failure = delivery.failure {
                logger.warning("The open-URL webhook failed: \(failure)", metadata: ["webhook": "\(webhook)"])
            }
            self.delivered(delivery)
        }
    }

    private func delivered(_ delivery: WebhookDelivery) {
        deliveries.append(delivery)
        if deliveries.count > limit { deliveries.removeFirst(deliveries.count - limit) }
        let ready = deliveryWaiters.filter { $0.count <= deliveries.count }
        deliveryWaiters.removeAll { $0.count <= deliveries.count }
        for waiter in ready { waiter.continuation.resume(returning: deliveries) }
    }

    /// Returns once at least `count` webhook posts have ended, with how each ended.
    func waitForDeliveries(_ count: Int) async -> [WebhookDelivery] {
        if deliveries.count >= count { return deliveries }
        return await withCheckedContinuation { deliveryWaiters.append((count, $0)) }
    }
}

/// How one post to the open-URL webhook ended.
@_spi(Testing) public struct WebhookDelivery: Sendable, Equatable {
    /// The webhook's status code, when it answered.
    public let status: Int?
    /// The `Location` of a redirect, which is not followed.
    public let location: String?
    /// Why the post failed before an answer.
    public let error: String?

    /// What went wrong, or `nil` for a `2xx`.
    public var failure: String? {
        if let error { return error }
        guard let status else { return "no answer" }
        if (300..<400).contains(status) {
            return "it answered \(status), a redirect to '\(location ?? "")', which is not followed: "
                + "give the webhook's final URL."
        }
        return (200..<300).contains(status) ? nil : "it answered \(status)."
    }
}

/// Refuses every redirect, so a webhook's `3xx` ends the post instead of turning it into a request elsewhere.
private final class NoRedirects: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
