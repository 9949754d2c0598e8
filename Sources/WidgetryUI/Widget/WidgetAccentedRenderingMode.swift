/// How an image renders when the widget is in the accented rendering mode.
///
/// For example, `Image("cover").widgetAccentedRenderingMode(.desaturated)`.
public struct WidgetAccentedRenderingMode: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) { self.name = name }

    /// The image takes the accent color, as part of the accented group.
    public static let accented = WidgetAccentedRenderingMode("accented")
    /// The image is desaturated, then tinted with the accent color.
    public static let accentedDesaturated = WidgetAccentedRenderingMode("accentedDesaturated")
    /// The image is desaturated, in the default (non-accented) group.
    public static let desaturated = WidgetAccentedRenderingMode("desaturated")
    /// The image keeps its full colors.
    public static let fullColor = WidgetAccentedRenderingMode("fullColor")

    public var description: String { name }
}
