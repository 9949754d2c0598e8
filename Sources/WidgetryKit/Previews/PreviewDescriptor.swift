import WidgetryUI

/// A preview declared with `#Preview` or a ``PreviewProvider``, erased so tools can list and render it.
///
/// Get every preview of the process from ``PreviewRegistry/all()``, then its steps — the entries of a widget's
/// timeline, the content states of a Live Activity, or the one view of a view preview — and each step's view:
///
/// ```swift
/// for preview in PreviewRegistry.all() {
///     for step in try await preview.steps() {
///         let view = step.view()   // the widget's content for the entry, as the host renders it
///     }
/// }
/// ```
public struct PreviewDescriptor: Sendable, Identifiable {
    /// Which form of preview this is.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// `#Preview(as:widget:timeline:)`: a widget with the entries listed in the preview.
        case timeline
        /// `#Preview(as:widget:timelineProvider:)`: a widget with the entries its provider returns.
        case timelineProvider
        /// `#Preview { … }` or a ``PreviewProvider``: a view.
        case view
        /// `#Preview(as:using:widget:contentStates:)`: a Live Activity with the content states listed.
        case liveActivity
    }

    /// The display name given in the source, or a ``PreviewProvider``'s display name or type name.
    public let name: String?
    /// The `#fileID` of the `#Preview`; `nil` for a ``PreviewProvider``, whose location is unknown.
    public let fileID: String?
    /// The line of the `#Preview`; `nil` for a ``PreviewProvider``.
    public let line: Int?
    /// The fully qualified type name of a ``PreviewProvider``; `nil` for `#Preview`.
    public let typeName: String?
    /// Which form of preview this is.
    public let kind: Kind
    /// The widget family shown: the `as:` family, or the one a ``WidgetPreviewContext`` names.
    public let family: WidgetFamily?
    /// The Live Activity presentation shown, for Live Activity previews.
    public let activityViewKind: ActivityPreviewViewKind?
    /// The previewed widget's descriptor, whose content closure renders each step as the host does.
    public let widget: WidgetDescriptor?
    /// A stable identity: file and line, or the provider type, with a number when it shows several views.
    public let id: String
    /// The position of the view in its ``PreviewProvider``, when it shows several.
    let index: Int?

    let makeSteps: @MainActor @Sendable () async throws -> [PreviewStep]

    init(
        name: String?, fileID: String?, line: Int?, typeName: String? = nil, index: Int? = nil, kind: Kind,
        family: WidgetFamily?, activityViewKind: ActivityPreviewViewKind? = nil, widget: WidgetDescriptor?,
        steps: @escaping @MainActor @Sendable () async throws -> [PreviewStep]
    ) {
        self.name = name
        self.fileID = fileID
        self.line = line
        self.typeName = typeName
        self.kind = kind
        self.family = family
        self.activityViewKind = activityViewKind
        self.widget = widget
        let base = typeName ?? "\(fileID ?? "?"):\(line ?? 0)"
        self.id = index.map { "\(base)#\($0 + 1)" } ?? base
        self.index = index
        self.makeSteps = steps
    }

    /// The previewed widget's kind, such as `"EmojiRanger"`.
    public var widgetKind: String? { widget?.kind }

    /// What a person sees as the preview's title: its name, or its file and line.
    public var title: String { Self.title(name: name, fileID: fileID ?? "?", line: line ?? 0) }

    /// The name, or the file name and line, as in `Hero.swift:29`.
    static func title(name: String?, fileID: String, line: Int) -> String {
        name ?? "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
    }

    /// The steps of the preview: one per timeline entry or content state, or the single view.
    ///
    /// Provider previews ask the provider for its timeline each time.
    ///
    /// - throws: ``WidgetError`` when the previewed widget cannot show the preview (no timeline configuration,
    ///   an unsupported family, entries of the wrong type), or the provider's error.
    @MainActor
    public func steps() async throws -> [PreviewStep] {
        try await makeSteps()
    }

    /// The timeline entries of a widget preview, in order; empty for view and Live Activity previews.
    ///
    /// - throws: As ``steps()``.
    @MainActor
    public func entries() async throws -> [AnyTimelineEntry] {
        try await steps().compactMap(\.entry)
    }

    /// The view of one step, counting from zero.
    ///
    /// - throws: ``WidgetError`` when there is no such step, or as ``steps()``.
    @MainActor
    public func view(at index: Int) async throws -> AnyView {
        let steps = try await steps()
        guard steps.indices.contains(index) else {
            throw WidgetError.noPreviewStep(index, count: steps.count, preview: title)
        }
        return steps[index].view()
    }
}
