import Foundation
import WidgetryDisplayList
import WidgetryHost
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

/// The host's render-ahead seam done with ``WidgetPipeline``: each entry, in each variant, is resolved, laid out
/// and stored as display-list JSON; the server paints the stored list when someone asks.
///
/// Painting at request time applies the color scheme, rendering mode and redaction passes and formats dynamic
/// dates (`Text(date, style: .timer)`) for the moment of the request, so nothing is laid out again at an entry's
/// date. For example:
///
/// ```swift
/// let pipeline = WidgetPipeline(assets: .nextToExecutable())
/// let host = try await WidgetHost(
///     bundle: bundle, renderer: DisplayListRenderer(pipeline: pipeline),
///     configuration: HostConfiguration(variants: WidgetServer.variants))
/// ```
public struct DisplayListRenderer: WidgetRenderer {
    /// Lays the views out; its text engine measures text as the painters draw it.
    public let pipeline: WidgetPipeline
    /// The device whose size table the pipeline's container margins come from.
    public let device: DeviceProfile
    /// The entries rendered lately that StandBy or CarPlay can show, for the render route's `location=`.
    public let locationRenderings: LocationRenderings

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - pipeline: The pipeline to lay widgets out with.
    ///   - device: The host's device; sizes come from each request.
    ///   - locationRenderings: Where entries StandBy and CarPlay can show are remembered.
    public init(
        pipeline: WidgetPipeline, device: DeviceProfile = .default,
        locationRenderings: LocationRenderings = LocationRenderings()
    ) {
        self.pipeline = pipeline
        self.device = device
        self.locationRenderings = locationRenderings
    }

    /// The scale named images are sized at for the image and memory warnings: iPhones draw widgets at 3×.
    static let warningScale = 3

    /// The display list of one entry in one variant, as JSON with sorted keys, with the silent failures it shows:
    /// a missing container background, an image over iOS's archive limit, a view over the extension's memory
    /// (``WidgetWarnings``). The host records them in the instance's ledger.
    ///
    /// - throws: `PipelineError` for a Live Activity kind, or an error encoding the list.
    public func render(_ request: WidgetRenderRequest) async throws -> WidgetRendering {
        let checked = try await pipeline.checkedDisplayList(
            request.widget, entry: request.entry, request: Self.spec(for: request, device: device),
            imageScale: Self.warningScale)
        locationRenderings.remember(request)
        let data = try checked.list.jsonData()
        var warnings = checked.warnings
        if let memory = WidgetWarnings.memory(
            of: checked.list, archiveBytes: data.count, assets: pipeline.assets, scale: Self.warningScale)
        {
            warnings.append(memory)
        }
        return WidgetRendering(data: data, warnings: warnings)
    }

    /// The pipeline's view of a host request: its family, size, variant, the placeholder's redaction, and the
    /// entry's date as the moment dynamic text is laid out for.
    static func spec(for request: WidgetRenderRequest, device: DeviceProfile) -> WidgetRenderSpec {
        var spec = WidgetRenderSpec(family: request.instance.family)
        spec.device = device
        spec.sizeOverride = request.size
        spec.colorScheme = request.variant.colorScheme
        spec.renderingMode = request.variant.renderingMode
        spec.redaction = request.isPlaceholder ? .placeholder : []
        spec.now = request.entry.date
        return spec
    }
}
