/// A resolved image: its source and every hint a renderer needs to draw it.
public struct ResolvedImage: Hashable, Sendable {
    /// Where the image comes from.
    public enum Source: Hashable, Sendable, CustomStringConvertible {
        /// An SF Symbol name; `variableValue` from 0 to 1 for symbols that show one.
        case system(name: String, variableValue: Double?)
        /// A named image from the widget's assets.
        case asset(name: String)

        public var description: String {
            switch self {
            case .system(let name, let value): "systemName: '\(name)'" + (value.map { " value: \($0.compact)" } ?? "")
            case .asset(let name): "'\(name)'"
            }
        }
    }

    public var source: Source
    /// Whether the image stretches to its frame rather than keeping its natural size.
    public var isResizable: Bool
    public var capInsets: EdgeInsets
    public var resizingMode: Image.ResizingMode
    /// Template or original colors; `nil` means the default (template for symbols, original for assets).
    public var renderingMode: Image.TemplateRenderingMode?
    /// How symbol layers are colored; `nil` means monochrome.
    public var symbolRenderingMode: SymbolRenderingMode?
    /// The relative symbol size (`imageScale`).
    public var scale: Image.Scale
    /// The font in effect: symbols size and weight themselves by it.
    public var font: ResolvedFont
    /// What fills a template image or a monochrome symbol.
    public var foreground: ResolvedPaint
    /// The foreground styles for palette and hierarchical symbols, when more than one is set.
    public var paletteForeground: [ResolvedPaint]
    /// How the image renders in the accented widget mode; `nil` means the system default.
    public var accentedRenderingMode: WidgetAccentedRenderingMode?
    public var interpolation: Image.Interpolation
    public var isAntialiased: Bool
    /// The accessibility label, if one was given.
    public var label: String?

    /// Creates a resolved image.
    public init(
        source: Source, isResizable: Bool = false, capInsets: EdgeInsets = EdgeInsets(),
        resizingMode: Image.ResizingMode = .stretch, renderingMode: Image.TemplateRenderingMode? = nil,
        symbolRenderingMode: SymbolRenderingMode? = nil, scale: Image.Scale = .medium, font: ResolvedFont,
        foreground: ResolvedPaint, paletteForeground: [ResolvedPaint] = [],
        accentedRenderingMode: WidgetAccentedRenderingMode? = nil, interpolation: Image.Interpolation = .high,
        isAntialiased: Bool = true, label: String? = nil
    ) {
        self.source = source
        self.isResizable = isResizable
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.renderingMode = renderingMode
        self.symbolRenderingMode = symbolRenderingMode
        self.scale = scale
        self.font = font
        self.foreground = foreground
        self.paletteForeground = paletteForeground
        self.accentedRenderingMode = accentedRenderingMode
        self.interpolation = interpolation
        self.isAntialiased = isAntialiased
        self.label = label
    }
}
