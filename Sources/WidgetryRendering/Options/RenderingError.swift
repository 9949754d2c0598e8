/// An error preparing or painting a display list: a bad option, a missing asset, a failing backend.
public struct RenderingError: Error, Sendable, CustomStringConvertible, Equatable {
    /// What was wrong, with the value in single quotes, and what to do about it.
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
