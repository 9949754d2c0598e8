import Foundation
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

/// Renders a Live Activity's presentation from its attributes and content state as JSON
/// (`render --activity KIND --presentation P --state JSON`).
enum ActivityRendering {
    /// The presentations `render --presentation` takes.
    static let presentations = ActivityPresentationLayout.presentations

    /// Draws one presentation.
    ///
    /// - Parameters:
    ///   - kind: The Live Activity widget's kind (see `list`).
    ///   - presentation: One of ``presentations``.
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
        var request = try appearance.request(family: .systemMedium)
        request.sizeOverride = ActivityPresentationLayout.size(of: presentation)
        // The island is always black, so its content is drawn dark; the Lock Screen follows --scheme.
        if ActivityPresentationLayout.isOnIsland(presentation) { request.colorScheme = .dark }
        request.now = at ?? context.now()
        let view = try await MainActor.run { try ActivityPresentationLayout.view(activity, presentation, input) }
        let list = await pipeline.displayList(view, request: request)
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
