/// An error from the widget host: an unknown instance, a bad configuration, a store that failed.
///
/// Messages say what was wrong, with the value in single quotes, and what to do instead. ``message`` is safe to
/// show to anyone (an API client included); ``detail``, when present, holds what only the operator should see —
/// the store's path and SQLite's own error, with the SQL — and goes to logs and the command line.
public struct HostError: Error, Sendable, CustomStringConvertible, Equatable {
    /// What went wrong.
    public enum Code: String, Sendable, Codable {
        case unknownInstance, unknownControl, notATimelineWidget, unsupportedFamily, invalidConfiguration
        case invalidVariant, invalidPush, actionFailed, storeFailed, noRendering
        /// An instance with the requested id exists already (HTTP 409, field `id`).
        case instanceExists
        /// A host sharing its store lost the lease on the reload it was storing: another host took the reload over
        /// after the lease expired, so this host's outcome was not stored.
        case leaseLost
    }

    /// What went wrong.
    public let code: Code
    /// A sentence that says what was wrong and what to do.
    public let message: String
    /// What only the operator should see: paths, SQL, the underlying error; `nil` when the message says it all.
    public let detail: String?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: What went wrong.
    ///   - message: A sentence safe to show to clients.
    ///   - detail: Operator-only facts (paths, SQL, underlying errors), logged but never sent to clients.
    public init(_ code: Code, _ message: String, detail: String? = nil) {
        self.code = code
        self.message = message
        self.detail = detail
    }

    /// The message, followed by the detail when there is one: what logs and the command line show.
    public var description: String { detail.map { "\(message) \($0)" } ?? message }

    static func quotedList(_ values: [String], limit: Int = 20) -> String {
        if values.isEmpty { return "none" }
        let shown = values.prefix(limit).map { "'\($0)'" }.joined(separator: ", ")
        return values.count > limit ? shown + " and \(values.count - limit) more" : shown
    }

    static func unknownInstance(_ id: String, known: [String]) -> HostError {
        HostError(
            .unknownInstance,
            "No widget instance with id '\(id)'. Instances: \(quotedList(known)). Add the widget first.")
    }

    package static func instanceExists(_ id: String) -> HostError {
        HostError(
            .instanceExists, "An instance with id '\(id)' exists already. Choose another id, or omit it for a new one.")
    }

    static func unknownControl(_ id: String, known: [String]) -> HostError {
        HostError(
            .unknownControl,
            "No control instance with id '\(id)'. Controls: \(quotedList(known)). Add the control first."
        )
    }
}
