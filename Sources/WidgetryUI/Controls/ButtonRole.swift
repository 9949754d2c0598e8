/// A value that describes the purpose of a button.
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) { self.name = name }

    /// A role for a button that deletes data.
    public static let destructive = ButtonRole("destructive")
    /// A role for a button that cancels.
    public static let cancel = ButtonRole("cancel")

    public var description: String { name }
}
