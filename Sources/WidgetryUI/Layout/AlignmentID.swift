import Foundation

/// A type that you use to create custom alignment guides.
///
/// For example:
///
/// ```swift
/// private enum IconCenter: AlignmentID {
///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
/// }
/// extension VerticalAlignment { static let iconCenter = VerticalAlignment(IconCenter.self) }
/// ```
public protocol AlignmentID {
    /// The value of the guide for a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

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

enum LeadingAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum HorizontalCenterAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

enum TrailingAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

enum TopAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum VerticalCenterAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

enum BottomAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// Text sets its baselines explicitly; any other view's baseline is its bottom edge.
enum FirstTextBaselineAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

enum LastTextBaselineAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
