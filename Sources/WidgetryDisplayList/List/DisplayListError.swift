/// An error reading or building a display list.
public struct DisplayListError: Error, Sendable, CustomStringConvertible, Equatable {
    /// What was wrong and what to do about it.
    public var message: String

    /// Creates an error with a message that names the wrong value in single quotes.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
