/// How the accessibility elements of a view's children combine into the view's.
public struct AccessibilityChildBehavior: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) { self.name = name }

    /// Children are hidden; the view is a single element.
    public static let ignore = AccessibilityChildBehavior("ignore")
    /// Children remain elements inside the view.
    public static let contain = AccessibilityChildBehavior("contain")
    /// Children's labels and values merge into the view's.
    public static let combine = AccessibilityChildBehavior("combine")

    public var description: String { name }
}
