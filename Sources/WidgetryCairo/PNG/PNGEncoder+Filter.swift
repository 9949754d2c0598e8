extension PNGEncoder {
    /// `unpremultiply[alpha << 8 | value]`: a premultiplied channel back to straight alpha.
    static let unpremultiply: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for alpha in 1..<256 {
            for value in 0..<256 {
                table[alpha << 8 | value] = UInt8(min(255, (value * 255 + alpha / 2) / alpha))
            }
        }
        return table
    }()

    /// The image as PNG scanlines: each row un-premultiplied to RGB(A), then filtered with Sub or Up, whichever gives
    /// the smaller sum of absolute values (libpng's heuristic without Paeth, which costs more than twice the time of
    /// the rest for a percent of size on widget images), prefixed with its filter byte.
    static func filteredRows(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int)
        -> [UInt8]
    {
        let rowBytes = width * channels
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes + 2 * channels)
        defer { rows.deallocate() }
        // Two straight rows, each preceded by `channels` zero bytes so the left neighbour of the first pixel is 0.
        rows.initialize(repeating: 0, count: 2 * rowBytes + 2 * channels)
        var previous = rows + channels
        var current = rows + 2 * channels + rowBytes
        let output = [UInt8](unsafeUninitializedCapacity: (rowBytes + 1) * height) { buffer, count in
            unpremultiply.withUnsafeBufferPointer { table in
                for y in 0..<height {
                    convertRow(
                        pixels + y * stride, width: width, channels: channels, table: table.baseAddress!, into: current)
                    let target = buffer.baseAddress! + y * (rowBytes + 1)
                    let filter = bestFilter(row: current, up: previous, count: rowBytes, bpp: channels)
                    target[0] = filter
                    write(filter: filter, row: current, up: previous, count: rowBytes, bpp: channels, into: target + 1)
                    swap(&previous, &current)
                }
            }
            count = (rowBytes + 1) * height
        }
        return output
    }

    /// One row of premultiplied little-endian ARGB32 to straight RGB or RGBA.
    @inline(__always)
    private static func convertRow(
        _ source: UnsafePointer<UInt8>,
        width: Int,
        channels: Int,
        table: UnsafePointer<UInt8>,
        into row: UnsafeMutablePointer<UInt8>
    ) {
        let words = UnsafeRawPointer(source).assumingMemoryBound(to: UInt32.self)
        if channels == 4 {
            // Straight RGBA as one little-endian word: 0xAABBGGRR.
            let out = UnsafeMutableRawPointer(row)
            for x in 0..<width {
                let pixel = words[x]
                let alpha = pixel >> 24
                var word: UInt32
                if alpha == 255 || alpha == 0 {
                    word = pixel & 0xFF00_FF00 | (pixel >> 16) & 0xFF | (pixel & 0xFF) << 16
                } else {
                    let base = Int(alpha) << 8
                    word = alpha << 24 | UInt32(table[base | Int(pixel & 0xFF)]) << 16
                    word |=
                        UInt32(table[base | Int((pixel >> 8) & 0xFF)]) << 8
                        | UInt32(table[base | Int((pixel >> 16) & 0xFF)])
                }
                out.storeBytes(of: word.littleEndian, toByteOffset: x * 4, as: UInt32.self)
            }
            return
        }
        var o = row
        for x in 0..<width {
            // Opaque images only: every pixel has alpha 255.
            let pixel = words[x]
            o[0] = UInt8(truncatingIfNeeded: pixel >> 16)
            o[1] = UInt8(truncatingIfNeeded: pixel >> 8)
            o[2] = UInt8(truncatingIfNeeded: pixel)
            o += 3
        }
    }

    /// The filter (1 Sub, 2 Up) with the smaller sum of the filtered bytes as signed magnitudes.
    @inline(__always)
    private static func bestFilter(
        row: UnsafeMutablePointer<UInt8>, up: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int
    )
        -> UInt8
    {
        var sub = 0
        var vertical = 0
        for i in 0..<count {
            let x = row[i]
            sub &+= magnitude(x &- row[i - bpp])
            vertical &+= magnitude(x &- up[i])
        }
        return vertical <= sub ? 2 : 1
    }

    @inline(__always)
    private static func write(
        filter: UInt8,
        row: UnsafeMutablePointer<UInt8>,
        up: UnsafeMutablePointer<UInt8>,
        count: Int,
        bpp: Int,
        into target: UnsafeMutablePointer<UInt8>
    ) {
        switch filter {
        case 1: for i in 0..<count { target[i] = row[i] &- row[i - bpp] }
        case 2: for i in 0..<count { target[i] = row[i] &- up[i] }
        default: for i in 0..<count { target[i] = row[i] }
        }
    }

    @inline(__always)
    private static func magnitude(_ value: UInt8) -> Int { Int(Int8(bitPattern: value).magnitude) }
}
