import Foundation
import WidgetryUI

/// An image: a bitmap from an asset catalog, PNG data or a file, or a system symbol.
///
/// `Image(uiImage:)` draws it in a widget. Bitmaps must be PNG: Widgetry decodes images with Cairo, which reads
/// PNG only, so `UIImage(data:)` returns `nil` for JPEG, HEIC or WebP bytes (and says so on standard error).
/// For example:
///
/// ```swift
/// if let data = try? Data(contentsOf: artworkURL), let artwork = UIImage(data: data) {
///     Image(uiImage: artwork).resizable().aspectRatio(contentMode: .fill)
/// }
/// ```
open class UIImage: NSObject, @unchecked Sendable {
    enum Content: Hashable {
        /// A named image set of a bundle's catalog; `png` is the variant read for ``size`` and ``pngData()``.
        case asset(name: String, bundle: Bundle?, png: Data)
        /// PNG bytes from data, a file, or drawing.
        case bitmap(png: Data)
        /// An SF Symbol.
        case symbol(name: String)
    }

    let content: Content
    /// The number of pixels per point of the bitmap.
    public let scale: CGFloat
    /// Whether the image draws its own colors or is a template filled with the tint.
    public let renderingMode: UIImage.RenderingMode
    /// The size in points: pixels divided by ``scale``; a symbol's size at the body text size.
    public let size: CGSize

    init(content: Content, scale: CGFloat, renderingMode: UIImage.RenderingMode, size: CGSize) {
        self.content = content
        self.scale = scale
        self.renderingMode = renderingMode
        self.size = size
    }

    /// Creates an empty image.
    public override convenience init() {
        self.init(content: .bitmap(png: Data()), scale: 1, renderingMode: .automatic, size: .zero)
    }

