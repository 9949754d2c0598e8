/// Styles for the joins between connected lines.
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
}
