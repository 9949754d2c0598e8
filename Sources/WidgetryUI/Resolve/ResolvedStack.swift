import Foundation

/// A resolved stack: its axis, alignment and spacing.
public struct ResolvedStack: Hashable, Sendable {
    /// `.horizontal` for an HStack, `.vertical` for a VStack, `nil` for a ZStack.
    public var axis: Axis?
    /// How children align across the axis; for a ZStack, in both axes. An HStack uses only `vertical`,
    /// a VStack only `horizontal`.
    public var alignment: Alignment
    /// The distance between adjacent children; `nil` means the system's default spacing.
    public var spacing: CGFloat?
    /// Whether the stack was declared lazy (`LazyVStack`, `LazyHStack`).
    public var isLazy: Bool

    /// Creates a resolved stack.
    public init(axis: Axis?, alignment: Alignment, spacing: CGFloat?, isLazy: Bool = false) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.isLazy = isLazy
    }
}
