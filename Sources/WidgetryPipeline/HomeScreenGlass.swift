import WidgetryDisplayList
import WidgetryRendering

/// iOS 26's Liquid Glass Home Screen appearances, in which widgets render in the accented mode
/// (`widgetRenderingMode == .accented`) on a glass plate in the widget's shape.
///
/// Images follow their `widgetAccentedRenderingMode` in both: `.fullColor` keeps its colors, `.accented` takes the
/// accent color through its alpha, `.accentedDesaturated` the accent color through its luminance, `.desaturated` (the
/// default) the primary color through its luminance. For example:
///
/// ```swift
/// var spec = WidgetRenderSpec(family: .systemSmall)
/// spec.renderingMode = .accented
/// spec.glass = .clear
/// ```
public enum HomeScreenGlass: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Clear glass: every group in white, on glass that lets the wallpaper through (white at 16 %).
    case clear
    /// Tinted glass: the accent group in the tint, the rest in white, on the tint darkened to a fifth
    /// (``RenderOptions/tintedPlate(for:)``).
    case tinted

    /// The plate clear glass draws in the container background's shapes.
    public static let clearPlate = DisplayColor(white: 1, opacity: 0.16)

    /// Sets the accented mode's colors and plate for this appearance.
    public func apply(to options: inout RenderOptions) {
        switch self {
        case .clear:
            options.accentColor = .white
            options.accentedPrimaryColor = .white
            options.replacedContainerBackground = Self.clearPlate
        case .tinted:
            options.replacedContainerBackground = RenderOptions.tintedPlate(for: options.accentColor)
        }
    }

    public var description: String { rawValue }
}
