import CWidgetryPango
import Foundation
import WidgetryCairo

/// A panel's image: each pixel one of a few gray levels, ready to encode as the device takes it.
public struct PanelImage: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The number of gray levels.
    public let levels: Int
    /// Each pixel's level, row by row: 0 is black, `levels − 1` white.
    public let indices: [UInt8]

    /// Creates an image from level indices.
    public init(width: Int, height: Int, levels: Int, indices: [UInt8]) {
        self.width = width
        self.height = height
        self.levels = levels
        self.indices = indices
    }

    /// How many pixels show each level, from black to white.
    public var histogram: [Int] {
        var counts = [Int](repeating: 0, count: levels)
        for index in indices where Int(index) < levels { counts[Int(index)] += 1 }
        return counts
    }

    /// The image as a grayscale PNG (color type 0) with 1, 2, 4 or 8 bits per pixel; levels are spread over
    /// the bit depth's range, so 16 levels in 8 bits are 0, 17, 34 … 255.
    ///
    /// - Throws: ``PanelError`` when the bit depth cannot hold the levels or compression fails.
    public func png(bitsPerPixel: Int) throws -> Data {
        let maximum = (1 << bitsPerPixel) - 1
        guard [1, 2, 4, 8].contains(bitsPerPixel), levels - 1 <= maximum else {
            throw PanelError("\(levels) gray levels do not fit \(bitsPerPixel)-bit PNG; use 1, 2, 4 or 8 bits.")
        }
        let rowBytes = (width * bitsPerPixel + 7) / 8
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        let spread = levels > 1 ? Double(maximum) / Double(levels - 1) : 0
        for y in 0..<height {
            let rowStart = y * (rowBytes + 1)
            raw[rowStart] = 0  // filter: none (small palettes compress well without prediction)
            for x in 0..<width {
                let sample = Int((Double(indices[y * width + x]) * spread).rounded())
                let bitOffset = x * bitsPerPixel
                let shift = 8 - bitsPerPixel - bitOffset % 8
                raw[rowStart + 1 + bitOffset / 8] |= UInt8(sample << shift)
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [UInt8(bitsPerPixel), 0, 0, 0, 0]  // gray, deflate, adaptive, no interlace
        PNGEncoder.appendChunk("IHDR", header, to: &png)
        PNGEncoder.appendChunk("IDAT", try Self.deflate(raw), to: &png)
        PNGEncoder.appendChunk("IEND", [], to: &png)
        return Data(png)
    }

    /// The image as a 1-bit Windows bitmap (palette black, white; rows bottom-up, padded to 4 bytes), the
    /// format TRMNL's firmware draws natively.
    ///
    /// - Throws: ``PanelError`` when the image has more than two levels.
    public func bmp() throws -> Data {
        guard levels == 2 else {
            throw PanelError("A 1-bit BMP holds black and white only; this image has \(levels) levels. Use PNG.")
        }
        let rowBytes = ((width + 31) / 32) * 4
        let pixelBytes = rowBytes * height
        let offset = 14 + 40 + 8
        var bmp = Data()
        bmp.append(contentsOf: Array("BM".utf8))
        bmp.appendLittleEndian(UInt32(offset + pixelBytes))
        bmp.appendLittleEndian(UInt32(0))
        bmp.appendLittleEndian(UInt32(offset))
        bmp.appendLittleEndian(UInt32(40))
        bmp.appendLittleEndian(UInt32(width))
        bmp.appendLittleEndian(UInt32(height))  // positive: bottom-up rows
        bmp.appendLittleEndian(UInt16(1))
        bmp.appendLittleEndian(UInt16(1))
        bmp.appendLittleEndian(UInt32(0))  // BI_RGB
        bmp.appendLittleEndian(UInt32(pixelBytes))
        bmp.appendLittleEndian(UInt32(2835))  // 72 dpi
        bmp.appendLittleEndian(UInt32(2835))
        bmp.appendLittleEndian(UInt32(2))
        bmp.appendLittleEndian(UInt32(2))
        bmp.append(contentsOf: [0, 0, 0, 0, 255, 255, 255, 0])  // index 0 black, 1 white (BGRA)
        var rows = [UInt8](repeating: 0, count: pixelBytes)
        for y in 0..<height {
            let rowStart = (height - 1 - y) * rowBytes
            for x in 0..<width where indices[y * width + x] != 0 {
                rows[rowStart + x / 8] |= UInt8(0x80 >> (x % 8))
            }
        }
        bmp.append(contentsOf: rows)
        return bmp
    }

    private static func deflate(_ raw: [UInt8]) throws -> [UInt8] {
        var length = compressBound(uLong(raw.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = compress2(&output, &length, raw, uLong(raw.count), 9)
        guard status == Z_OK else { throw PanelError("zlib could not compress the image (status \(status)).") }
        return Array(output[..<Int(length)])
    }
}

extension Data {
    mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
