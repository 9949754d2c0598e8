import WidgetryIntents

/// A resolved button: what it does when tapped and how it looks.
public struct ResolvedButton: Hashable, Sendable {
    /// What tapping the button does.
    public enum Action: Hashable, Sendable {
        /// Performs an App Intent: the only action a widget can run.
        case intent(AnyAppIntent)
        /// Runs a closure; widgets cannot run closures, so hosts open the app instead.
        case closure
        /// Nothing: the button is disabled (`disabled(true)`), so it has no hit region.
        case disabled
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
