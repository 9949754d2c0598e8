import WidgetryUI

extension View {
    /// Previews this view in a context, such as a widget family.
    ///
    /// For example: `GameStatusView(status).previewContext(WidgetPreviewContext(family: .systemSmall))`.
    ///
    /// - Parameter context: The context to preview the view in.
    public func previewContext<Context: PreviewContext>(_ context: Context) -> some View {
        _PreviewContextView(content: self, family: context[WidgetFamilyPreviewContextKey.self])
    }

    /// Names the preview this view is shown in.
    ///
    /// For example: `GameStatusView(status).previewDisplayName("Game over")`.
    ///
    /// - Parameter value: The name; `nil` keeps the default.
    public func previewDisplayName(_ value: String?) -> some View {
        _PreviewDisplayNameView(content: self, name: value)
    }
}

/// A view marked with `previewContext(_:)`; the registry reads its family without rendering it, and the view
/// sees the family in its environment.
public struct _PreviewContextView<Content: View>: View {
    let content: Content
    let family: WidgetFamily?

    @ViewBuilder public var body: some View {
        if let family {
            content.environment(\.widgetFamily, family)
        } else {
            content
        }
    }
}

/// A view marked with `previewDisplayName(_:)`; the registry reads its name without rendering it.
public struct _PreviewDisplayNameView<Content: View>: View {
    let content: Content
    let name: String?

    public var body: Content { content }
}

/// What the registry reads from the preview markers, whatever their content type.
@MainActor
protocol PreviewMarker {
    /// The marked view.
    var markedContent: Any { get }
    /// The family of a `previewContext(_:)` marker; `nil` for other markers or contexts without a family.
    var markedFamily: WidgetFamily? { get }
    /// Whether this is a `previewContext(_:)` marker.
    var isContext: Bool { get }
    /// The name of a `previewDisplayName(_:)` marker.
    var markedName: String? { get }
    /// The Live Activity presentation of a `previewContext(_:isStale:viewKind:)` marker.
    var markedActivityViewKind: ActivityPreviewViewKind? { get }
    /// The marker itself, erased.
    func erased() -> AnyView
}

extension PreviewMarker {
    var markedActivityViewKind: ActivityPreviewViewKind? { nil }
}

extension _PreviewContextView: PreviewMarker {
    var markedContent: Any { content }
    var markedFamily: WidgetFamily? { family }
    var isContext: Bool { true }
    var markedName: String? { nil }
    func erased() -> AnyView { AnyView(self) }
}

extension _PreviewDisplayNameView: PreviewMarker {
    var markedContent: Any { content }
    var markedFamily: WidgetFamily? { nil }
    var isContext: Bool { false }
    var markedName: String? { name }
    func erased() -> AnyView { AnyView(self) }
}
