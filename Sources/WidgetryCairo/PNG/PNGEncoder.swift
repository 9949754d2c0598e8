import CWidgetryPango

/// Encodes Cairo's ARGB32 pixels as PNG: un-premultiplies, filters each row (by default with no filter, see
/// ``Filter``), compresses (by default with ``ScanlineDeflater``'s runs, see ``Compression``) and checksums with zlib's
/// CRC-32.
///
/// The default is built for widget images (fills, gradients, text): about 2.7 times faster than libdeflate's level
/// 6 for a file about a fifth larger. ``Compression/libdeflate(level:)`` gives the smallest files and suits
/// photographs; row 4 of BENCHMARKS.md measures each setting (`scripts/bench.sh` reruns it). Output is byte-for-byte
/// deterministic: the same pixels and options always give the same file. Fully opaque images are written as RGB,
/// others as RGBA. For example:
///
/// ```swift
/// let fast = PNGEncoder().encode(argb32: pixels, width: 510, height: 510, stride: 2040)
/// let small = PNGEncoder(compressionLevel: 9).encode(argb32: pixels, width: 510, height: 510, stride: 2040)
/// ```
public struct PNGEncoder: Sendable {
    /// How the filtered scanlines are deflated.
    public enum Compression: Sendable, Hashable {
        /// Runs at the distances widget images repeat at (one pixel left, one row up, diagonally above), plus a small
        /// hash of what is left, in one Huffman block: the default, and the fastest.
        case scanline
        /// libdeflate at a level from 0 (store) to 12 (smallest, and slowest).
        case libdeflate(level: Int)
    }

    /// How the scanlines are compressed; ``Compression/scanline`` by default.
    public var compression: Compression
    /// Pixels per point written as the image's physical resolution (72 dpi × scale), or `nil` to omit it.
    public var scale: Double?
    /// How rows are filtered before compression; ``Filter/none`` by default.
    public var filter: Filter

    /// Creates an encoder.
    ///
    /// - Parameters:
    ///   - compression: How the scanlines are compressed.
    ///   - scale: Pixels per point, recorded as 72 × scale dpi, or `nil` to omit.
    ///   - filter: How rows are filtered before compression.
    public init(compression: Compression = .scanline, scale: Double? = nil, filter: Filter = .none) {
        if case .libdeflate(let level) = compression {
            self.compression = .libdeflate(level: min(max(level, 0), 12))
        } else {
            self.compression = compression
        }
        self.scale = scale
        self.filter = filter
    }

    /// Creates an encoder that compresses with libdeflate at a level.
    ///
    /// - Parameters:
    ///   - compressionLevel: The libdeflate level, 0 (store) to 12 (smallest); values outside are clamped.
    ///   - scale: Pixels per point, recorded as 72 × scale dpi, or `nil` to omit.
    ///   - filter: How rows are filtered before compression.
    public init(compressionLevel: Int, scale: Double? = nil, filter: Filter = .none) {
        self.init(compression: .libdeflate(level: compressionLevel), scale: scale, filter: filter)
    }

    /// Encodes premultiplied ARGB32 pixels in native byte order (Cairo's `CAIRO_FORMAT_ARGB32`).
    ///
    /// - Parameters:
    ///   - argb32: The pixels, `stride` bytes per row.
    ///   - width: The width in pixels.
    ///   - height: The height in pixels.
    ///   - stride: The bytes per row, at least `4 × width`.
    /// - Returns: The PNG file's bytes.
    public func encode(argb32: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> [UInt8] {
        let opaque = Self.isOpaque(argb32, width: width, height: height, stride: stride)
        let channels = opaque ? 3 : 4
        let rawCount = (width * channels + 1) * height
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        var physical: [UInt8] = []
        if let scale {
            let perMeter = UInt32((72 * scale / 0.0254).rounded())
            physical.appendBigEndian(perMeter)
            physical.appendBigEndian(perMeter)
            physical.append(1)
        }
        let compressed: (UnsafeMutableRawPointer, Int) -> [UInt8] = { block, count in
            var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            png.reserveCapacity(count + 128)
            Self.appendChunk("IHDR", header, to: &png)
            Self.appendChunk("sRGB", [0], to: &png)
            if !physical.isEmpty { Self.appendChunk("pHYs", physical, to: &png) }
            Self.appendChunk("IDAT", UnsafeRawBufferPointer(start: block, count: count), to: &png)
            Self.appendChunk("IEND", [], to: &png)
            return png
        }
        if case .scanline = compression {
            // The filtered rows, the compressed stream (at most the rows plus a margin, or it falls back), the matches.
            let capacity = rawCount + rawCount / 64 + 1024
            let scratchOffset = (rawCount + capacity + 15) / 16 * 16
            let found = EncoderScratch.withBlock(
                capacity: scratchOffset + ScanlineDeflater.scratchBytes(count: rawCount)
            ) { block -> [UInt8]? in
                let raw = block.assumingMemoryBound(to: UInt8.self)
                Self.filterRows(
                    argb32, width: width, height: height, stride: stride, channels: channels, filter: filter, into: raw)
                let output = block + rawCount
                guard
                    let count = ScanlineDeflater.compress(
                        raw, count: rawCount, stride: width * channels + 1, bpp: channels,
                        scratch: block + scratchOffset, into: output.assumingMemoryBound(to: UInt8.self),
                        capacity: capacity)
                else { return nil }
                return compressed(output, count)
            }
            if let found { return found }
        }
        let level: Int32
        if case .libdeflate(let chosen) = compression { level = Int32(chosen) } else { level = 6 }
        return EncoderScratch.withCompressor(level: level) { compressor in
            let bound = libdeflate_zlib_compress_bound(compressor, rawCount)
            // The filtered rows, then the compressed stream, in one reused block.
            return EncoderScratch.withBlock(capacity: rawCount + bound) { block in
                let raw = block.assumingMemoryBound(to: UInt8.self)
                Self.filterRows(
                    argb32, width: width, height: height, stride: stride, channels: channels, filter: filter, into: raw)
                let output = block + rawCount
                let count = libdeflate_zlib_compress(compressor, raw, rawCount, output, bound)
                return compressed(output, count)
            }
        }
    }

    package static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        data.withUnsafeBytes { appendChunk(type, $0, to: &png) }
    }

    /// Appends a chunk: its length, type, data and the CRC-32 of type and data.
    static func appendChunk(_ type: String, _ data: UnsafeRawBufferPointer, to png: inout [UInt8]) {
        png.appendBigEndian(UInt32(data.count))
        let start = png.count
        png += Array(type.utf8)
        png.append(contentsOf: data)
        let crc = png[start...].withUnsafeBufferPointer { buffer in
            crc32(0, buffer.baseAddress, UInt32(buffer.count))
        }
        png.appendBigEndian(UInt32(truncatingIfNeeded: crc))
    }

    static func isOpaque(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            var all: UInt32 = 0xFF00_0000
            for x in 0..<width { all &= row[x] }
            if all < 0xFF00_0000 { return false }
        }
        return true
    }
}

extension [UInt8] {
    package mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(value >> 24))
        append(UInt8((value >> 16) & 0xFF))
        append(UInt8((value >> 8) & 0xFF))
        append(UInt8(value & 0xFF))
    }
}
