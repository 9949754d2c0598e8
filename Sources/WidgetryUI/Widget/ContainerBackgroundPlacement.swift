/// The container a `containerBackground(_:for:)` modifier puts its background in.
public struct ContainerBackgroundPlacement: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    package init(_name name: String) { self.name = name }

    /// The background of a widget: drawn behind the whole widget, and removed where the system
    /// shows widgets without backgrounds (StandBy, the Lock Screen, accented modes).
    public static let widget = ContainerBackgroundPlacement(_name: "widget")

    public var description: String { name }
}
