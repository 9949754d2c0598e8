import Foundation
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

/// Renders a Live Activity's presentation from its attributes and content state as JSON
/// (`render --activity KIND --presentation P --state JSON`).
enum ActivityRendering {
    /// Draws one presentation.
    ///
    /// - Parameters:
    ///   - kind: The Live Activity widget's kind (see `list`).
    ///   - presentation: One of `ActivityPresentationLayout.presentations`.
    ///   - state: The content state as a JSON object.
    ///   - attributes: The attributes as a JSON object.
    ///   - stale: Whether to draw the activity as stale (`context.isStale`).
    static func render(
        kind: String, presentation: String, state: String, attributes: String, stale: Bool,
        in context: CLIContext, appearance: AppearanceOptions, at: Date?, format: WidgetOutputFormat,
        pipeline: WidgetPipeline
    ) async throws -> (Data, WidgetRenderSpec) {
        let activities = context.bundle.liveActivities
        guard let widget = activities.first(where: { $0.kind == kind }), let activity = widget.activity else {
            let kinds = activities.map(\.kind)
            throw CommandError(
                message: kinds.isEmpty
                    ? "Unknown Live Activity '\(kind)': this bundle declares no ActivityConfiguration."
                    : "Unknown Live Activity '\(kind)'. Live Activities: \(WidgetError.quotedList(kinds)).")
        }
        let presentations = ActivityPresentationLayout.presentations
        guard presentations.contains(presentation) else {
            throw CommandError(
                message: "Unknown presentation '\(presentation)'. Use \(WidgetError.quotedList(presentations)).")
        }
        let input = LiveActivityViewInput(
            activityID: "render", attributes: try json(attributes, "--attributes"), state: try json(state, "--state"),
            isStale: stale)
        do {
            try activity.validate(input)
        } catch {
            throw CommandError(message: "\(error)")
        }
        if let location = appearance.location {
            return try await renderSupplemental(
                widget, activity, input, location: try AppearanceOptions.location(location), presentation: presentation,
                appearance: appearance, now: at ?? context.now(), format: format, pipeline: pipeline)
        }
        var request = try appearance.request(family: .systemMedium)
        request.now = at ?? context.now()
        // The island is always black, so its content is drawn dark; the Lock Screen follows --scheme.
        let (spec, list) = try await ActivityPresentationLayout.displayList(
            activity, presentation, input, request: request, pipeline: pipeline)
        return (try pipeline.paint(list, request: spec, format: format), spec)
    }

    /// A Live Activity in CarPlay (iOS 26): its Lock Screen view with `activityFamily == .small`, in a systemSmall slot
    /// of the dashboard, when the configuration lists `.small` in `supplementalActivityFamilies(_:)`.
    ///
    /// - Throws: ``CommandError`` for another location or presentation, or an activity without the `.small` family.
    static func renderSupplemental(
        _ widget: WidgetDescriptor, _ activity: ActivityDescriptor, _ input: LiveActivityViewInput,
        location: WidgetLocation, presentation: String, appearance: AppearanceOptions, now: Date,
        format: WidgetOutputFormat, pipeline: WidgetPipeline
    ) async throws -> (Data, WidgetRenderSpec) {
        guard location == .carPlay, presentation == "lockScreen" else {
            throw CommandError(
                message: "A Live Activity is shown at '--location carPlay' only (its .small family, on the Lock "
                    + "Screen presentation); '\(location)' with '\(presentation)' is not.")
        }
        guard widget.supplementalActivityFamilies.contains(.small) else {
            throw CommandError(
                message: "Live Activity '\(widget.kind)' does not list .small in supplementalActivityFamilies(_:), "
                    + "so CarPlay does not show it.")
        }
        var request = try appearance.request(family: .systemSmall)
        request.now = now
        let tree = try await MainActor.run {
            pipeline.resolve(
                AnyView(try activity.view(for: .lockScreen, input: input).environment(\.activityFamily, .small)),
                request: request)
        }
        let list = pipeline.layout(tree, request: request, marginsDisabled: false)
        return (try pipeline.paint(list, request: request, format: format), request)
    }

    /// A JSON object given on the command line, as data.
    private static func json(_ text: String, _ option: String) throws -> Data {
        let data = Data(text.utf8)
        guard (try? JSONSerialization.jsonObject(with: data)) is [String: Any] else {
            throw CommandError(message: "\(option) is not a JSON object: '\(text)'. Write it like '{\"eta\": 12}'.")
        }
        return data
    }
}
