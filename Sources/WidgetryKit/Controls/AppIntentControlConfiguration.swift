import WidgetryIntents
import WidgetryUI

/// A control that people configure through a ``ControlConfigurationIntent``, such as which timer it starts.
///
/// For example:
///
/// ```swift
/// AppIntentControlConfiguration(kind: "Timer", provider: TimerValueProvider()) { isRunning in
///     ControlWidgetToggle("Timer", isOn: isRunning, action: ToggleTimerIntent()) { isOn in
///         Text(isOn ? "Running" : "Stopped")
///     }
/// }
/// .promptsForUserConfiguration()
/// ```
@MainActor @preconcurrency
public struct AppIntentControlConfiguration<Intent: ControlConfigurationIntent, Content: ControlWidgetTemplate>:
    ControlWidgetConfiguration
{
    let descriptor: ControlDescriptor

    /// Creates a configurable control whose value comes from a provider.
    /// - Parameters:
    ///   - kind: A string that identifies the control in the bundle.
    ///   - intent: The configuration intent type.
    ///   - provider: The provider of the control's value for a configuration.
    ///   - content: The control's template for a value.
    public init<Provider: AppIntentControlValueProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ControlWidgetTemplateBuilder content: @escaping @MainActor (Provider.Value) -> Content
    ) where Provider.Configuration == Intent {
        let schema = IntentSchema(Intent.self)
        let shape = ControlEraser.shape(of: Content.self) {
            ControlEraser.defaultIntent(Intent.self, schema: schema).map {
                content(provider.previewValue(configuration: $0))
            }
        }
        let content = UncheckedSendableBox(content)
        descriptor = ControlDescriptor(
            kind: kind, template: shape.template, intentType: shape.intentType,
            configurationSchema: schema, valueType: String(reflecting: Provider.Value.self),
            providerType: String(reflecting: Provider.self),
            valueBody: { configuration, preview in
                let intent = try await ControlEraser.decode(Intent.self, from: configuration)
                if preview { return AnyControlValue(provider.previewValue(configuration: intent)) }
                return try await ControlEraser.call(kind: kind, "currentValue(configuration:)") {
                    try await provider.currentValue(configuration: intent)
                }
            },
            templateBody: { value, configuration in
                let typed: Provider.Value
                if let value {
                    typed = try ControlEraser.typed(value, kind: kind)
                } else {
                    let intent = try await ControlEraser.decode(Intent.self, from: configuration)
                    typed = provider.previewValue(configuration: intent)
                }
                return try ControlEraser.instance(content.value(typed), kind: kind)
            })
    }

    /// Creates a configurable control whose template depends only on its configuration.
    /// - Parameters:
    ///   - kind: A string that identifies the control in the bundle.
    ///   - intent: The configuration intent type.
    ///   - content: The control's template for a configuration.
    public init(
        kind: String, intent: Intent.Type = Intent.self,
        @ControlWidgetTemplateBuilder content: @escaping @MainActor (Intent) -> Content
    ) {
        let schema = IntentSchema(Intent.self)
        let shape = ControlEraser.shape(of: Content.self) {
            ControlEraser.defaultIntent(Intent.self, schema: schema).map { content($0) }
        }
        let content = UncheckedSendableBox(content)
        descriptor = ControlDescriptor(
            kind: kind, template: shape.template, intentType: shape.intentType,
            configurationSchema: schema, valueType: nil, providerType: nil,
            valueBody: { configuration, _ in
                _ = try await ControlEraser.decode(Intent.self, from: configuration)
                return nil
            },
            templateBody: { _, configuration in
                let intent = try await ControlEraser.decode(Intent.self, from: configuration)
                return try ControlEraser.instance(content.value(intent), kind: kind)
            })
    }

    public var _controlDescriptors: [ControlDescriptor] { [descriptor] }

    /// Built-in configurations have no body.
    public var body: Never { preconditionFailure("AppIntentControlConfiguration is a built-in configuration.") }
}
