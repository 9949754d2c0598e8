/// What a Live Activity's views receive: its attributes, its current state and whether that state is stale.
///
/// For example:
///
/// ```swift
/// ActivityConfiguration(for: DeliveryAttributes.self) { context in
///     Text("Driver: \(context.state.driverName)")
///     if context.isStale { Text("Updating...") }
/// } dynamicIsland: { context in … }
/// ```
public struct ActivityViewContext<Attributes: ActivityAttributes>: Sendable {
    /// The activity's current dynamic data.
    public let state: Attributes.ContentState
    /// The activity's static data.
    public let attributes: Attributes
    /// The activity's identifier.
    public let activityID: String
    /// Whether the content is past its stale date; show a fallback such as "Updating..." when it is.
    public var isStale: Bool

    /// Creates a context; hosts and previews use this, Live Activity views receive one.
    /// - Parameters:
    ///   - attributes: The static data.
    ///   - state: The current dynamic data.
    ///   - activityID: The activity's identifier.
    ///   - isStale: Whether the content is outdated.
    package init(attributes: Attributes, state: Attributes.ContentState, activityID: String, isStale: Bool) {
        self.attributes = attributes
        self.state = state
        self.activityID = activityID
        self.isStale = isStale
    }
}
