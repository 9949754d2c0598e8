import Foundation

/// The data a Live Activity shows: static attributes, plus a dynamic ``ContentState`` that changes with updates.
///
/// For example:
///
/// ```swift
/// struct DeliveryAttributes: ActivityAttributes {
///     struct ContentState: Codable, Hashable {
///         var driverName: String
///         var estimatedDeliveryTime: ClosedRange<Date>
///     }
///     var orderNumber: Int
///     var restaurantName: String
/// }
/// ```
///
/// Attributes and content travel as JSON between the app, the host and push payloads, and together they may take
/// at most 4 KB encoded. Both are `Sendable` so an ``Activity`` can be shared across tasks.
public protocol ActivityAttributes: Decodable, Encodable, Sendable {
    /// The dynamic part of the activity: what ``Activity/update(_:)`` and push updates change.
    associatedtype ContentState: Decodable, Encodable, Hashable, Sendable
}
