import Foundation
import WidgetryDisplayList
import WidgetryKit
import WidgetryRendering
import WidgetryUI

/// How to show a widget: its family and device, its appearance, its redaction, the scale and the moment.
///
/// For example:
///
/// ```swift
/// var request = WidgetRenderSpec(family: .systemSmall)
/// request.colorScheme = .dark
/// request.scale = 3
/// ```
public struct WidgetRenderSpec: Sendable, Hashable {
    /// The family to lay the widget out in.
    public var family: WidgetFamily
    /// The device whose size table gives the family's size.
    public var device: DeviceProfile = .default
    /// Light or dark; accessory families default to dark, as the Lock Screen shows them.
    public var colorScheme: ColorScheme
    /// Full color, accented or vibrant; accessory families are vibrant on the Lock Screen.
    public var renderingMode: WidgetRenderingMode
    /// Placeholder or privacy redaction, or none.
    public var redaction: RedactionReasons = []
    /// Pixels per point of raster output.
    public var scale: Int = 1
    /// The moment dynamic dates and timers are shown for.
    public var now: Date = Date()
    /// The locale dates are formatted in.
    public var locale: Locale = Locale(identifier: "en_US")
    /// The time zone dates are shown in.
    public var timeZone: TimeZone = .current
    /// A size that replaces the family's, for Live Activity presentations.
    public var sizeOverride: CGSize?
    /// Whether the widget lets the system remove its container background (its `containerBackgroundRemovable(_:)`),
    /// which StandBy, the accented mode and the Lock Screen obey.
    public var containerBackgroundRemovable = true
    /// StandBy's night mode: content drawn in red on black (see ``present(at:night:)``).
    public var isNightMode = false
    /// iOS 26's Home Screen glass appearance (clear or tinted) for the accented mode; `nil` draws the tinted one.
    public var glass: HomeScreenGlass?
    /// The location set with ``location``, or `nil` for the family's default.
    var explicitLocation: WidgetLocation?

    /// Creates a request; accessory families default to the dark, vibrant look of the Lock Screen.
    public init(family: WidgetFamily) {
        self.family = family
        self.colorScheme = family.isAccessory ? .dark : .light
        self.renderingMode = family.isAccessory ? .vibrant : .fullColor
    }

    /// Where the widget appears, as views read it from `@Environment(\.widgetLocation)`: unless set, the Lock Screen
    /// for accessory families, else the Home Screen. ``present(at:night:)`` sets it with the appearance the
    /// location implies.
    public var location: WidgetLocation {
        get { explicitLocation ?? (family.isAccessory ? .lockScreen : .homeScreen) }
        set { explicitLocation = newValue }
    }

    /// The size of the family on the device, in points: the size the widget is laid out in.
    public var size: CGSize { sizeOverride ?? device.size(of: family) }

    /// The options painters take for this request.
    public var renderOptions: RenderOptions {
        var reasons: DisplayRedactionReasons = []
        if redaction.contains(.placeholder) { reasons.insert(.placeholder) }
        if redaction.contains(.privacy) { reasons.insert(.privacy) }
        var options = RenderOptions(
            scale: Double(scale), colorScheme: colorScheme == .dark ? .dark : .light,
            renderingMode: renderingMode == .accented ? .accented : renderingMode == .vibrant ? .vibrant : .fullColor,
            redaction: reasons, now: now, locale: locale, timeZone: timeZone)
        if renderingMode == .accented && !family.isAccessory {
            // The Home Screen's tinted mode shows every widget on the system's tinted plate, not on nothing; the
            // clear mode on clear glass, everything in white.
            (glass ?? .tinted).apply(to: &options)
        }
        applyLocation(to: &options)
        return options
    }

    /// Whether the system ever shows the family in this color scheme and rendering mode: the Lock Screen, where
    /// accessory families live, is always dark, so a light accessory widget is something no device draws.
    ///
    /// - Throws: ``PipelineError`` naming the family and what is supported.
    public func validateAppearance() throws {
        if family.isAccessory && colorScheme == .light {
            throw PipelineError(
                "Family '\(family)' is shown on the Lock Screen, which is always dark. "
                    + "Render it with the dark color scheme (the default for accessory families).")
        }
    }
}

extension WidgetFamily {
    /// Whether the family is a Lock Screen (accessory) family.
    public var isAccessory: Bool {
        switch self {
        case .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner: true
        default: false
        }
    }
}
