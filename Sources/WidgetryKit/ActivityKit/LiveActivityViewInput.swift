import Foundation

/// What a host gives ``ActivityDescriptor`` to draw a Live Activity: its identifier, its attributes and content
/// state as JSON, and whether the content is stale.
///
/// For example:
///
/// ```swift
/// let input = LiveActivityViewInput(record: record, at: clock.now)
/// let view = try descriptor.activity!.view(for: .lockScreen, input: input)
/// ```
public struct LiveActivityViewInput: Sendable, Hashable {
    /// The activity's identifier.
    public var activityID: String
    /// The attributes, as JSON.
    public var attributes: Data
    /// The content state, as JSON.
    public var state: Data
    /// Whether the content is past its stale date.
    public var isStale: Bool

    /// Creates an input from JSON.
    /// - Parameters:
    ///   - activityID: The activity's identifier.
    ///   - attributes: The attributes, as JSON.
    ///   - state: The content state, as JSON.
    ///   - isStale: Whether the content is past its stale date.
    public init(activityID: String, attributes: Data, state: Data, isStale: Bool = false) {
        self.activityID = activityID
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
    }

    /// Creates the input for an activity the store keeps, as it is at a moment.
    /// - Parameters:
    ///   - record: The activity.
    ///   - now: The moment, which decides whether the content is stale.
    public init(record: LiveActivityRecord, at now: Date) {
        self.init(
            activityID: record.id, attributes: record.attributes, state: record.content.state,
            isStale: record.isStale(at: now))
    }

    /// Creates an input from typed values, as previews and tests do.
    /// - Parameters:
    ///   - attributes: The attributes.
    ///   - state: The content state.
    ///   - activityID: The identifier to show.
    ///   - isStale: Whether the content is stale.
    /// - throws: ``LiveActivityError`` when a value cannot be encoded.
    public init<Attributes: ActivityAttributes>(
        attributes: Attributes, state: Attributes.ContentState, activityID: String = "preview", isStale: Bool = false
    ) throws {
        let type = ActivityJSON.typeName(Attributes.self)
        self.init(
            activityID: activityID,
            attributes: try ActivityJSON.encode(attributes, part: "attributes", type: type),
            state: try ActivityJSON.encode(state, part: "content state", type: type),
            isStale: isStale)
    }
}
