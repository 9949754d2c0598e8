/// A type that describes a control: its kind, its template and where its value comes from.
///
/// Combine the built-in configurations — ``StaticControlConfiguration``, ``AppIntentControlConfiguration`` —
/// with modifiers such as ``ControlWidgetConfiguration/displayName(_:)``.
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
    /// The type of configuration this one is made of.
    associatedtype Body: ControlWidgetConfiguration

    /// The configuration this one is made of; built-in configurations have `Never`.
    @ControlWidgetConfigurationBuilder var body: Body { get }

    /// The controls this configuration declares: the built-in configurations give theirs directly, any other
    /// configuration those of its `body`.
    ///
    /// Widgetry's own requirement; you don't implement it.
    var _controlDescriptors: [ControlDescriptor] { get }
}

extension Never: ControlWidgetConfiguration {}

extension ControlWidgetConfiguration {
    /// A configuration made of others declares the controls of its `body`.
    public var _controlDescriptors: [ControlDescriptor] {
        if Body.self == Never.self { return [] }
        return body._controlDescriptors
    }

    /// The descriptors a configuration declares, found by walking `body` down to the built-in configurations.
    package var controlDescriptors: [ControlDescriptor] { _controlDescriptors }
}

/// A result builder that makes a control's configuration, with `if`/`else` and `if #available`.
@resultBuilder
@MainActor
public enum ControlWidgetConfigurationBuilder {
    public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }

    public static func buildEither<First: ControlWidgetConfiguration, Second: ControlWidgetConfiguration>(
        first: First
    ) -> _ConditionalControlConfiguration<First, Second> {
        _ConditionalControlConfiguration(_controlDescriptors: first.controlDescriptors)
    }

    public static func buildEither<First: ControlWidgetConfiguration, Second: ControlWidgetConfiguration>(
        second: Second
    ) -> _ConditionalControlConfiguration<First, Second> {
        _ConditionalControlConfiguration(_controlDescriptors: second.controlDescriptors)
    }

    public static func buildLimitedAvailability<Content: ControlWidgetConfiguration>(
        _ content: Content
    ) -> _AnyControlConfiguration {
        _AnyControlConfiguration(_controlDescriptors: content.controlDescriptors)
    }
}

/// The branch a control configuration's `if`/`else` took.
@MainActor @preconcurrency
public struct _ConditionalControlConfiguration<First: ControlWidgetConfiguration, Second: ControlWidgetConfiguration>:
    ControlWidgetConfiguration
{
    /// The descriptors this configuration stands for.
    public let _controlDescriptors: [ControlDescriptor]

    /// Conditional configurations are described by the branch taken.
    public var body: Never { preconditionFailure("A conditional control configuration has no body.") }
}

/// A control configuration with its type erased, as `if #available` makes one.
@MainActor @preconcurrency
public struct _AnyControlConfiguration: ControlWidgetConfiguration {
    /// The descriptors this configuration stands for.
    public let _controlDescriptors: [ControlDescriptor]

    /// Erased configurations are described by what they erase.
    public var body: Never { preconditionFailure("An erased control configuration has no body.") }
}
