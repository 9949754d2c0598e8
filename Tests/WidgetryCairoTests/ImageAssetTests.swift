import Foundation
import Testing
import WidgetryCairo
import WidgetryDisplayList
import WidgetryRendering

@Suite struct ImageAssetTests {
    /// An asset catalog with one 8×8 image set "swatch": opaque orange at 2×.
    static func makeCatalog() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
        let set = root.appendingPathComponent("Assets.xcassets/swatch.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        // Premultiplied ARGB32, little-endian: B, G, R, A.
        let pixels = [UInt8](repeating: 0, count: 8 * 8 * 4).enumerated().map { index, _ in
            [UInt8(0x00), 0x80, 0xFF, 0xFF][index % 4]
        }
        let png = pixels.withUnsafeBufferPointer {
            PNGEncoder().encode(argb32: $0.baseAddress!, width: 8, height: 8, stride: 32)
        }
        try Data(png).write(to: set.appendingPathComponent("swatch@2x.png"))
        try Data(#"{"images":[{"filename":"swatch@2x.png","idiom":"universal","scale":"2x"}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        return root
    }

    func render(_ image: DisplayImage, assets: URL) throws -> RGBAImage {
        let painter = CairoPainter(format: .png, imageAssets: try ImageAssetCatalog(url: assets))
        let list = DisplayList(size: CGSize(width: 20, height: 20), items: [.image(image)])
        return try RGBAImage(png: try painter.paint(list, options: RenderOptions(scale: 1)))
    }

    @Test func drawsNamedImagesScaledToTheirFrame() throws {
        let root = try Self.makeCatalog()
        defer { try? FileManager.default.removeItem(at: root) }
        let image = try render(
            DisplayImage(content: .named("swatch"), frame: CGRect(x: 2, y: 2, width: 16, height: 16)), assets: root)
        #expect(image.pixel(x: 10, y: 10) == [255, 128, 0, 255])
        #expect(image.pixel(x: 0, y: 0)[3] == 0)
    }

    @Test(arguments: [
        (DisplayImage.Filter.alphaMask(DisplayColor(red: 0, green: 0, blue: 1)), [UInt8(0), 0, 255, 255]),
        (.desaturated, [UInt8(146), 146, 146, 255]),
        (.luminanceMask(.white), [UInt8(255), 255, 255, 146]),
    ])
    func appliesColorFilters(filter: DisplayImage.Filter, expected: [UInt8]) throws {
        let root = try Self.makeCatalog()
        defer { try? FileManager.default.removeItem(at: root) }
        let image = try render(
            DisplayImage(content: .named("swatch"), frame: CGRect(x: 0, y: 0, width: 20, height: 20), filter: filter),
            assets: root)
        let pixel = image.pixel(x: 10, y: 10)
        for (actual, wanted) in zip(pixel, expected) { #expect(abs(Int(actual) - Int(wanted)) <= 1, "\(pixel)") }
    }

    @Test func missingImageDrawsAPlaceholder() throws {
        let root = try Self.makeCatalog()
        defer { try? FileManager.default.removeItem(at: root) }
        let image = try render(
            DisplayImage(content: .named("nope"), frame: CGRect(x: 0, y: 0, width: 20, height: 20)), assets: root)
        let inked = stride(from: 3, to: image.pixels.count, by: 4).filter { image.pixels[$0] > 100 }.count
        #expect(inked > 20)
    }
}
