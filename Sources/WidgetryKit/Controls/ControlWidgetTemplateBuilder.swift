import WidgetryUI

/// A result builder that makes a control's template, with `if`/`else`, `switch` and `if #available`.
///
/// For example:
///
/// ```swift
/// StaticControlConfiguration(kind: "Flashlight", provider: FlashlightValueProvider()) { value in
///     ControlWidgetToggle(isOn: value, action: ToggleFlashlightIntent()) {
///         Label("Flashlight", systemImage: value ? "flashlight.on.fill" : "flashlight.off.fill")
///     }
/// }
/// ```
@resultBuilder
@MainActor
public enum ControlWidgetTemplateBuilder {
    public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }

    public static func buildEither<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>(
        first: First
    ) -> _ConditionalControlTemplate<First, Second> {
        _ConditionalControlTemplate(instance: first.controlTemplateInstance)
    }

    public static func buildEither<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>(
        second: Second
    ) -> _ConditionalControlTemplate<First, Second> {
        _ConditionalControlTemplate(instance: second.controlTemplateInstance)
    }

    public static func buildLimitedAvailability<Content: ControlWidgetTemplate>(
        _ content: Content
    ) -> _AnyControlTemplate {
        _AnyControlTemplate(instance: content.controlTemplateInstance)
    }
}

/// The branch a template's `if`/`else` took.
@MainActor @preconcurrency
public struct _ConditionalControlTemplate<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>:
    ControlWidgetTemplate
{
    let instance: ControlTemplateInstance?

    public static var _templateKind: ControlTemplateKind? {
        First.templateKind == Second.templateKind ? First.templateKind : nil
    }

    public static var _actionTypeName: String? {
        First.actionTypeName == Second.actionTypeName ? First.actionTypeName : nil
    }

    public func _makeInstance() -> ControlTemplateInstance? { instance }

    /// Conditional templates are described by the branch taken.
    public var body: Never { preconditionFailure("A conditional control template has no body.") }
}

/// A template with its type erased, as `if #available` makes one.
@MainActor @preconcurrency
public struct _AnyControlTemplate: ControlWidgetTemplate {
    let instance: ControlTemplateInstance?

    public static var _templateKind: ControlTemplateKind? { nil }
    public static var _actionTypeName: String? { nil }

    public func _makeInstance() -> ControlTemplateInstance? { instance }

    /// Erased templates are described by what they erase.
    public var body: Never { preconditionFailure("An erased control template has no body.") }
}
