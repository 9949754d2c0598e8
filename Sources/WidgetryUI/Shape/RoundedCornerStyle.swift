/// The ways a rounded rectangle's corners can be drawn.
public enum RoundedCornerStyle: Hashable, Sendable, CustomStringConvertible {
    /// Quarter circles.
    case circular
    /// Continuous curvature, as iOS draws widget and app icon corners.
    case continuous

    public var description: String { self == .circular ? "circular" : "continuous" }
}
