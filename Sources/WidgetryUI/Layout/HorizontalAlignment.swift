/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    /// The guide's identity, used by the layout engine.
    public let key: AlignmentKey

    /// Creates a custom horizontal alignment from an ``AlignmentID`` type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }

    init(_ id: any AlignmentID.Type, name: String) { key = AlignmentKey(id, axis: .horizontal, name: name) }

    /// Aligns the leading edges.
    public static let leading = HorizontalAlignment(LeadingAlignmentID.self, name: "leading")
    /// Aligns the horizontal centers.
    public static let center = HorizontalAlignment(HorizontalCenterAlignmentID.self, name: "center")
    /// Aligns the trailing edges.
    public static let trailing = HorizontalAlignment(TrailingAlignmentID.self, name: "trailing")

    public var description: String { key.name }
}
