import WidgetryIntents
import WidgetryUI

/// The shape of a control: a button (``ControlWidgetButton``) or a toggle (``ControlWidgetToggle``).
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
    /// The type of template this one is made of.
    associatedtype Body: ControlWidgetTemplate

    /// The template this one is made of; the built-in templates have `Never`.
    @ControlWidgetTemplateBuilder var body: Body { get }

    /// The template kind every value of this type has; `nil` when it depends on the value. The built-in templates
    /// give theirs, any other template that of its `Body` type.
    ///
    /// Widgetry's own requirement; you don't implement it.
    static var _templateKind: ControlTemplateKind? { get }

    /// The intent type every value of this type performs; `nil` when it depends on the value. The built-in
    /// templates give theirs, any other template that of its `Body` type.
    ///
    /// Widgetry's own requirement; you don't implement it.
    static var _actionTypeName: String? { get }

    /// The template's instance, `nil` when it has none: the built-in templates make theirs, any other template
    /// that of its `body`.
    ///
    /// Widgetry's own requirement; you don't implement it.
    func _makeInstance() -> ControlTemplateInstance?
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

extension ControlWidgetTemplate {
    /// A template made of another has the template kind of its `Body` type.
    public static var _templateKind: ControlTemplateKind? {
        if Body.self == Never.self { return nil }
        return Body._templateKind
    }

    /// A template made of another performs the intent type of its `Body` type.
    public static var _actionTypeName: String? {
        if Body.self == Never.self { return nil }
        return Body._actionTypeName
    }

    /// A template made of another has the instance of its `body`.
    public func _makeInstance() -> ControlTemplateInstance? {
        if Body.self == Never.self { return nil }
        return body._makeInstance()
    }

    /// The template kind of every value of this type, found by walking `body` types; `nil` when it varies.
    static var templateKind: ControlTemplateKind? { _templateKind }

    /// The intent type of every value of this type, found by walking `body` types; `nil` when it varies.
    static var actionTypeName: String? { _actionTypeName }

    /// The template's instance, found by walking `body` down to a built-in template.
    var controlTemplateInstance: ControlTemplateInstance? { _makeInstance() }

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
public struct _TintedControlTemplate<Base: ControlWidgetTemplate>: ControlWidgetTemplate {
    let base: Base
    let tint: Color?

    public static var _templateKind: ControlTemplateKind? { Base.templateKind }
    public static var _actionTypeName: String? { Base.actionTypeName }

    public func _makeInstance() -> ControlTemplateInstance? {
        guard var instance = base.controlTemplateInstance else { return nil }
        instance.tint = tint
        return instance
    }

    /// Built-in templates have no body.
    public var body: Never { preconditionFailure("A tinted control template has no body.") }
}
