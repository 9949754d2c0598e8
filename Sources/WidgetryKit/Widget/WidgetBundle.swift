import WidgetryUI

/// A container that exposes several widgets, Live Activities and controls from one executable.
///
/// For example:
///
/// ```swift
/// @main
/// struct MyAppWidgets: WidgetBundle {
///     var body: some Widget {
///         OrderStatusWidget()
///         DeliveryActivityWidget()   // Live Activity
///         OpenCameraControl()        // Control Center
///     }
/// }
/// ```
///
/// Unlike on iOS there is no limit on the number of widgets, so nesting bundles is never required (it still works).
@MainActor @preconcurrency
public protocol WidgetBundle {
    /// The type of the bundle's content.
    associatedtype Body: Widget

    /// Creates the bundle; WidgetKit instantiates it itself.
    init()

    /// The widgets and controls in the bundle.
    @WidgetBundleBuilder var body: Body { get }

    /// The bundle's ``WidgetryBundleOptions``: the bundle type itself when it conforms, `nil` when it does not.
    ///
    /// Widgetry's own requirement; you don't implement it. Declare the conformance to ``WidgetryBundleOptions``
    /// in the module that declares the bundle, where this requirement is satisfied.
    static var _widgetryOptions: (any WidgetryBundleOptions.Type)? { get }
}

extension WidgetBundle {
    /// A bundle without ``WidgetryBundleOptions`` takes the defaults.
    public static var _widgetryOptions: (any WidgetryBundleOptions.Type)? { nil }
}

extension WidgetBundle where Self: WidgetryBundleOptions {
    /// A bundle with ``WidgetryBundleOptions`` gives its own.
    public static var _widgetryOptions: (any WidgetryBundleOptions.Type)? { Self.self }
}

/// One widget or control of a bundle, kept as the descriptors it declares.
public struct _WidgetBundleItem: Sendable {
    let widgets: [WidgetDescriptor]
    let controls: [ControlDescriptor]
}

/// The content of a ``WidgetBundle``: every widget and control its builder listed.
@MainActor @preconcurrency
public struct _WidgetBundleContent: Widget {
    let items: [_WidgetBundleItem]

    /// An empty bundle.
    public init() { items = [] }

    init(items: [_WidgetBundleItem]) { self.items = items }

    /// Bundles are described by their items, never by a body.
    public var body: Never { preconditionFailure("A widget bundle's content has no configuration body.") }
}

/// A result builder that collects widgets, Live Activities and controls into a bundle.
///
/// It takes any number of items, `if`/`else`, `if` without `else`, `switch` and `if #available` with or without
/// `else`:
///
/// ```swift
/// var body: some Widget {
///     OrderStatusWidget()
///     if #available(iOS 18, *) { OpenCameraControl() }
///     if FeatureFlags.showsDeliveries { DeliveryActivityWidget() } else { LegacyDeliveryWidget() }
/// }
/// ```
@resultBuilder
@MainActor
public enum WidgetBundleBuilder {
    /// A widget, a Live Activity or a nested bundle.
    public static func buildExpression<W: Widget>(_ widget: W) -> _WidgetBundleItem {
        if let content = widget as? _WidgetBundleContent {
            return flatten(content)
        }
        return _WidgetBundleItem(widgets: widget.body.widgetDescriptors, controls: [])
    }

    /// A control.
    public static func buildExpression<C: ControlWidget>(_ control: C) -> _WidgetBundleItem {
        _WidgetBundleItem(widgets: [], controls: control.body.controlDescriptors)
    }

    /// The items of a block, in the order written.
    public static func buildBlock(_ items: _WidgetBundleItem...) -> _WidgetBundleContent {
        _WidgetBundleContent(items: items)
    }

    /// An `if` without `else`: its items, or none.
    public static func buildOptional(_ content: _WidgetBundleContent?) -> _WidgetBundleItem {
        flatten(content)
    }

    /// The `if` branch of an `if`/`else` or the first cases of a `switch`.
    public static func buildEither(first: _WidgetBundleContent) -> _WidgetBundleItem { flatten(first) }

    /// The `else` branch of an `if`/`else` or the last cases of a `switch`.
    public static func buildEither(second: _WidgetBundleContent) -> _WidgetBundleItem { flatten(second) }

    /// The body of an `if #available`; the compiler passes the result on to ``buildOptional(_:)`` (no `else`) or
    /// ``buildEither(first:)``, so it keeps the block's type.
    public static func buildLimitedAvailability(_ content: _WidgetBundleContent) -> _WidgetBundleContent {
        content
    }

    private static func flatten(_ content: _WidgetBundleContent?) -> _WidgetBundleItem {
        let items = content?.items ?? []
        return _WidgetBundleItem(widgets: items.flatMap(\.widgets), controls: items.flatMap(\.controls))
    }
}
