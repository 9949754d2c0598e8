import Foundation

/// The numbers a Widgetry host obeys, from Apple's documentation of WidgetKit (see DESIGN.md).
public struct HostLimits: Sendable, Hashable, Codable {
    /// System-initiated reloads a widget instance may have in any 24 hours.
    public var dailyReloadBudget: Int = 70
    /// The shortest time between two reloads of an instance, and between two shown entries.
    public var minimumReloadInterval: TimeInterval = 5 * 60
    /// The most entries of one timeline the host keeps; later ones are cut with a warning.
    public var maximumTimelineEntries: Int = 300
    /// How long a provider call may take before the host gives up on it.
    public var providerDeadline: TimeInterval = 15
    /// The shortest time between two reloads in developer mode, which lifts the budget and the minimum interval:
    /// a timeline whose reload date has already passed (`.atEnd` with its last entry at "now") would otherwise
    /// reload back to back.
    public var developerModeReloadInterval: TimeInterval = 1

    /// The defaults.
    public init() {}

    /// The defaults.
    public static let standard = HostLimits()
}
