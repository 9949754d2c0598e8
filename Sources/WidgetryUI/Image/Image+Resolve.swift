extension Image: View {
    public typealias Body = Never
}

extension Image: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        let environment = context.environment
        let font = (environment.font ?? .body).resolved(dynamicTypeSize: environment.dynamicTypeSize)
        let foreground = environment._foregroundStyles.paint(level: 0, in: environment)
        return [context.node(.image(resolved(in: environment, font: font, foreground: foreground)))]
    }
}

extension Image {
    /// The image resolved in an environment, sized by a font and filled with a foreground paint.
    func resolved(in environment: EnvironmentValues, font: ResolvedFont, foreground: ResolvedPaint) -> ResolvedImage {
        let styles = environment._foregroundStyles
        let palette =
            styles.styles.count > 1 ? (0..<styles.styles.count).map { styles.paint(level: $0, in: environment) } : []
        var source = source
        if case .system(let name, let variableValue) = source, environment.symbolVariants != .none {
            source = .system(name: environment.symbolVariants.applied(to: name), variableValue: variableValue)
        }
        return ResolvedImage(
            source: source, isResizable: isResizable, capInsets: capInsets, resizingMode: resizingMode,
            renderingMode: renderingMode, symbolRenderingMode: symbolRenderingMode ?? environment.symbolRenderingMode,
            scale: environment.imageScale, font: font, foreground: foreground, paletteForeground: palette,
            accentedRenderingMode: accentedRenderingMode ?? environment._widgetAccentedRenderingMode,
            interpolation: interpolation, isAntialiased: isAntialiased, label: label)
    }
}
