extension View {
    /// Sets the drawing order of this view among its siblings in a ZStack; higher draws in front.
    public func zIndex(_ value: Double) -> some View {
        modifier(NodeModifier(modifier: .zIndex(value)))
    }

    /// Sets the shape that `ContainerRelativeShape`s inside this view take.
    ///
    /// For example, `.containerShape(RoundedRectangle(cornerRadius: 20))`.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(NodeModifier(modifier: .containerShape(shape.geometry)))
    }

    /// Extends the view into safe areas; widgets have none, so the view is unchanged.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(EmptyModifier())
    }
}
