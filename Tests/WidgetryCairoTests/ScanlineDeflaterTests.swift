import CWidgetryPango
import Foundation
import Testing

@testable import WidgetryCairo

/// The default PNG compression: runs at widget images' distances, one Huffman block. Every stream is checked by
/// inflating it with zlib and comparing the bytes.
@Suite struct ScanlineDeflaterTests {
    /// Compresses `bytes` as scanlines of `stride` bytes and inflates the result with zlib.
    static func roundTrip(_ bytes: [UInt8], stride: Int, bpp: Int = 4) throws -> (inflated: [UInt8], size: Int) {
        let capacity = bytes.count + bytes.count / 64 + 1024
        var output = [UInt8](repeating: 0, count: capacity)
        let scratch = UnsafeMutableRawPointer.allocate(
            byteCount: ScanlineDeflater.scratchBytes(count: bytes.count), alignment: 16)
        defer { scratch.deallocate() }
        let size = try #require(
            bytes.withUnsafeBufferPointer { input in
                output.withUnsafeMutableBufferPointer { out in
                    ScanlineDeflater.compress(
                        input.baseAddress!, count: bytes.count, stride: stride, bpp: bpp, scratch: scratch,
                        into: out.baseAddress!, capacity: capacity)
                }
            })
        var inflated = [UInt8](repeating: 0, count: bytes.count)
        var length = uLongf(inflated.count)
        let status = inflated.withUnsafeMutableBufferPointer { out in
            output.withUnsafeBufferPointer { uncompress(out.baseAddress, &length, $0.baseAddress, uLong(size)) }
        }
        #expect(status == Z_OK, "zlib could not inflate the stream (status \(status))")
        #expect(Int(length) == bytes.count)
        return (inflated, size)
    }

    /// Runs of every length around deflate's limits (3, 258, 259, 260, 516…) split into codable pieces.
    @Test(arguments: [1, 2, 3, 4, 5, 7, 8, 9, 258, 259, 260, 261, 262, 516, 517, 518, 1000, 40_000])
    func runsOfAnyLengthInflateToTheSameBytes(length: Int) throws {
        let bytes = [UInt8](repeating: 0x5A, count: length)
        let (inflated, size) = try Self.roundTrip(bytes, stride: 97)
        #expect(inflated == bytes)
        if length >= 40_000 { #expect(size < 200, "\(size) bytes for one run") }
    }

    /// Bytes without repeats are literals only; the stream still inflates (no match ever applies).
    @Test func noiseInflatesToTheSameBytes() throws {
        var state: UInt32 = 2_463_534_242
        let bytes = (0..<50_000).map { _ -> UInt8 in
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return UInt8(truncatingIfNeeded: state)
        }
        let (inflated, size) = try Self.roundTrip(bytes, stride: 1001)
        #expect(inflated == bytes)
        #expect(size < bytes.count + bytes.count / 64 + 1024)
    }

    /// Rows that repeat the row above, the pixel to the left, diagonally, and text-like bytes found by the hash.
    @Test func everyKindOfMatchInflatesToTheSameBytes() throws {
        let width = 40
        let stride = width * 4 + 1
        var bytes = [UInt8](repeating: 0, count: stride * 30)
        for y in 0..<30 {
            for x in 0..<width {
                let pixel: [UInt8]
                switch y % 5 {
                case 0: pixel = [200, 100, UInt8(y), 255]  // a flat row: left runs
                case 1: pixel = [UInt8(x * 6), 100, UInt8(y - 1), 255]  // repeated below: up runs
                case 2: pixel = [UInt8(x * 6), 100, UInt8(y - 2), 255]
                case 3: pixel = [UInt8((x + y) * 5 % 256), UInt8(x * 3), 7, 255]  // diagonal
                default: pixel = [UInt8((x * 37 + y * 11) % 256), UInt8(x * x % 256), 9, UInt8(x % 3 * 80)]
                }
                bytes.replaceSubrange((y * stride + 1 + x * 4)..<(y * stride + 5 + x * 4), with: pixel)
            }
        }
        for bpp in [3, 4] {
            let (inflated, _) = try Self.roundTrip(bytes, stride: stride, bpp: bpp)
            #expect(inflated == bytes, "bpp \(bpp)")
        }
    }

    /// An image that breaks into more short runs than the deflater keeps (every fourth pixel unique: some 16,000
    /// runs of two pixels) is no widget image: the deflater declines, and PNGEncoder's default falls back to
    /// libdeflate, decoding to the same pixels.
    @Test func imagesOfManyShortRunsFallBackToLibdeflate() throws {
        let side = 256
        var pixels = [UInt32](repeating: 0, count: side * side)
        for index in pixels.indices {
            let noise = UInt32(truncatingIfNeeded: index &* 2_654_435_761) & 0x00FF_FFFF
            pixels[index] = index % 4 == 3 ? 0xFF00_0000 | noise : 0xFF33_6699
        }
        let stride = side * 3 + 1
        var scanlines = [UInt8](repeating: 0, count: stride * side)
        for (index, pixel) in pixels.enumerated() {
            let offset = index / side * stride + 1 + index % side * 3
            scanlines[offset] = UInt8(truncatingIfNeeded: pixel >> 16)
            scanlines[offset + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
            scanlines[offset + 2] = UInt8(truncatingIfNeeded: pixel)
        }
        let capacity = scanlines.count * 2
        var output = [UInt8](repeating: 0, count: capacity)
        let scratch = UnsafeMutableRawPointer.allocate(
            byteCount: ScanlineDeflater.scratchBytes(count: scanlines.count), alignment: 16)
        defer { scratch.deallocate() }
        let declined = scanlines.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                ScanlineDeflater.compress(
                    input.baseAddress!, count: input.count, stride: stride, bpp: 3, scratch: scratch,
                    into: out.baseAddress!, capacity: capacity)
            }
        }
        #expect(declined == nil)
        let png = pixels.withUnsafeBytes { raw in
            PNGEncoder().encode(
                argb32: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), width: side, height: side,
                stride: side * 4)
        }
        let fallback = pixels.withUnsafeBytes { raw in
            PNGEncoder(compressionLevel: 6).encode(
                argb32: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), width: side, height: side,
                stride: side * 4)
        }
        #expect(png == fallback, "the default fell back to libdeflate level 6")
        let decoded = try MinimalPNGDecoder.decode(png)
        #expect(decoded.channels == 3)
        #expect(decoded.pixels == scanlines.enumerated().filter { $0.offset % stride != 0 }.map(\.element))
    }

    /// Frequencies that make an unlimited Huffman code deeper than 15 bits (Fibonacci weights) still give lengths of
    /// at most 15 whose code is complete (Kraft sum exactly one), as inflaters require.
    @Test func huffmanLengthsAreLimitedAndComplete() {
        var fibonacci: [UInt32] = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        for (frequencies, limit) in [(fibonacci, 15), (fibonacci, 7), ([5, 0, 0, 0], 15), ([0, 0, 0, 0], 7)] {
            let lengths = ScanlineDeflater.HuffmanCode.lengths(for: frequencies, limit: limit)
            #expect(lengths.allSatisfy { $0 <= limit })
            let kraft = lengths.filter { $0 > 0 }.reduce(0.0) { $0 + pow(2, -Double($1)) }
            #expect(kraft == 1, "\(lengths)")
            #expect(frequencies.indices.allSatisfy { frequencies[$0] == 0 || lengths[$0] > 0 })
        }
    }

    /// A widget-like image (a vertical gradient in a rounded rectangle with text, transparent corners): PNGEncoder's
    /// default decodes to the same pixels as libdeflate's stream, Cairo reads it, and it is within a third of level 6's
    /// size, several times smaller than the pixels.
    @Test func widgetImageDecodesAndStaysSmall() throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 300, 300)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        let gradient = cairo_pattern_create_linear(0, 0, 0, 300)!
        cairo_pattern_add_color_stop_rgb(gradient, 0, 0.992, 0.776, 0.36)
        cairo_pattern_add_color_stop_rgb(gradient, 1, 0.99, 0.72, 0.2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, 260, 40, 40, -.pi / 2, 0)
        cairo_arc(cr, 260, 260, 40, 0, .pi / 2)
        cairo_arc(cr, 40, 260, 40, .pi / 2, .pi)
        cairo_arc(cr, 40, 40, 40, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
        cairo_set_source(cr, gradient)
        cairo_fill(cr)
        cairo_pattern_destroy(gradient)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_select_font_face(cr, "Inter", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cr, 48)
        cairo_move_to(cr, 60, 150)
        cairo_show_text(cr, "78° Sunny")
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let pixels = cairo_image_surface_get_data(surface)!
        func encode(_ encoder: PNGEncoder) -> [UInt8] {
            encoder.encode(
                argb32: pixels, width: 300, height: 300, stride: Int(cairo_image_surface_get_stride(surface)))
        }
        let scanline = encode(PNGEncoder())
        let level6 = encode(PNGEncoder(compressionLevel: 6))
        #expect(PNGEncoder().compression == .scanline)
        let decoded = try MinimalPNGDecoder.decode(scanline)
        #expect(decoded.pixels == (try MinimalPNGDecoder.decode(level6)).pixels)
        #expect(decoded.pixels == PNGEncoderTests.straightPixels(surface, channels: 4))
        let image = try RGBAImage(png: Data(scanline))
        #expect(image.width == 300 && image.height == 300)
        #expect(scanline.count * 3 < level6.count * 4, "scanline \(scanline.count) bytes, level 6 \(level6.count)")
        #expect(scanline.count * 20 < 300 * 300 * 4)
        #expect(encode(PNGEncoder()) == scanline, "deterministic")
    }
}
