import Foundation
import Testing

@testable import WidgetryPanels

/// Reducing lightness to a panel's levels: nearest level, Floyd–Steinberg and Atkinson error diffusion for
/// pictures, threshold for lines, an ordered dither for areas.
@Suite struct DitheringTests {
    static func canvas(_ values: [Float], width: Int, tone: PanelTone = .picture) -> GrayCanvas {
        var canvas = GrayCanvas(width: width, height: values.count / width)
        canvas.pixels = values
        canvas.tones = Array(repeating: tone.rawValue, count: values.count)
        return canvas
    }

    // Lines (text, strokes) are never dithered: on two levels anything at least a quarter inked is black, the rest
    // white, whatever the neighbours' error.
    @Test func linesAreDrawnByThreshold() {
        let image = Self.canvas([0.5, 0.5, 0.74, 0.76, 0.2, 1], width: 6, tone: .line)
            .quantized(levels: 2, dither: .floydSteinberg)
        #expect(image.indices == [0, 0, 0, 1, 0, 1])
    }

    // An area at 25 % ink is an even pattern: a quarter of every 4×4 tile black (the Bayer matrix's four lowest
    // thresholds), the same in every tile.
    @Test func areasTakeAnOrderedPattern() {
        let image = Self.canvas(Array(repeating: 0.75, count: 64), width: 8, tone: .area)
            .quantized(levels: 2, dither: .atkinson)
        for (left, top) in [(0, 0), (4, 0), (0, 4), (4, 4)] {
            var black = 0
            for y in top..<top + 4 {
                for x in left..<left + 4 where image.indices[y * 8 + x] == 0 { black += 1 }
            }
            #expect(black == 4, "tile at \(left), \(top): \(black) black")
        }
        #expect(image.indices[0..<4] == image.indices[4..<8])
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
