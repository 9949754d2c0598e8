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
@resultBuilder
@MainActor
public enum WidgetBundleBuilder {
    public static func buildExpression<W: Widget>(_ widget: W) -> _WidgetBundleItem {
        if let content = widget as? _WidgetBundleContent {
            return _WidgetBundleItem(
                widgets: content.items.flatMap(\.widgets), controls: content.items.flatMap(\.controls))
        }
        return _WidgetBundleItem(widgets: widget.body.widgetDescriptors, controls: [])
    }

    public static func buildExpression<C: ControlWidget>(_ control: C) -> _WidgetBundleItem {
        _WidgetBundleItem(widgets: [], controls: control.body.controlDescriptors)
    }

    public static func buildBlock(_ items: _WidgetBundleItem...) -> _WidgetBundleContent {
        _WidgetBundleContent(items: items)
    }

    public static func buildOptional(_ content: _WidgetBundleContent?) -> _WidgetBundleItem {
        flatten(content)
    }

    public static func buildEither(first: _WidgetBundleContent) -> _WidgetBundleItem { flatten(first) }

    public static func buildEither(second: _WidgetBundleContent) -> _WidgetBundleItem { flatten(second) }

    public static func buildLimitedAvailability(_ content: _WidgetBundleContent) -> _WidgetBundleItem {
        flatten(content)
    }

    private static func flatten(_ content: _WidgetBundleContent?) -> _WidgetBundleItem {
        let items = content?.items ?? []
        return _WidgetBundleItem(widgets: items.flatMap(\.widgets), controls: items.flatMap(\.controls))
    }
}
