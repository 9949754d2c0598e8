import Foundation
import WidgetryIntents

/// A structure that contains information about a control people added.
public struct ControlInfo: Sendable, CustomStringConvertible {
    /// The control's kind string.
    public let kind: String
    /// The instance's identity in the host.
    public let id: String
    /// The configuration, as JSON, for controls people configure.
    public let configuration: WidgetConfigurationValues?
    /// The control's push token, for controls whose configuration registered a `ControlPushHandler`.
    public let pushInfo: ControlPushInfo?
    private let intent: (any ControlConfigurationIntent)?

    /// Creates information about a control instance; hosts create these.
    /// - Parameters:
    ///   - kind: The control's kind.
    ///   - id: The instance's identity.
    ///   - configuration: The configuration as JSON.
    ///   - intent: The decoded configuration intent.
    public init(
        kind: String, id: String = UUID().uuidString, configuration: WidgetConfigurationValues? = nil,
        intent: (any ControlConfigurationIntent)? = nil, pushInfo: ControlPushInfo? = nil
    ) {
        self.kind = kind
        self.id = id
        self.configuration = configuration
        self.intent = intent
        self.pushInfo = pushInfo
    }

    /// The control's configuration intent, when it is of the given type.
    ///
    /// For example: `info.controlConfigurationIntent(of: SelectTimerIntent.self)?.timer`.
    public func controlConfigurationIntent<Intent: ControlConfigurationIntent>(of type: Intent.Type) -> Intent? {
        intent as? Intent
    }

    public var description: String { kind }
}
