/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable, CustomStringConvertible {
    /// Scales the content to fit inside the available space, keeping its aspect ratio.
    case fit
    /// Scales the content to fill the available space, keeping its aspect ratio.
    case fill

    public var description: String { self == .fit ? "fit" : "fill" }
}
