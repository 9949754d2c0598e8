/// The direction of text and layout: left to right or right to left.
public enum LayoutDirection: Hashable, CaseIterable, Sendable, CustomStringConvertible {
    case leftToRight
    case rightToLeft

    public var description: String { self == .leftToRight ? "leftToRight" : "rightToLeft" }
}
