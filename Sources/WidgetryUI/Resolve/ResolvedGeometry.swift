import Foundation

/// Where layout put a `GeometryReader`: what its content is built from, as a value that can cross threads.
///
/// ``GeometryProxy`` answers from it: `size` is the frame's size, `frame(in: .global)` the frame itself (in the
/// widget's coordinates), `frame(in: .named(_:))` the frame relative to the named ancestor's.
public struct ResolvedGeometry: Hashable, Sendable {
    /// The reader's frame in the widget's coordinates.
    public var frame: CGRect
    /// The reader's safe area insets; zero in widgets, which have no bars or notches to avoid.
    public var safeAreaInsets: EdgeInsets
    /// The frames, in the widget's coordinates, of the ancestors named with `coordinateSpace(name:)`; the
    /// nearest wins when names repeat.
    public var namedSpaces: [ResolvedCoordinateSpaceName: CGRect]

    /// Creates a geometry.
    public init(
        frame: CGRect, safeAreaInsets: EdgeInsets = EdgeInsets(),
        namedSpaces: [ResolvedCoordinateSpaceName: CGRect] = [:]
    ) {
        self.frame = frame
        self.safeAreaInsets = safeAreaInsets
        self.namedSpaces = namedSpaces
    }

    /// The geometry a reader's content is first built with at resolution, before layout knows its size.
    public static let unplaced = ResolvedGeometry(frame: .zero)

}
