import CWidgetryPango
import Foundation
import Testing
import WidgetryTesting

/// The SwiftUI effects widgets use that Widgetry draws statically, rendered to PNG through the whole pipeline:
/// `colorInvert`, `hueRotation` and `luminanceToAlpha` change the colors drawn, `rotation3DEffect` draws the
/// rotation's projection, `symbolEffect` draws the symbol at rest, and `MeshGradient` interpolates its colors.
@Suite struct ColorEffectRenderTests {
    /// A pixel's straight (not premultiplied) components, 0...255.
    struct Pixel: CustomStringConvertible {
        let red: Int
        let green: Int
        let blue: Int
        let alpha: Int
        var description: String { "(r \(red), g \(green), b \(blue), a \(alpha))" }
    }

    /// A PNG decoded through Cairo.
    struct Raster {
        let width: Int
        let height: Int
        let pixels: [UInt32]

        init(png: Data) throws {
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("effect-\(UUID().uuidString).png").path
            #expect(FileManager.default.createFile(atPath: path, contents: png))
            defer { try? FileManager.default.removeItem(atPath: path) }
            let surface = try #require(cairo_image_surface_create_from_png(path))
            defer { cairo_surface_destroy(surface) }
            let base = try #require(cairo_image_surface_get_data(surface))
            width = Int(cairo_image_surface_get_width(surface))
            height = Int(cairo_image_surface_get_height(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            var pixels: [UInt32] = []
            for row in 0..<height {
                let start = UnsafeRawPointer(base + row * stride)
                for column in 0..<width { pixels.append(start.load(fromByteOffset: column * 4, as: UInt32.self)) }
            }
            self.pixels = pixels
        }

        /// The pixel at a fraction of the width and height.
        func pixel(_ x: Double, _ y: Double) -> Pixel {
            let column = min(Int(x * Double(width)), width - 1)
            let row = min(Int(y * Double(height)), height - 1)
            let value = pixels[row * width + column]
            let alpha = Int(value >> 24)
            func straight(_ shift: UInt32) -> Int {
                alpha == 0 ? 0 : min(255, Int((value >> shift) & 0xFF) * 255 / alpha)
            }
            return Pixel(red: straight(16), green: straight(8), blue: straight(0), alpha: alpha)
        }
    }

    /// A view drawn edge to edge at a size, without content margins.
    @MainActor
    static func render(_ view: some View, width: CGFloat = 40, height: CGFloat = 40) throws -> Raster {
        var request = WidgetRenderSpec(family: .systemSmall)
        request.sizeOverride = CGSize(width: width, height: height)
        let pipeline = WidgetPipeline()
        let tree = ViewResolver.resolve(AnyView(view), in: WidgetPipeline.environment(for: request))
        let layout = pipeline.laidOut(tree, request: request, marginsDisabled: true)
        return try Raster(png: pipeline.paint(layout.displayList, request: request, format: .png))
    }

    static let red = Color(red: 1, green: 0, blue: 0)

    @MainActor
    @Test func colorInvertTurnsRedCyan() throws {
        let before = try Self.render(Self.red).pixel(0.5, 0.5)
        let after = try Self.render(Self.red.colorInvert()).pixel(0.5, 0.5)
        #expect(before.red > 240 && before.green < 15 && before.blue < 15, "\(before)")
        #expect(after.red < 15 && after.green > 240 && after.blue > 240 && after.alpha == 255, "\(after)")
    }

    @MainActor
    @Test func hueRotationBy120DegreesTurnsRedGreen() throws {
        let rotated = try Self.render(Self.red.hueRotation(.degrees(120))).pixel(0.5, 0.5)
        #expect(rotated.green > 90 && rotated.red < 15 && rotated.blue < 15, "\(rotated)")
        let full = try Self.render(Self.red.hueRotation(.degrees(360))).pixel(0.5, 0.5)
        #expect(full.red > 240 && full.green < 15 && full.blue < 15, "a full turn leaves red: \(full)")
    }

    @MainActor
    @Test func luminanceToAlphaMakesWhiteOpaqueBlackAndBlackTransparent() throws {
        let view = HStack(spacing: 0) {
            Color(red: 1, green: 1, blue: 1)
            Color(red: 0, green: 0, blue: 0)
        }
        let plain = try Self.render(view, width: 40, height: 20)
        let converted = try Self.render(view.luminanceToAlpha(), width: 40, height: 20)
        #expect(plain.pixel(0.25, 0.5).red > 240 && plain.pixel(0.75, 0.5).red < 15)
        let white = converted.pixel(0.25, 0.5)
        let black = converted.pixel(0.75, 0.5)
        #expect(white.alpha == 255 && white.red < 15 && white.green < 15 && white.blue < 15, "\(white)")
        #expect(black.alpha < 15 || black.red > 240, "black becomes transparent over the background: \(black)")
    }

    @MainActor
    @Test func rotation3DAboutTheYAxisNarrowsTheViewByTheCosine() throws {
        let square = Color(red: 0, green: 0, blue: 0).frame(width: 40, height: 40)
        let turned = try Self.render(square.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        // cos 60° = 0.5: the square spans 10...30 of 40 points, full height.
        #expect(turned.pixel(0.5, 0.1).alpha == 255 && turned.pixel(0.5, 0.1).red < 15)
        #expect(turned.pixel(0.1, 0.5).red > 240 || turned.pixel(0.1, 0.5).alpha < 15, "\(turned.pixel(0.1, 0.5))")
        #expect(turned.pixel(0.9, 0.5).red > 240 || turned.pixel(0.9, 0.5).alpha < 15)
        let flat = try Self.render(square.rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0)))
        #expect(flat.pixel(0.1, 0.5).red < 15 && flat.pixel(0.1, 0.5).alpha == 255, "x keeps the width")
        #expect(flat.pixel(0.5, 0.1).red > 240 || flat.pixel(0.5, 0.1).alpha < 15, "and halves the height")
    }

