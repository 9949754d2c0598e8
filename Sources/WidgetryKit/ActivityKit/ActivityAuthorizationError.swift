import Foundation

/// Why ``Activity/request(attributes:content:pushType:)`` could not start a Live Activity.
///
/// Match a reason the way you would with ActivityKit's error:
///
/// ```swift
/// do {
///     _ = try Activity.request(attributes: attributes, content: content)
/// } catch ActivityAuthorizationError.attributesTooLarge {
///     // Send less data.
/// }
/// ```
///
/// Two errors are equal when their ``code`` is; the ``message`` says what was wrong and what to do.
public struct ActivityAuthorizationError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// The reason, as ActivityKit names it.
    public enum Code: String, Sendable, Codable, CaseIterable {
        case attributesTooLarge, denied, globalMaximumExceeded, malformedActivityIdentifier
        case missingProcessIdentifier, persistenceFailure, reconnectNotPermitted, targetMaximumExceeded
        case unentitled, unsupported, unsupportedTarget, visibility
    }

    /// The reason.
    public let code: Code
    /// A sentence that says what was wrong and what to do.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
    public var errorDescription: String? { message }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// The attributes and content together exceed 4 KB encoded.
    public static let attributesTooLarge = Self(
        .attributesTooLarge, "The activity's attributes and content are larger than 4 KB encoded. Send less data.")
    /// People turned Live Activities off for the app.
    public static let denied = Self(
        .denied, "Live Activities are turned off for this app. Ask people to allow them in Settings.")
    /// The device runs as many Live Activities as it can.
    public static let globalMaximumExceeded = Self(
        .globalMaximumExceeded, "The device runs as many Live Activities as it allows. End one first.")
    /// The earlier name of ``globalMaximumExceeded``.
    @available(*, deprecated, renamed: "globalMaximumExceeded")
    public static var globalMaxActivitiesExceeded: Self { globalMaximumExceeded }
    /// The activity identifier is not valid.
    public static let malformedActivityIdentifier = Self(
        .malformedActivityIdentifier, "The activity identifier is not valid.")
    /// The process has no identifier.
    public static let missingProcessIdentifier = Self(
        .missingProcessIdentifier, "The process has no identifier to attribute the activity to.")
    /// The activity could not be stored.
    public static let persistenceFailure = Self(.persistenceFailure, "The activity could not be stored.")
    /// The process may not reconnect to the activity.
    public static let reconnectNotPermitted = Self(
        .reconnectNotPermitted, "This process may not reconnect to the activity.")
    /// The app runs as many Live Activities as it may.
    public static let targetMaximumExceeded = Self(
        .targetMaximumExceeded, "The app runs as many Live Activities as it may. End one first.")
    /// The earlier name of ``targetMaximumExceeded``.
    @available(*, deprecated, renamed: "targetMaximumExceeded")
    public static var targetMaxActivitiesExceeded: Self { targetMaximumExceeded }
    /// The app lacks the Live Activities entitlement (or, on a host, its bundle declares no ActivityConfiguration
    /// for the attributes type).
    public static let unentitled = Self(
        .unentitled,
        "The app does not support Live Activities of this type: set NSSupportsLiveActivities to YES and add an "
            + "ActivityConfiguration for its attributes to the widget bundle.")
    /// The device does not support Live Activities.
    public static let unsupported = Self(.unsupported, "This device does not support Live Activities.")
    /// The target does not support Live Activities.
    public static let unsupportedTarget = Self(.unsupportedTarget, "This target does not support Live Activities.")
    /// The app must be in the foreground to start an activity.
    public static let visibility = Self(
        .visibility, "Start Live Activities while the app is in the foreground.")
}
