import Foundation

/// An error about a bundle's widgets: an unknown kind, an unsupported family, a bad configuration, a provider
/// that failed or took too long.
///
/// Messages say what was wrong, with the value in single quotes, and what to do instead.
public struct WidgetError: Error, Sendable, CustomStringConvertible, Equatable {
    /// What went wrong.
    public enum Code: String, Sendable, Codable {
        case unknownKind, unsupportedFamily, unknownFamily, notConfigurable, invalidConfiguration
        case providerTimedOut, providerFailed, notATimelineWidget, unknownDevice, unknownPreview
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

    public static func quotedList(_ values: [String]) -> String {
        values.isEmpty ? "none" : values.map { "'\($0)'" }.joined(separator: ", ")
    }

    static func unknownKind(_ kind: String, known: [String]) -> WidgetError {
        WidgetError(.unknownKind, "Unknown widget kind '\(kind)'. Kinds in this bundle: \(quotedList(known)).")
    }

    static func unsupportedFamily(_ family: String, kind: String, supported: [String]) -> WidgetError {
        WidgetError(
            .unsupportedFamily,
            "Widget '\(kind)' does not support family '\(family)'. Supported families: \(quotedList(supported)).")
    }

    static func unknownFamily(_ family: String, known: [String]) -> WidgetError {
        WidgetError(.unknownFamily, "Unknown widget family '\(family)'. Families: \(quotedList(known)).")
    }

    static func notConfigurable(kind: String, configuration: some CustomStringConvertible) -> WidgetError {
        WidgetError(
            .notConfigurable,
            "Widget '\(kind)' has no configuration intent, so configuration '\(configuration)' cannot apply. "
                + "Leave out the configuration.")
    }

    static func timedOut(_ call: String, kind: String, seconds: Double) -> WidgetError {
        WidgetError(
            .providerTimedOut,
            "The provider of '\(kind)' did not answer \(call) within \(seconds.formatted()) s. "
                + "Call the completion handler (or return) sooner, or raise the deadline.")
    }

    static func failed(_ call: String, kind: String, error: any Error) -> WidgetError {
        WidgetError(.providerFailed, "The provider of '\(kind)' failed in \(call): \(error).")
    }
}
