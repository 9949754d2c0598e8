import CWidgetryPango

/// A zlib stream writer specialised for PNG scanlines of widget images: flat fills, vertical gradients, and text on
/// them.
///
/// Such images repeat in a few known ways: a pixel equals the one to its left (fills, the rows of a vertical
/// gradient), the one above (fills, straight edges, blank space between lines of text) or one diagonally above
/// (rounded corners, slanted strokes). This compressor tries those four distances first, and only where none
/// matches (antialiased edges of text and symbols) looks up the last place the same four bytes were seen, in a
/// small hash table of those positions alone. It takes the longest run greedily and codes everything in one dynamic
/// Huffman block: no hash chains and no lazy search, in the spirit of fpnge. On the demo's weather card it runs in
/// about a third of libdeflate's level-6 time for a file about a fifth larger (row 4 of BENCHMARKS.md); photographs
/// compress far worse than with libdeflate, which ``PNGEncoder/Compression/libdeflate(level:)`` keeps for them.
///
/// The stream is a standard zlib stream (RFC 1950/1951): any inflater reads it.
enum ScanlineDeflater {
    /// The longest match deflate can code.
    static let maximumMatch = 258

    /// Compresses `count` bytes of scanlines (each `stride` bytes, filter byte included; pixels of `bpp` bytes)
    /// into a zlib stream at `output`, or returns `nil` when the stream would not fit in `capacity` bytes or the
    /// image breaks into more runs than ``matchCapacity(count:)`` (then it is no widget image: use libdeflate).
    ///
    /// - Parameter scratch: At least ``scratchBytes(count:)`` bytes for the matches found.
    static func compress(
        _ input: UnsafePointer<UInt8>, count: Int, stride: Int, bpp: Int,
        scratch: UnsafeMutableRawPointer, into output: UnsafeMutablePointer<UInt8>, capacity: Int
    ) -> Int? {
        guard count > 0, capacity >= 16, stride > bpp, bpp > 0 else { return nil }
        guard count <= Int(UInt32.max) else { return nil }
        let matchCapacity = Self.matchCapacity(count: count)
        let matches = scratch.bindMemory(to: Match.self, capacity: matchCapacity)
        let table = (scratch + matchCapacity * MemoryLayout<Match>.stride).bindMemory(
            to: Int32.self, capacity: 1 << hashBits)
        table.initialize(repeating: -1, count: 1 << hashBits)
        var literalFrequencies = [UInt32](repeating: 0, count: 286)
        var distanceFrequencies = [UInt32](repeating: 0, count: 30)
        let distances = [bpp, stride, stride + bpp, stride - bpp].filter { $0 <= 32768 }
        let found = literalFrequencies.withUnsafeMutableBufferPointer { literals in
            distances.withUnsafeBufferPointer { distances in
                findMatches(
                    input, count: count, distances: distances, table: table, into: matches, capacity: matchCapacity,
                    literals: literals.baseAddress!)
            }
        }
        guard let matchCount = found else { return nil }
        // Count each match's symbols: full chunks of 258, then the rest (never left below 3).
        for index in 0..<matchCount {
            let match = matches[index]
            let code = DistanceCode(distance: Int(match.distance))
            forEachChunk(of: Int(match.length)) { length in
                literalFrequencies[LengthCode.table[length].symbol] += 1
                distanceFrequencies[code.symbol] += 1
            }
        }
        literalFrequencies[256] = 1
        let literalLengths = HuffmanCode.lengths(for: literalFrequencies, limit: 15)
        let distanceLengths = HuffmanCode.lengths(for: distanceFrequencies, limit: 15)
        let header = BlockHeader(literalLengths: literalLengths, distanceLengths: distanceLengths)
        // The exact size, so writing needs no bounds checks.
        var bits = 3 + header.bitCount + Int(literalLengths[256])
        for symbol in 0..<286 {
            let frequency = Int(literalFrequencies[symbol])
            guard frequency > 0 else { continue }
            let extra = symbol > 256 ? LengthCode.extraBits(symbol: symbol) : 0
            bits += frequency * (Int(literalLengths[symbol]) + extra)
        }
        for symbol in 0..<30 where distanceFrequencies[symbol] > 0 {
            bits += Int(distanceFrequencies[symbol]) * (Int(distanceLengths[symbol]) + DistanceCode.extraBits(symbol))
        }
        guard 2 + (bits + 7) / 8 + 4 + 8 <= capacity else { return nil }

        var writer = BitWriter(output)
        writer.writeByte(0x78)
        writer.writeByte(0x01)  // zlib header: deflate, 32 KB window, fastest; (0x7801 % 31 == 0)
        writer.write(1, bits: 1)  // final block
        writer.write(2, bits: 2)  // dynamic Huffman
        header.write(into: &writer)
        let literalCodes = HuffmanCode.codes(for: literalLengths)
        let distanceCodes = HuffmanCode.codes(for: distanceLengths)
        var cursor = 0
        for index in 0..<matchCount {
            let match = matches[index]
            let start = Int(match.position)
            while cursor < start {
                let byte = Int(input[cursor])
                writer.write(UInt64(literalCodes[byte]), bits: Int(literalLengths[byte]))
                cursor += 1
            }
            let code = DistanceCode(distance: Int(match.distance))
            let distanceBits =
                UInt64(distanceCodes[code.symbol]) | UInt64(code.extraValue) << distanceLengths[code.symbol]
            let distanceCount = Int(distanceLengths[code.symbol]) + code.extraCount
            forEachChunk(of: Int(match.length)) { length in
                let entry = LengthCode.table[length]
                writer.write(
                    UInt64(literalCodes[entry.symbol]) | UInt64(entry.extraValue) << literalLengths[entry.symbol],
                    bits: Int(literalLengths[entry.symbol]) + entry.extraCount)
                writer.write(distanceBits, bits: distanceCount)
            }
            cursor = start + Int(match.length)
        }
        while cursor < count {
            let byte = Int(input[cursor])
            writer.write(UInt64(literalCodes[byte]), bits: Int(literalLengths[byte]))
            cursor += 1
        }
        writer.write(UInt64(literalCodes[256]), bits: Int(literalLengths[256]))
        writer.alignToByte()
        let checksum = UInt32(truncatingIfNeeded: libdeflate_adler32(1, input, count))
        for shift in [24, 16, 8, 0] { writer.writeByte(UInt8(truncatingIfNeeded: checksum >> UInt32(shift))) }
        return writer.count
    }

