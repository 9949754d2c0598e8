import Foundation
import WidgetryUI

/// The views of a Live Activity: its Lock Screen presentation and its Dynamic Island.
///
/// For example:
///
/// ```swift
/// struct DeliveryActivityWidget: Widget {
///     var body: some WidgetConfiguration {
///         ActivityConfiguration(for: DeliveryAttributes.self) { context in
///             Text("Driver: \(context.state.driverName)")
///         } dynamicIsland: { context in
///             DynamicIsland {
///                 DynamicIslandExpandedRegion(.center) { Text(context.attributes.restaurantName) }
///             } compactLeading: {
///                 Image(systemName: "box.truck.fill")
///             } compactTrailing: {
///                 Text(context.state.driverName)
///             } minimal: {
///                 Image(systemName: "box.truck.fill")
///             }
///         }
///     }
/// }
/// ```
///
/// Its ``WidgetDescriptor`` has role `.liveActivity`, the attributes type's name as its kind and an
/// ``ActivityDescriptor`` to draw the activity from JSON.
@MainActor @preconcurrency
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    let descriptor: WidgetDescriptor

    /// Creates the views of a Live Activity.
    /// - Parameters:
    ///   - attributesType: The activity's attributes type.
    ///   - content: The Lock Screen (and banner) presentation.
    ///   - dynamicIsland: The Dynamic Island presentations.
    public init<Content: View>(
        for attributesType: Attributes.Type,
        @ViewBuilder content: @escaping @MainActor (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping @MainActor (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        let activity = ActivityDescriptor(Attributes.self, content: content, dynamicIsland: dynamicIsland)
        ActivityDescriptorRegistry.register(activity)
        descriptor = WidgetDescriptor(
            kind: activity.attributesType, role: .liveActivity, supportedFamilies: [],
            entryType: activity.contentStateTypeName, providerType: "", provider: nil, activity: activity)
    }

    public var _widgetDescriptors: [WidgetDescriptor] { [descriptor] }

    /// Built-in configurations have no body.
    public var body: Never { preconditionFailure("ActivityConfiguration is a built-in configuration.") }
}
