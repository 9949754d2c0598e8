import WidgetryUI

// The `#Preview` overloads for timeline widgets. The macros expand into calls to these; they are public only
// for that reason.

extension PreviewDescriptor {
    /// `#Preview(_:as:widget:timeline:)`.
    @MainActor
    public static func _preview<W: Widget>(
        fileID: String, line: Int, _ name: String? = nil, as family: WidgetFamily,
        widget: @escaping @MainActor () -> W,
        @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
    ) -> PreviewDescriptor {
        let described = widget().body.widgetDescriptors.first
        let timeline = UncheckedSendableBox(timeline)
        let title = PreviewDescriptor.title(name: name, fileID: fileID, line: line)
        return PreviewDescriptor(
            name: name, fileID: fileID, line: line, kind: .timeline, family: family, widget: described
        ) {
            let (widget, provider) = try timelineWidget(described, family: family, preview: title)
            return try await timeline.value().map { try step(AnyTimelineEntry($0), widget, provider, title) }
        }
    }

    /// `#Preview(_:as:widget:timelineProvider:)`.
    @MainActor
    public static func _preview<W: Widget, Provider: TimelineProvider>(
        fileID: String, line: Int, _ name: String? = nil, as family: WidgetFamily,
        widget: @escaping @MainActor () -> W,
        timelineProvider: @escaping @MainActor () -> Provider
    ) -> PreviewDescriptor {
        let described = widget().body.widgetDescriptors.first
        let source = timelineProvider()
        let title = PreviewDescriptor.title(name: name, fileID: fileID, line: line)
        return PreviewDescriptor(
            name: name, fileID: fileID, line: line, kind: .timelineProvider, family: family, widget: described
        ) {
            let (widget, provider) = try timelineWidget(described, family: family, preview: title)
            let timeline = try await timeline(of: source, family: family)
            return try timeline.entries.map { try step(AnyTimelineEntry($0), widget, provider, title) }
        }
    }

    /// `#Preview(_:as:using:widget:timelineProvider:)`.
    @MainActor
    public static func _preview<W: Widget, Provider: AppIntentTimelineProvider>(
        fileID: String, line: Int, _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
        widget: @escaping @MainActor () -> W,
        timelineProvider: @escaping @MainActor () -> Provider
    ) -> PreviewDescriptor {
        let described = widget().body.widgetDescriptors.first
        let source = timelineProvider()
        let title = PreviewDescriptor.title(name: name, fileID: fileID, line: line)
        return PreviewDescriptor(
            name: name, fileID: fileID, line: line, kind: .timelineProvider, family: family, widget: described
        ) {
            let (widget, provider) = try timelineWidget(described, family: family, preview: title)
            let timeline = await source.timeline(for: intent, in: TimelineProviderContext(family: family))
            return try timeline.entries.map { try step(AnyTimelineEntry($0), widget, provider, title) }
        }
    }

    /// Asks a provider for its timeline, away from the main actor, as the host does.
    private static func timeline<Provider: TimelineProvider>(
        of provider: Provider, family: WidgetFamily
    ) async throws -> Timeline<Provider.Entry> {
        let context = TimelineProviderContext(family: family)
        return try await CompletionBridge.value { done in provider.getTimeline(in: context, completion: done) }
    }

    /// The widget and its provider, checked to be a timeline widget that supports the family.
    private static func timelineWidget(
        _ widget: WidgetDescriptor?, family: WidgetFamily, preview: String
    ) throws -> (WidgetDescriptor, AnyWidgetProvider) {
        guard let widget, let provider = widget.provider else {
            throw WidgetError.previewWithoutTimelineWidget(preview, kind: widget?.kind)
        }
        guard widget.supportedFamilies.contains(family) else {
            throw WidgetError.unsupportedFamily(
                "\(family)", kind: widget.kind, supported: widget.supportedFamilies.map { "\($0)" })
        }
        return (widget, provider)
    }

    /// A step showing an entry through the widget's content closure, once the entry's type is checked.
    private static func step(
        _ entry: AnyTimelineEntry, _ widget: WidgetDescriptor, _ provider: AnyWidgetProvider, _ preview: String
    ) throws -> PreviewStep {
        let entryType = String(reflecting: type(of: entry.base))
        guard entryType == widget.entryType else {
            throw WidgetError.previewEntryMismatch(preview, entryType: entryType, widget: widget)
        }
        return PreviewStep(entry: entry) { provider.content(for: entry) }
    }
}
