import Foundation

/// The inset distances for the sides of a rectangle.
///
/// For example, `.padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Creates insets with the given lengths on each edge.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates zero insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Creates insets with the same length on every edge; our addition, handy for widget margins.
    public init(_all length: CGFloat) { self.init(top: length, leading: length, bottom: length, trailing: length) }

    public var description: String {
        "(top: \(top.compact), leading: \(leading.compact), bottom: \(bottom.compact), trailing: \(trailing.compact))"
    }
}

extension CGFloat {
    /// A short rendering for dumps: `16` rather than `16.0`, `inf` for infinity.
    var compact: String { Double(self).compact }
}

extension Double {
    /// A short rendering for dumps: `16` rather than `16.0`, `inf` for infinity.
    var compact: String {
        if isInfinite { return self > 0 ? "inf" : "-inf" }
        if self == rounded() && abs(self) < 1e15 { return String(Int64(self)) }
        let text = String(format: "%.4f", self)
        var trimmed = Substring(text)
        while trimmed.hasSuffix("0") { trimmed = trimmed.dropLast() }
        if trimmed.hasSuffix(".") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
