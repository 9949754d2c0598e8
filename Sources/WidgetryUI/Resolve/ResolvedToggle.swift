import WidgetryIntents

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
