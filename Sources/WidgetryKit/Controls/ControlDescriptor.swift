import WidgetryIntents
import WidgetryUI

/// A control a bundle declares, erased so a host can show it, ask for its value and perform its intent.
///
/// For example:
///
/// ```swift
/// let flashlight = bundle.controls.first { $0.kind == "Flashlight" }!
/// let value = try await flashlight.currentValue()       // AnyControlValue(true)
/// let template = try await flashlight.template(for: value)
/// template.isOn                                        // true
/// ```
public struct ControlDescriptor: Sendable, Identifiable {
    /// The control's kind string, unique in the bundle.
    public let kind: String
    /// The name shown when people add the control.
    public var displayName: String = ""
    /// The description shown when people add the control.
    public var description: String = ""
    /// Whether people configure the control when they add it.
    public var promptsForUserConfiguration = false
    /// Whether the control is a button or a toggle.
    ///
    /// When the template's type does not say (an `if`/`else` between a button and a toggle), this is the kind of
    /// the preview template; for a configurable control whose intent has parameters without defaults, `.button`.
    public let template: ControlTemplateKind
    /// The name of the intent type the control performs, `String(reflecting:)` of the type; `nil` when it depends
    /// on the value and the preview could not tell.
    public let intentType: String?
    /// The configuration intent's schema, for controls people configure (``AppIntentControlConfiguration``).
    public let configurationSchema: IntentSchema?
    /// The name of the value provider's value type; `nil` for controls without a provider.
    public let valueType: String?
    /// The name of the value provider's type; `nil` for controls without a provider.
    public let providerType: String?
    /// The name of the push handler type, when the control registered one.
    public var pushHandlerType: String?
    /// Calls a new instance of the control's push handler type with the controls that support push updates.
    public var pushTokensDidChange: (@Sendable ([ControlInfo]) -> Void)?

    let valueBody: @Sendable (WidgetConfigurationValues?, _ preview: Bool) async throws -> AnyControlValue?
    let templateBody:
        @MainActor @Sendable (AnyControlValue?, WidgetConfigurationValues?) async throws -> ControlTemplateInstance

    /// The control's identity in the bundle: its kind.
    public var id: String { kind }

    /// Whether the control has a value provider.
    public var hasValueProvider: Bool { valueType != nil }

    /// Whether people can configure the control.
    public var isConfigurable: Bool { !(configurationSchema?.parameters.isEmpty ?? true) }

    init(
        kind: String, template: ControlTemplateKind, intentType: String?, configurationSchema: IntentSchema?,
        valueType: String?, providerType: String?,
        valueBody: @escaping @Sendable (WidgetConfigurationValues?, Bool) async throws -> AnyControlValue?,
        templateBody:
            @escaping @MainActor @Sendable (AnyControlValue?, WidgetConfigurationValues?) async throws ->
            ControlTemplateInstance
    ) {
        self.kind = kind
        self.template = template
        self.intentType = intentType
        self.configurationSchema = configurationSchema
        self.valueType = valueType
        self.providerType = providerType
        self.valueBody = valueBody
        self.templateBody = templateBody
    }

    /// The value to show in the controls gallery; `nil` for controls without a value provider.
    /// - Parameter configuration: The configuration, for controls people configure.
    /// - throws: `IntentError` when the configuration does not fit the configuration intent.
    public func previewValue(configuration: WidgetConfigurationValues? = nil) async throws -> AnyControlValue? {
        try await valueBody(configuration, true)
    }

    /// The control's current value from its provider; `nil` for controls without a value provider.
    /// - Parameter configuration: The configuration, for controls people configure.
    /// - throws: ``ControlError`` when the provider throws; `IntentError` when the configuration does not fit.
    public func currentValue(configuration: WidgetConfigurationValues? = nil) async throws -> AnyControlValue? {
        try await valueBody(configuration, false)
    }

    /// The control's template for a value: its kind, intent, state and view.
    /// - Parameters:
    ///   - value: A value the provider returned; `nil` uses the preview value.
    ///   - configuration: The configuration, for controls people configure.
    /// - throws: ``ControlError`` for a value of the wrong type; `IntentError` when the configuration does not fit.
    @MainActor
    public func template(
        for value: AnyControlValue?, configuration: WidgetConfigurationValues? = nil
    ) async throws -> ControlTemplateInstance {
        try await templateBody(value, configuration)
    }

    /// The control's template for its current value, as the system shows it.
    /// - Parameter configuration: The configuration, for controls people configure.
    @MainActor
    public func currentTemplate(configuration: WidgetConfigurationValues? = nil) async throws -> ControlTemplateInstance
    {
        try await template(for: currentValue(configuration: configuration), configuration: configuration)
    }

    /// The control's view for a value.
    /// - Parameters:
    ///   - value: A value the provider returned; `nil` uses the preview value.
    ///   - configuration: The configuration, for controls people configure.
    @MainActor
    public func view(for value: AnyControlValue?, configuration: WidgetConfigurationValues? = nil) async throws
        -> AnyView
    {
        try await template(for: value, configuration: configuration).view
    }
}
