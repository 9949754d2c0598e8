/// The reasons to apply a redaction to data displayed on screen.
///
/// For example, `.redacted(reason: .placeholder)`.
public struct RedactionReasons: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    /// Creates reasons from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Displayed data is a placeholder: every text, image and shape is drawn as a neutral block.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data is private: content marked `privacySensitive()` is hidden, for example while locked.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Displayed data is invalid and will be refreshed soon: content marked `invalidatableContent()` is dimmed.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)

    public var description: String {
        var names: [String] = []
        if contains(.placeholder) { names.append("placeholder") }
        if contains(.privacy) { names.append("privacy") }
        if contains(.invalidated) { names.append("invalidated") }
        return "[" + names.joined(separator: ", ") + "]"
    }
}
