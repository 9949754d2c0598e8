import Foundation

/// Text a host keeps by the million, such as the summaries of stored timeline entries: either an ordinary `String`,
/// or a range of UTF-8 bytes in a block that a ``CompactTextBuffer`` filled, made into a `String` only when read.
///
/// A resume reads every stored entry's summary. Making each into a `String` costs an allocation (and later a free)
/// per entry, millions of them at a million widgets, for text that is mostly never read. Kept as ranges of shared
/// blocks, the same text costs a copy of its bytes. Equality and hashing are by content, whichever way the text is
/// kept:
///
/// ```swift
/// var buffer = CompactTextBuffer()
/// let kept = buffer.append(Array("sunny, 21°".utf8)[...])
/// kept == CompactText("sunny, 21°")  // true
/// kept.string                          // "sunny, 21°"
/// ```
public struct CompactText: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    private enum Storage: Sendable {
        case string(String)
        case block(CompactTextBlock, start: UInt32, count: UInt32)
    }

    private let storage: Storage

    /// Text kept as the given string.
    public init(_ string: String) {
        storage = .string(string)
    }

    /// Text kept as the given string literal.
    public init(stringLiteral value: String) {
        storage = .string(value)
    }

    fileprivate init(block: CompactTextBlock, start: Int, count: Int) {
        storage = .block(block, start: UInt32(start), count: UInt32(count))
    }

    /// The text as a `String` (made from its bytes when it is kept in a block).
    public var string: String {
        switch storage {
        case .string(let string): return string
        case .block(let block, let start, let count):
            return String(
                decoding: UnsafeBufferPointer(start: block.bytes + Int(start), count: Int(count)), as: UTF8.self)
        }
    }

    public var description: String { string }

    /// Calls `body` with the text's UTF-8 bytes, without making a `String` of text kept in a block.
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        switch storage {
        case .string(var string): return try string.withUTF8(body)
        case .block(let block, let start, let count):
            return try withExtendedLifetime(block) {
                try body(UnsafeBufferPointer(start: block.bytes + Int(start), count: Int(count)))
            }
        }
    }

    public static func == (lhs: CompactText, rhs: CompactText) -> Bool {
        if case .string(let left) = lhs.storage, case .string(let right) = rhs.storage { return left == right }
        // Text kept in a block was valid UTF-8 (the buffer repairs what is not, as `String` does), so equal bytes
        // are equal text; a string's bytes are compared the same way.
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                left.count == right.count
                    && (left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
    }

    public func hash(into hasher: inout Hasher) {
        withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension CompactText: Codable {
    /// Decodes the text from a string.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the text as a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(string)
    }
}

/// Collects many short texts into shared blocks of bytes, each handed out as a ``CompactText``.
///
/// One buffer is filled by one reader at a time (it is a value that a load keeps in a local variable); the texts it
/// hands out are `Sendable` and outlive it. A block is freed when the last text in it is.
public struct CompactTextBuffer {
    /// Bytes per block; longer texts are kept as strings.
    static let blockSize = 64 * 1024

    private var block: CompactTextBlock?
    private var used = 0

    /// An empty buffer.
    public init() {}

    /// Copies the bytes into the buffer and returns them as text. Bytes that are not valid UTF-8 are repaired as
    /// `String(decoding:as:)` repairs them.
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) -> CompactText {
        let count = bytes.count
        if count == 0 { return CompactText("") }
        guard count <= Self.blockSize / 4, Self.isASCIIOrValidUTF8(bytes) else {
            return CompactText(String(decoding: bytes, as: UTF8.self))
        }
        if block == nil || used + count > Self.blockSize {
            block = CompactTextBlock(capacity: Self.blockSize)
            used = 0
        }
        let current = block!
        (current.bytes + used).update(from: bytes.baseAddress!, count: count)
        defer { used += count }
        return CompactText(block: current, start: used, count: count)
    }

    /// Copies the bytes of a slice of an array (for tests and callers without a pointer).
    public mutating func append(_ bytes: ArraySlice<UInt8>) -> CompactText {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Whether the bytes can be kept as they are: ASCII (checked eight bytes at a time), or valid UTF-8.
    private static func isASCIIOrValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        let base = UnsafeRawPointer(bytes.baseAddress!)
        while index + 8 <= count {
            if base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
                return String(validating: bytes, as: UTF8.self) != nil
            }
            index += 8
        }
        while index < count {
            if bytes[index] & 0x80 != 0 { return String(validating: bytes, as: UTF8.self) != nil }
            index += 1
        }
        return true
    }
}

/// A fixed block of bytes that texts point into.
///
/// `@unchecked Sendable`: the block never moves or grows, a ``CompactTextBuffer`` writes each byte once, before
/// the ``CompactText`` that covers it exists, and texts only read their own ranges, so no byte is ever written
/// while another thread can read it.
final class CompactTextBlock: @unchecked Sendable {
    let bytes: UnsafeMutablePointer<UInt8>

    init(capacity: Int) {
        bytes = .allocate(capacity: capacity)
    }

    deinit {
        bytes.deallocate()
    }
}
