import Foundation
import WidgetryIntents
import WidgetryKit

/// A control a person added to Control Center, the Lock Screen or the Action button.
public struct ControlInstance: Sendable, Hashable, Codable, Identifiable {
    /// The instance's identity in the host.
    public let id: String
    /// The control's kind string.
    public let kind: String
    /// The configuration as JSON, for controls people configure.
    public var configuration: WidgetConfigurationValues?
    /// When it was added.
    public let created: Date

    /// Creates a control instance; ``WidgetHost/addControl(kind:configuration:id:)`` makes them.
    public init(id: String, kind: String, configuration: WidgetConfigurationValues?, created: Date) {
        self.id = id
        self.kind = kind
        self.configuration = configuration
        self.created = created
    }

    /// The instance as ControlKit describes it to apps.
    public var info: ControlInfo { ControlInfo(kind: kind, id: id, configuration: configuration) }
}

/// What a control shows: its value from the value provider, and whether a toggle is on.
public struct ControlState: Sendable, CustomStringConvertible {
    /// The control.
    public let instance: ControlInstance
    /// The provider's value; `nil` for controls without a value provider or before the first answer.
    public let value: AnyControlValue?
    /// When the value was last set.
    public let updated: Date
    /// Whether the value is shown optimistically, after an action and before the provider confirmed it.
    public let isOptimistic: Bool
    /// What went wrong the last time the provider was asked; `nil` when it answered.
    public let lastError: String?

    /// Creates a state; the host makes them.
    public init(
        instance: ControlInstance, value: AnyControlValue?, updated: Date, isOptimistic: Bool = false,
        lastError: String? = nil
    ) {
        self.instance = instance
        self.value = value
        self.updated = updated
        self.isOptimistic = isOptimistic
        self.lastError = lastError
    }

    /// A toggle's state: the value as a `Bool`; `nil` for other values.
    public var isOn: Bool? { value?.boolValue }

    public var description: String {
        "\(instance.kind) = \(value.map { "\($0)" } ?? "no value")\(isOptimistic ? " (optimistic)" : "")"
    }
}
