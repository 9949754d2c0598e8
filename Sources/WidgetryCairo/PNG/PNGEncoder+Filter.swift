extension PNGEncoder {
    /// How each scanline is filtered before compression (PNG filter method 0).
    ///
    /// Filtering predicts each byte from its neighbours so deflate sees small, repetitive differences. The adaptive
    /// choices pick a filter per row by the smallest sum of the filtered bytes as signed magnitudes (libpng's
    /// heuristic). Widget images are flat fills, vertical gradients, text, symbols and emoji: libdeflate finds their
    /// repeats best unfiltered, so ``none`` is the default, both the smallest and the fastest on every widget in row 4
    /// of BENCHMARKS.md. Photographs compress better with ``adaptive``.
    public enum Filter: String, Sendable, Hashable, CaseIterable {
        /// No filter: the raw bytes. The default.
        case none
        /// Each byte minus the byte one pixel to the left.
        case sub
        /// Each byte minus the byte above.
        case up
        /// Each byte minus the mean of the left and upper bytes.
        case average
        /// Each byte minus the Paeth predictor of the left, upper and upper-left bytes.
        case paeth
        /// Sub or Up per row, whichever sums smaller: the default before row 4's measurements, 13% larger than
        /// ``none`` on the demo widgets and slower.
        case subOrUp
        /// Any of the five per row, as libpng chooses by default: best for photographs, about five times the encode
        /// time of ``none``.
        case adaptive

        /// The PNG filter types tried for each row.
        var candidates: [UInt8] {
            switch self {
            case .none: [0]
            case .sub: [1]
            case .up: [2]
            case .average: [3]
            case .paeth: [4]
            case .subOrUp: [1, 2]
            case .adaptive: [0, 1, 2, 3, 4]
            }
        }
    }

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

    /// Writes the image as PNG scanlines into `output` (`(width × channels + 1) × height` bytes): each row
    /// un-premultiplied to RGB(A), then filtered as `filter` says, prefixed with its filter byte.
    static func filterRows(
        _ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, filter: Filter,
        into output: UnsafeMutablePointer<UInt8>
    ) {
        let rowBytes = width * channels
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes + 2 * channels)
        defer { rows.deallocate() }
        // Two straight rows, each preceded by `channels` zero bytes so the left neighbour of the first pixel is 0.
        rows.initialize(repeating: 0, count: 2 * rowBytes + 2 * channels)
        var previous = rows + channels
        var current = rows + 2 * channels + rowBytes
        let candidates = filter.candidates
        unpremultiply.withUnsafeBufferPointer { table in
            for y in 0..<height {
                let target = output + y * (rowBytes + 1)
                if filter == .none {
                    // Straight into the output: no neighbours needed.
                    convertRow(
                        pixels + y * stride, width: width, channels: channels, table: table.baseAddress!,
                        into: target + 1)
                    target[0] = 0
                    continue
                }
                convertRow(
                    pixels + y * stride, width: width, channels: channels, table: table.baseAddress!, into: current)
                let chosen: UInt8
                if filter == .subOrUp {
                    chosen = bestOfSubAndUp(row: current, up: previous, count: rowBytes, bpp: channels)
                } else if candidates.count == 1 {
                    chosen = candidates[0]
                } else {
                    chosen = bestFilter(
                        of: candidates, row: current, up: previous, count: rowBytes, bpp: channels, into: target)
                }
                target[0] = chosen
                write(filter: chosen, row: current, up: previous, count: rowBytes, bpp: channels, into: target + 1)
                swap(&previous, &current)
            }
        }
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
    private static func bestOfSubAndUp(
        row: UnsafeMutablePointer<UInt8>, up: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int
    )
        -> UInt8
    {
        // Wrapping arithmetic only, so the loop vectorizes: |Int8(d)| = (d ^ s) - s with s the sign mask.
        var sub: UInt32 = 0
        var vertical: UInt32 = 0
        let left = row - bpp
        for i in 0..<count {
            let x = row[i]
            sub &+= magnitude(x &- left[i])
            vertical &+= magnitude(x &- up[i])
        }
        return vertical <= sub ? 2 : 1
    }

    /// The candidate whose filtered row has the smallest sum of signed magnitudes; the first on ties. Uses the
    /// output row (`count + 1` bytes) as scratch space.
    private static func bestFilter(
        of candidates: [UInt8], row: UnsafeMutablePointer<UInt8>, up: UnsafeMutablePointer<UInt8>, count: Int,
        bpp: Int, into scratch: UnsafeMutablePointer<UInt8>
    ) -> UInt8 {
        var best = candidates[0]
        var bestSum = UInt32.max
        for candidate in candidates {
            write(filter: candidate, row: row, up: up, count: count, bpp: bpp, into: scratch + 1)
            var sum: UInt32 = 0
            for i in 1...count { sum &+= magnitude(scratch[i]) }
            if sum < bestSum {
                best = candidate
                bestSum = sum
            }
        }
        return best
    }

    /// Writes one filtered row. `row` and `up` are preceded by `bpp` zero bytes (the left neighbours of the first
    /// pixel); the row above the first is all zeros.
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
        case 3:
            for i in 0..<count { target[i] = row[i] &- UInt8((Int(row[i - bpp]) + Int(up[i])) >> 1) }
        case 4:
            for i in 0..<count {
                target[i] = row[i] &- paeth(left: row[i - bpp], above: up[i], upperLeft: up[i - bpp])
            }
        default: for i in 0..<count { target[i] = row[i] }
        }
    }

    /// PNG's Paeth predictor: whichever of left, above and upper-left is nearest to left + above − upper-left.
    @inline(__always)
    private static func paeth(left: UInt8, above: UInt8, upperLeft: UInt8) -> UInt8 {
        let a = Int(left)
        let b = Int(above)
        let c = Int(upperLeft)
        let pa = abs(b - c)
        let pb = abs(a - c)
        let pc = abs(a + b - 2 * c)
        if pa <= pb && pa <= pc { return left }
        return pb <= pc ? above : upperLeft
    }

    /// The magnitude of a byte read as a signed 8-bit value, without branches.
    @inline(__always)
    private static func magnitude(_ value: UInt8) -> UInt32 {
        let signed = Int32(Int8(bitPattern: value))
        let sign = signed >> 31
        return UInt32(bitPattern: (signed ^ sign) &- sign)
    }
}
