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

/// A resolved button: what it does when tapped and how it looks.
public struct ResolvedButton: Hashable, Sendable {
    /// What tapping the button does.
    public enum Action: Hashable, Sendable {
        /// Performs an App Intent: the only action a widget can run.
        case intent(AnyAppIntent)
        /// Runs a closure; widgets cannot run closures, so hosts open the app instead.
        case closure
    }

    /// The built-in button styles.
    public enum Style: String, Hashable, Sendable, CustomStringConvertible {
        case automatic, plain, borderless, bordered, borderedProminent, custom

        public var description: String { rawValue }
    }

    public var action: Action
    /// The role, such as `destructive`.
    public var role: ButtonRole?
    public var style: Style
    /// The button's tint: the `tint(_:)` in effect, or the accent color.
    public var tint: ResolvedPaint

    /// Creates a resolved button.
    public init(action: Action, role: ButtonRole? = nil, style: Style, tint: ResolvedPaint) {
        self.action = action
        self.role = role
        self.style = style
        self.tint = tint
    }
}

/// A resolved toggle: its state, the intent that flips it, and its look.
public struct ResolvedToggle: Hashable, Sendable {
    /// The built-in toggle styles.
    public enum Style: String, Hashable, Sendable, CustomStringConvertible {
        case automatic, `switch`, button, custom

        public var description: String { rawValue }
    }

    public var isOn: Bool
    /// The intent performed when tapped; a `SetValueIntent` receives the new state. `nil` for toggles
    /// bound to app state, which widgets cannot change.
    public var intent: AnyAppIntent?
    public var style: Style
    /// The toggle's tint: the `tint(_:)` in effect, or the accent color.
    public var tint: ResolvedPaint

    /// Creates a resolved toggle.
    public init(isOn: Bool, intent: AnyAppIntent?, style: Style, tint: ResolvedPaint) {
        self.isOn = isOn
        self.intent = intent
        self.style = style
        self.tint = tint
    }
}
