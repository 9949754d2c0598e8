/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    /// The guide's identity, used by the layout engine.
    public let key: AlignmentKey

    /// Creates a custom vertical alignment from an ``AlignmentID`` type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }

    init(_ id: any AlignmentID.Type, name: String) { key = AlignmentKey(id, axis: .vertical, name: name) }

    /// Aligns the top edges.
    public static let top = VerticalAlignment(TopAlignmentID.self, name: "top")
    /// Aligns the vertical centers.
    public static let center = VerticalAlignment(VerticalCenterAlignmentID.self, name: "center")
    /// Aligns the bottom edges.
    public static let bottom = VerticalAlignment(BottomAlignmentID.self, name: "bottom")
    /// Aligns the baselines of the first lines of text.
    public static let firstTextBaseline = VerticalAlignment(
        FirstTextBaselineAlignmentID.self, name: "firstTextBaseline")
    /// Aligns the baselines of the last lines of text.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignmentID.self, name: "lastTextBaseline")

    public var description: String { key.name }
}
