/// Styles for the end points of lines.
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square
}
