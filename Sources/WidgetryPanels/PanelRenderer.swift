import Foundation
import WidgetryCairo
import WidgetryDisplayList
import WidgetryRendering

/// A display list and where its top-left corner goes on a panel, in points.
public struct PanelPlacement: Sendable {
    /// The widget's display list, in points.
    public var list: DisplayList
    /// Its top-left corner on the panel, in points.
    public var origin: CGPoint
    /// How much larger than its points the widget is drawn (1: one point is the panel's scale in pixels).
    public var magnification: Double

    /// Creates a placement.
    public init(list: DisplayList, origin: CGPoint, magnification: Double = 1) {
        self.list = list
        self.origin = origin
        self.magnification = magnification
    }
}

/// Draws widgets for an e-ink panel: on white paper, in ink, reduced to the panel's gray levels.
///
/// Widgets are painted in the paper rendering mode (``paperOptions(for:now:locale:timeZone:)``), modelled on the
/// Lock Screen's vibrant mode: the dark appearance with the container background removed, every color turned into
/// black ink whose opacity is the color's luminance (so primary text is solid black, secondary text and fills
/// are grays, hierarchical styles keep their levels), laid over white. The composed page is then dithered to the
/// panel's levels. For example:
///
/// ```swift
/// let renderer = PanelRenderer(profile: try PanelProfile.named("trmnl-og"), painter: CairoPainter())
/// let image = try renderer.render([PanelPlacement(list: list, origin: CGPoint(x: 16, y: 16))], now: Date())
/// try image.bmp().write(to: URL(fileURLWithPath: "screen.bmp"))
/// ```
public struct PanelRenderer: Sendable {
    /// The panel drawn for.
    public var profile: PanelProfile
    /// Paints each widget; its format is ignored (pixels are composited, not encoded).
    public var painter: CairoPainter

    /// Creates a renderer.
    public init(profile: PanelProfile, painter: CairoPainter) {
        self.profile = profile
        self.painter = painter
    }

    /// The options widgets are painted with on paper: the panel's scale, dark appearance, vibrant mode in black
    /// ink, no container background.
    public static func paperOptions(
        for profile: PanelProfile, now: Date, locale: Locale = Locale(identifier: "en_US"),
        timeZone: TimeZone = .current
    ) -> RenderOptions {
        RenderOptions(
            scale: Double(profile.scale), colorScheme: .dark, renderingMode: .vibrant, now: now, locale: locale,
            timeZone: timeZone, vibrantColor: .black)
    }

    /// The widgets laid on white paper and dithered to the panel's levels.
    ///
    /// - Parameters:
    ///   - placements: The widgets and where they go, in points.
    ///   - now: The moment dynamic dates are drawn for.
    ///   - locale: The locale dynamic dates are formatted in.
    ///   - timeZone: The time zone of dynamic dates.
    /// - Throws: `RenderingError` when a widget cannot be painted.
    public func render(
        _ placements: [PanelPlacement], now: Date, locale: Locale = Locale(identifier: "en_US"),
        timeZone: TimeZone = .current
    ) throws -> PanelImage {
        try compose(placements, now: now, locale: locale, timeZone: timeZone)
            .quantized(levels: profile.grayLevels, dither: profile.dither)
    }

    /// The widgets laid on white paper, before dithering.
    public func compose(
        _ placements: [PanelPlacement], now: Date, locale: Locale = Locale(identifier: "en_US"),
        timeZone: TimeZone = .current
    ) throws -> GrayCanvas {
        let options = Self.paperOptions(for: profile, now: now, locale: locale, timeZone: timeZone)
        var canvas = GrayCanvas(width: profile.width, height: profile.height)
        for placement in placements {
            let list = Self.magnified(placement.list, by: placement.magnification)
            let raster = try painter.rasterize(list, options: options)
            let scale = Double(profile.scale)
            let x = Int((placement.origin.x * scale).rounded())
            let y = Int((placement.origin.y * scale).rounded())
            canvas.composite(
                argb32: raster.argb32, width: raster.width, height: raster.height, stride: raster.stride, atX: x, y: y)
            // Which pixels are areas and pictures: the masks drawn in full color, so black ink still covers.
            var maskOptions = RenderOptions(scale: options.scale, now: now, locale: locale, timeZone: timeZone)
            maskOptions.colorScheme = options.colorScheme
            for tone in [PanelTone.area, .picture] {
                guard let mask = tone.mask(of: list), !mask.items.isEmpty else { continue }
                let covered = try painter.rasterize(mask, options: maskOptions)
                canvas.mark(
                    tone, argb32: covered.argb32, width: covered.width, height: covered.height,
                    stride: covered.stride, atX: x, y: y)
            }
        }
        return canvas
    }

    /// A display list drawn larger by a factor (its size and every item, through one transform), so painters draw
    /// it crisply at the panel's own scale.
    static func magnified(_ list: DisplayList, by factor: Double) -> DisplayList {
        guard factor != 1 else { return list }
        return DisplayList(
            size: CGSize(width: list.size.width * factor, height: list.size.height * factor),
            items: [.group(DisplayGroup(items: list.items, transform: .scale(x: factor, y: factor)))])
    }

    /// The encoded image for an output path's extension: `.png` in the panel's bit depth, or `.bmp` (1-bit).
    ///
    /// - Throws: ``PanelError`` for another extension, or a BMP of a panel with more than two levels.
    public func encode(_ image: PanelImage, forPath path: String) throws -> Data {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "png": return try image.png(bitsPerPixel: profile.bitsPerPixel)
        case "bmp": return try image.bmp()
        default:
            throw PanelError(
                "Cannot write '\(path)' for panel '\(profile.name)': use .png (\(profile.bitsPerPixel)-bit gray)"
                    + (profile.grayLevels == 2 ? " or .bmp (1-bit)." : "."))
        }
    }
}
