extension ScanlineDeflater {
    /// A dynamic block's header: how many literal/length and distance codes there are, and their lengths, run-length
    /// coded with the code-length alphabet (RFC 1951, 3.2.7).
    struct BlockHeader {
        /// The order code-length code lengths are stored in.
        static let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

        var literalCount: Int
        var distanceCount: Int
        /// The run-length coded lengths: a code-length symbol (0–18) and its extra bits.
        var runs: [(symbol: Int, extraCount: Int, extraValue: Int)] = []
        var codeLengthLengths: [UInt8]
        var codeLengthCodes: [UInt32]
        var storedCodeLengthCount: Int

        init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
            literalCount = max(257, (literalLengths.lastIndex { $0 > 0 } ?? 0) + 1)
            distanceCount = max(1, (distanceLengths.lastIndex { $0 > 0 } ?? 0) + 1)
            let all = Array(literalLengths[..<literalCount]) + Array(distanceLengths[..<distanceCount])
            var index = 0
            while index < all.count {
                let length = all[index]
                var repeats = 1
                while index + repeats < all.count && all[index + repeats] == length { repeats += 1 }
                var left = repeats
                if length == 0 {
                    while left >= 11 {
                        let take = min(left, 138)
                        runs.append((18, 7, take - 11))
                        left -= take
                    }
                    if left >= 3 {
                        runs.append((17, 3, left - 3))
                        left = 0
                    }
                } else {
                    runs.append((Int(length), 0, 0))
                    left -= 1
                    while left >= 3 {
                        let take = min(left, 6)
                        runs.append((16, 2, take - 3))
                        left -= take
                    }
                }
                for _ in 0..<left { runs.append((Int(length), 0, 0)) }
                index += repeats
            }
            var frequencies = [UInt32](repeating: 0, count: 19)
            for run in runs { frequencies[run.symbol] += 1 }
            codeLengthLengths = HuffmanCode.lengths(for: frequencies, limit: 7)
            codeLengthCodes = HuffmanCode.codes(for: codeLengthLengths)
            let lengths = codeLengthLengths
            storedCodeLengthCount = max(4, (Self.order.lastIndex { lengths[$0] > 0 } ?? 0) + 1)
        }

        /// The header's size in bits, after the three bits of the block type.
        var bitCount: Int {
            var bits = 5 + 5 + 4 + 3 * storedCodeLengthCount
            for run in runs { bits += Int(codeLengthLengths[run.symbol]) + run.extraCount }
            return bits
        }

        func write(into writer: inout BitWriter) {
            writer.write(UInt64(literalCount - 257), bits: 5)
            writer.write(UInt64(distanceCount - 1), bits: 5)
            writer.write(UInt64(storedCodeLengthCount - 4), bits: 4)
            for symbol in Self.order[..<storedCodeLengthCount] {
                writer.write(UInt64(codeLengthLengths[symbol]), bits: 3)
            }
            for run in runs {
                writer.write(UInt64(codeLengthCodes[run.symbol]), bits: Int(codeLengthLengths[run.symbol]))
                if run.extraCount > 0 { writer.write(UInt64(run.extraValue), bits: run.extraCount) }
            }
        }
    }

    /// Writes bits least significant first, as deflate packs them, into memory known to be large enough.
    struct BitWriter {
        let start: UnsafeMutablePointer<UInt8>
        var next: UnsafeMutablePointer<UInt8>
        var buffer: UInt64 = 0
        var pending = 0

        init(_ start: UnsafeMutablePointer<UInt8>) {
            self.start = start
            next = start
        }

        /// The bytes written so far (after ``alignToByte()``, all of them).
        var count: Int { next - start }

        @inline(__always)
        mutating func write(_ value: UInt64, bits: Int) {
            buffer |= value << UInt64(pending)
            pending += bits
            if pending >= 32 {
                UnsafeMutableRawPointer(next).storeBytes(
                    of: UInt32(truncatingIfNeeded: buffer).littleEndian, as: UInt32.self)
                next += 4
                buffer >>= 32
                pending -= 32
            }
        }

        /// Flushes the bits left, padding the last byte with zeros.
        mutating func alignToByte() {
            while pending > 0 {
                next.pointee = UInt8(truncatingIfNeeded: buffer)
                next += 1
                buffer >>= 8
                pending = max(0, pending - 8)
            }
        }

        mutating func writeByte(_ byte: UInt8) {
            precondition(pending == 0, "bytes are written only on byte boundaries")
            next.pointee = byte
            next += 1
        }
    }
}
