/// An underline or strikethrough: its pattern, and a color (`nil`: the text's color).
public struct ResolvedTextLine: Hashable, Sendable {
    public var pattern: Text.LineStyle.Pattern
    public var color: ResolvedColor?

    /// Creates a text line.
    public init(pattern: Text.LineStyle.Pattern, color: ResolvedColor?) {
        self.pattern = pattern
        self.color = color
    }
}
