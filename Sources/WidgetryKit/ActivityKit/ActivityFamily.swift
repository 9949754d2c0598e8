/// The sizes a Live Activity appears in besides the Lock Screen and the Dynamic Island.
///
/// For example: `.supplementalActivityFamilies([.small, .medium])` lets an activity appear on Apple Watch and
/// in CarPlay (`.small`) as well as at the Lock Screen's size (`.medium`).
public enum ActivityFamily: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The compact size of the Smart Stack on Apple Watch and of CarPlay.
    case small
    /// The size of the Lock Screen presentation.
    case medium

    public var description: String { rawValue }
}
