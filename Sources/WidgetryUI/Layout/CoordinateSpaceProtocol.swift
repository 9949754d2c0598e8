import Foundation

/// A frame of reference within the layout system.
///
/// Pass `.global`, `.local` or `.named(_:)` wherever a coordinate space is taken, such as
/// `GeometryProxy.frame(in:)`; name an ancestor's space with `coordinateSpace(_:)`. For example:
///
/// ```swift
/// VStack {
///     GeometryReader { proxy in
///         Text("\(Int(proxy.frame(in: .named("card")).minY)) pt below the card's top")
///     }
/// }
/// .coordinateSpace(.named("card"))
/// ```
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the local coordinate space.
    public init() {}

    /// The resolved coordinate space: ``CoordinateSpace/local``.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The global coordinate space at the root of the view hierarchy: in a widget, the widget's.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the global coordinate space.
    public init() {}

    /// The resolved coordinate space: ``CoordinateSpace/global``.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A named coordinate space: the local space of the ancestor that `coordinateSpace(_:)` named.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable

    /// The resolved coordinate space: ``CoordinateSpace/named(_:)``.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// Creates a named coordinate space using the given value.
    ///
    /// - Parameter name: A unique value that identifies the coordinate space.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}