    /// The scratch bytes ``compress(_:count:stride:bpp:scratch:into:capacity:)`` needs for `count` input bytes.
    static func scratchBytes(count: Int) -> Int {
        matchCapacity(count: count) * MemoryLayout<Match>.stride + (1 << hashBits) * MemoryLayout<Int32>.stride
    }

    /// How many runs are kept before giving up: one per 64 bytes, and at least 4096. The weather card (1 MB of
    /// scanlines) has about 2,000; an image with more is better served by libdeflate, and the bound keeps the scratch
    /// memory below a fifth of the scanlines' size.
    static func matchCapacity(count: Int) -> Int { max(4096, count / 64) }

    /// The hash table of positions where no known distance matched: 2^14 entries.
    static let hashBits = 14

    /// The shortest run taken as a match: one RGBA pixel (a 3-byte match rarely pays for its codes here).
    static let minimumMatch = 4

    /// A run found: `length` bytes at `position` equal those `distance` bytes before.
    struct Match {
        var position: UInt32
        var length: UInt32
        var distance: UInt32
    }

    /// Splits a run into chunks deflate can code: 258 bytes at a time, the last two balanced so none is below 3.
    @inline(__always)
    static func forEachChunk(of length: Int, _ body: (Int) -> Void) {
        var left = length
        while left > maximumMatch {
            let chunk = left - maximumMatch < 3 ? left - 3 : maximumMatch
            body(chunk)
            left -= chunk
        }
        body(left)
    }

    /// Finds the runs greedily, left to right: the longest at one of `distances`, else one through the hash table of
    /// earlier unmatched positions. Counts the literal bytes between runs into `literals`; `nil` past `capacity`
    /// runs.
    static func findMatches(
        _ input: UnsafePointer<UInt8>, count: Int, distances: UnsafeBufferPointer<Int>,
        table: UnsafeMutablePointer<Int32>, into matches: UnsafeMutablePointer<Match>, capacity: Int,
        literals: UnsafeMutablePointer<UInt32>
    ) -> Int? {
        var found = 0
        var position = 0
        let raw = UnsafeRawPointer(input)
        while position < count {
            var bestLength = 0
            var bestDistance = 0
            if position + minimumMatch <= count {
                let here = raw.loadUnaligned(fromByteOffset: position, as: UInt32.self)
                for distance in distances
                where position >= distance
                    && here == raw.loadUnaligned(fromByteOffset: position - distance, as: UInt32.self)
                {
                    let length = runLength(raw, position, back: distance, count: count)
                    if length > bestLength {
                        bestLength = length
                        bestDistance = distance
                    }
                }
                if bestLength < minimumMatch {
                    let slot = Int((here &* 0x9E37_79B1) >> UInt32(32 - hashBits))
                    let candidate = Int(table[slot])
                    table[slot] = Int32(truncatingIfNeeded: position)
                    if candidate >= 0 && position - candidate <= 32768
                        && raw.loadUnaligned(fromByteOffset: candidate, as: UInt32.self) == here
                    {
                        bestDistance = position - candidate
                        bestLength = runLength(raw, position, back: bestDistance, count: count)
                    }
                }
            }
            if bestLength >= minimumMatch {
                guard found < capacity else { return nil }
                matches[found] = Match(
                    position: UInt32(position), length: UInt32(bestLength), distance: UInt32(bestDistance))
                found += 1
                position += bestLength
            } else {
                literals[Int(input[position])] += 1
                position += 1
            }
        }
        return found
    }

    /// How many bytes from `position` equal those `back` bytes earlier, 8 at a time.
    @inline(__always)
    static func runLength(_ raw: UnsafeRawPointer, _ position: Int, back: Int, count: Int) -> Int {
        var length = 0
        let limit = count - position
        while length + 8 <= limit {
            let difference =
                raw.loadUnaligned(fromByteOffset: position + length, as: UInt64.self)
                ^ raw.loadUnaligned(fromByteOffset: position + length - back, as: UInt64.self)
            if difference != 0 { return length + difference.littleEndian.trailingZeroBitCount / 8 }
            length += 8
        }
        while length < limit
            && raw.load(fromByteOffset: position + length, as: UInt8.self)
                == raw.load(fromByteOffset: position + length - back, as: UInt8.self)
        {
            length += 1
        }
        return length
    }
}
