import Foundation

/// The identity of an alignment guide: which ``AlignmentID`` type it is, on which axis.
///
/// Layout code uses it to key explicit guide values and to ask a guide for its default value.
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    /// Holds the identifying metatype. Metatypes are immutable and `AlignmentID` requirements are
    /// nonisolated static functions, so sharing one across threads is safe.
    private struct MetatypeBox: @unchecked Sendable {
        let type: any AlignmentID.Type
    }

    private let box: MetatypeBox
    /// The axis the guide aligns along: `.horizontal` for ``HorizontalAlignment`` guides.
    public let axis: Axis
    /// A readable name: `leading`, `center`, `firstTextBaseline` or the custom type's name.
    public let name: String

    init(_ type: any AlignmentID.Type, axis: Axis, name: String? = nil) {
        self.box = MetatypeBox(type: type)
        self.axis = axis
        self.name = name ?? String(describing: type)
    }

    /// The guide's value for a view with the given dimensions and no explicit value.
    public func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        box.type.defaultValue(in: dimensions)
    }

    public static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.box.type) == ObjectIdentifier(rhs.box.type) && lhs.axis == rhs.axis
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(box.type))
        hasher.combine(axis)
    }

    public var description: String { name }
}
