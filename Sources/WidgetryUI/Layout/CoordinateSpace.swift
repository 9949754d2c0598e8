import Foundation

/// A resolved coordinate space: the widget's, the view's own, or a named ancestor's.
///
/// You rarely write it directly: use `.global`, `.local` or `.named(_:)` where a coordinate space is taken,
/// such as `GeometryProxy.frame(in:)`. In a widget, the global space is the widget's: its origin is the
/// widget's top-left corner. For example:
///
/// ```swift
/// GeometryReader { proxy in
///     Text("\(Int(proxy.frame(in: .global).minY)) pt from the top")
/// }
/// ```
public enum CoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy: the widget's.
    case global
    /// The local coordinate space of the current view.
    case local
    /// A named reference to a view's local coordinate space, set with `coordinateSpace(name:)`.
    case named(AnyHashable)
}

extension CoordinateSpace {
    /// Whether this is the global coordinate space.
    public var isGlobal: Bool {
        if case .global = self { return true }
        return false
    }

    /// Whether this is the local coordinate space.
    public var isLocal: Bool {
        if case .local = self { return true }
        return false
    }
}

extension CoordinateSpace: Equatable, Hashable {}
