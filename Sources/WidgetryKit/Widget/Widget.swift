import WidgetryUI

/// The configuration and content of a widget to display on the Home Screen, the Lock Screen or elsewhere.
///
/// For example:
///
/// ```swift
/// struct GameStatusWidget: Widget {
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: "com.mygame.game-status", provider: GameStatusProvider()) { entry in
///             GameStatusView(entry.gameStatus)
///         }
///         .configurationDisplayName("Game Status")
///         .supportedFamilies([.systemSmall])
///     }
/// }
/// ```
///
/// Mark a lone widget `@main` to make it the entry point of its executable; with several, use ``WidgetBundle``.
@MainActor @preconcurrency
public protocol Widget {
    /// The type of configuration the widget returns.
    associatedtype Body: WidgetConfiguration

    /// Creates a widget; WidgetKit instantiates widgets itself.
    init()

    /// The configuration: kind, provider, content and options.
    @WidgetConfigurationBuilder var body: Body { get }
}

/// A type that describes a widget's content, its provider and its options.
///
/// You combine the built-in configurations — ``StaticConfiguration``, ``AppIntentConfiguration``,
/// ``ActivityConfiguration`` — with modifiers such as ``WidgetConfiguration/configurationDisplayName(_:)``.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    /// The type of configuration this one is made of.
    associatedtype Body: WidgetConfiguration

    /// The configuration this one is made of; built-in configurations have `Never`.
    @WidgetConfigurationBuilder var body: Body { get }

    /// The widgets this configuration declares: the built-in configurations give theirs directly, any other
    /// configuration those of its `body`.
    ///
    /// Widgetry's own requirement; you don't implement it.
    var _widgetDescriptors: [WidgetDescriptor] { get }
}

extension Never: WidgetConfiguration {}

extension WidgetConfiguration {
    /// A configuration made of others declares the widgets of its `body`.
    public var _widgetDescriptors: [WidgetDescriptor] {
        if Body.self == Never.self { return [] }
        return body._widgetDescriptors
    }

    /// The descriptors a configuration declares, found by walking `body` down to the built-in configurations.
    package var widgetDescriptors: [WidgetDescriptor] { _widgetDescriptors }
}
