/// Environment values Widgetry uses internally; SwiftUI keeps their equivalents private too.
extension EnvironmentValues {
    private struct ForegroundStylesKey: EnvironmentKey { static let defaultValue = ForegroundStyleSet() }
    private struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
    private struct TextStyleKey: EnvironmentKey { static let defaultValue = TextStyleState() }
    private struct LineLimitReservesSpaceKey: EnvironmentKey { static let defaultValue = false }
    private struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }
    private struct InvalidatableKey: EnvironmentKey { static let defaultValue = false }
    private struct WidgetAccentableKey: EnvironmentKey { static let defaultValue = false }
    private struct AccentedRenderingModeKey: EnvironmentKey {
        static let defaultValue: WidgetAccentedRenderingMode? = nil
    }

    var _foregroundStyles: ForegroundStyleSet {
        get { self[ForegroundStylesKey.self] }
        set { self[ForegroundStylesKey.self] = newValue }
    }

    var _tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// Text attributes set on views (`bold()`, `fontWeight(_:)`, …) rather than on `Text`.
    var _textStyle: TextStyleState {
        get { self[TextStyleKey.self] }
        set { self[TextStyleKey.self] = newValue }
    }

    var _lineLimitReservesSpace: Bool {
        get { self[LineLimitReservesSpaceKey.self] }
        set { self[LineLimitReservesSpaceKey.self] = newValue }
    }

    var _isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    var _isInvalidatable: Bool {
        get { self[InvalidatableKey.self] }
        set { self[InvalidatableKey.self] = newValue }
    }

    var _isWidgetAccentable: Bool {
        get { self[WidgetAccentableKey.self] }
        set { self[WidgetAccentableKey.self] = newValue }
    }

    var _widgetAccentedRenderingMode: WidgetAccentedRenderingMode? {
        get { self[AccentedRenderingModeKey.self] }
        set { self[AccentedRenderingModeKey.self] = newValue }
    }

    /// The traits a node resolved here carries.
    var resolvedTraits: ResolvedTraits {
        ResolvedTraits(
            redactionReasons: redactionReasons, isPrivacySensitive: _isPrivacySensitive,
            isInvalidatable: _isInvalidatable, isWidgetAccentable: _isWidgetAccentable)
    }
}
