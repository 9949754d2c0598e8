import Foundation

/// The name of a coordinate space in a resolved tree, as given to `coordinateSpace(name:)`.
///
/// Names are compared and hashed only, as SwiftUI does; they are the values authors write (strings, enum
/// cases), so the wrapper is `Sendable` although `AnyHashable` is not declared so.
public struct ResolvedCoordinateSpaceName: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The name.
    public let value: AnyHashable

    /// Creates a name.
    public init(_ value: AnyHashable) { self.value = value }

    public var description: String { String(describing: value.base) }
}
