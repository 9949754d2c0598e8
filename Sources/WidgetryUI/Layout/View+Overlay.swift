extension View {
    /// Layers views in front of this view, aligned within its frame.
    ///
    /// For example, `Circle().overlay { Text("3") }`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(
            SecondaryViewModifier(
                modifier: .overlay(alignment: alignment), alignment: alignment, secondary: ContentResolver(content())))
    }

    /// Layers a style in front of this view, filling its frame.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(
            SecondaryViewModifier(
                modifier: .overlay(alignment: .center), alignment: .center,
                secondary: ContentResolver(ShapeStyleView(style: AnyShapeStyle(style)))))
    }

    /// Layers a shape filled with a style in front of this view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        overlay(alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    /// Layers a view in front of this view; SwiftUI deprecates this form.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        self.overlay(alignment: alignment) { overlay }
    }

    /// Layers views behind this view, aligned within its frame.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(
            SecondaryViewModifier(
                modifier: .background(alignment: alignment), alignment: alignment, secondary: ContentResolver(content())
            )
        )
    }

    /// Sets the view's background to a style, filling its frame.
    ///
    /// For example, `.background(.ultraThinMaterial)`.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(
            SecondaryViewModifier(
                modifier: .background(alignment: .center), alignment: .center,
                secondary: ContentResolver(ShapeStyleView(style: AnyShapeStyle(style)))))
    }

    /// Sets the view's background to the background style in effect.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Sets the view's background to a shape filled with a style.
    ///
    /// For example, `.background(.blue, in: RoundedRectangle(cornerRadius: 8))`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        background(alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    /// Sets the view's background to a shape filled with the background style.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Layers a view behind this view; SwiftUI deprecates this form.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        self.background(alignment: alignment) { background }
    }

    /// Masks this view with the alpha of another view.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(
            SecondaryViewModifier(
                modifier: .mask(alignment: alignment), alignment: alignment, secondary: ContentResolver(mask())))
    }

    /// Masks this view with the alpha of another view; SwiftUI deprecates this form.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        self.mask(alignment: .center) { mask }
    }
}
