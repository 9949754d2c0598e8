import Foundation
import WidgetryDisplayList

/// How an SF Symbol is drawn with the symbol font that stands in for SF Symbols: one glyph, or several glyphs
/// composed (a cloud with a sun behind it, a cloud with rain under it).
///
/// Coordinates are in the symbol's em square: (0, 0) is its top-left corner, (1, 1) its bottom-right, y grows
/// downwards. A layer's glyph fills the square `[offsetX, offsetX + scale] × [offsetY, offsetY + scale]`, with its
/// baseline at the square's bottom (the symbol font draws every icon between its baseline and one em above it).
/// Painters scale the drawing so that ``inkBounds`` fills the image's frame. For example:
///
/// ```swift
/// let drawing = SymbolDrawing(
///     family: "Material Symbols Outlined", weight: 400, grade: 0,
///     layers: [SymbolDrawing.Layer(scalar: "\u{E2BD}", name: "cloud", isFilled: true)],
///     inkBounds: CGRect(x: 0.04, y: 0.17, width: 0.92, height: 0.67))
/// ```
public struct SymbolDrawing: Sendable, Hashable {
    /// One glyph of a drawing.
    public struct Layer: Sendable, Hashable {
        /// The glyph's code point in the symbol font.
        public var scalar: Unicode.Scalar
        /// The symbol font's name for the glyph, such as `partly_cloudy_day`.
        public var name: String
        /// Whether the glyph is drawn with the font's fill axis at 1 (the SF name's `.fill` variant).
        public var isFilled: Bool
        /// The glyph's size as a fraction of the em square.
        public var scale: Double
        /// The left of the glyph's square in the em square.
        public var offsetX: Double
        /// The top of the glyph's square in the em square.
        public var offsetY: Double
        /// The part of the em square this layer may paint, or `nil` for all of it.
        public var clip: CGRect?
        /// The hierarchy level the layer takes its paint from: 0 primary, 1 secondary, 2 tertiary.
        public var level: Int
        /// The weight axis for this layer, when its scale needs another than the drawing's for strokes as thick as
        /// the other layers'.
        public var weight: Int?
        /// The grade axis for this layer, with ``weight``.
        public var grade: Int?
        /// The glyph's outline at the drawing's axes, in its own em square (y down), for painters that draw paths
        /// instead of the font (HTML clips a box to it); empty when not computed.
        public var outline: [PathElement] = []
        /// Whether the layer is drawn from ``outline`` instead of the font's glyph: a shape of Widgetry's own for a
        /// symbol no glyph means the same as (SF's six-arm `snowflake`; Material's has eight). ``scalar`` is then
        /// the nearest glyph, kept for tools that list glyphs.
        public var isDrawn = false

        /// Creates a layer.
        ///
        /// - Parameters:
        ///   - scalar: The glyph's code point.
        ///   - name: The symbol font's name for the glyph.
        ///   - isFilled: Whether the fill axis is 1.
        ///   - scale: The glyph's size as a fraction of the em square.
        ///   - offsetX: The left of the glyph's square.
        ///   - offsetY: The top of the glyph's square.
        ///   - clip: The part of the em square the layer may paint.
        ///   - level: The hierarchy level: 0 primary, 1 secondary, 2 tertiary.
        public init(
            scalar: Unicode.Scalar, name: String, isFilled: Bool = false, scale: Double = 1, offsetX: Double = 0,
            offsetY: Double = 0, clip: CGRect? = nil, level: Int = 0
        ) {
            self.scalar = scalar
            self.name = name
            self.isFilled = isFilled
            self.scale = scale
            self.offsetX = offsetX
            self.offsetY = offsetY
            self.clip = clip
            self.level = level
        }
    }

    /// One element of a glyph outline, in em units (y down).
    public enum PathElement: Sendable, Hashable {
        /// Starts a contour.
        case move(x: Double, y: Double)
        /// A straight segment.
        case line(x: Double, y: Double)
        /// A cubic Bézier segment.
        case curve(x1: Double, y1: Double, x2: Double, y2: Double, x: Double, y: Double)
        /// Closes the contour.
        case close
    }

