extension ScanlineDeflater {
    /// Deflate's length symbols (257–285) and extra bits for every match length 3–258.
    struct LengthCode {
        var symbol: Int
        var extraCount: Int
        var extraValue: Int

        static let bases = [
            3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
            227,
            258,
        ]
        static let extras = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]

        /// Indexed by length; entries below 3 are unused.
        static let table: [LengthCode] = (0...258).map { length in
            guard length >= 3 else { return LengthCode(symbol: 0, extraCount: 0, extraValue: 0) }
            let index = bases.lastIndex { $0 <= length }!
            return LengthCode(symbol: 257 + index, extraCount: extras[index], extraValue: length - bases[index])
        }

        static func extraBits(symbol: Int) -> Int { extras[symbol - 257] }
    }

    /// Deflate's distance symbol (0–29) and extra bits for one distance (1–32768).
    struct DistanceCode {
        var symbol: Int
        var extraCount: Int
        var extraValue: Int

        static let bases = [
            1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
            6145, 8193, 12289, 16385, 24577,
        ]

        static func extraBits(_ symbol: Int) -> Int { symbol < 4 ? 0 : symbol / 2 - 1 }

        init(distance: Int) {
            let index = Self.bases.lastIndex { $0 <= distance }!
            symbol = index
            extraCount = Self.extraBits(index)
            extraValue = distance - Self.bases[index]
        }
    }

    /// Length-limited Huffman codes, as deflate wants them: lengths first, then canonical codes.
    enum HuffmanCode {
        /// Code lengths for the frequencies, none above `limit`; zero for unused symbols. At least two symbols get a
        /// code, so every code is complete (inflaters reject most incomplete ones).
        static func lengths(for frequencies: [UInt32], limit: Int) -> [UInt8] {
            var lengths = [UInt8](repeating: 0, count: frequencies.count)
            var used = frequencies.indices.filter { frequencies[$0] > 0 }
            if used.count < 2 {
                for symbol in frequencies.indices where !used.contains(symbol) && used.count < 2 { used.append(symbol) }
                for symbol in used { lengths[symbol] = 1 }
                return lengths
            }
            // Huffman's algorithm over (weight, node) pairs; leaves are 0..<n, inner nodes follow.
            used.sort { (frequencies[$0], $0) < (frequencies[$1], $1) }
            let leaves = used.count
            var parent = [Int](repeating: 0, count: 2 * leaves - 1)
            var weight = used.map { UInt64(frequencies[$0]) } + [UInt64](repeating: 0, count: leaves - 1)
            // Two queues: sorted leaves, and inner nodes (made in increasing weight).
            var nextLeaf = 0
            var nextInner = leaves
            var made = leaves
            func takeSmallest() -> Int {
                if nextLeaf < leaves && (nextInner >= made || weight[nextLeaf] <= weight[nextInner]) {
                    nextLeaf += 1
                    return nextLeaf - 1
                }
                nextInner += 1
                return nextInner - 1
            }
            while made < 2 * leaves - 1 {
                let first = takeSmallest()
                let second = takeSmallest()
                weight[made] = weight[first] + weight[second]
                parent[first] = made
                parent[second] = made
                made += 1
            }
            // Depths from the root down; count leaves per depth.
            var depth = [Int](repeating: 0, count: 2 * leaves - 1)
            var counts = [Int](repeating: 0, count: max(limit, 64) + 1)
            for node in Swift.stride(from: 2 * leaves - 3, through: 0, by: -1) {
                depth[node] = depth[parent[node]] + 1
                if node < leaves { counts[min(depth[node], counts.count - 1)] += 1 }
            }
            limitLengths(&counts, limit: limit)
            // The longest codes go to the rarest symbols (the start of `used`).
            var symbolIndex = 0
            for length in Swift.stride(from: limit, through: 1, by: -1) {
                for _ in 0..<counts[length] {
                    lengths[used[symbolIndex]] = UInt8(length)
                    symbolIndex += 1
                }
            }
            return lengths
        }

        /// Moves leaves deeper than `limit` up and rebalances so the Kraft sum is exactly one (miniz's method).
        static func limitLengths(_ counts: inout [Int], limit: Int) {
            for length in (limit + 1)..<counts.count {
                counts[limit] += counts[length]
                counts[length] = 0
            }
            var total = 0
            for length in 1...limit { total += counts[length] << (limit - length) }
            while total > 1 << limit {
                counts[limit] -= 1
                for length in Swift.stride(from: limit - 1, through: 1, by: -1) where counts[length] > 0 {
                    counts[length] -= 1
                    counts[length + 1] += 2
                    break
                }
                total -= 1
            }
        }

        /// Canonical codes for the lengths, bit-reversed (deflate writes codes most significant bit first into an
        /// LSB-first stream).
        static func codes(for lengths: [UInt8]) -> [UInt32] {
            var countPerLength = [UInt32](repeating: 0, count: 16)
            for length in lengths where length > 0 { countPerLength[Int(length)] += 1 }
            var next = [UInt32](repeating: 0, count: 16)
            var code: UInt32 = 0
            for length in 1..<16 {
                next[length] = code
                code = (code + countPerLength[length]) << 1
            }
            return lengths.map { length in
                guard length > 0 else { return 0 }
                let value = next[Int(length)]
                next[Int(length)] += 1
                var reversed: UInt32 = 0
                for bit in 0..<Int(length) where value & (1 << UInt32(bit)) != 0 {
                    reversed |= 1 << UInt32(Int(length) - 1 - bit)
                }
                return reversed
            }
        }
    }
}
