/// Where a widget is displayed.
///
/// For example, `@Environment(\.widgetLocation) var location` and `location == .standBy`.
public struct WidgetLocation: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) { self.name = name }

    /// The Home Screen or Today View.
    public static let homeScreen = WidgetLocation("homeScreen")
    /// The Lock Screen.
    public static let lockScreen = WidgetLocation("lockScreen")
    /// StandBy, on a charging iPhone in landscape.
    public static let standBy = WidgetLocation("standBy")
    /// The desktop of a Mac running iPhone widgets.
    public static let iPhoneWidgetsOnMac = WidgetLocation("iPhoneWidgetsOnMac")
    /// CarPlay.
    public static let carPlay = WidgetLocation("carPlay")

    public var description: String { name }
}
