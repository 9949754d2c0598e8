import Foundation

/// A resolved progress view.
public struct ResolvedProgress: Hashable, Sendable {
    /// What the progress view shows.
    public enum Kind: Hashable, Sendable {
        /// A known fraction from 0 to 1.
        case determinate(fraction: Double)
        /// Activity without a known amount.
        case indeterminate
        /// Progress through a time interval, advancing live.
        case timer(ClosedRange<Date>, countsDown: Bool)
    }

    /// The built-in progress styles.
    public enum Style: String, Hashable, Sendable, CustomStringConvertible {
        case automatic, linear, circular

        public var description: String { rawValue }
    }

    public var kind: Kind
    public var style: Style
    /// The bar's tint: the `tint(_:)` in effect, or the accent color.
    public var tint: ResolvedPaint

    /// Creates a resolved progress view.
    public init(kind: Kind, style: Style, tint: ResolvedPaint) {
        self.kind = kind
        self.style = style
        self.tint = tint
    }
}
