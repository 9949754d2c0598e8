/// An alignment position for lines of text within a multiline text view.
public enum TextAlignment: Hashable, CaseIterable, Sendable, CustomStringConvertible {
    case leading, center, trailing

    public var description: String {
        switch self {
        case .leading: "leading"
        case .center: "center"
        case .trailing: "trailing"
        }
    }
}
