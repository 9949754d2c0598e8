import Foundation
import WidgetryUI

/// An image: a bitmap from an asset catalog, PNG data or a file, or a system symbol.
///
/// `Image(nsImage:)` draws it in a widget. Bitmaps must be PNG (Widgetry decodes with Cairo). For example:
///
/// ```swift
/// Image(nsImage: NSImage(contentsOfFile: coverPath) ?? NSImage(systemSymbolName: "photo", accessibilityDescription: nil)!)
/// ```
open class NSImage: NSObject, @unchecked Sendable {
    enum Content {
        case asset(name: String, png: Data)
        case bitmap(png: Data, scale: CGFloat)
        case symbol(name: String, description: String?)
    }

    var content: Content
    /// The size in points.
    open var size: CGSize
    /// Whether the image is a template: its alpha filled with the foreground style.
    open var isTemplate: Bool
    /// The bitmap being drawn between `lockFocus()` and `unlockFocus()`.
    var focusCanvas: PlatformCanvas?

    init(content: Content, size: CGSize, isTemplate: Bool) {
        self.content = content
        self.size = size
        self.isTemplate = isTemplate
    }

    /// Creates an image from the main bundle's asset catalog; `nil` when no image set has the name.
    public convenience init?(named name: NSImage.Name) {
        guard let found = PlatformAssets.image(named: name, in: nil, scale: 2) else { return nil }
        self.init(name: name, found: found)
    }

    /// Creates an image from an asset catalog image resource (Xcode's generated asset symbols).
    public convenience init(resource: ImageResource) {
        guard let found = PlatformAssets.image(named: resource.name, in: resource.bundle, scale: 2) else {
            preconditionFailure(
                "No image set named '\(resource.name)' with a PNG in the asset catalogs of "
                    + "\(resource.bundle.bundlePath). Add a '\(resource.name).imageset' to the target's .xcassets "
                    + "and copy the catalog as a resource.")
        }
        self.init(name: resource.name, found: found)
    }

    private convenience init(name: String, found: (png: Data, scale: Double)) {
        let pixels = PlatformBitmap.pixelSize(of: found.png) ?? .zero
        self.init(
            content: .asset(name: name, png: found.png),
            size: CGSize(width: pixels.width / found.scale, height: pixels.height / found.scale), isTemplate: false)
    }

    /// Creates an image from PNG data; `nil` when the data is not a PNG.
    public convenience init?(data: Data) {
        guard PlatformBitmap.isPNG(data), let pixels = PlatformBitmap.pixelSize(of: data) else {
            if !data.isEmpty, !PlatformBitmap.isPNG(data) {
                PlatformBitmap.warnOnce(
                    "NSImage(data:) got \(PlatformBitmap.formatName(of: data)) data; Widgetry decodes PNG only. "
                        + "Convert images to PNG before the widget reads them.")
            }
            return nil
        }
        self.init(content: .bitmap(png: data, scale: 1), size: pixels, isTemplate: false)
    }

    /// Creates an image from a PNG file; a name ending in `@2x` or `@3x` gives the scale.
    public convenience init?(contentsOfFile fileName: String) {
        guard let data = FileManager.default.contents(atPath: fileName), let image = NSImage(data: data) else {
            return nil
        }
        let scale = PlatformBitmap.scale(ofFileNamed: fileName)
        self.init(
            content: .bitmap(png: data, scale: scale),
            size: CGSize(width: image.size.width / scale, height: image.size.height / scale), isTemplate: false)
    }

    /// Creates an image of a system symbol (a template image).
    public convenience init?(systemSymbolName name: String, accessibilityDescription description: String?) {
        self.init(
            content: .symbol(name: name, description: description), size: CGSize(width: 20, height: 20),
            isTemplate: true)
    }

    /// The image's PNG bytes; `nil` for a symbol.
    package var pngData: Data? {
        switch content {
        case .asset(_, let png), .bitmap(let png, _): png
        case .symbol: nil
        }
    }
}

extension NSImage {
    /// The name of a catalog image.
    public typealias Name = String
}

extension Image {
    /// Creates a SwiftUI image from an AppKit image: a catalog image by name, a bitmap, or a symbol.
    public init(nsImage: NSImage) {
        let mode: TemplateRenderingMode? = nsImage.isTemplate ? .template : nil
        switch nsImage.content {
        case .asset(let name, _):
            self.init(assetName: name, renderingMode: mode)
        case .bitmap(let png, let scale):
            self.init(png: png, scale: scale)
            if let mode { self = self.renderingMode(mode) }
        case .symbol(let name, _):
            self.init(symbolName: name, renderingMode: .template)
        }
    }
}

extension Color {
    /// Creates a SwiftUI color from an AppKit color; a dynamic or system color follows the widget's color scheme.
    public init(nsColor: NSColor) {
        let light = nsColor.components(isDark: false)
        let dark = nsColor.components(isDark: true)
        if case .components = nsColor.storage {
            self.init(.sRGB, red: light.red, green: light.green, blue: light.blue, opacity: light.alpha)
        } else {
            self.init(light: light.resolved, dark: dark.resolved, name: "NSColor(\(nsColor.name ?? "dynamic"))")
        }
    }

}

extension AppKitBridging where Self == Color {
    /// Creates a SwiftUI color from an AppKit color, as ``SwiftUI/Color/init(nsColor:)`` does.
    ///
    /// Declared on ``AppKitBridging`` so that where UIKit's `Color(_: UIColor)` also fits (`Color(.systemBlue)`
    /// after `import SwiftUI`, which brings both subsets on Linux) UIKit's is chosen instead of the call being
    /// ambiguous; `Color(.windowBackgroundColor)` or `Color(someNSColor)` still resolve here.
    @_disfavoredOverload
    public init(_ color: NSColor) {
        self.init(nsColor: color)
    }
}