    /// The symbol font's family, such as "Material Symbols Outlined".
    public var family: String
    /// The value of the font's weight axis (100–700).
    public var weight: Int
    /// The value of the font's grade axis (−50–200): heavier strokes beyond the weight axis, for heavy and black.
    public var grade: Int
    /// The glyphs, back to front.
    public var layers: [Layer]
    /// The union of the layers' inked areas in the em square: what fills the image's frame.
    public var inkBounds: CGRect

    /// Creates a drawing.
    ///
    /// - Parameters:
    ///   - family: The symbol font's family.
    ///   - weight: The value of the weight axis.
    ///   - grade: The value of the grade axis.
    ///   - layers: The glyphs, back to front.
    ///   - inkBounds: The union of the layers' inked areas in the em square.
    public init(family: String, weight: Int, grade: Int, layers: [Layer], inkBounds: CGRect) {
        self.family = family
        self.weight = weight
        self.grade = grade
        self.layers = layers
        self.inkBounds = inkBounds
    }

    /// The em square's size in points and its top-left corner when the ink fills a frame, centred.
    ///
    /// - Parameter frame: The image's frame.
    /// - Returns: The em size and the em square's origin.
    public func placement(in frame: CGRect) -> (emSize: Double, origin: CGPoint) {
        let width = max(inkBounds.width, 0.01)
        let height = max(inkBounds.height, 0.01)
        let emSize = min(frame.width / width, frame.height / height)
        let origin = CGPoint(
            x: frame.midX - inkBounds.midX * emSize, y: frame.midY - inkBounds.midY * emSize)
        return (emSize, origin)
    }

    /// The opacity a hierarchical symbol gives a layer's level, relative to the foreground style (as iOS's label
    /// colors: primary 1, secondary 0.6, tertiary 0.3).
    ///
    /// - Parameter level: 0 primary, 1 secondary, 2 tertiary.
    public static func hierarchicalOpacity(level: Int) -> Double {
        switch level {
        case 0: 1
        case 1: 0.6
        default: 0.3
        }
    }

    /// A layer's paint and opacity: palette symbols give each level its own paint (the last one for deeper levels),
    /// hierarchical symbols the foreground at the level's opacity (``hierarchicalOpacity(level:)``), monochrome and
    /// multicolor symbols (Material Symbols has no colors of its own) the foreground.
    ///
    /// - Parameters:
    ///   - layer: A layer of this drawing.
    ///   - symbol: The symbol with its rendering mode and paints.
    public static func paint(for layer: Layer, of symbol: DisplaySymbol) -> (paint: DisplayPaint, opacity: Double) {
        let primary = symbol.paints.first ?? .color(.black)
        switch symbol.renderingMode {
        case .palette:
            guard !symbol.paints.isEmpty else { return (primary, 1) }
            return (symbol.paints[min(layer.level, symbol.paints.count - 1)], 1)
        case .hierarchical:
            return (primary, hierarchicalOpacity(level: layer.level))
        case .monochrome, .multicolor:
            return (primary, 1)
        }
    }

    /// The CSS `font-variation-settings` value of a layer.
    ///
    /// - Parameter layer: A layer of this drawing.
    public func variationSettings(for layer: Layer) -> String {
        "'FILL' \(layer.isFilled ? 1 : 0), 'wght' \(layer.weight ?? weight), 'GRAD' \(layer.grade ?? grade), 'opsz' 24"
    }

    /// The Pango (fontconfig) variations of a layer, as `FILL=1,wght=400,GRAD=0,opsz=24`.
    ///
    /// - Parameter layer: A layer of this drawing.
    public func axisVariations(for layer: Layer) -> String {
        "FILL=\(layer.isFilled ? 1 : 0),wght=\(layer.weight ?? weight),GRAD=\(layer.grade ?? grade),opsz=24"
    }
}
