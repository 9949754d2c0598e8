import Foundation

/// Resolved text: styled runs and the paragraph settings in effect.
public struct ResolvedText: Hashable, Sendable {
    /// A stretch of text with one style.
    public struct Run: Hashable, Sendable {
        /// What the run shows.
        public enum Content: Hashable, Sendable {
            /// A string.
            case string(String)
            /// A date that is formatted when drawn, and may change while the widget shows.
            case date(ResolvedDynamicDate)
            /// An image drawn inline, sized by the run's font.
            case image(ResolvedImage)
        }

        public var content: Content
        public var style: ResolvedTextStyle

        /// Creates a run.
        public init(content: Content, style: ResolvedTextStyle) {
            self.content = content
            self.style = style
        }
    }

    /// The runs, in reading order.
    public var runs: [Run]
    /// The maximum number of lines; `nil` for no limit.
    public var lineLimit: Int?
    /// Whether the text reserves the height of `lineLimit` lines even when shorter.
    public var lineLimitReservesSpace: Bool
    public var multilineTextAlignment: TextAlignment
    public var truncationMode: Text.TruncationMode
    /// The smallest scale the text may shrink to in order to fit (1 means it never shrinks).
    public var minimumScaleFactor: CGFloat
    public var allowsTightening: Bool
    /// Extra space between lines, in points.
    public var lineSpacing: CGFloat
    /// A capitalization applied when drawing.
    public var textCase: Text.Case?

    /// Creates resolved text with default paragraph settings.
    public init(
        runs: [Run], lineLimit: Int? = nil, lineLimitReservesSpace: Bool = false,
        multilineTextAlignment: TextAlignment = .leading, truncationMode: Text.TruncationMode = .tail,
        minimumScaleFactor: CGFloat = 1, allowsTightening: Bool = false, lineSpacing: CGFloat = 0,
        textCase: Text.Case? = nil
    ) {
        self.runs = runs
        self.lineLimit = lineLimit
        self.lineLimitReservesSpace = lineLimitReservesSpace
        self.multilineTextAlignment = multilineTextAlignment
        self.truncationMode = truncationMode
        self.minimumScaleFactor = minimumScaleFactor
        self.allowsTightening = allowsTightening
        self.lineSpacing = lineSpacing
        self.textCase = textCase
    }

    /// The text's strings joined, with dates as their spec (such as `{relative …}`) and images as their name.
    public var plainText: String {
        runs.map { run in
            switch run.content {
            case .string(let string): string
            case .date(let date): "{\(date)}"
            case .image(let image): "{\(image.source)}"
            }
        }.joined()
    }
}
