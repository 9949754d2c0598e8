import Foundation
import WidgetryIntents
import WidgetryUI

/// A structure that contains information about a widget a person has added.
public struct WidgetInfo: Sendable, CustomStringConvertible {
    /// The widget's kind string.
    public let kind: String
    /// The widget's family.
    public let family: WidgetFamily
    /// The instance's identity in the host.
    public let id: String
    /// The configuration, as JSON, for configurable widgets.
    public let configuration: WidgetConfigurationValues?
    private let intent: (any AppIntent)?

    /// Creates information about a widget instance; hosts create these.
    public init(
        kind: String, family: WidgetFamily, id: String = UUID().uuidString,
        configuration: WidgetConfigurationValues? = nil, intent: (any AppIntent)? = nil
    ) {
        self.kind = kind
        self.family = family
        self.id = id
        self.configuration = configuration
        self.intent = intent
    }

    /// The configuration intent of the widget, when it is of the given type.
    ///
    /// For example: `info.widgetConfigurationIntent(of: SelectCharacterIntent.self)?.character`.
    public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(of type: Intent.Type) -> Intent? {
        intent as? Intent
    }

    public var description: String { "\(kind) (\(family))" }
}

/// The push token the system assigns to an app's widgets.
public struct WidgetPushInfo: Sendable, Hashable {
    /// The token to send pushes to.
    public let token: Data

    /// Creates push information.
    public init(token: Data) {
        self.token = token
    }
}

/// A type that receives the push token for widgets that reload through push notifications.
///
/// For example:
///
/// ```swift
/// struct MyWidgetPushHandler: WidgetPushHandler {
///     func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {
///         let token = pushInfo.token.map { String(format: "%02x", $0) }.joined()
///         // Send the token to your server.
///     }
/// }
/// ```
public protocol WidgetPushHandler {
    /// Creates the handler; the system instantiates it.
    init()

    /// Called when the push token changes or the widgets it covers change.
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo])
}
