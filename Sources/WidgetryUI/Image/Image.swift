import Foundation

/// A view that displays an image: an SF Symbol by name, or a named image from the widget's assets.
///
/// For example:
///
/// ```swift
/// Image(systemName: "sun.max.fill")
///     .resizable()
///     .aspectRatio(contentMode: .fit)
/// ```
public struct Image: Hashable, Sendable {
    var source: ResolvedImage.Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode: ResizingMode = .stretch
    var renderingMode: TemplateRenderingMode?
    var symbolRenderingMode: SymbolRenderingMode?
    var accentedRenderingMode: WidgetAccentedRenderingMode?
    var interpolation: Interpolation = .high
    var isAntialiased = true
    var label: String?

    init(source: ResolvedImage.Source, label: String? = nil) {
        self.source = source
        self.label = label
    }

    /// Creates an image of a system symbol.
    ///
    /// - Parameter systemName: The symbol's name, such as `"star.fill"`.
    public init(systemName: String) { self.init(source: .system(name: systemName, variableValue: nil)) }

    /// Creates an image of a system symbol with a variable value from 0 to 1, for symbols that show one.
    public init(systemName: String, variableValue: Double?) {
        self.init(source: .system(name: systemName, variableValue: variableValue))
    }

    /// Creates an image from the widget's assets.
    ///
    /// - Parameters:
    ///   - name: The image resource's name.
    ///   - bundle: Ignored: Widgetry looks assets up in the widget bundle's resources.
    public init(_ name: String, bundle: Bundle? = nil) { self.init(source: .asset(name: name)) }

    /// Creates an image from the widget's assets with an accessibility label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(source: .asset(name: name), label: label.plainDescription)
    }

    /// Creates an image from the widget's assets that accessibility ignores.
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(source: .asset(name: name)) }

    func with(_ change: (inout Image) -> Void) -> Image {
        var copy = self
        change(&copy)
        return copy
    }
}

extension Image {
    /// The modes for rendering an image: its own colors, or as a template filled with the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable, CustomStringConvertible {
        case template, original

        public var description: String { self == .template ? "template" : "original" }
    }

    /// The relative size of symbol images.
    public enum Scale: Hashable, Sendable, CustomStringConvertible {
        case small, medium, large

        public var description: String {
            switch self {
            case .small: "small"
            case .medium: "medium"
            case .large: "large"
            }
        }
    }

    /// The modes for resizing an image to fit its space.
    public enum ResizingMode: Hashable, Sendable, CustomStringConvertible {
        case tile, stretch

        public var description: String { self == .tile ? "tile" : "stretch" }
    }

    /// The levels of quality for interpolating an image's pixels when it is scaled.
    public enum Interpolation: Hashable, Sendable, CustomStringConvertible {
        case none, low, medium, high

        public var description: String {
            switch self {
            case .none: "none"
            case .low: "low"
            case .medium: "medium"
            case .high: "high"
            }
        }
    }
}
