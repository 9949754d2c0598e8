/// A result builder that makes a widget's configuration, with `if`/`else` and `if #available`.
///
/// `Widget.body` and `WidgetConfiguration.body` use it, so a widget can pick a configuration by availability:
///
/// ```swift
/// var body: some WidgetConfiguration {
///     if #available(iOS 17, *) {
///         AppIntentConfiguration(kind: kind, intent: SelectCharacterIntent.self, provider: Provider()) { … }
///     } else {
///         StaticConfiguration(kind: kind, provider: LegacyProvider()) { … }
///     }
/// }
/// ```
@resultBuilder
@MainActor
public enum WidgetConfigurationBuilder {
    /// A configuration, unchanged.
    public static func buildExpression<Content: WidgetConfiguration>(_ content: Content) -> Content { content }

    /// The configuration of a block.
    public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { content }

    /// The `if` branch of an `if`/`else`.
    public static func buildEither<First: WidgetConfiguration, Second: WidgetConfiguration>(
        first: First
    ) -> _ConditionalWidgetConfiguration<First, Second> {
        _ConditionalWidgetConfiguration(_widgetDescriptors: first.widgetDescriptors)
    }

    /// The `else` branch of an `if`/`else`.
    public static func buildEither<First: WidgetConfiguration, Second: WidgetConfiguration>(
        second: Second
    ) -> _ConditionalWidgetConfiguration<First, Second> {
        _ConditionalWidgetConfiguration(_widgetDescriptors: second.widgetDescriptors)
    }

    /// The body of an `if #available`, with its type erased.
    public static func buildLimitedAvailability<Content: WidgetConfiguration>(
        _ content: Content
    ) -> LimitedAvailabilityConfiguration {
        LimitedAvailabilityConfiguration(_widgetDescriptors: content.widgetDescriptors)
    }
}

/// The branch a widget configuration's `if`/`else` took.
@MainActor @preconcurrency
public struct _ConditionalWidgetConfiguration<First: WidgetConfiguration, Second: WidgetConfiguration>:
    WidgetConfiguration
{
    /// The descriptors this configuration stands for.
    public let _widgetDescriptors: [WidgetDescriptor]

    /// Conditional configurations are described by the branch taken.
    public var body: Never { preconditionFailure("A conditional widget configuration has no body.") }
}

/// A widget configuration with its type erased, as `if #available` makes one.
@MainActor @preconcurrency
public struct LimitedAvailabilityConfiguration: WidgetConfiguration {
    /// The descriptors this configuration stands for.
    public let _widgetDescriptors: [WidgetDescriptor]

    /// Erased configurations are described by what they erase.
    public var body: Never { preconditionFailure("An erased widget configuration has no body.") }
}

/// A configuration that declares no widget, for a widget that exists only on some systems.
///
/// For example:
///
/// ```swift
/// var body: some WidgetConfiguration {
///     if #available(iOS 18, *) { ActivityConfiguration(for: TimerAttributes.self) { … } dynamicIsland: { … } }
///     else { EmptyWidgetConfiguration() }
/// }
/// ```
@MainActor @preconcurrency
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    /// Creates a configuration without widgets.
    public init() {}

    public var _widgetDescriptors: [WidgetDescriptor] { [] }

    /// Built-in configurations have no body.
    public var body: Never { preconditionFailure("EmptyWidgetConfiguration is a built-in configuration.") }
}
