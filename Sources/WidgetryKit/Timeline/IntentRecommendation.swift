import Foundation
import WidgetrySiriKit
import WidgetryUI

/// A preconfigured custom intent with a description, offered by ``IntentTimelineProvider/recommendations()``.
///
/// For example:
///
/// ```swift
/// func recommendations() -> [IntentRecommendation<ConfigurationIntent>] {
///     heroes.map { hero in
///         let intent = ConfigurationIntent()
///         intent.hero = Hero(identifier: hero.id, display: hero.name)
///         return IntentRecommendation(intent: intent, description: hero.name)
///     }
/// }
/// ```
public struct IntentRecommendation<T: INIntent> {
    /// The configured intent.
    public let intent: T
    /// What people see for this configuration.
    public let description: String

    /// Creates a recommendation described by a text view.
    ///
    /// - Parameters:
    ///   - intent: The configured intent.
    ///   - description: What people see for it.
    public init(intent: T, description: Text) {
        self.intent = intent
        self.description = description._plainText
    }

    /// Creates a recommendation described by a localized string key.
    public init(intent: T, description: LocalizedStringKey) {
        self.intent = intent
        self.description = description._plainText
    }

    /// Creates a recommendation described by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(intent: T, description: S) {
        self.intent = intent
        self.description = String(description)
    }
}
