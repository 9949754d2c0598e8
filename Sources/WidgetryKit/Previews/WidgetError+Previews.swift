extension WidgetError {
    static func unknownPreview(_ name: String, known: [String]) -> WidgetError {
        WidgetError(.unknownPreview, "Unknown preview '\(name)'. Previews in this program: \(quotedList(known)).")
    }

    static func noPreviewStep(_ index: Int, count: Int, preview: String) -> WidgetError {
        WidgetError(
            .unknownPreview,
            "Preview '\(preview)' has no step \(index); it has \(count), numbered from 0. Pick one of 0..<\(count).")
    }

    static func previewWithoutTimelineWidget(_ preview: String, kind: String?) -> WidgetError {
        let widget = kind.map { "Widget '\($0)' is a Live Activity" } ?? "Its widget declares no configuration"
        return WidgetError(
            .notATimelineWidget,
            "Preview '\(preview)' shows a timeline, but \(widget.lowercasedFirst). "
                + "Preview a widget with a StaticConfiguration or an AppIntentConfiguration.")
    }

    static func previewEntryMismatch(_ preview: String, entryType: String, widget: WidgetDescriptor) -> WidgetError {
        WidgetError(
            .invalidConfiguration,
            "Preview '\(preview)' gives an entry of type '\(entryType)', but widget '\(widget.kind)' shows "
                + "entries of type '\(widget.entryType)'. List entries of the widget's entry type.")
    }
}

extension String {
    fileprivate var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}

extension WidgetError {
    static func previewWithoutActivity(_ preview: String, kind: String?) -> WidgetError {
        let widget = kind.map { "widget '\($0)' is a timeline widget" } ?? "its widget declares no configuration"
        return WidgetError(
            .invalidConfiguration,
            "Preview '\(preview)' shows a Live Activity, but \(widget). "
                + "Preview a widget whose body is an ActivityConfiguration.")
    }

    static func previewActivityNotDeclared(attributesType: String, viewKind: ActivityPreviewViewKind) -> WidgetError {
        WidgetError(
            .invalidConfiguration,
            "\(attributesType).previewContext(_:viewKind: \(viewKind.sourceDescription)) found no ActivityConfiguration(for: "
                + "\(attributesType).self) in this process. Describe the bundle or widget that declares it first "
                + "(WidgetBundleDescriptor(YourBundle.self)), or use #Preview(as:using:widget:contentStates:).")
    }

    static func previewAttributesMismatch(
        _ preview: String, attributesType: String, activity: ActivityDescriptor
    ) -> WidgetError {
        WidgetError(
            .invalidConfiguration,
            "Preview '\(preview)' uses attributes of type '\(attributesType)', but the activity shows "
                + "'\(activity.attributesTypeName)'. Pass attributes of the activity's type.")
    }
}
