import WidgetryUI

extension EnvironmentValues {
    private struct ActivityFamilyKey: EnvironmentKey {
        static let defaultValue = ActivityFamily.medium
    }

    /// The size a Live Activity is shown at: `.medium` on the Lock Screen, `.small` in the Smart Stack on Apple
    /// Watch and in CarPlay (when the configuration lists it in `supplementalActivityFamilies(_:)`).
    ///
    /// For example:
    ///
    /// ```swift
    /// @Environment(\.activityFamily) var activityFamily
    /// var body: some View {
    ///     if activityFamily == .small { CompactDeliveryView(context: context) } else { DeliveryView(context: context) }
    /// }
    /// ```
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }
}
