import CWidgetryPango
import Foundation
import WidgetryDisplayList
import WidgetryRendering

/// Paints display lists to PNG, SVG or PDF with Cairo, text with Pango.
///
/// The list is first prepared for the options (``RenderPipeline``: redaction, dynamic text for `options.now`,
/// color scheme, rendering mode), then drawn in points: PNGs at `options.scale` pixels per point, SVG and PDF in
/// points. Output bytes depend only on the list, the options and the installed fonts. For example:
///
/// ```swift
/// let painter = CairoPainter(format: .png)
/// let png = try painter.paint(list, options: RenderOptions(scale: 3, colorScheme: .dark))
/// try png.write(to: URL(fileURLWithPath: "widget.png"))
/// ```
public struct CairoPainter: Painter {
    /// Output formats.
    public enum Format: Sendable, Hashable {
        /// A PNG at the options' scale, compressed as ``PNGEncoder/Compression`` says.
        case png(compression: PNGEncoder.Compression)
        /// An SVG document in points.
        case svg
        /// A one-page PDF in points.
        case pdf

        /// A PNG with the default compression, ``PNGEncoder/Compression/scanline``: the fastest for widget images.
        public static let png = Format.png(compression: .scanline)

        /// A PNG compressed by libdeflate at a level, 0 (store) to 12 (smallest).
        public static func png(compressionLevel: Int) -> Format {
            .png(compression: .libdeflate(level: compressionLevel))
        }
    }

    /// What the painter writes.
    public var format: Format
    /// Measures dynamic text; the same engine layout measured with.
    public var textEngine: PangoTextEngine
    /// Resolves asset colors (`Color("name")`), if the widget has any.
    public var colorAssets: (any ColorAssetProvider)?
    /// Supplies bitmap images (`Image("name")`), if the widget has any.
    public var imageAssets: (any ImageAssetProvider)?

    /// Creates a painter.
    ///
    /// - Parameters:
    ///   - format: PNG, SVG or PDF.
    ///   - textEngine: Measures dynamic text.
    ///   - colorAssets: Resolves asset colors, if the widget has any.
    ///   - imageAssets: Supplies bitmap images, if the widget has any.
    public init(
        format: Format = .png,
        textEngine: PangoTextEngine = PangoTextEngine(),
        colorAssets: (any ColorAssetProvider)? = nil,
        imageAssets: (any ImageAssetProvider)? = nil
    ) {
        self.format = format
        self.textEngine = textEngine
        self.colorAssets = colorAssets
        self.imageAssets = imageAssets
    }

    /// Prepares the list for the options and paints it.
    ///
    /// - Throws: ``RenderingError`` for bad options, a missing asset color, or a Cairo failure.
    public func paint(_ list: DisplayList, options: RenderOptions) throws -> Data {
        let pipeline = RenderPipeline(textEngine: textEngine, colorAssets: colorAssets)
        return try paintPrepared(try pipeline.prepare(list, options: options), options: options)
    }

    /// Paints a list that is already prepared (no passes run): for backends' tests and custom pipelines.
    ///
    /// - Parameters:
    ///   - list: The prepared list.
    ///   - options: The scale and backdrop are used; the rest was applied by the passes.
    public func paintPrepared(_ list: DisplayList, options: RenderOptions) throws -> Data {
        try options.validate()
        guard list.size.width > 0, list.size.height > 0, list.size.width <= 10_000, list.size.height <= 10_000 else {
            throw RenderingError(
                "Cannot paint a display list of size '\(list.size.width)×\(list.size.height)'. "
                    + "Sizes must be between 0 and 10000 points.")
        }
        switch format {
        case .png(let compression):
            return try CairoOutput.png(list, options: options, compression: compression, imageAssets: imageAssets)
        case .svg:
            return try CairoOutput.vector(list, options: options, kind: .svg, imageAssets: imageAssets)
        case .pdf:
            return try CairoOutput.vector(list, options: options, kind: .pdf, imageAssets: imageAssets)
        }
    }
}
