import Foundation
import WidgetryIntents

/// An alert that lights up the screen and expands the Dynamic Island when a Live Activity updates.
///
/// For example:
///
/// ```swift
/// let alert = AlertConfiguration(title: "Delivery update", body: "Your driver is nearby.", sound: .default)
/// await activity.update(content, alertConfiguration: alert)
/// ```
public struct AlertConfiguration: Sendable, Hashable, Codable {
    /// The sound an alert plays.
    public struct AlertSound: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The sound's file name; `nil` for the system's default sound.
        public let name: String?

        /// The system's default alert sound.
        public static let `default` = AlertSound(name: nil)

        /// A sound file in the app's bundle.
        /// - Parameter name: The file name of the sound.
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }

        public var description: String { name ?? "default" }
    }

    /// The alert's title, shown on Apple Watch.
    public var title: LocalizedStringResource
    /// The alert's text, shown on Apple Watch.
    public var body: LocalizedStringResource
    /// The sound to play.
    public var sound: AlertSound

    /// Creates an alert.
    /// - Parameters:
    ///   - title: The title, shown on Apple Watch.
    ///   - body: The text, shown on Apple Watch.
    ///   - sound: The sound to play.
    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }
}
