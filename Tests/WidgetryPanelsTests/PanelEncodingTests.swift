import CWidgetryPango
import Foundation
import Testing

@testable import WidgetryPanels

/// Panel images as grayscale PNG (1, 2, 4 and 8 bits) and 1-bit BMP, read back byte by byte.
@Suite struct PanelEncodingTests {
    static let checker = PanelImage(width: 3, height: 2, levels: 2, indices: [0, 1, 0, 1, 0, 1])

    @Test func aOneBitPNGHoldsEveryPixel() throws {
        let png = try Self.checker.png(bitsPerPixel: 1)
        let decoded = try DecodedPNG(png)
        #expect(decoded.width == 3 && decoded.height == 2 && decoded.bitDepth == 1 && decoded.colorType == 0)
        #expect(decoded.samples == [0, 1, 0, 1, 0, 1])
    }

    @Test func sixteenLevelsInEightBitsSpreadOverTheRange() throws {
        let image = PanelImage(width: 4, height: 1, levels: 16, indices: [0, 1, 8, 15])
        let decoded = try DecodedPNG(try image.png(bitsPerPixel: 8))
        #expect(decoded.bitDepth == 8)
        #expect(decoded.samples == [0, 17, 136, 255])
    }

    @Test func fourLevelsInTwoBits() throws {
        let image = PanelImage(width: 5, height: 1, levels: 4, indices: [3, 2, 1, 0, 3])
        let decoded = try DecodedPNG(try image.png(bitsPerPixel: 2))
        #expect(decoded.bitDepth == 2)
        #expect(decoded.samples == [3, 2, 1, 0, 3])
    }

    @Test func tooFewBitsForTheLevelsIsAnError() {
        let image = PanelImage(width: 1, height: 1, levels: 16, indices: [3])
        #expect(throws: PanelError.self) { try image.png(bitsPerPixel: 2) }
    }

    // A 3×2 bitmap: 62-byte header and palette, then rows of 4 bytes, bottom row first, white bits set MSB first.
    @Test func aOneBitBMPIsBottomUpWithABlackAndWhitePalette() throws {
        let bmp = try Self.checker.bmp()
        #expect(bmp.count == 62 + 2 * 4)
        #expect(Array(bmp.prefix(2)) == Array("BM".utf8))
        #expect(Self.uint32(bmp, 10) == 62)
        #expect(Self.uint32(bmp, 18) == 3 && Self.uint32(bmp, 22) == 2)
        #expect(bmp[28] == 1, "one bit per pixel")
        #expect(Array(bmp[54..<62]) == [0, 0, 0, 0, 255, 255, 255, 0])
        // Bottom row (indices 1, 0, 1) → 0b1010_0000; top row (0, 1, 0) → 0b0100_0000.
        #expect(bmp[62] == 0b1010_0000)
        #expect(bmp[66] == 0b0100_0000)
    }

    @Test func aBMPOfMoreThanTwoLevelsIsRefused() {
        let image = PanelImage(width: 1, height: 1, levels: 4, indices: [2])
        #expect(throws: PanelError.self) { try image.bmp() }
    }

    static func uint32(_ data: Data, _ offset: Int) -> UInt32 {
        data[offset..<(offset + 4)].enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * $1.offset) }
    }
}

/// A grayscale PNG read back: its header and unpacked samples (filter type 0 rows, as panels write them).
struct DecodedPNG {
    var width = 0
    var height = 0
    var bitDepth = 0
    var colorType = 0
    var samples: [UInt8] = []

    init(_ png: Data) throws {
        let bytes = [UInt8](png)
        var offset = 8
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length =
                Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            if type == "IHDR" {
                width = Int(body[0]) << 24 | Int(body[1]) << 16 | Int(body[2]) << 8 | Int(body[3])
                height = Int(body[4]) << 24 | Int(body[5]) << 16 | Int(body[6]) << 8 | Int(body[7])
                bitDepth = Int(body[8])
                colorType = Int(body[9])
            } else if type == "IDAT" {
                compressed += body
            }
            offset += 12 + length
        }
        let rowBytes = (width * bitDepth + 7) / 8
        var rawLength = uLong((rowBytes + 1) * height)
        var raw = [UInt8](repeating: 0, count: Int(rawLength))
        guard uncompress(&raw, &rawLength, compressed, uLong(compressed.count)) == Z_OK else {
            throw PanelError("IDAT does not inflate")
        }
        for y in 0..<height {
            let row = y * (rowBytes + 1)
            guard raw[row] == 0 else { throw PanelError("row \(y) uses filter \(raw[row])") }
            for x in 0..<width {
                let bit = x * bitDepth
                let byte = raw[row + 1 + bit / 8]
                let shift = 8 - bitDepth - bit % 8
                samples.append((byte >> UInt8(shift)) & UInt8((1 << bitDepth) - 1))
            }
        }
    }
}
