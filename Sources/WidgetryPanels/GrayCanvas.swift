import Foundation

/// A full-screen gray image being composed: white paper that widget rasters are laid on.
///
/// Values are linear lightness from 0 (black) to 1 (white), one per pixel, row by row.
public struct GrayCanvas: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Lightness per pixel, `width × height` values from 0 to 1.
    public var pixels: [Float]
    /// How each pixel is reduced to the panel's grays (``PanelTone``'s raw values); lines unless marked.
    public var tones: [UInt8]

    /// Creates a canvas filled with one lightness (white by default), every pixel a line.
    public init(width: Int, height: Int, lightness: Float = 1) {
        self.width = width
        self.height = height
        pixels = Array(repeating: lightness, count: width * height)
        tones = Array(repeating: PanelTone.line.rawValue, count: width * height)
    }

    /// Marks the pixels a mask covers at least half (premultiplied ARGB32, as ``composite(argb32:width:height:stride:atX:y:)``
    /// takes) as drawn in a tone.
    public mutating func mark(
        _ tone: PanelTone, argb32: [UInt8], width: Int, height: Int, stride: Int, atX x: Int, y: Int
    ) {
        guard argb32.count >= stride * height, stride >= width * 4 else { return }
        for row in max(0, y)..<min(self.height, y + height) {
            for column in max(0, x)..<min(self.width, x + width)
            where argb32[(row - y) * stride + (column - x) * 4 + 3] >= 128 {
                tones[row * self.width + column] = tone.rawValue
            }
        }
    }

    /// Lays premultiplied ARGB32 pixels (Cairo's native-endian layout) over the canvas with their top-left
    /// corner at `(x, y)`, each pixel's color taken as its luminance (Rec. 709 weights) and composited by its
    /// alpha. Parts outside the canvas are cut off.
    ///
    /// - Parameters:
    ///   - argb32: The pixels, `stride × height` bytes.
    ///   - width: Their width in pixels.
    ///   - height: Their height in pixels.
    ///   - stride: Bytes per row.
    ///   - x: Where the left edge goes, in canvas pixels.
    ///   - y: Where the top edge goes, in canvas pixels.
    public mutating func composite(argb32: [UInt8], width: Int, height: Int, stride: Int, atX x: Int, y: Int) {
        guard argb32.count >= stride * height, stride >= width * 4 else { return }
        let rows = max(0, y)..<min(self.height, y + height)
        let columns = max(0, x)..<min(self.width, x + width)
        guard !rows.isEmpty, !columns.isEmpty else { return }
        argb32.withUnsafeBufferPointer { source in
            for row in rows {
                let sourceRow = (row - y) * stride
                for column in columns {
                    // Cairo stores each pixel as a native-endian UInt32 0xAARRGGBB: B, G, R, A on little-endian.
                    let offset = sourceRow + (column - x) * 4
                    let blue = Float(source[offset]) / 255
                    let green = Float(source[offset + 1]) / 255
                    let red = Float(source[offset + 2]) / 255
                    let alpha = Float(source[offset + 3]) / 255
                    let index = row * self.width + column
                    // Premultiplied: the luminance already carries the alpha; the paper shows through the rest.
                    let luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
                    pixels[index] = luminance + pixels[index] * (1 - alpha)
                }
            }
        }
    }

    /// The canvas reduced to a number of gray levels with a dither.
    ///
    /// - Parameters:
    ///   - levels: 2, 4, 16 or 256.
    ///   - dither: How the error of each pixel is spread.
    public func quantized(levels: Int, dither: Dither) -> PanelImage {
        PanelImage(width: width, height: height, levels: levels, indices: Dithering.apply(self, levels: levels, dither))
    }
}
