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
    /// Clear glass: every group in white, with a soft shadow below the content, on glass that lets the wallpaper
    /// through dimmed (black at 50 %), so white text keeps 4.5:1 over the lightest wallpaper.
    case clear
    /// Tinted glass: the accent group in the tint, the rest in white, on the tint darkened to a fifth
    /// (``RenderOptions/tintedPlate(for:)``).
    case tinted

    /// The plate clear glass draws in the container background's shapes: the dimming layer Apple asks for below
    /// clear glass ("ensure content remains legible by adding a dimming layer", SwiftUI's `Glass.clear`). Black at
    /// 50 % keeps white text at 4.5:1 (WCAG AA) over a wallpaper as light as `#c2e9fb`.
    public static let clearPlate = DisplayColor(white: 0, opacity: 0.5)

    /// The shadow clear glass draws below the widget's content, as iOS lifts white content off a light wallpaper.
    public static let clearContentShadow = DisplayShadow(color: DisplayColor(white: 0, opacity: 0.35), radius: 2, y: 1)

    /// Sets the accented mode's colors and plate for this appearance.
    public func apply(to options: inout RenderOptions) {
        switch self {
        case .clear:
            options.accentColor = .white
            options.accentedPrimaryColor = .white
            options.replacedContainerBackground = Self.clearPlate
            options.accentedContentShadow = Self.clearContentShadow
        case .tinted:
            options.replacedContainerBackground = RenderOptions.tintedPlate(for: options.accentColor)
        }
    }

    public var description: String { rawValue }
}
