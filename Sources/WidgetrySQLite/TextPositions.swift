import Foundation

/// Positions of text keys (instance ids) found by their UTF-8 bytes as SQLite hands them over: a load of a million
/// instances looks ids up several million times, and a `[String: Int]` would make a string of each row's id and
/// hash it with SipHash into a table of 24-byte buckets. Here keys are kept once, end to end, in one byte buffer,
/// hashed with FNV-1a into a table of 4-byte slots (open addressing, linear probing, at most half full).
struct TextPositions {
    private var keyBytes: [UInt8] = []
    /// Where each key starts in `keyBytes`, and where the last one ends.
    private var starts: [Int] = [0]
    /// Key positions, -1 for an empty slot.
    private var slots: [Int32]

    /// An empty table with room for `capacity` keys.
    init(capacity: Int) {
        slots = Array(repeating: -1, count: Self.slotCount(for: capacity))
        starts.reserveCapacity(capacity + 1)
        keyBytes.reserveCapacity(capacity * 16)
    }

    /// How many keys there are.
    var count: Int { starts.count - 1 }

    /// The position of a key: the number of keys added before it.
    func position(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        while true {
            let held = slots[slot]
            if held < 0 { return nil }
            if matches(Int(held), key) { return Int(held) }
            slot = (slot + 1) & mask
        }
    }

    /// The position of a key given as a string.
    func position(of key: String) -> Int? {
        var key = key
        return key.withUTF8 { position(of: $0) }
    }

    /// Adds a key at the next position and returns it, or returns the position it already has.
    @discardableResult
    mutating func insert(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        if let known = position(of: key) { return known }
        if (count + 1) * 2 > slots.count { rehash(to: Self.slotCount(for: (count + 1) * 2)) }
        let position = count
        keyBytes.append(contentsOf: key)
        starts.append(keyBytes.count)
        place(position, hash: Self.hash(key))
        return position
    }

    /// Adds a key given as a string.
    @discardableResult
    mutating func insert(_ key: String) -> Int {
        var key = key
        return key.withUTF8 { insert($0) }
    }

    private func matches(_ position: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[position]
        let end = starts[position + 1]
        guard end - start == key.count else { return false }
        return keyBytes.withUnsafeBufferPointer { held in
            key.isEmpty || memcmp(held.baseAddress! + start, key.baseAddress!, key.count) == 0
        }
    }

    private mutating func place(_ position: Int, hash: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(position)
    }

    private mutating func rehash(to slotCount: Int) {
        slots = Array(repeating: -1, count: slotCount)
        for position in 0..<count {
            let hash = keyBytes.withUnsafeBufferPointer { held in
                Self.hash(UnsafeBufferPointer(rebasing: held[starts[position]..<starts[position + 1]]))
            }
            place(position, hash: hash)
        }
    }

    /// A power of two at least twice `capacity`.
    private static func slotCount(for capacity: Int) -> Int {
        var count = 16
        while count < capacity * 2 { count *= 2 }
        return count
    }

    /// FNV-1a over the bytes, with the high bits folded in for the table's low-bit mask.
    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
