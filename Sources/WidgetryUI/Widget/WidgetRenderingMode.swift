/// The ways the system renders a widget: in full color, accented with a tint, or vibrant on the Lock Screen.
///
/// For example, `@Environment(\.widgetRenderingMode) var renderingMode`.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) { self.name = name }

    /// Colors exactly as the widget specifies them: the Home Screen and StandBy.
    public static let fullColor = WidgetRenderingMode("fullColor")
    /// Accented groups tinted with the accent color, other content in a second tint.
    public static let accented = WidgetRenderingMode("accented")
    /// Content desaturated and made vibrant over the Lock Screen background.
    public static let vibrant = WidgetRenderingMode("vibrant")

    public var description: String { name }
}
