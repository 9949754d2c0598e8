import Foundation

/// A proxy for access to the size and coordinate space of the container view: what a `GeometryReader`
/// hands its content.
///
/// For example:
///
/// ```swift
/// GeometryReader { proxy in
///     Circle().frame(width: proxy.size.width / 2)
/// }
/// ```
public struct GeometryProxy {
    let geometry: ResolvedGeometry

    /// A proxy for a reader that layout placed as `geometry` says.
    package init(_ geometry: ResolvedGeometry) { self.geometry = geometry }

    /// The size of the container view.
    public var size: CGSize { geometry.frame.size }

    /// The safe area inset of the container view; zero in a widget.
    public var safeAreaInsets: EdgeInsets { geometry.safeAreaInsets }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    ///
    /// `.global` is the widget's space (origin at its top-left corner), `.local` the reader's own (origin at
    /// zero), and `.named(name)` the space of the nearest ancestor named with `coordinateSpace(name:)`; a name
    /// no ancestor has falls back to the global space.
    ///
    /// - Parameter coordinateSpace: The space to express the frame in.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global:
            return geometry.frame
        case .local:
            return CGRect(origin: .zero, size: geometry.frame.size)
        case .named(let name):
            guard let space = geometry.namedSpaces[ResolvedCoordinateSpaceName(name)] else { return geometry.frame }
            return geometry.frame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    ///
    /// For example, `proxy.frame(in: .named("card")).minY`.
    ///
    /// - Parameter coordinateSpace: `.global`, `.local` or `.named(_:)`.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// Returns the given coordinate space's bounds rectangle, converted to the local coordinate space.
    ///
    /// - Parameter coordinateSpace: A space an ancestor named with `coordinateSpace(_:)`.
    /// - Returns: The named ancestor's bounds relative to the reader, or `nil` when no ancestor has the name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = geometry.namedSpaces[ResolvedCoordinateSpaceName(coordinateSpace.name)] else { return nil }
        return space.offsetBy(dx: -geometry.frame.minX, dy: -geometry.frame.minY)
    }
}
