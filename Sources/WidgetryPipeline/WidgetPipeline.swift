import Foundation
import WidgetryCairo
import WidgetryDisplayList
import WidgetryHTML
import WidgetryKit
import WidgetryLayout
import WidgetryRendering
import WidgetryUI

/// Renders a widget's entry: resolves its view in the widget's environment, lays it out with SwiftUI's
/// algorithm, and paints the display list to PNG, SVG, PDF or HTML.
///
/// For example:
///
/// ```swift
/// let pipeline = WidgetPipeline(assets: .nextToExecutable())
/// var request = WidgetRenderSpec(family: .systemSmall)
/// request.scale = 3
/// let png = try await pipeline.render(weather, entry: entry, request: request, format: .png)
/// ```
///
/// Resolution runs on the main actor (views are main-actor types); layout and painting run on the caller's task.
public struct WidgetPipeline: Sendable {
    /// Measures and draws text; layout and Cairo share it so what layout measured is what paints.
    public let textEngine: PangoTextEngine
    /// The bundle's asset catalogs.
    public let assets: WidgetAssets

    /// Creates a pipeline.
    /// - Parameter assets: The bundle's colors and images (`Color("name")`, `Image("name")`).
    public init(assets: WidgetAssets = .none) {
        self.textEngine = PangoTextEngine()
        self.assets = assets
    }

