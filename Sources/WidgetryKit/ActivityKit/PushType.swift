/// How a Live Activity receives push updates: through its own token or through a broadcast channel.
///
/// For example:
///
/// ```swift
/// let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
/// ```
public struct PushType: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The channel's identifier for channel pushes; `nil` for token pushes.
    public let channelID: String?

    /// Updates arrive through a push token unique to the activity (``Activity/pushToken``).
    public static let token = PushType(channelID: nil)

    /// Updates arrive through a broadcast channel shared by many activities.
    /// - Parameter channelId: The channel's identifier, from your server.
    public static func channel(_ channelId: String) -> PushType {
        PushType(channelID: channelId)
    }

    public var description: String { channelID.map { "channel(\($0))" } ?? "token" }
}
