/// An error from the widget host: an unknown instance, a bad configuration, a store that failed.
///
/// Messages say what was wrong, with the value in single quotes, and what to do instead.
public struct HostError: Error, Sendable, CustomStringConvertible, Equatable {
    /// What went wrong.
    public enum Code: String, Sendable, Codable {
        case unknownInstance, unknownControl, notATimelineWidget, unsupportedFamily, invalidConfiguration
        case invalidVariant, invalidPush, actionFailed, storeFailed, noRendering, duplicateInstance
    }

    /// What went wrong.
    public let code: Code
    /// A sentence that says what was wrong and what to do.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }

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

    static func unknownControl(_ id: String, known: [String]) -> HostError {
        HostError(
            .unknownControl,
            "No control instance with id '\(id)'. Controls: \(quotedList(known)). Add the control first."
        )
    }
}