    /// The environment a widget's view sees for a request, as WidgetKit sets it.
    public static func environment(
        for request: WidgetRenderSpec, widget: WidgetDescriptor? = nil
    ) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.widgetFamily = request.family
        environment.colorScheme = request.colorScheme
        environment.widgetRenderingMode = request.renderingMode
        environment.widgetLocation = request.location
        environment.redactionReasons = request.redaction
        environment.displayScale = CGFloat(request.scale)
        environment.locale = request.locale
        environment.timeZone = request.timeZone
        var shown = request
        if let widget { shown.containerBackgroundRemovable = widget.containerBackgroundRemovable }
        environment.showsWidgetContainerBackground = shown.showsContainerBackground
        let container = WidgetContainer(
            family: request.family, size: request.size, marginsDisabled: false)
        environment.widgetContentMargins = container.contentMargins
        let margins = widget?.contentMarginsDisabled == true ? EdgeInsets() : container.contentMargins
        environment._containerSize = CGSize(
            width: max(request.size.width - margins.leading - margins.trailing, 0),
            height: max(request.size.height - margins.top - margins.bottom, 0))
        return environment
    }

    /// The resolved view tree of an entry.
    @MainActor
    public func resolve(
        _ widget: WidgetDescriptor, entry: AnyTimelineEntry, request: WidgetRenderSpec
    ) throws -> ResolvedNode {
        guard let provider = widget.provider else {
            throw PipelineError("'\(widget.kind)' is a Live Activity; render its activity views instead.")
        }
        return resolve(provider, of: widget, entry: entry, request: request).tree
    }

    /// The resolved view tree of an entry from the widget's provider, and whether it was replaced by
    /// ``ContainerBackgroundPlaceholder`` because the view never set a container background the widget needs.
    @MainActor
    func resolve(
        _ provider: AnyWidgetProvider, of widget: WidgetDescriptor, entry: AnyTimelineEntry, request: WidgetRenderSpec
    ) -> (tree: ResolvedNode, missingContainerBackground: Bool) {
        let view = provider.content(for: entry)
        var environment = Self.environment(for: request, widget: widget)
        environment._timelineDate = entry.date
        let tree = ViewResolver.resolve(view, in: environment)
        guard widget.requiresContainerBackground, !Self.setsContainerBackground(tree) else { return (tree, false) }
        ContainerBackgroundWarning.emit(for: widget.kind)
        return (ViewResolver.resolve(ContainerBackgroundPlaceholder(), in: environment), true)
    }

    /// Whether a widget's view called `containerBackground(for: .widget)` anywhere.
    static func setsContainerBackground(_ tree: ResolvedNode) -> Bool {
        tree.first { node in
            if case .modifier(.containerBackground(.widget, _)) = node.kind { return true }
            return false
        } != nil
    }

    /// The display list of an entry: the widget laid out in its family's container, in points.
    public func displayList(
        _ widget: WidgetDescriptor, entry: AnyTimelineEntry, request: WidgetRenderSpec
    ) async throws -> DisplayList {
        try await laidOut(widget, entry: entry, request: request).list
    }

    /// An entry laid out — by the worker that keeps it (``RemotelyLaidOutEntry``), or resolved here on the main actor
    /// — and whether its view was replaced because it never set a container background.
    ///
    /// - throws: ``PipelineError`` for a Live Activity kind, or what a remotely laid out entry throws.
    func laidOut(
        _ widget: WidgetDescriptor, entry: AnyTimelineEntry, request: WidgetRenderSpec
    ) async throws -> (list: DisplayList, missingContainerBackground: Bool) {
        if let remote = entry.base as? any RemotelyLaidOutEntry {
            return (try await remote.displayList(kind: widget.kind, request: request), false)
        }
        guard let provider = widget.provider else {
            throw PipelineError("'\(widget.kind)' is a Live Activity; render its activity views instead.")
        }
        let resolved = await MainActor.run { resolve(provider, of: widget, entry: entry, request: request) }
        let list = layout(resolved.tree, request: request, marginsDisabled: widget.contentMarginsDisabled)
        return (list, resolved.missingContainerBackground)
    }

    /// The display list of any view laid out in a family's container (previews of plain views use this).
    public func displayList(
        _ view: sending AnyView, request: WidgetRenderSpec, marginsDisabled: Bool = false
    ) async -> DisplayList {
        let tree = await MainActor.run {
            ViewResolver.resolve(view, in: Self.environment(for: request))
        }
        return layout(tree, request: request, marginsDisabled: marginsDisabled)
    }

    /// Resolves a view in the environment WidgetKit gives the request's family, on the main actor where views are
    /// made: the Sendable tree ``layout(_:request:marginsDisabled:)`` lays out anywhere.
    @MainActor
    public func resolve(_ view: AnyView, request: WidgetRenderSpec) -> ResolvedNode {
        ViewResolver.resolve(view, in: Self.environment(for: request))
    }

    /// Lays out a resolved tree in the container of the request's family.
    public func layout(_ tree: ResolvedNode, request: WidgetRenderSpec, marginsDisabled: Bool) -> DisplayList {
        let container = WidgetContainer(family: request.family, size: request.size, marginsDisabled: marginsDisabled)
        return WidgetLayoutEngine(textEngine: textEngine).displayList(for: tree, in: container, now: request.now)
    }

    /// Lays out a resolved tree in a container of its own (a control's shape, with no widget background).
    public func layout(_ tree: ResolvedNode, in container: WidgetContainer, now: Date) -> DisplayList {
        WidgetLayoutEngine(textEngine: textEngine).displayList(for: tree, in: container, now: now)
    }

    /// Lays out a resolved tree and keeps the laid-out tree too, for text dumps of frames.
    public func laidOut(_ tree: ResolvedNode, request: WidgetRenderSpec, marginsDisabled: Bool) -> WidgetLayout {
        let container = WidgetContainer(family: request.family, size: request.size, marginsDisabled: marginsDisabled)
        return WidgetLayoutEngine(textEngine: textEngine).layout(tree, in: container, now: request.now)
    }

    /// Paints a display list in a format, as the request's location shows it (``WidgetRenderSpec/presented(_:)``:
    /// scaled up in StandBy, without a container background the location removes).
    ///
    /// - throws: ``PipelineError`` or `RenderingError` for a bad scale or a missing asset color.
    public func paint(_ list: DisplayList, request: WidgetRenderSpec, format: WidgetOutputFormat) throws -> Data {
        let list = request.presented(list)
        let options = request.renderOptions
        switch format {
        case .png, .svg, .pdf:
            let cairoFormat: CairoPainter.Format = format == .png ? .png : format == .svg ? .svg : .pdf
            let painter = CairoPainter(
                format: cairoFormat, textEngine: textEngine, colorAssets: assets.colors, imageAssets: assets.images)
            return try painter.paint(list, options: options)
        case .html:
            var painter = HTMLPainter(
                format: .document, fonts: .embedded(for: list),
                symbolDrawing: { SymbolTable.shared.drawing(for: $0) },
                colorAssets: assets.colors, imageAssets: assets.images)
            painter.title = "Widget"
            return Data(try painter.paint(list, options: options).utf8)
        }
    }

    /// Renders an entry of a widget in a format.
    public func render(
        _ widget: WidgetDescriptor, entry: AnyTimelineEntry, request: WidgetRenderSpec, format: WidgetOutputFormat
    ) async throws -> Data {
        var request = request
        request.containerBackgroundRemovable = widget.containerBackgroundRemovable
        let list = try await displayList(widget, entry: entry, request: request)
        return try paint(list, request: request, format: format)
    }
}
