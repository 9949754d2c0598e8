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

    /// The image as PNG scanlines: each row un-premultiplied to RGB(A), then filtered with whichever of Sub, Up and
    /// Paeth gives the smallest sum of absolute values (libpng's heuristic), prefixed with its filter byte.
    static func filteredRows(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int)
        -> [UInt8]
    {
        let rowBytes = width * channels
        var output = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var current = [UInt8](repeating: 0, count: rowBytes)
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        var best = [UInt8](repeating: 0, count: rowBytes)
        unpremultiply.withUnsafeBufferPointer { table in
            output.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    current.withUnsafeMutableBufferPointer { row in
                        convertRow(pixels + y * stride, width: width, channels: channels, table: table, into: row)
                    }
                    var bestFilter: UInt8 = 0
                    var bestSum = Int.max
                    for filter: UInt8 in [1, 2, 4] {
                        let sum = current.withUnsafeBufferPointer { row in
                            previous.withUnsafeBufferPointer { up in
                                candidate.withUnsafeMutableBufferPointer { target in
                                    apply(filter: filter, row: row, up: up, bpp: channels, into: target)
                                }
                            }
                        }
                        if sum < bestSum {
                            bestSum = sum
                            bestFilter = filter
                            swap(&best, &candidate)
                        }
                    }
                    let start = y * (rowBytes + 1)
                    out[start] = bestFilter
                    best.withUnsafeBufferPointer { source in
                        (out.baseAddress! + start + 1).update(from: source.baseAddress!, count: rowBytes)
                    }
                    swap(&previous, &current)
                }
            }
        }
        return output
    }

    /// One row of premultiplied BGRA (little-endian ARGB32) to straight RGB or RGBA.
    private static func convertRow(
        _ source: UnsafePointer<UInt8>,
        width: Int,
        channels: Int,
        table: UnsafeBufferPointer<UInt8>,
        into row: UnsafeMutableBufferPointer<UInt8>
    ) {
        let words = UnsafeRawPointer(source).assumingMemoryBound(to: UInt32.self)
        var o = 0
        for x in 0..<width {
            let pixel = words[x]
            let alpha = Int(pixel >> 24)
            let r = Int((pixel >> 16) & 0xFF)
            let g = Int((pixel >> 8) & 0xFF)
            let b = Int(pixel & 0xFF)
            if alpha == 255 {
                row[o] = UInt8(r)
                row[o + 1] = UInt8(g)
                row[o + 2] = UInt8(b)
            } else {
                let base = alpha << 8
                row[o] = table[base | r]
                row[o + 1] = table[base | g]
                row[o + 2] = table[base | b]
            }
            if channels == 4 { row[o + 3] = UInt8(alpha) }
            o += channels
        }
    }

    /// Filters a row; returns the sum of the filtered bytes as signed magnitudes.
    private static func apply(
        filter: UInt8,
        row: UnsafeBufferPointer<UInt8>,
        up: UnsafeBufferPointer<UInt8>,
        bpp: Int,
        into target: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        var sum = 0
        for i in 0..<row.count {
            let a = i >= bpp ? row[i - bpp] : 0
            let value: UInt8
            switch filter {
            case 1: value = row[i] &- a
            case 2: value = row[i] &- up[i]
            default:
                let c = i >= bpp ? up[i - bpp] : 0
                value = row[i] &- paeth(a, up[i], c)
            }
            target[i] = value
            sum += value < 128 ? Int(value) : 256 - Int(value)
        }
        return sum
    }

    @inline(__always)
    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
