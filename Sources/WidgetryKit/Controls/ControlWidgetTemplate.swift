import WidgetryIntents
import WidgetryUI

/// The shape of a control: a button (``ControlWidgetButton``) or a toggle (``ControlWidgetToggle``).
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
    /// The type of template this one is made of.
    associatedtype Body: ControlWidgetTemplate

    /// The template this one is made of; the built-in templates have `Never`.
    @ControlWidgetTemplateBuilder var body: Body { get }
}

extension Never: ControlWidgetTemplate {}

/// The kind of template a control uses.
public enum ControlTemplateKind: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// A button that performs an intent.
    case button
    /// A toggle that sets a value through a `SetValueIntent`.
    case toggle

    public var description: String { rawValue }
}

/// A template that makes its instance directly rather than through its `body`.
@MainActor
protocol PrimitiveControlTemplate {
    /// The template kind every value of this type has; `nil` when it depends on the value.
    static var staticTemplateKind: ControlTemplateKind? { get }
    /// The intent type every value of this type performs; `nil` when it depends on the value.
    static var staticActionTypeName: String? { get }
    /// The template's instance; `nil` when it has none.
    func makeInstance() -> ControlTemplateInstance?
}

extension ControlWidgetTemplate {
    /// The template kind of every value of this type, found by walking `body` types; `nil` when it varies.
    @MainActor
    static var templateKind: ControlTemplateKind? {
        if let primitive = Self.self as? any PrimitiveControlTemplate.Type { return primitive.staticTemplateKind }
        if Body.self == Never.self { return nil }
        return Body.templateKind
    }

    /// The intent type of every value of this type, found by walking `body` types; `nil` when it varies.
    @MainActor
    static var actionTypeName: String? {
        if let primitive = Self.self as? any PrimitiveControlTemplate.Type { return primitive.staticActionTypeName }
        if Body.self == Never.self { return nil }
        return Body.actionTypeName
    }

    /// The template's instance, found by walking `body` down to a built-in template.
    @MainActor
    var controlTemplateInstance: ControlTemplateInstance? {
        if let primitive = self as? any PrimitiveControlTemplate { return primitive.makeInstance() }
        if Body.self == Never.self { return nil }
        return body.controlTemplateInstance
    }

    /// Sets the color of the control when it is on, or of its symbol for a button.
    ///
    /// For example: `ControlWidgetToggle(…).tint(.purple)`.
    /// - Parameter tint: The color; `nil` for the system's.
    public func tint(_ tint: Color?) -> some ControlWidgetTemplate {
        _TintedControlTemplate(base: self, tint: tint)
    }
}

/// A template with a tint.
@MainActor @preconcurrency
public struct _TintedControlTemplate<Base: ControlWidgetTemplate>: ControlWidgetTemplate, PrimitiveControlTemplate {
    let base: Base
    let tint: Color?

    static var staticTemplateKind: ControlTemplateKind? { Base.templateKind }
    static var staticActionTypeName: String? { Base.actionTypeName }

    func makeInstance() -> ControlTemplateInstance? {
        guard var instance = base.controlTemplateInstance else { return nil }
        instance.tint = tint
        return instance
    }

    /// Built-in templates have no body.
    public var body: Never { preconditionFailure("A tinted control template has no body.") }
}
