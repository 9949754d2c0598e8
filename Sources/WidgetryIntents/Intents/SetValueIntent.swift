/// An intent that sets a value, performed by a toggle with the toggle's new state.
///
/// For example:
///
/// ```swift
/// struct ToggleFlashlightIntent: SetValueIntent {
///     static var title: LocalizedStringResource = "Toggle Flashlight"
///     @Parameter(title: "On") var value: Bool
///     func perform() async throws -> some IntentResult {
///         Flashlight.isOn = value
///         return .result()
///     }
/// }
/// ```
///
/// The system sets ``value`` before it calls `perform()`.
public protocol SetValueIntent: AppIntent {
    /// The type of the value, `Bool` for toggles.
    associatedtype ValueType: _IntentValue

    /// The value to set.
    var value: ValueType { get set }
}
