extension Image {
    /// Lets the image resize to the space it is offered, instead of keeping its natural size.
    ///
    /// - Parameters:
    ///   - capInsets: Edges that keep their size when the image stretches.
    ///   - resizingMode: Whether the image stretches or tiles.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        with {
            $0.isResizable = true
            $0.capInsets = capInsets
            $0.resizingMode = resizingMode
        }
    }

    /// Sets whether the image draws its own colors or is a template filled with the foreground style.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        with { $0.renderingMode = renderingMode }
    }

    /// Sets how a symbol's layers are colored.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        with { $0.symbolRenderingMode = mode }
    }

    /// Sets the quality of interpolation when the image is scaled.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        with { $0.interpolation = interpolation }
    }

    /// Sets whether the image is antialiased when scaled.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        with { $0.isAntialiased = isAntialiased }
    }

    /// Sets how the image renders when the widget is in the accented rendering mode.
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> Image {
        with { $0.accentedRenderingMode = renderingMode }
    }
}
