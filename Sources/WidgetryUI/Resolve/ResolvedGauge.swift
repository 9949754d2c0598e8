import Foundation
import WidgetryIntents

/// A resolved gauge: its value within its bounds and its style.
public struct ResolvedGauge: Hashable, Sendable {
    /// The built-in gauge styles.
    public enum Style: String, Hashable, Sendable, CustomStringConvertible {
        case automatic, linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular
        case accessoryCircularCapacity, circular, linear

        public var description: String { rawValue }
    }

    public var value: Double
    public var lowerBound: Double
    public var upperBound: Double
    public var style: Style
    /// The gauge's tint: the `tint(_:)` in effect, or the accent color.
    public var tint: ResolvedPaint

    /// Creates a resolved gauge.
    public init(value: Double, lowerBound: Double, upperBound: Double, style: Style, tint: ResolvedPaint) {
        self.value = value
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.style = style
        self.tint = tint
    }

    /// How full the gauge is, from 0 to 1.
    public var fraction: Double {
        guard upperBound > lowerBound else { return 0 }
        return min(max((value - lowerBound) / (upperBound - lowerBound), 0), 1)
    }
}
