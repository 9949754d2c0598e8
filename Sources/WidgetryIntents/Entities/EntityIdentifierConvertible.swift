import Foundation

/// An entity identifier type that converts to and from a string, so configurations can store it.
///
/// `String`, `Int` and `UUID` conform.
public protocol EntityIdentifierConvertible {
    /// The identifier as a string.
    var entityIdentifierString: String { get }

    /// The identifier a string stands for, or `nil` when the string is not one.
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    /// The string itself.
    public var entityIdentifierString: String { self }

    /// The string itself.
    public static func entityIdentifier(for entityIdentifierString: String) -> String? {
        entityIdentifierString
    }
}

extension Int: EntityIdentifierConvertible {
    /// The decimal digits.
    public var entityIdentifierString: String { String(self) }

    /// The integer the decimal digits spell, or `nil`.
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? {
        Int(entityIdentifierString)
    }
}

extension UUID: EntityIdentifierConvertible {
    /// The UUID's string, such as `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`.
    public var entityIdentifierString: String { uuidString }

    /// The UUID the string spells, or `nil`.
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
        UUID(uuidString: entityIdentifierString)
    }
}
