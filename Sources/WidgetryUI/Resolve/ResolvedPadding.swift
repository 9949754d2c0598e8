import Foundation

/// Resolved padding: a length on a set of edges, or explicit insets.
public enum ResolvedPadding: Hashable, Sendable {
    /// Pads the edges by the length; `nil` means the system's default padding for the context.
    case edges(Edge.Set, CGFloat?)
    /// Pads by explicit insets.
    case insets(EdgeInsets)
}
