/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: Hashable, CaseIterable, Sendable, CustomStringConvertible {
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark

    public var description: String { self == .light ? "light" : "dark" }
}
