import Foundation
import WidgetryDisplayList

/// The passes that prepare a display list for painting with a set of options, in iOS's order.
///
/// Order: redaction (so redacted dynamic text never shows a date), dynamic text, color scheme, then the accented
/// or vibrant mode. For example:
///
/// ```swift
/// let pipeline = RenderPipeline(textEngine: PangoTextEngine(), colorAssets: try ColorAssetCatalog(url: assets))
/// let prepared = try pipeline.prepare(list, options: RenderOptions(colorScheme: .dark))
/// ```
public struct RenderPipeline: Sendable {
    /// Measures dynamic text at paint time.
    public var textEngine: any TextEngine
    /// Resolves asset colors, if the widget has any.
    public var colorAssets: (any ColorAssetProvider)?

    /// Creates a pipeline.
    ///
    /// - Parameters:
    ///   - textEngine: Measures dynamic text at paint time.
    ///   - colorAssets: Resolves asset colors, if the widget has any.
    public init(textEngine: any TextEngine, colorAssets: (any ColorAssetProvider)? = nil) {
        self.textEngine = textEngine
        self.colorAssets = colorAssets
    }

    /// The passes for a set of options, in order.
    public func passes(for options: RenderOptions) -> [DisplayPass] {
        // Redaction always runs: view code may apply `redacted(reason:)` itself.
        let dynamicText = DisplayPass.dynamicText(
            now: options.now, locale: options.locale, timeZone: options.timeZone, engine: textEngine)
        return [.redaction(options.redaction), dynamicText]
            + DisplayPass.appearance(for: options, colorAssets: colorAssets)
    }

    /// The list prepared for painting: every pass for the options applied.
    ///
    /// - Throws: ``RenderingError`` for invalid options or a missing asset color.
    public func prepare(_ list: DisplayList, options: RenderOptions) throws -> DisplayList {
        try options.validate()
        return try list.applying(passes(for: options))
    }
}

extension DisplayPass {
    /// The passes that give a list its appearance, in iOS's order: the color scheme, then the rendering mode's
    /// (accented or vibrant; none for full color). Every painter runs these after redaction.
    ///
    /// - Parameters:
    ///   - options: The color scheme, the rendering mode and its colors.
    ///   - colorAssets: Resolves asset colors, if the widget has any.
    public static func appearance(
        for options: RenderOptions, colorAssets: (any ColorAssetProvider)?
    ) -> [DisplayPass] {
        var passes: [DisplayPass] = [.colorScheme(options.colorScheme, assets: colorAssets)]
        switch options.renderingMode {
        case .fullColor: break
        case .accented:
            passes.append(
                .accented(
                    accent: options.accentColor, primary: options.accentedPrimaryColor,
                    background: options.replacedContainerBackground, contentShadow: options.accentedContentShadow))
        case .vibrant:
            passes.append(
                .vibrant(
                    color: options.vibrantColor, background: options.replacedContainerBackground,
                    includingFullColor: options.vibrantIncludesFullColor))
        }
        return passes
    }
}
