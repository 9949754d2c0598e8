/// A place a Live Activity appears: the Lock Screen or one of the Dynamic Island's presentations and regions.
public enum ActivityPresentation: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The Lock Screen (and banner) presentation: the configuration's `content` view.
    case lockScreen
    /// The compact presentation's leading view.
    case compactLeading
    /// The compact presentation's trailing view.
    case compactTrailing
    /// The minimal presentation.
    case minimal
    /// The whole expanded presentation: its regions laid out together.
    case expanded
    /// The expanded presentation's leading region.
    case expandedLeading
    /// The expanded presentation's trailing region.
    case expandedTrailing
    /// The expanded presentation's center region.
    case expandedCenter
    /// The expanded presentation's bottom region.
    case expandedBottom

    public var description: String { rawValue }
}
