import Foundation
import Synchronization

/// The result of handling an intent. Generated subclasses add a `code` and the response's parameters.
///
/// For example: `ConfigurationIntentResponse(code: .success, userActivity: nil)`.
///
/// Differences from Apple's class: no `NSSecureCoding` or `NSCopying`; response parameters are kept in a
/// key-value store the generated properties read and write.
open class INIntentResponse: NSObject {
    private let values = Mutex<[String: ResponseValue]>([:])

    /// The activity to continue in the app, if the response asks for it.
    open var userActivity: NSUserActivity?

    /// Creates an empty response.
    public override init() {
        super.init()
    }

    /// A response parameter's value by name.
    ///
    /// - Parameter key: The parameter's name.
    open func value(forKey key: String) -> Any? {
        values.withLock { $0[key]?.value }
    }

    /// Sets a response parameter's value by name; `nil` removes it.
    open func setValue(_ value: Any?, forKey key: String) {
        let stored = value.map(ResponseValue.init)
        values.withLock { $0[key] = stored }
    }
}

/// A response value, boxed for the lock.
private struct ResponseValue: @unchecked Sendable {
    let value: Any
}

/// An activity a person can continue in the app: what an intent response hands over.
///
/// Foundation on Linux has no `NSUserActivity`; this one keeps the type, title and user info so generated
/// responses and widget code compile. Nothing continues it.
open class NSUserActivity: NSObject {
    /// The activity's type, such as `com.example.viewCharacter`.
    public let activityType: String
    /// A title people see.
    open var title: String?
    /// Data about the activity.
    open var userInfo: [AnyHashable: Any]?
    /// A URL to open when the app cannot continue the activity.
    open var webpageURL: URL?
    /// Whether the activity may be suggested for search and predictions.
    open var isEligibleForPrediction = false
    /// The activity's persistent identifier.
    open var persistentIdentifier: String?

    /// Creates an activity.
    ///
    /// - Parameter activityType: The activity's type.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}
