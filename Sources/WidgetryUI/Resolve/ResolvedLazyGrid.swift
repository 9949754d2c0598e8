import Foundation

/// A resolved `LazyVGrid` or `LazyHGrid`: the items that size its columns (or rows), its alignment and spacing.
///
/// The node's children are the cells, in order: a vertical grid fills each row of columns before the next
/// row, a horizontal grid each column of rows before the next column.
public struct ResolvedLazyGrid: Hashable, Sendable {
    /// One column of a vertical grid or one row of a horizontal grid, as a `GridItem` describes it.
    public struct Item: Hashable, Sendable {
        /// How the item is sized.
        public enum Size: Hashable, Sendable {
            case fixed(CGFloat)
            case flexible(minimum: CGFloat, maximum: CGFloat)
            case adaptive(minimum: CGFloat, maximum: CGFloat)
        }

        /// How the item is sized.
        public var size: Size
        /// The distance to the next item; `nil` means the default.
        public var spacing: CGFloat?
        /// How cells align in the item; `nil` means the grid's alignment.
        public var alignment: Alignment?

        /// Creates an item.
        public init(size: Size, spacing: CGFloat?, alignment: Alignment?) {
            self.size = size
            self.spacing = spacing
            self.alignment = alignment
        }

        /// The resolved form of a grid item.
        public init(_ item: GridItem) {
            switch item.size {
            case .fixed(let length): size = .fixed(length)
            case .flexible(let minimum, let maximum): size = .flexible(minimum: minimum, maximum: maximum)
            case .adaptive(let minimum, let maximum): size = .adaptive(minimum: minimum, maximum: maximum)
            }
            spacing = item.spacing
            alignment = item.alignment
        }
    }

    /// `.vertical` for a `LazyVGrid` (the items are columns), `.horizontal` for a `LazyHGrid` (rows).
    public var axis: Axis
    /// The columns of a vertical grid or the rows of a horizontal one.
    public var items: [Item]
    /// How cells align in their cell when their item sets no alignment: a vertical grid's horizontal alignment
    /// with `center` vertically, or a horizontal grid's vertical alignment with `center` horizontally.
    public var alignment: Alignment
    /// The distance between rows of a vertical grid, or columns of a horizontal one; `nil` means the default.
    public var spacing: CGFloat?
    /// The views pinned in a scroll view; nothing scrolls in a widget.
    public var pinnedViews: PinnedScrollableViews

    /// Creates a resolved lazy grid.
    public init(
        axis: Axis, items: [Item], alignment: Alignment, spacing: CGFloat?,
        pinnedViews: PinnedScrollableViews = []
    ) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
    }
}

extension PinnedScrollableViews: Hashable {}

extension ResolvedLazyGrid {
    /// One line for dumps: `LazyVGrid(columns: [fixed(40), flexible(10…∞)], alignment: center, spacing: 4)`.
    var summary: String {
        let name = axis == .vertical ? "LazyVGrid" : "LazyHGrid"
        var parts = ["\(axis == .vertical ? "columns" : "rows"): [\(items.map(\.summary).joined(separator: ", "))]"]
        parts.append("alignment: \(axis == .vertical ? "\(alignment.horizontal)" : "\(alignment.vertical)")")
        if let spacing { parts.append("spacing: \(spacing.compact)") }
        return "\(name)(\(parts.joined(separator: ", ")))"
    }
}

extension ResolvedLazyGrid.Item {
    /// The item as `fixed(40)`, `flexible(10…∞)` or `adaptive(50…∞)`, with its spacing and alignment if set.
    var summary: String {
        func bound(_ value: CGFloat) -> String { value.isFinite ? value.compact : "∞" }
        var text: String
        switch size {
        case .fixed(let length): text = "fixed(\(length.compact))"
        case .flexible(let minimum, let maximum): text = "flexible(\(bound(minimum))…\(bound(maximum)))"
        case .adaptive(let minimum, let maximum): text = "adaptive(\(bound(minimum))…\(bound(maximum)))"
        }
        if let spacing { text += " spacing: \(spacing.compact)" }
        if let alignment { text += " alignment: \(alignment)" }
        return text
    }
}
