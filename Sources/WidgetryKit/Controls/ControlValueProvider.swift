import WidgetryIntents

/// A type that provides the value a control shows, such as whether a toggle is on.
///
/// For example:
///
/// ```swift
/// struct FlashlightValueProvider: ControlValueProvider {
///     var previewValue: Bool { false }
///     func currentValue() async throws -> Bool { Flashlight.isOn }
/// }
/// ```
///
/// The system asks for ``currentValue()`` when it shows the control and after each of its actions.
public protocol ControlValueProvider: Sendable {
    /// The type of value the control shows.
    associatedtype Value: Sendable

    /// A value to show in the controls gallery, returned at once.
    var previewValue: Value { get }

    /// The control's current value.
    func currentValue() async throws -> Value
}

/// A type that provides the value of a control people configure through a ``ControlConfigurationIntent``.
///
/// For example:
///
/// ```swift
/// struct TimerValueProvider: AppIntentControlValueProvider {
///     func previewValue(configuration: SelectTimerIntent) -> Bool { false }
///     func currentValue(configuration: SelectTimerIntent) async throws -> Bool {
///         TimerStore.isRunning(configuration.timer)
///     }
/// }
/// ```
public protocol AppIntentControlValueProvider: Sendable {
    /// The configuration intent people edit.
    associatedtype Configuration: ControlConfigurationIntent
    /// The type of value the control shows.
    associatedtype Value: Sendable

    /// A value to show in the controls gallery for a configuration, returned at once.
    func previewValue(configuration: Configuration) -> Value

    /// The control's current value for a configuration.
    func currentValue(configuration: Configuration) async throws -> Value
}