    @MainActor
    @Test func rotation3DAboutTheZAxisIsARotationEffect() throws {
        let bar = Color(red: 0, green: 0, blue: 0).frame(width: 40, height: 8)
        let turned = try Self.render(bar.rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1)))
        let rotated = try Self.render(bar.rotationEffect(.degrees(90)))
        #expect(turned.pixels == rotated.pixels)
        #expect(turned.pixel(0.5, 0.1).red < 15, "the bar stands upright")
    }

    @MainActor
    @Test func symbolEffectsDrawTheSymbolAtRestAndAnActiveDisappearHidesIt() throws {
        func ink(_ view: some View) throws -> Int {
            let raster = try Self.render(view.frame(width: 40, height: 40).background(Color(red: 1, green: 1, blue: 1)))
            return raster.pixels.filter { ($0 & 0xFF) < 128 }.count
        }
        let symbol = Image(systemName: "wifi").font(.system(size: 30)).foregroundStyle(Color(red: 0, green: 0, blue: 0))
        let plain = try ink(symbol)
        #expect(plain > 20)
        #expect(try ink(symbol.symbolEffect(.variableColor.iterative, isActive: true)) == plain)
        #expect(try ink(symbol.symbolEffect(.bounce, options: .repeating, value: 3)) == plain)
        #expect(try ink(symbol.symbolEffect(.disappear, isActive: false)) == plain)
        #expect(try ink(symbol.symbolEffect(.disappear, isActive: true)) == 0)
    }

    @MainActor
    @Test func meshGradientInterpolatesItsCornerColors() throws {
        let mesh = MeshGradient(
            width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
            colors: [
                Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1),
                Color(red: 0, green: 1, blue: 0), Color(red: 1, green: 1, blue: 0),
            ], smoothsColors: false)
        let raster = try Self.render(mesh)
        let topLeft = raster.pixel(0.02, 0.02)
        let bottomRight = raster.pixel(0.98, 0.98)
        let center = raster.pixel(0.5, 0.5)
        #expect(topLeft.red > 200 && topLeft.green < 40 && topLeft.blue < 40, "\(topLeft)")
        #expect(bottomRight.red > 200 && bottomRight.green > 200 && bottomRight.blue < 40, "\(bottomRight)")
        // The average of the four corners: (0.5, 0.5, 0.25).
        #expect(abs(center.red - 128) < 20 && abs(center.green - 128) < 20 && abs(center.blue - 64) < 20, "\(center)")
        let filled = try Self.render(Rectangle().fill(mesh)).pixel(0.5, 0.02)
        #expect(filled.alpha == 255 && filled.red > 100, "as a shape style, a gradient down the middle column")
    }
}
