import Foundation

/// The state of a Live Activity together with when it goes stale and how relevant it is.
///
/// For example:
///
/// ```swift
/// let content = ActivityContent(state: state, staleDate: .now.addingTimeInterval(900), relevanceScore: 75)
/// try Activity.request(attributes: attributes, content: content)
/// ```
///
/// When several activities are running, the one with the highest relevance score shows in the Dynamic Island.
public struct ActivityContent<State>: Equatable, Hashable, Codable where State: Decodable & Encodable & Hashable {
    /// The dynamic data of the activity.
    public var state: State
    /// The date after which the content is outdated and views see `context.isStale`; `nil` for never.
    public var staleDate: Date?
    /// How important this activity is compared with the app's other activities; higher shows first.
    public var relevanceScore: Double

    /// Creates content for a Live Activity.
    /// - Parameters:
    ///   - state: The dynamic data.
    ///   - staleDate: When the content becomes outdated; `nil` for never.
    ///   - relevanceScore: The activity's importance relative to the app's other activities.
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

extension ActivityContent: Sendable where State: Sendable {}
