import Foundation

extension EnvironmentValues {
    private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
    private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }
    private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
    private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
    private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
    private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { .current } }
    private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { .current } }
    private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { .current } }
    private struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

    /// The color scheme: light or dark.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The reasons content is redacted, set by the host or by `redacted(reason:)`.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Pixels per point of the display; 3 by default, as on current iPhones.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The Dynamic Type size text styles scale with.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The direction of layout and text.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The locale dates and numbers are formatted with.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar dates are computed with.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown in.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The style `.background` resolves to; `nil` means the system background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}
