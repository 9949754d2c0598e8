import WidgetryUI

/// One thing a preview shows: an entry of a widget's timeline, a content state of a Live Activity, or a view.
public struct PreviewStep: Sendable {
    /// The timeline entry shown, for widget previews.
    public let entry: AnyTimelineEntry?
    /// The Live Activity content state shown, for Live Activity previews.
    public let contentState: (any Sendable)?

    let makeView: @MainActor @Sendable () -> AnyView

    init(
        entry: AnyTimelineEntry? = nil, contentState: (any Sendable)? = nil,
        view: @escaping @MainActor @Sendable () -> AnyView
    ) {
        self.entry = entry
        self.contentState = contentState
        self.makeView = view
    }

    /// The step's view: the widget's content for the entry, or the previewed view.
    @MainActor
    public func view() -> AnyView { makeView() }
}
