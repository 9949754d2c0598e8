import Foundation

/// A unique identifier for identifying publisher streams.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private static let counter = IdentifierCounter()
    private let rawValue: UInt64

    /// Creates a unique Combine identifier.
    public init() {
        rawValue = Self.counter.next()
    }

    /// Creates a Combine identifier, using the bit pattern of the provided object.
    public init(_ obj: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj)))
    }

    public var description: String {
        "0x" + String(rawValue, radix: 16)
    }
}

/// The source of fresh identifiers: a counter behind a lock.
private final class IdentifierCounter: @unchecked Sendable {
    // @unchecked: `value` is only touched under `lock`.
    private let lock = Lock()
    private var value: UInt64 = 0

    func next() -> UInt64 {
        lock.withLock {
            value += 1
            // The high bit keeps counter identifiers apart from object addresses.
            return value | (1 << 63)
        }
    }
}

/// A protocol for uniquely identifying publisher streams.
public protocol CustomCombineIdentifierConvertible {
    /// A unique identifier for publisher streams.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The object's identity.
    public var combineIdentifier: CombineIdentifier {
        CombineIdentifier(self)
    }
}
