import Foundation
import Testing

@testable import WidgetryPanels

/// Reducing lightness to a panel's levels: nearest level, Floyd–Steinberg and Atkinson error diffusion.
@Suite struct DitheringTests {
    static func canvas(_ values: [Float], width: Int) -> GrayCanvas {
        var canvas = GrayCanvas(width: width, height: values.count / width)
        canvas.pixels = values
        return canvas
    }

    // Worked by hand: 0.5 rounds up to white (error −0.5); 7/16 of it leaves 0.281 for the next pixel, which
    // goes black (error +0.281); the third gets 0.623 and goes white; the fourth 0.335, black.
    @Test func floydSteinbergAlternatesAHalfGrayRow() {
        let image = Self.canvas([0.5, 0.5, 0.5, 0.5], width: 4).quantized(levels: 2, dither: .floydSteinberg)
        #expect(image.indices == [1, 0, 1, 0])
    }

    @Test func withoutDitherEachPixelTakesItsNearestLevel() {
        let image = Self.canvas([0.1, 0.3, 0.4, 0.9], width: 4).quantized(levels: 4, dither: .none)
        // Levels are 0, ⅓, ⅔, 1: 0.1 → 0, 0.3 → 1, 0.4 → 1, 0.9 → 3.
        #expect(image.indices == [0, 1, 1, 3])
    }

    @Test func atkinsonLeavesBlackAndWhiteAreasUntouched() {
        let values: [Float] = (0..<64).map { $0 % 8 < 4 ? 0 : 1 }
        let image = Self.canvas(values, width: 8).quantized(levels: 2, dither: .atkinson)
        #expect(image.indices == values.map { UInt8($0) })
    }

    // Error diffusion keeps the average: a horizontal gradient from black to white dithered to two levels has
    // the gradient's mean lightness to within 2 %, for both diffusions.
    @Test(arguments: [Dither.floydSteinberg, Dither.atkinson])
    func diffusionKeepsTheMeanLightness(_ dither: Dither) {
        let width = 64
        let values: [Float] = (0..<(width * width)).map { Float($0 % width) / Float(width - 1) }
        let image = Self.canvas(values, width: width).quantized(levels: 2, dither: dither)
        let mean = Double(image.indices.reduce(0) { $0 + Int($1) }) / Double(image.indices.count)
        #expect(abs(mean - 0.5) < 0.02, "mean \(mean)")
        #expect(Set(image.indices) == [0, 1])
    }

    @Test func compositingTakesLuminanceAndAlphaOverPaper() {
        var canvas = GrayCanvas(width: 2, height: 1)
        // Premultiplied BGRA: opaque pure green (luminance 0.7152), then half-transparent black.
        let pixels: [UInt8] = [0, 255, 0, 255, 0, 0, 0, 128]
        canvas.composite(argb32: pixels, width: 2, height: 1, stride: 8, atX: 0, y: 0)
        #expect(abs(canvas.pixels[0] - 0.7152) < 0.001)
        #expect(abs(canvas.pixels[1] - (1 - 128.0 / 255)) < 0.001)
    }

    @Test func compositingCutsOffWhatLiesOutsideTheCanvas() {
        var canvas = GrayCanvas(width: 2, height: 2)
        let black = [UInt8](repeating: 0, count: 16).enumerated().map { $0.offset % 4 == 3 ? 255 : 0 } as [UInt8]
        canvas.composite(argb32: black, width: 2, height: 2, stride: 8, atX: 1, y: -1)
        #expect(canvas.pixels == [1, 0, 1, 1])
    }
}
