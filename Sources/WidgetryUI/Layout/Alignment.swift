/// An alignment in both axes.
///
/// For example, `ZStack(alignment: .topLeading) { … }`.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    /// Creates an alignment from a horizontal and a vertical guide.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The `center` alignment.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The `leading` alignment.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The `trailing` alignment.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The `top` alignment.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The `bottom` alignment.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The `topLeading` alignment.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The `topTrailing` alignment.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The `bottomLeading` alignment.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The `bottomTrailing` alignment.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// The `centerFirstTextBaseline` alignment.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// The `centerLastTextBaseline` alignment.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// The `leadingFirstTextBaseline` alignment.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// The `leadingLastTextBaseline` alignment.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// The `trailingFirstTextBaseline` alignment.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// The `trailingLastTextBaseline` alignment.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    public var description: String {
        switch (horizontal, vertical) {
        case (.center, .center): "center"
        case (.leading, .center): "leading"
        case (.trailing, .center): "trailing"
        case (.center, .top): "top"
        case (.center, .bottom): "bottom"
        case (.leading, .top): "topLeading"
        case (.trailing, .top): "topTrailing"
        case (.leading, .bottom): "bottomLeading"
        case (.trailing, .bottom): "bottomTrailing"
        default: "(\(horizontal), \(vertical))"
        }
    }
}
