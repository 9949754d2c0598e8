/// A style for rasterizing vector shapes.
public struct FillStyle: Hashable, Sendable {
    /// Whether to use the even-odd rule rather than the non-zero winding rule.
    public var isEOFilled: Bool
    /// Whether to antialias edges.
    public var isAntialiased: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
