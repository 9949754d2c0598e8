import Foundation

/// The file formats a widget renders to, chosen by a path's extension.
public enum WidgetOutputFormat: String, Sendable, CaseIterable {
    case png, svg, pdf, html

    /// The format of a path, from its extension.
    ///
    /// - throws: ``PipelineError`` naming the extension and the supported ones.
    public init(path: String) throws {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard let format = WidgetOutputFormat(rawValue: ext) else {
            throw PipelineError(
                "Unsupported output extension '\(ext.isEmpty ? path : "." + ext)'. "
                    + "Use one of: \(Self.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ")).")
        }
        self = format
    }
}

/// An error rendering a widget: a bad option, a missing asset, an unsupported format.
public struct PipelineError: Error, Sendable, CustomStringConvertible {
    /// What was wrong and what to do.
    public let message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
