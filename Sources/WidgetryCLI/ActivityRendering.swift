import Foundation
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

/// Renders a Live Activity's presentation from its attributes and content state as JSON
/// (`render --activity KIND --presentation P --state JSON`).
enum ActivityRendering {
    /// The presentations `render --presentation` takes: the Lock Screen, the Dynamic Island's compact (leading and
    /// trailing around the camera), minimal and expanded presentations, and each part on its own.
    static let presentations: [String] =
        ["lockScreen", "compact", "minimal", "expanded"]
        + ActivityPresentation.allCases.map(\.rawValue).filter { !["lockScreen", "minimal", "expanded"].contains($0) }

    /// Sizes in points: the Lock Screen banner at its tallest, and the island's presentations on an iPhone with a
    /// Dynamic Island.
    static func size(of presentation: String) -> CGSize {
        switch presentation {
        case "lockScreen", "expanded": CGSize(width: 408, height: 160)
        case "compact": CGSize(width: 250, height: 36.67)
        case "minimal", "compactLeading", "compactTrailing": CGSize(width: 45, height: 36.67)
        default: CGSize(width: 200, height: 80)
        }
    }

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
        request.sizeOverride = size(of: presentation)
        // The island is always black, so its content is drawn dark; the Lock Screen follows --scheme.
        if presentation != "lockScreen" { request.colorScheme = .dark }
        request.now = at ?? context.now()
        let view = try await MainActor.run { try Self.view(activity, presentation, input) }
        let list = await pipeline.displayList(view, request: request)
        return (try pipeline.paint(list, request: request, format: format), request)
    }

    /// The view of a presentation; island presentations on the island's black shape.
    @MainActor
    private static func view(_ activity: ActivityDescriptor, _ presentation: String, _ input: LiveActivityViewInput)
        throws -> AnyView
    {
        switch presentation {
        case "lockScreen":
            return try activity.view(for: .lockScreen, input: input)
        case "compact":
            let leading = try activity.view(for: .compactLeading, input: input)
            let trailing = try activity.view(for: .compactTrailing, input: input)
            return AnyView(
                HStack(spacing: 0) {
                    leading
                    Spacer(minLength: 0)
                    trailing
                }
                .padding(.horizontal, 12)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Capsule().fill(Color.black)))
        case "minimal":
            return AnyView(
                try activity.view(for: .minimal, input: input)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Capsule().fill(Color.black)))
        default:
            let part = ActivityPresentation(rawValue: presentation) ?? .expanded
            return AnyView(
                try activity.view(for: part, input: input)
                    .padding(part == .expanded ? 16 : 0)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(RoundedRectangle(cornerRadius: 44, style: .continuous).fill(Color.black)))
        }
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
