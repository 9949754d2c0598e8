import Foundation
import WidgetryUI

/// A Live Activity a bundle declares, erased: its attributes type and the views it shows, drawn from JSON.
///
/// ``ActivityConfiguration`` makes one; a ``WidgetDescriptor`` with role `.liveActivity` carries it. A host
/// draws an activity it keeps (see ``LiveActivityStore``) with ``view(for:input:)``.
///
/// For example:
///
/// ```swift
/// let activity = try bundle.widget(kind: "DeliveryAttributes").activity!
/// let input = LiveActivityViewInput(record: record, at: now)
/// let lockScreen = try activity.view(for: .lockScreen, input: input)
/// let compact = try activity.view(for: .compactTrailing, input: input)
/// ```
public struct ActivityDescriptor: Sendable {
    /// The attributes type's name, as in push payloads' `attributes-type`: `DeliveryAttributes`.
    public let attributesType: String
    /// The attributes type's full name, with its module.
    public let attributesTypeName: String
    /// The content state type's full name, with its module.
    public let contentStateTypeName: String

    let decodeBody: @Sendable (LiveActivityViewInput) throws -> Void
    let lockScreenBody: @MainActor @Sendable (LiveActivityViewInput) throws -> AnyView
    let dynamicIslandBody: @MainActor @Sendable (LiveActivityViewInput) throws -> DynamicIsland

    /// Erases a Live Activity's views.
    init<Attributes: ActivityAttributes, Content: View>(
        _ type: Attributes.Type,
        content: @escaping @MainActor (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping @MainActor (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        attributesType = ActivityJSON.typeName(Attributes.self)
        attributesTypeName = String(reflecting: Attributes.self)
        contentStateTypeName = String(reflecting: Attributes.ContentState.self)
        let content = UncheckedSendableBox(content)
        let dynamicIsland = UncheckedSendableBox(dynamicIsland)
        decodeBody = { _ = try Self.context(Attributes.self, from: $0) }
        lockScreenBody = { AnyView(content.value(try Self.context(Attributes.self, from: $0))) }
        dynamicIslandBody = { dynamicIsland.value(try Self.context(Attributes.self, from: $0)) }
    }

    static func context<Attributes: ActivityAttributes>(
        _ type: Attributes.Type, from input: LiveActivityViewInput
    ) throws -> ActivityViewContext<Attributes> {
        ActivityViewContext(
            attributes: try ActivityJSON.decode(Attributes.self, from: input.attributes, part: "attributes"),
            state: try ActivityJSON.decode(Attributes.ContentState.self, from: input.state, part: "content state"),
            activityID: input.activityID, isStale: input.isStale)
    }

    /// Checks that JSON attributes and content state decode as this activity's types and fit the size limit, as
    /// a host does before it starts or updates an activity from a push.
    /// - Parameters:
    ///   - input: The JSON to check.
    ///   - limits: The limits to apply.
    /// - throws: ``LiveActivityError`` naming the part that does not decode and why, or giving the size.
    public func validate(_ input: LiveActivityViewInput, limits: LiveActivityLimits = .standard) throws {
        try decodeBody(input)
        try limits.checkSize(attributes: input.attributes, state: input.state, attributesType: attributesType)
    }

    /// The view of a presentation: the Lock Screen, a Dynamic Island presentation, or one expanded region
    /// (an empty view for a region the activity does not fill).
    /// - Parameters:
    ///   - presentation: Where the activity appears.
    ///   - input: The activity's JSON and staleness.
    /// - throws: ``LiveActivityError`` when the JSON does not decode as the activity's types.
    @MainActor
    public func view(for presentation: ActivityPresentation, input: LiveActivityViewInput) throws -> AnyView {
        if presentation == .lockScreen { return try lockScreenBody(input) }
        return try dynamicIslandBody(input).view(for: presentation) ?? AnyView(EmptyView())
    }

    /// The activity's Dynamic Island for an input: its presentations, keyline tint, content margins and URL.
    /// - throws: ``LiveActivityError`` when the JSON does not decode as the activity's types.
    @MainActor
    public func dynamicIsland(for input: LiveActivityViewInput) throws -> DynamicIsland {
        try dynamicIslandBody(input)
    }
}
