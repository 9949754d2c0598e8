import WidgetryUI

/// One thing a preview shows: an entry of a widget's timeline, a content state of a Live Activity, or a view.
public struct PreviewStep: Sendable {
    /// The timeline entry shown, for widget previews.
    public let entry: AnyTimelineEntry?
    /// The Live Activity content state shown, for Live Activity previews.
    public let contentState: (any Sendable)?
    /// The attributes and content state as JSON, for Live Activity previews, so each presentation can be drawn.
    public let activityInput: LiveActivityViewInput?

    let makeView: @MainActor @Sendable () -> AnyView

    init(
        entry: AnyTimelineEntry? = nil, contentState: (any Sendable)? = nil,
        activityInput: LiveActivityViewInput? = nil,
        view: @escaping @MainActor @Sendable () -> AnyView
    ) {
        self.entry = entry
        self.contentState = contentState
        self.activityInput = activityInput
        self.makeView = view
    }

    /// The step's view: the widget's content for the entry, or the previewed view.
    @MainActor
    public func view() -> AnyView { makeView() }
}
