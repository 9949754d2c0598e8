import Foundation

extension View {
    /// Assigns a name to the view's coordinate space, so views inside can measure themselves relative to it.
    ///
    /// For example, `proxy.frame(in: .named("stack"))` in a `GeometryReader` inside
    /// `VStack { … }.coordinateSpace(name: "stack")` is the reader's frame relative to the stack's top-left corner.
    ///
    /// - Parameter name: A name used to identify this coordinate space.
    public func coordinateSpace<T>(name: T) -> some View where T: Hashable {
        modifier(NodeModifier(modifier: .coordinateSpace(ResolvedCoordinateSpaceName(AnyHashable(name)))))
    }

    /// Assigns a name to the view's coordinate space, so views inside can measure themselves relative to it.
    ///
    /// For example, `VStack { … }.coordinateSpace(.named("stack"))`.
    ///
    /// - Parameter name: The named coordinate space, made with `.named(_:)`.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(NodeModifier(modifier: .coordinateSpace(ResolvedCoordinateSpaceName(name.name))))
    }
}
