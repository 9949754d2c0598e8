import Foundation

/// A description of a row or a column in a lazy grid.
///
/// A `LazyVGrid` sizes its columns, and a `LazyHGrid` its rows, from an array of grid items: fixed items take
/// their size, and what remains after them and the spacings is shared, in order, among the flexible and
/// adaptive items. For example:
///
/// ```swift
/// let columns = [GridItem(.fixed(40)), GridItem(.flexible()), GridItem(.flexible(), alignment: .leading)]
/// ```
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single flexible item: the space left by fixed items and spacing, divided among the flexible
        /// items, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item: as many of at least `minimum` as fit, then
        /// sharing that space, each at most `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item: the width of a column item or the height of a row item.
    public var size: GridItem.Size
    /// The spacing to the next item; `nil` uses the platform's default.
    public var spacing: CGFloat?
    /// The alignment to use when placing each view in the item's cells; `nil` uses the grid's.
    public var alignment: Alignment?

    /// Creates a grid item with the specified size, spacing, and alignment.
    ///
    /// - Parameters:
    ///   - size: The size of the grid item.
    ///   - spacing: The spacing to use between this and the next item.
    ///   - alignment: The alignment to use for this grid item.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
