import Foundation

/// A bitmap carried in the view rather than found in an asset catalog: PNG bytes as a `data:` URL.
///
/// Platform images made from data or a file (`UIImage(data:)`, `NSImage(contentsOfFile:)`) reach the renderer
/// this way: the image's name is `data:image/png;base64,…` (with `;scale=2` before `;base64` for a 2× bitmap),
/// which the HTML painter uses as the image's source and the Cairo painter decodes. Layout sizes it from the PNG
/// header and the scale.
package enum InlineImage {
    /// The URL prefix of every inline image name.
    package static let prefix = "data:image/png"

    /// The name of an inline image for PNG bytes drawn at a scale.
    package static func name(png: Data, scale: Double) -> String {
        let scaleParameter = scale == 1 ? "" : ";scale=\(scale.compactScale)"
        return prefix + scaleParameter + ";base64," + png.base64EncodedString()
    }

    /// Whether an image name carries its own bytes.
    package static func isInline(_ name: String) -> Bool { name.hasPrefix(prefix) }

    /// The PNG bytes of an inline image name; `nil` for other names.
    package static func png(of name: String) -> Data? {
        guard isInline(name), let comma = name.firstIndex(of: ",") else { return nil }
        return Data(base64Encoded: String(name[name.index(after: comma)...]))
    }

    /// The scale an inline image was drawn for: its `scale=` parameter, else 1.
    package static func scale(of name: String) -> Double {
        guard isInline(name), let comma = name.firstIndex(of: ",") else { return 1 }
        for parameter in name[..<comma].split(separator: ";") where parameter.hasPrefix("scale=") {
            if let scale = Double(parameter.dropFirst("scale=".count)), scale > 0 { return scale }
        }
        return 1
    }

    /// The size in points of an inline image: its PNG's pixel size over its scale; `nil` for other names.
    package static func pointSize(of name: String) -> CGSize? {
        guard let png = png(of: name), let pixels = pixelSize(ofPNG: png) else { return nil }
        let scale = scale(of: name)
        return CGSize(width: pixels.width / scale, height: pixels.height / scale)
    }

    /// The width and height in a PNG's header (`IHDR`), or `nil` when the bytes are not a PNG.
    package static func pixelSize(ofPNG data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            return nil
        }
        func integer(at offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return CGSize(width: integer(at: 16), height: integer(at: 20))
    }
}

extension Image {
    /// An image of PNG bytes drawn at a scale, as `Image(uiImage:)` shows a bitmap made from data or a file.
    ///
    /// - Parameters:
    ///   - png: The PNG bytes.
    ///   - scale: The scale the bitmap was drawn for: a 2× bitmap is half its pixel size in points.
    ///   - label: The accessibility label, if any.
    package init(png: Data, scale: Double, label: String? = nil) {
        self.init(source: .asset(name: InlineImage.name(png: png, scale: scale)), label: label)
    }

    /// An image from an asset catalog by name, with its template rendering mode set, as platform images bridge.
    package init(assetName: String, renderingMode: TemplateRenderingMode?) {
        self.init(source: .asset(name: assetName))
        self.renderingMode = renderingMode
    }

    /// A system symbol with its template rendering mode set, as platform symbol images bridge.
    package init(symbolName: String, renderingMode: TemplateRenderingMode?) {
        self.init(source: .system(name: symbolName, variableValue: nil))
        self.renderingMode = renderingMode
    }
}

extension Double {
    fileprivate var compactScale: String {
        self == rounded() ? String(Int(self)) : String(self)
    }
}
