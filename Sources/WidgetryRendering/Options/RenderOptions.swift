import Foundation
import WidgetryDisplayList

/// How a display list is painted: scale, color scheme, rendering mode, redaction and the moment dynamic text shows.
///
/// For example, a dark 3× placeholder:
///
/// ```swift
/// var options = RenderOptions(scale: 3, colorScheme: .dark)
/// options.redaction = .placeholder
/// ```
public struct RenderOptions: Sendable, Equatable {
    /// Pixels per point for bitmap output: 1 to 4 (iPhones draw at 2 or 3, iPads and Macs at 2).
    public var scale: Double
    /// Light or dark: how system and asset colors resolve.
    public var colorScheme: RenderColorScheme
    /// Full color, accented or vibrant.
    public var renderingMode: RenderingMode
    /// Redaction applied to the whole widget (`.placeholder` before the first timeline, `.privacy` when locked).
    public var redaction: DisplayRedactionReasons
    /// The render time dynamic text is formatted for.
    public var now: Date
    /// The locale dynamic text is formatted in.
    public var locale: Locale
    /// The time zone of dynamic `.time` and `.date` text.
    public var timeZone: TimeZone
    /// The color of the accent group in the accented mode.
    public var accentColor: DisplayColor
    /// The color of the primary (default) group in the accented mode.
    public var accentedPrimaryColor: DisplayColor
    /// The color content takes in the vibrant mode; its opacity comes from the content's luminance.
    public var vibrantColor: DisplayColor
    /// Whether the vibrant mode also draws full-color images and emoji in ``vibrantColor`` (StandBy at night is
    /// red throughout); the Lock Screen keeps `.fullColor` images in their colors.
    public var vibrantIncludesFullColor = false
    /// What is painted below the whole canvas, or `nil` for transparency.
    public var backdrop: DisplayColor?
    /// In the accented and vibrant modes, a color painted in the container background's shapes instead of removing
    /// them (as iOS shows its tinted glass in the widget's shape), or `nil` to remove them.
    public var replacedContainerBackground: DisplayColor?
    /// In the accented mode, a shadow drawn below the widget's content (not its plate), as iOS 26's clear glass
    /// keeps white content legible over a light wallpaper; `nil` for none.
    public var accentedContentShadow: DisplayShadow?

    /// Creates options; by default 1×, light, full color, unredacted, now, `en_US`, the current time zone.
    public init(
        scale: Double = 1,
        colorScheme: RenderColorScheme = .light,
        renderingMode: RenderingMode = .fullColor,
        redaction: DisplayRedactionReasons = [],
        now: Date = Date(),
        locale: Locale = Locale(identifier: "en_US"),
        timeZone: TimeZone = .current,
        accentColor: DisplayColor = DisplayColor(red: 0.54, green: 0.78, blue: 1),
        accentedPrimaryColor: DisplayColor = .white,
        vibrantColor: DisplayColor = .white,
        backdrop: DisplayColor? = nil,
        replacedContainerBackground: DisplayColor? = nil
    ) {
        self.scale = scale
        self.colorScheme = colorScheme
        self.renderingMode = renderingMode
        self.redaction = redaction
        self.now = now
        self.locale = locale
        self.timeZone = timeZone
        self.accentColor = accentColor
        self.accentedPrimaryColor = accentedPrimaryColor
        self.vibrantColor = vibrantColor
        self.backdrop = backdrop
        self.replacedContainerBackground = replacedContainerBackground
    }

    /// Checks the options a painter relies on.
    ///
    /// - Throws: ``RenderingError`` when the scale is not a whole number from 1 to 4.
    public func validate() throws {
        guard [1, 2, 3, 4].contains(scale) else {
            throw RenderingError("Unsupported scale '\(scale)'. Use 1, 2, 3 or 4.")
        }
    }
}

/// Light or dark appearance, as the environment's `colorScheme`.
public enum RenderColorScheme: String, Codable, Sendable, Hashable, CaseIterable {
    case light, dark
}

/// The system's widget rendering modes, as `WidgetRenderingMode`.
public enum RenderingMode: String, Codable, Sendable, Hashable, CaseIterable {
    /// Colors as the widget specifies them.
    case fullColor
    /// Accent group in the accent color, the rest in one other color, no container background.
    case accented
    /// Desaturated, luminance as opacity, no container background (the Lock Screen).
    case vibrant
}
