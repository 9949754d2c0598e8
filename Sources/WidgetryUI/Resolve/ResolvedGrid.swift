import Foundation

/// A resolved grid: its alignment and spacing.
public struct ResolvedGrid: Hashable, Sendable {
    /// How cells align within their column and row.
    public var alignment: Alignment
    /// The distance between columns; `nil` means the default.
    public var horizontalSpacing: CGFloat?
    /// The distance between rows; `nil` means the default.
    public var verticalSpacing: CGFloat?

    /// Creates a resolved grid.
    public init(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
}
