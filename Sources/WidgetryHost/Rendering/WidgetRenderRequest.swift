import Foundation
import WidgetryKit
import WidgetryUI

/// One rendering the host asks of a ``WidgetRenderer``: an entry of an instance, in one environment variant.
public struct WidgetRenderRequest: Sendable {
    /// The instance being rendered.
    public let instance: WidgetInstance
    /// The widget's descriptor: its provider (for the view), content margins, background options.
    public let widget: WidgetDescriptor
    /// The placeholder or the entry's index in the timeline.
    public let slot: RenderSlot
    /// The entry.
    public let entry: AnyTimelineEntry
    /// The color scheme and rendering mode.
    public let variant: RenderVariant
    /// The widget's size in points on the host's device.
    public let size: CGSize
    /// The environment to resolve the view in: family, color scheme, rendering mode, location, and the
    /// `.placeholder` redaction for placeholders.
    public let environment: EnvironmentValues

    /// Creates a request; the host makes them.
    public init(
        instance: WidgetInstance, widget: WidgetDescriptor, slot: RenderSlot, entry: AnyTimelineEntry,
        variant: RenderVariant, size: CGSize
    ) {
        self.instance = instance
        self.widget = widget
        self.slot = slot
        self.entry = entry
        self.variant = variant
        self.size = size
        var environment = EnvironmentValues()
        environment.widgetFamily = instance.family
        environment.colorScheme = variant.colorScheme
        environment.widgetRenderingMode = variant.renderingMode
        environment.widgetLocation = instance.placement.location
        environment.showsWidgetContainerBackground =
            !(widget.containerBackgroundRemovable
            && (instance.placement == .lockScreen || variant.renderingMode != .fullColor))
        if slot == .placeholder { environment.redactionReasons = .placeholder }
        self.environment = environment
    }

    /// Whether this is the placeholder, which renders redacted.
    public var isPlaceholder: Bool { slot == .placeholder }

    /// The widget's view for the entry, from the widget's content closure.
    @MainActor
    public func makeView() -> AnyView {
        guard let provider = widget.provider else {
            return AnyView(Text("'\(widget.kind)' is a Live Activity and has no timeline view."))
        }
        return provider.content(for: entry)
    }
}
