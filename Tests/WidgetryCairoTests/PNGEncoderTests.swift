import CWidgetryPango
import Foundation
import Testing
import WidgetryCairo

@Suite struct PNGEncoderTests {
    /// A 61×37 ARGB32 surface with gradients and translucent shapes; the caller destroys it.
    static func makeSurface(opaque: Bool) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 61, 37)!
        let cr = cairo_create(surface)!
        if opaque {
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
        }
        let gradient = cairo_pattern_create_linear(0, 0, 61, 37)!
        cairo_pattern_add_color_stop_rgba(gradient, 0, 1, 0.2, 0.1, 1)
        cairo_pattern_add_color_stop_rgba(gradient, 1, 0.1, 0.3, 1, opaque ? 1 : 0.2)
        cairo_set_source(cr, gradient)
        cairo_rectangle(cr, 3, 3, 50, 30)
        cairo_fill(cr)
        cairo_pattern_destroy(gradient)
        cairo_set_source_rgba(cr, 0.2, 0.9, 0.4, opaque ? 1 : 0.5)
        cairo_arc(cr, 40, 18, 14, 0, 2 * .pi)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return surface
    }

    static func encode(_ surface: OpaquePointer, level: Int = 6) -> [UInt8] {
        PNGEncoder(compressionLevel: level).encode(
            argb32: cairo_image_surface_get_data(surface)!, width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)))
    }

    /// The surface's pixels as straight RGBA (or RGB when `channels` is 3).
    static func straightPixels(_ surface: OpaquePointer, channels: Int) -> [UInt8] {
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var result: [UInt8] = []
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = row[x]
                let a = Int(p >> 24)
                func straight(_ v: Int) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (v * 255 + a / 2) / a)) }
                result += [straight(Int((p >> 16) & 0xFF)), straight(Int((p >> 8) & 0xFF)), straight(Int(p & 0xFF))]
                if channels == 4 { result.append(UInt8(a)) }
            }
        }
        return result
    }

    @Test(arguments: [false, true])
    func roundTripsThroughZlibInflate(opaque: Bool) throws {
        let surface = Self.makeSurface(opaque: opaque)
        defer { cairo_surface_destroy(surface) }
        let decoded = try MinimalPNGDecoder.decode(Self.encode(surface))
        #expect(decoded.width == 61 && decoded.height == 37)
        #expect(decoded.channels == (opaque ? 3 : 4))
        #expect(decoded.pixels == Self.straightPixels(surface, channels: decoded.channels))
    }

    @Test func isByteDeterministic() {
        let surface = Self.makeSurface(opaque: false)
        defer { cairo_surface_destroy(surface) }
        #expect(Self.encode(surface) == Self.encode(surface))
    }

    @Test(arguments: [0, 1, 6, 12])
    func everyLevelDecodes(level: Int) throws {
        let surface = Self.makeSurface(opaque: false)
        defer { cairo_surface_destroy(surface) }
        let decoded = try MinimalPNGDecoder.decode(Self.encode(surface, level: level))
        #expect(decoded.pixels == Self.straightPixels(surface, channels: 4))
    }

    @Test(arguments: PNGEncoder.Filter.allCases)
    func everyFilterDecodesToTheSamePixels(filter: PNGEncoder.Filter) throws {
        for opaque in [false, true] {
            let surface = Self.makeSurface(opaque: opaque)
            defer { cairo_surface_destroy(surface) }
            let png = PNGEncoder(filter: filter).encode(
                argb32: cairo_image_surface_get_data(surface)!, width: Int(cairo_image_surface_get_width(surface)),
                height: Int(cairo_image_surface_get_height(surface)),
                stride: Int(cairo_image_surface_get_stride(surface)))
            let decoded = try MinimalPNGDecoder.decode(png)
            #expect(decoded.pixels == Self.straightPixels(surface, channels: opaque ? 3 : 4))
        }
    }

    @Test func encodingTwiceInARowReusesNothingVisible() {
        // The second encode takes the first one's scratch memory and compressor from the pool.
        let surface = Self.makeSurface(opaque: false)
        defer { cairo_surface_destroy(surface) }
        let first = Self.encode(surface, level: 9)
        let other = Self.makeSurface(opaque: true)
        defer { cairo_surface_destroy(other) }
        _ = Self.encode(other, level: 9)
        #expect(Self.encode(surface, level: 9) == first)
    }

    @Test func cairoReadsTheOutput() throws {
        let surface = Self.makeSurface(opaque: true)
        defer { cairo_surface_destroy(surface) }
        let image = try RGBAImage(png: Data(Self.encode(surface)))
        #expect(image.width == 61 && image.height == 37)
        #expect(image.pixel(x: 40, y: 18) == [51, 230, 102, 255])
    }
}

/// Just enough of a PNG decoder to check the encoder: chunk CRCs, zlib inflate, the five filters, 8-bit RGB(A).
enum MinimalPNGDecoder {
    struct Image {
        var width: Int
        var height: Int
        var channels: Int
        var pixels: [UInt8]
    }

    struct DecodeError: Error, CustomStringConvertible {
        var description: String
    }

    static func decode(_ png: [UInt8]) throws -> Image {
        guard png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw DecodeError(description: "signature")
        }
        func u32(_ at: Int) -> Int {
            Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3])
        }
        var offset = 8
        var width = 0, height = 0, channels = 0
        var compressed: [UInt8] = []
        while offset < png.count {
            let length = u32(offset)
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(png[(offset + 8)..<(offset + 8 + length)])
            let crc = png[(offset + 4)..<(offset + 8 + length)].withUnsafeBufferPointer {
                crc32(0, $0.baseAddress, UInt32($0.count))
            }
            guard UInt32(crc) == UInt32(u32(offset + 8 + length)) else {
                throw DecodeError(description: "CRC of \(type)")
            }
            switch type {
            case "IHDR":
                width = u32(offset + 8)
                height = u32(offset + 12)
                guard body[8] == 8 else { throw DecodeError(description: "bit depth") }
                channels = body[9] == 6 ? 4 : body[9] == 2 ? 3 : 0
            case "IDAT": compressed += body
            default: break
            }
            offset += 12 + length
        }
        let rowBytes = width * channels
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        var rawLength = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer {
                uncompress(out.baseAddress, &rawLength, $0.baseAddress, uLong($0.count))
            }
        }
        guard status == Z_OK, Int(rawLength) == raw.count else { throw DecodeError(description: "inflate \(status)") }
        var pixels = [UInt8](repeating: 0, count: rowBytes * height)
        for y in 0..<height {
            let filter = raw[y * (rowBytes + 1)]
            for x in 0..<rowBytes {
                let value = raw[y * (rowBytes + 1) + 1 + x]
                let a = x >= channels ? Int(pixels[y * rowBytes + x - channels]) : 0
                let b = y > 0 ? Int(pixels[(y - 1) * rowBytes + x]) : 0
                let c = x >= channels && y > 0 ? Int(pixels[(y - 1) * rowBytes + x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw DecodeError(description: "filter \(filter)")
                }
                pixels[y * rowBytes + x] = UInt8((Int(value) + predictor) & 0xFF)
            }
        }
        return Image(width: width, height: height, channels: channels, pixels: pixels)
    }
}