    /// Creates an image from the main bundle's asset catalog; `nil` when no image set has the name.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, with: nil)
    }

    /// Creates an image from a bundle's asset catalog; `nil` when no image set has the name.
    ///
    /// - Parameters:
    ///   - name: The image set's name.
    ///   - bundle: The bundle whose catalogs to search; `nil` for the main bundle.
    ///   - configuration: The traits to pick a variant for; the display scale chooses among 1×, 2× and 3×.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        let traits = configuration?.traitCollection
        self.init(named: name, in: bundle, compatibleWith: traits)
    }

    /// Creates an image from a bundle's asset catalog for a trait collection; `nil` when no image set has the name.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        let wanted = traitCollection.map { $0.displayScale > 0 ? $0.displayScale : 0 } ?? 0
        let displayScale = wanted > 0 ? wanted : UIScreen.main.scale
        guard let found = PlatformAssets.image(named: name, in: bundle, scale: displayScale),
            let pixels = PlatformBitmap.pixelSize(of: found.png)
        else { return nil }
        self.init(
            content: .asset(name: name, bundle: bundle, png: found.png), scale: found.scale, renderingMode: .automatic,
            size: CGSize(width: pixels.width / found.scale, height: pixels.height / found.scale))
    }

    /// Creates an image from an asset catalog image resource (Xcode's generated asset symbols).
    ///
    /// A missing image set is a programming error, as on iOS: the message names the image and the bundle.
    public convenience init(resource: ImageResource) {
        guard let image = UIImage(named: resource.name, in: resource.bundle, compatibleWith: nil) else {
            preconditionFailure(
                "No image set named '\(resource.name)' with a PNG in the asset catalogs of "
                    + "\(resource.bundle.bundlePath). Add a '\(resource.name).imageset' to the target's .xcassets "
                    + "and copy the catalog as a resource.")
        }
        self.init(content: image.content, scale: image.scale, renderingMode: image.renderingMode, size: image.size)
    }

    /// Creates an image from PNG data at scale 1; `nil` when the data is not a PNG.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Creates an image from PNG data drawn for a scale; `nil` when the data is not a PNG.
    ///
    /// - Parameters:
    ///   - data: PNG bytes. Other formats give `nil`: Widgetry decodes PNG only.
    ///   - scale: The number of pixels per point, such as 2 for a 2× bitmap.
    public convenience init?(data: Data, scale: CGFloat) {
        guard PlatformBitmap.isPNG(data), let pixels = PlatformBitmap.pixelSize(of: data), scale > 0 else {
            if !data.isEmpty, !PlatformBitmap.isPNG(data) {
                PlatformBitmap.warnOnce(
                    "UIImage(data:) got \(PlatformBitmap.formatName(of: data)) data; Widgetry decodes PNG only. "
                        + "Convert images to PNG before the widget reads them.")
            }
            return nil
        }
        self.init(
            content: .bitmap(png: data), scale: scale, renderingMode: .automatic,
            size: CGSize(width: pixels.width / scale, height: pixels.height / scale))
    }

    /// Creates an image from a PNG file; a name ending in `@2x` or `@3x` gives the scale. `nil` when the file
    /// cannot be read or is not a PNG.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: PlatformBitmap.scale(ofFileNamed: path))
    }

    /// Creates an image of a system symbol (a template image, drawn in the foreground style).
    ///
    /// Always succeeds: a symbol Widgetry does not know is drawn as a placeholder and named on standard error.
    public convenience init?(systemName name: String) {
        self.init(content: .symbol(name: name), scale: 1, renderingMode: .alwaysTemplate, size: Self.symbolSize)
    }

    /// Creates an image of a system symbol with a configuration; only the trait collection is used.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        self.init(systemName: name)
    }

    /// The size of a symbol image: the body text size (17 points) by its line height.
    static let symbolSize = CGSize(width: 20, height: 20)

    /// The image's PNG bytes; `nil` for a symbol image.
    open func pngData() -> Data? {
        switch content {
        case .asset(_, _, let png), .bitmap(let png): return png.isEmpty ? nil : png
        case .symbol: return nil
        }
    }

    /// The same image with a different rendering mode.
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIImage(content: content, scale: scale, renderingMode: renderingMode, size: size)
    }

    /// The image filled with a color through its alpha, as a template drawn in that color.
    ///
    /// A bitmap is recolored now (dynamic colors in the current traits); a symbol stays a template that takes the
    /// foreground style where it is drawn, since SwiftUI's `Image` carries no color.
    open func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The image filled with a color through its alpha, with a rendering mode.
    open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
        guard let png = pngData() else { return withRenderingMode(.alwaysTemplate) }
        let rgba = color.components(for: .current)
        guard
            let tinted = PlatformBitmap.tinted(
                png, red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
        else { return self }
        return UIImage(content: .bitmap(png: tinted), scale: scale, renderingMode: renderingMode, size: size)
    }

    /// The same image marked as drawn for another scale, its point size changing accordingly.
    open func withScale(_ scale: CGFloat) -> UIImage? {
        guard scale > 0 else { return nil }
        let pixels = CGSize(width: size.width * self.scale, height: size.height * self.scale)
        return UIImage(
            content: content, scale: scale, renderingMode: renderingMode,
            size: CGSize(width: pixels.width / scale, height: pixels.height / scale))
    }

    open override var description: String {
        switch content {
        case .asset(let name, _, _): "UIImage(named: '\(name)', size: \(size))"
        case .bitmap: "UIImage(\(size), scale: \(scale))"
        case .symbol(let name): "UIImage(systemName: '\(name)')"
        }
    }
}

extension UIImage {
    /// Whether an image draws its own colors or is a template filled with the tint.
    public enum RenderingMode: Int, Sendable {
        /// Template for symbols, original colors for bitmaps.
        case automatic = 0
        /// Always the image's own colors.
        case alwaysOriginal = 1
        /// Always a template: the image's alpha filled with the foreground style.
        case alwaysTemplate = 2
    }

    /// The traits an image is loaded for.
    open class Configuration: NSObject, @unchecked Sendable {
        /// The traits, if any.
        public let traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection?) { self.traitCollection = traitCollection }

        /// A configuration for a trait collection.
        public convenience init(traitCollection: UITraitCollection) {
            self.init(traitCollection: Optional(traitCollection))
        }
    }
}
