import AppKit
import CWidgetryPango
import Foundation
import SwiftUI
import Testing
import UIKit
import WidgetKit

/// `import SwiftUI` alone brings UIKit's and AppKit's subsets, as SwiftUI does on iOS and macOS: names both define
/// resolve to UIKit's, semantic colors resolve per color scheme with Apple's values, and images drawn in code
/// render through `Image(uiImage:)` and `Image(nsImage:)`. This file also imports UIKit and AppKit explicitly, beside
/// Swift Testing, as a test file may; the corpus files `SleepScoreWidget` and `DiskUsageWidget` import SwiftUI alone.
@Suite struct PlatformSubsetTests {
    static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> ResolvedColor {
        ResolvedColor(red: red / 255, green: green / 255, blue: blue / 255, opacity: alpha)
    }

    @Test func aNameBothSubsetsDefineTakesUIKitsValue() {
        // systemGreen is (52, 199, 89) on iOS and (40, 205, 65) on macOS.
        #expect(Color(.systemGreen).resolvedColor(in: .light) == Self.rgb(52, 199, 89))
        #expect(Color(.systemGreen).resolvedColor(in: .dark) == Self.rgb(48, 209, 88))
        #expect(Color(NSColor.systemGreen).resolvedColor(in: .light) == Self.rgb(40, 205, 65))
        #expect(Font(.systemFont(ofSize: 12)) == Font(UIFont.systemFont(ofSize: 12)))
    }

    @Test func appKitOnlyColorsResolvePerScheme() {
        let cases: [(NSColor, ResolvedColor, ResolvedColor)] = [
            (.labelColor, Self.rgb(0, 0, 0, 0.85), Self.rgb(255, 255, 255, 0.85)),
            (.secondaryLabelColor, Self.rgb(0, 0, 0, 0.5), Self.rgb(255, 255, 255, 0.55)),
            (.controlAccentColor, Self.rgb(0, 122, 255), Self.rgb(10, 132, 255)),
            (.windowBackgroundColor, Self.rgb(236, 236, 236), Self.rgb(50, 50, 50)),
            (.systemFill, Self.rgb(0, 0, 0, 0.1), Self.rgb(255, 255, 255, 0.1)),
            (.selectedContentBackgroundColor, Self.rgb(0, 100, 225), Self.rgb(0, 89, 209)),
        ]
        for (color, light, dark) in cases {
            #expect(Color(color).resolvedColor(in: .light) == light, "\(color)")
            #expect(Color(nsColor: color).resolvedColor(in: .dark) == dark, "\(color)")
        }
        #expect(NSColor.alternatingContentBackgroundColors.count == 2)
    }

    @Test func uiKitSemanticColorsResolvePerScheme() {
        #expect(Color(.systemGroupedBackground).resolvedColor(in: .light) == Self.rgb(242, 242, 247))
        #expect(Color(.systemGroupedBackground).resolvedColor(in: .dark) == Self.rgb(0, 0, 0))
        #expect(Color(uiColor: .tertiarySystemFill).resolvedColor(in: .dark) == Self.rgb(118, 118, 128, 0.24))
        #expect(Color(.placeholderText).resolvedColor(in: .light) == Self.rgb(60, 60, 67, 0.3))
    }

    /// The color of a PNG's pixel, 0–255 per component (alpha last), read through Cairo.
    static func pixel(of png: Data, x: Int, y: Int) throws -> [Int] {
        let surface = try #require(PlatformBitmapReader.decode(png))
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try #require(cairo_image_surface_get_data(surface))
        let value = UnsafeRawPointer(data + y * stride + x * 4).load(as: UInt32.self)
        return [Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF), Int(value >> 24)]
    }

    @Test func uiGraphicsImageRendererDrawsShapesAndImages() throws {
        let size = CGSize(width: 10, height: 10)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 5, width: 10, height: 5)).fill()
        }
        #expect(image.size == size)
        let png = try #require(image.pngData())
        #expect(try Self.pixel(of: png, x: 5, y: 1) == [255, 0, 0, 255])
        #expect(try Self.pixel(of: png, x: 5, y: 8) == [0, 0, 255, 255])
        // Resizing by drawing into a smaller renderer keeps the picture: top red, bottom blue.
        let half = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let halfPNG = try #require(half.pngData())
        #expect(try Self.pixel(of: halfPNG, x: 2, y: 0) == [255, 0, 0, 255])
        #expect(try Self.pixel(of: halfPNG, x: 2, y: 3) == [0, 0, 255, 255])
    }

    @Test func nsImageDrawnInCodeIsUprightInAppKitCoordinates() throws {
        let image = NSImage(size: NSSize(width: 10, height: 10), flipped: false) { rect in
            NSColor.red.setFill()
            // AppKit's y axis points up: the bottom half.
            NSRect(x: 0, y: 0, width: rect.width, height: 5).fill()
            NSColor.blue.setFill()
            NSBezierPath(rect: NSRect(x: 0, y: 5, width: 10, height: 5)).fill()
            return true
        }
        let png = try #require(image.pngData)
        // 2 pixels per point; rows count from the top.
        #expect(try Self.pixel(of: png, x: 10, y: 2) == [0, 0, 255, 255])
        #expect(try Self.pixel(of: png, x: 10, y: 17) == [255, 0, 0, 255])
        let focused = NSImage(size: NSSize(width: 4, height: 4))
        focused.lockFocus()
        NSColor.green.setFill()
        NSRect(x: 0, y: 0, width: 4, height: 4).fill()
        focused.unlockFocus()
        #expect(try Self.pixel(of: try #require(focused.pngData), x: 4, y: 4) == [0, 255, 0, 255])
    }

    @MainActor @Test func imagesDrawnInCodeRenderInAWidget() async throws {
        let red = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
            UIColor.red.setFill()
            context.fill(context.format.bounds)
        }
        let drawn = try await PlatformModuleTests.png(.image(red))
        #expect(drawn == (try await PlatformModuleTests.png(.color(Color(red: 1, green: 0, blue: 0)))))
    }
}

/// PNG decoding for the pixel checks, as the platform subsets decode (Cairo).
enum PlatformBitmapReader {
    static func decode(_ png: Data) -> OpaquePointer? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("subset-\(UUID().uuidString).png").path
        guard FileManager.default.createFile(atPath: path, contents: png) else { return nil }
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }
}
