import WidgetryIntents

/// The pieces the control configurations share to erase their providers and templates.
enum ControlEraser {
    /// The template kind and intent type a control declares: from the template's type when it says, otherwise
    /// from the preview template, when one can be made safely.
    @MainActor
    static func shape<Template: ControlWidgetTemplate>(
        of type: Template.Type, preview: () -> Template?
    ) -> (template: ControlTemplateKind, intentType: String?) {
        if let kind = Template.templateKind, let intentType = Template.actionTypeName { return (kind, intentType) }
        let instance = preview()?.controlTemplateInstance
        return (
            Template.templateKind ?? instance?.kind ?? .button,
            Template.actionTypeName ?? instance?.action.typeName
        )
    }

    /// An intent made with `init()` when every parameter has a default or is optional, so reading it is safe.
    static func defaultIntent<Intent: AppIntent>(_ type: Intent.Type, schema: IntentSchema) -> Intent? {
        schema.parameters.allSatisfy { $0.defaultValue != nil || $0.isOptional } ? Intent() : nil
    }

    /// The instance of a template, or an error naming the control when the template is neither a button nor a
    /// toggle.
    @MainActor
    static func instance<Template: ControlWidgetTemplate>(
        _ template: Template, kind: String
    ) throws -> ControlTemplateInstance {
        guard var instance = template.controlTemplateInstance else {
            throw ControlError.noTemplate(kind: kind, type: String(reflecting: Template.self))
        }
        let annotations = ControlAnnotationScan(template)
        instance.actionHint = instance.actionHint ?? annotations.actionHint
        instance.status = instance.status ?? annotations.status
        return instance
    }

    /// A value of the provider's type, or an error when it is of another type.
    static func typed<Value>(_ value: AnyControlValue, kind: String) throws -> Value {
        guard let typed = value.base as? Value else {
            throw ControlError.wrongValueType(value, kind: kind, expected: String(reflecting: Value.self))
        }
        return typed
    }

    /// Calls a provider, wrapping what it throws in an error that names the control.
    static func call<Value: Sendable>(
        kind: String, _ call: String, _ body: () async throws -> Value
    ) async throws -> AnyControlValue {
        do {
            return AnyControlValue(try await body())
        } catch {
            throw ControlError.providerFailed(kind: kind, call: call, error: error)
        }
    }

    /// The configuration intent for a configuration, with defaults filled in.
    static func decode<Intent: AppIntent>(
        _ type: Intent.Type, from configuration: WidgetConfigurationValues?
    ) async throws -> Intent {
        try await IntentCoder.decode(Intent.self, from: .object(configuration ?? [:]))
    }
}
