import Foundation

/// A resolved widget: its view tree with the environment facts layout and rendering need beside it.
///
/// For example:
///
/// ```swift
/// let widget = ViewResolver.resolveWidget(OrderWidgetView(entry: entry), in: environment)
/// widget.containerBackground  // what to draw behind the whole widget, if shown
/// widget.contentMargins       // where the content sits, unless the configuration disables margins
/// ```
public struct ResolvedWidget: Sendable, Equatable {
    /// The resolved view tree.
    public var content: ResolvedNode
    /// The family the widget was resolved for.
    public var family: WidgetFamily
    /// The color scheme the widget was resolved for.
    public var colorScheme: ColorScheme
    /// The rendering mode the widget was resolved for.
    public var renderingMode: WidgetRenderingMode
    /// The margins around the content, from `EnvironmentValues.widgetContentMargins`.
    public var contentMargins: EdgeInsets
    /// Whether the container background is drawn where the widget is shown.
    public var showsContainerBackground: Bool
    /// The Dynamic Type size text styles scale with.
    public var dynamicTypeSize: DynamicTypeSize
    /// Pixels per point.
    public var displayScale: CGFloat
    /// Whether leading means left (left to right) or right.
    public var layoutDirection: LayoutDirection

    /// Creates a resolved widget.
    public init(
        content: ResolvedNode, family: WidgetFamily, colorScheme: ColorScheme, renderingMode: WidgetRenderingMode,
        contentMargins: EdgeInsets, showsContainerBackground: Bool, dynamicTypeSize: DynamicTypeSize,
        displayScale: CGFloat, layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.content = content
        self.family = family
        self.colorScheme = colorScheme
        self.renderingMode = renderingMode
        self.contentMargins = contentMargins
        self.showsContainerBackground = showsContainerBackground
        self.dynamicTypeSize = dynamicTypeSize
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
    }

    /// The widget's container background, if the content sets one and the widget shows it.
    public var containerBackground: ResolvedNode? {
        showsContainerBackground ? content.widgetContainerBackground : nil
    }

    /// The URL the widget opens when tapped outside its links and buttons.
    public var widgetURL: URL? { content.widgetURL }
}

extension ViewResolver {
    /// Resolves a widget's view and records the environment facts layout and rendering need.
    ///
    /// - Parameters:
    ///   - view: The widget's entry view.
    ///   - environment: The environment the host renders it in.
    public static func resolveWidget<V: View>(_ view: V, in environment: EnvironmentValues) -> ResolvedWidget {
        ResolvedWidget(
            content: resolve(view, in: environment), family: environment.widgetFamily,
            colorScheme: environment.colorScheme, renderingMode: environment.widgetRenderingMode,
            contentMargins: environment.widgetContentMargins,
            showsContainerBackground: environment.showsWidgetContainerBackground,
            dynamicTypeSize: environment.dynamicTypeSize, displayScale: environment.displayScale,
            layoutDirection: environment.layoutDirection)
    }
}
