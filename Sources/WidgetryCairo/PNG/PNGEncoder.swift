import CWidgetryPango

/// Encodes Cairo's ARGB32 pixels as PNG: un-premultiplies, filters each row, compresses with libdeflate and
/// checksums with zlib's CRC-32.
///
/// Several times faster than `cairo_surface_write_to_png` at the default level, with slightly smaller files (measure
/// with `Tests/WidgetryCairoTests/Benchmarks/png-benchmark.sh`), and byte-for-byte deterministic: the same pixels and options always give the same file. Fully opaque images are
/// written as RGB, others as RGBA. For example:
///
/// ```swift
/// let png = PNGEncoder(compressionLevel: 6).encode(argb32: pixels, width: 510, height: 510, stride: 2040)
/// ```
public struct PNGEncoder: Sendable {
    /// The libdeflate level, 0 (store) to 12 (smallest); 6 by default.
    public var compressionLevel: Int32
    /// Pixels per point written as the image's physical resolution (72 dpi × scale), or `nil` to omit it.
    public var scale: Double?

    /// Creates an encoder.
    ///
    /// - Parameters:
    ///   - compressionLevel: The libdeflate level, 0 to 12.
    ///   - scale: Pixels per point, recorded as 72 × scale dpi, or `nil` to omit.
    public init(compressionLevel: Int = 6, scale: Double? = nil) {
        self.compressionLevel = Int32(min(max(compressionLevel, 0), 12))
        self.scale = scale
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
        let raw = Self.filteredRows(argb32, width: width, height: height, stride: stride, channels: channels)
        let compressed = deflate(raw)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(compressed.count + 128)
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        Self.appendChunk("IHDR", header, to: &png)
        Self.appendChunk("sRGB", [0], to: &png)
        if let scale {
            let perMeter = UInt32((72 * scale / 0.0254).rounded())
            var physical: [UInt8] = []
            physical.appendBigEndian(perMeter)
            physical.appendBigEndian(perMeter)
            physical.append(1)
            Self.appendChunk("pHYs", physical, to: &png)
        }
        Self.appendChunk("IDAT", compressed, to: &png)
        Self.appendChunk("IEND", [], to: &png)
        return png
    }

    private func deflate(_ input: [UInt8]) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(compressionLevel) else {
            // libdeflate only fails to allocate when out of memory; stored blocks via level 0 would too.
            preconditionFailure("libdeflate could not allocate a compressor")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, input.count)
        var output = [UInt8](repeating: 0, count: bound)
        let written = input.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { destination in
                libdeflate_zlib_compress(compressor, source.baseAddress, input.count, destination.baseAddress, bound)
            }
        }
        output.removeSubrange(written...)
        return output
    }

    static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        png.appendBigEndian(UInt32(data.count))
        let start = png.count
        png += Array(type.utf8)
        png += data
        let crc = png[start...].withUnsafeBufferPointer { buffer in
            crc32(0, buffer.baseAddress, UInt32(buffer.count))
        }
        png.appendBigEndian(UInt32(truncatingIfNeeded: crc))
    }

    static func isOpaque(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] < 0xFF00_0000 { return false }
        }
        return true
    }
}

extension [UInt8] {
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(value >> 24))
        append(UInt8((value >> 16) & 0xFF))
        append(UInt8((value >> 8) & 0xFF))
        append(UInt8(value & 0xFF))
    }
}
