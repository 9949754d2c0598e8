extension EnvironmentValues {
    private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
    private struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
    private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
    private struct WidgetContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets(_all: 16) }
    private struct IsLuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
    private struct WidgetLocationKey: EnvironmentKey { static let defaultValue = WidgetLocation.homeScreen }

    /// The size and shape of the widget being rendered.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// How the widget is being rendered: full color, accented or vibrant.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the system draws the widget's container background where it is shown.
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }

    /// The margins the system adds around the widget's content; 16 points on each edge by default.
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }

    /// Whether the display is dimmed (Always-On), so the widget should reduce its luminance.
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }

    /// Where the widget is displayed.
    public var widgetLocation: WidgetLocation {
        get { self[WidgetLocationKey.self] }
        set { self[WidgetLocationKey.self] = newValue }
    }
}
