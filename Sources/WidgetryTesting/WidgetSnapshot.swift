import Foundation
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

/// Renders widgets the way the host and `render` do, for tests: to PNG, HTML or a text dump of the laid-out tree.
///
/// For example:
///
/// ```swift
/// let png = try await WidgetSnapshot(WeatherWidget(), entry: WeatherEntry(date: .now, weather: .sunny))
///     .png(family: .systemSmall, colorScheme: .dark)
/// ```
public struct WidgetSnapshot: Sendable {
    /// The widget being rendered.
    public let widget: WidgetDescriptor
    /// The entry shown.
    public let entry: AnyTimelineEntry
    /// Renders; uses the asset catalog next to the test bundle, if any, unless one is given.
    public let pipeline: WidgetPipeline

    /// Describes a widget and one of its entries.
    ///
    /// - Parameters:
    ///   - widget: The widget; its first configuration is used (widgets declare one).
    ///   - entry: The entry to show.
    ///   - assets: The bundle's asset catalog (`.xcassets` folder), for `Color("name")`.
    ///   - requiresContainerBackground: Whether a view without `containerBackground(for: .widget)` shows iOS 17's
    ///     "Please adopt containerBackground API" (the default); pass `false` for widgets deployed before iOS 17,
    ///     as the bundle's ``WidgetryBundleOptions`` says.
    @MainActor
    public init<W: Widget>(
        _ widget: W, entry: some TimelineEntry, assets: URL? = nil, requiresContainerBackground: Bool = true
    ) throws {
        guard var descriptor = WidgetBundleDescriptor(widget: widget).widgets.first else {
            throw PipelineError("Widget '\(W.self)' declares no configuration.")
        }
        descriptor.requiresContainerBackground = requiresContainerBackground
        self.widget = descriptor
        self.entry = AnyTimelineEntry(entry)
        self.pipeline = WidgetPipeline(assets: try assets.map { try WidgetAssets(catalog: $0) } ?? .none)
    }

    /// The rendering request for a family and appearance; `now` defaults to the entry's date, and dates are shown
    /// in UTC and `en_US` so references do not depend on the machine's time zone.
    public func spec(
        family: WidgetFamily, colorScheme: ColorScheme? = nil, renderingMode: WidgetRenderingMode? = nil,
        redaction: RedactionReasons = [], scale: Int = 2, now: Date? = nil
    ) -> WidgetRenderSpec {
        var spec = WidgetRenderSpec(family: family)
        if let colorScheme { spec.colorScheme = colorScheme }
        if let renderingMode { spec.renderingMode = renderingMode }
        spec.redaction = redaction
        spec.scale = scale
        spec.now = now ?? entry.date
        spec.timeZone = TimeZone(identifier: "UTC") ?? .current
        return spec
    }

    /// The widget as PNG bytes.
    ///
    /// - Throws: `PipelineError` for an appearance no device shows (an accessory family in light), or what
    ///   rendering throws.
    public func png(
        family: WidgetFamily, colorScheme: ColorScheme? = nil, renderingMode: WidgetRenderingMode? = nil,
        redaction: RedactionReasons = [], scale: Int = 2, now: Date? = nil
    ) async throws -> Data {
        let spec = spec(
            family: family, colorScheme: colorScheme, renderingMode: renderingMode, redaction: redaction,
            scale: scale, now: now)
        try spec.validateAppearance()
        return try await pipeline.render(widget, entry: entry, request: spec, format: .png)
    }

    /// The widget as a standalone HTML document.
    public func html(
        family: WidgetFamily, colorScheme: ColorScheme? = nil, renderingMode: WidgetRenderingMode? = nil,
        now: Date? = nil
    ) async throws -> String {
        let spec = spec(family: family, colorScheme: colorScheme, renderingMode: renderingMode, now: now)
        try spec.validateAppearance()
        return String(
            decoding: try await pipeline.render(widget, entry: entry, request: spec, format: .html), as: UTF8.self)
    }

    /// The laid-out tree as text: each view's kind, frame and text.
    public func dump(family: WidgetFamily, colorScheme: ColorScheme? = nil, now: Date? = nil) async throws -> String {
        let spec = spec(family: family, colorScheme: colorScheme, now: now)
        let tree = try await MainActor.run { try pipeline.resolve(widget, entry: entry, request: spec) }
        return pipeline.laidOut(tree, request: spec, marginsDisabled: widget.contentMarginsDisabled).dump()
    }
}
