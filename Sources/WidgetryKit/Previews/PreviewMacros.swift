import WidgetryUI

// The `#Preview` macros. Each expands into a small uniquely named type conforming to
// `_PreviewRegistrant`, which `PreviewRegistry` finds at run time; the arguments are forwarded unchanged
// to the `PreviewDescriptor._preview(fileID:line:…)` overload with the same signature.

/// Previews a timeline widget in a family, stepping through the entries you list.
///
/// For example:
///
/// ```swift
/// #Preview(as: .systemSmall) {
///     WeatherWidget()
/// } timeline: {
///     WeatherEntry(date: .now, weather: .sunny)
///     WeatherEntry(date: .now, weather: .rainy)
/// }
/// ```
///
/// - Parameters:
///   - name: The preview's display name; unnamed previews are labelled by file and line.
///   - family: The widget family to show.
///   - widget: Makes the widget to preview.
///   - timeline: The entries to show, in order; they must be of the type the widget expects.
@freestanding(declaration)
public macro Preview<W: Widget>(
    _ name: String? = nil,
    as family: WidgetFamily,
    widget: @escaping @MainActor () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
) = #externalMacro(module: "WidgetryMacros", type: "PreviewMacro")

/// Previews a widget in a family with the entries of a timeline provider's timeline.
///
/// For example:
///
/// ```swift
/// #Preview("Live data", as: .systemMedium, widget: { WeatherWidget() }, timelineProvider: { Provider() })
/// ```
///
/// - Parameters:
///   - name: The preview's display name; unnamed previews are labelled by file and line.
///   - family: The widget family to show.
///   - widget: Makes the widget to preview.
///   - timelineProvider: Makes the provider asked for the timeline whenever the preview is shown.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(
    _ name: String? = nil,
    as family: WidgetFamily,
    widget: @escaping @MainActor () -> W,
    timelineProvider: @escaping @MainActor () -> Provider
) = #externalMacro(module: "WidgetryMacros", type: "PreviewMacro")

/// Previews a configurable widget in a family with the timeline its provider makes for a configuration.
///
/// For example:
///
/// ```swift
/// #Preview(as: .systemSmall, using: SelectCategoryIntent.food, widget: { CategoryWidget() },
///          timelineProvider: { CategoryProvider() })
/// ```
///
/// - Parameters:
///   - name: The preview's display name; unnamed previews are labelled by file and line.
///   - family: The widget family to show.
///   - intent: The configuration the provider receives.
///   - widget: Makes the widget to preview.
///   - timelineProvider: Makes the provider asked for the timeline whenever the preview is shown.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: AppIntentTimelineProvider>(
    _ name: String? = nil,
    as family: WidgetFamily,
    using intent: Provider.Intent,
    widget: @escaping @MainActor () -> W,
    timelineProvider: @escaping @MainActor () -> Provider
) = #externalMacro(module: "WidgetryMacros", type: "PreviewMacro")

/// Previews a view.
///
/// For example:
///
/// ```swift
/// #Preview("Sunny") {
///     WeatherView(weather: .sunny)
/// }
/// ```
///
/// - Parameters:
///   - name: The preview's display name; unnamed previews are labelled by file and line.
///   - body: The view to show.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "WidgetryMacros", type: "PreviewMacro")

/// Previews a Live Activity in one of its presentations, stepping through the content states you list.
///
/// For example:
///
/// ```swift
/// #Preview("Notification", as: .content, using: DeliveryAttributes.preview) {
///     DeliveryActivityWidget()
/// } contentStates: {
///     DeliveryAttributes.ContentState.onTheWay
///     DeliveryAttributes.ContentState.delivered
/// }
/// ```
///
/// - Parameters:
///   - name: The preview's display name; unnamed previews are labelled by file and line.
///   - viewKind: The presentation to show: the Lock Screen, or a Dynamic Island presentation.
///   - attributes: The activity's static attributes.
///   - widget: Makes the widget whose `ActivityConfiguration` is previewed.
///   - contentStates: The content states to show, in order.
@freestanding(declaration)
public macro Preview<W: Widget, Attributes: ActivityAttributes>(
    _ name: String? = nil,
    as viewKind: ActivityPreviewViewKind,
    using attributes: Attributes,
    widget: @escaping @MainActor () -> W,
    @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () async -> [Attributes.ContentState]
) = #externalMacro(module: "WidgetryMacros", type: "PreviewMacro")
