extension View {
    /// Sets the foreground style of text, symbols and shapes in this view.
    ///
    /// For example, `.foregroundStyle(.secondary)` or `.foregroundStyle(.blue.gradient)`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.setForegroundStyles([AnyShapeStyle(style)]) })
    }

    /// Sets the primary and secondary foreground styles, for hierarchical content and palette symbols.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(
            EnvironmentWritingModifier { $0.setForegroundStyles([AnyShapeStyle(primary), AnyShapeStyle(secondary)]) })
    }

    /// Sets the primary, secondary and tertiary foreground styles.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        modifier(
            EnvironmentWritingModifier {
                $0.setForegroundStyles([AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
            })
    }

    /// Sets the color of text, symbols and shapes in this view; `nil` restores the default.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(
            EnvironmentWritingModifier { environment in
                if let color {
                    environment.setForegroundStyles([AnyShapeStyle(color)])
                } else {
                    environment._foregroundStyles = ForegroundStyleSet()
                }
            })
    }

    /// Sets the tint of controls, links and `.tint` styles in this view.
    public func tint(_ tint: Color?) -> some View {
        modifier(EnvironmentWritingModifier { $0._tint = tint.map(AnyShapeStyle.init) })
    }

    /// Sets the tint of controls, links and `.tint` styles in this view to a style.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(EnvironmentWritingModifier { $0._tint = tint.map(AnyShapeStyle.init) })
    }

    /// Sets the style `.background` resolves to in this view.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.backgroundStyle = AnyShapeStyle(style) })
    }
}

extension EnvironmentValues {
    /// Replaces the foreground styles, binding relative styles (`.secondary`) to the enclosing ones.
    mutating func setForegroundStyles(_ styles: [AnyShapeStyle]) {
        _foregroundStyles = _foregroundStyles.replaced(with: styles)
    }
}
