import Foundation

/// The push token of one configured control: a push of `{"aps": {"content-changed": true}}` with
/// `apns-push-type: controls` to it asks the control's value provider again.
public struct ControlPushInfo: Sendable, Hashable {
    /// A unique push token that delivers updates for this control, valid until the handler is told otherwise.
    public let token: Data

    /// Creates push information.
    public init(token: Data) {
        self.token = token
    }
}

/// A type that receives the push tokens of controls that update through push notifications.
///
/// For example:
///
/// ```swift
/// struct LampPushHandler: ControlPushHandler {
///     func pushTokensDidChange(controls: [ControlInfo]) {
///         for control in controls { send(control.pushInfo?.token, for: control.id) }
///     }
/// }
/// // StaticControlConfiguration(kind: "Lamp", provider: …) { … }.pushHandler(LampPushHandler.self)
/// ```
public protocol ControlPushHandler {
    /// Creates the handler; the system instantiates it.
    init()

    /// Called with every control that supports push updates (each with its ``ControlInfo/pushInfo``) whenever
    /// their tokens or the set of them changes.
    func pushTokensDidChange(controls: [ControlInfo])
}

extension ControlWidgetConfiguration {
    /// Registers the type that receives the push tokens of controls of this kind: the host makes one and calls its
    /// `pushTokensDidChange(controls:)` when they change.
    public func pushHandler(_ pushHandlerType: any ControlPushHandler.Type) -> some ControlWidgetConfiguration {
        nonisolated(unsafe) let type = pushHandlerType
        let name = String(reflecting: pushHandlerType)
        return modified {
            $0.pushHandlerType = name
            $0.pushTokensDidChange = { controls in type.init().pushTokensDidChange(controls: controls) }
        }
    }
}
