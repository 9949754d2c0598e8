import CWidgetryPango
import Synchronization

/// Memory the PNG encoder and the raster path reuse between calls: a fresh megabyte per image costs more in page
/// faults (the kernel zeroing new pages) than filtering it does.
///
/// Each pool hands an item to one caller at a time and keeps a few for the next; concurrent renders each take their
/// own. Items beyond the limit are freed.
enum EncoderScratch {
    /// A block of bytes.
    struct Block: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
        let capacity: Int
    }

    /// A libdeflate compressor at one level.
    struct Compressor: @unchecked Sendable {
        let pointer: OpaquePointer
        let level: Int32
    }

    /// Blocks kept for reuse: at most ``keptBlocks``, each at most ``largestKeptBlock`` bytes.
    private static let blocks = Mutex<[Block]>([])
    private static let compressors = Mutex<[Compressor]>([])
    static let keptBlocks = 4
    static let largestKeptBlock = 64 << 20
    static let keptCompressors = 4

    /// Runs `body` with at least `capacity` bytes of uninitialized memory.
    static func withBlock<T>(capacity: Int, _ body: (UnsafeMutableRawPointer) throws -> T) rethrows -> T {
        let block =
            blocks.withLock { kept -> Block? in
                guard let index = kept.firstIndex(where: { $0.capacity >= capacity }) else { return nil }
                return kept.remove(at: index)
            }
            ?? Block(
                pointer: UnsafeMutableRawPointer.allocate(byteCount: max(capacity, 1), alignment: 64),
                capacity: max(capacity, 1))
        defer { giveBack(block) }
        return try body(block.pointer)
    }

    private static func giveBack(_ block: Block) {
        let freed = blocks.withLock { kept -> [Block] in
            guard block.capacity <= largestKeptBlock else { return [block] }
            kept.append(block)
            kept.sort { $0.capacity < $1.capacity }
            guard kept.count > keptBlocks else { return [] }
            // Keep the largest: they serve every smaller request too.
            return [kept.removeFirst()]
        }
        for block in freed { block.pointer.deallocate() }
    }

    /// Runs `body` with a libdeflate compressor at `level`.
    static func withCompressor<T>(level: Int32, _ body: (OpaquePointer) throws -> T) rethrows -> T {
        let reused = compressors.withLock { kept -> Compressor? in
            guard let index = kept.firstIndex(where: { $0.level == level }) else { return nil }
            return kept.remove(at: index)
        }
        let compressor: Compressor
        if let reused {
            compressor = reused
        } else {
            guard let pointer = libdeflate_alloc_compressor(level) else {
                // libdeflate only fails to allocate when out of memory.
                preconditionFailure("libdeflate could not allocate a compressor")
            }
            compressor = Compressor(pointer: pointer, level: level)
        }
        defer {
            let freed = compressors.withLock { kept -> Compressor? in
                kept.append(compressor)
                return kept.count > keptCompressors ? kept.removeFirst() : nil
            }
            if let freed { libdeflate_free_compressor(freed.pointer) }
        }
        return try body(compressor.pointer)
    }
}
