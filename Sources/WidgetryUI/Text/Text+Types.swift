import Foundation

extension Text {
    /// The type of truncation to apply to a line of text when it's too long to fit.
    public enum TruncationMode: Hashable, Sendable, CustomStringConvertible {
        case head, tail, middle

        public var description: String {
            switch self {
            case .head: "head"
            case .tail: "tail"
            case .middle: "middle"
            }
        }
    }

    /// A scheme for transforming the capitalization of text.
    public enum Case: Hashable, Sendable, CustomStringConvertible {
        case uppercase, lowercase

        public var description: String { self == .uppercase ? "uppercase" : "lowercase" }
    }

    /// The style of an underline or strikethrough line.
    public struct LineStyle: Hashable, Sendable {
        /// The pattern of the line.
        public enum Pattern: Hashable, Sendable, CustomStringConvertible {
            case solid, dot, dash, dashDot, dashDotDot

            public var description: String {
                switch self {
                case .solid: "solid"
                case .dot: "dot"
                case .dash: "dash"
                case .dashDot: "dashDot"
                case .dashDotDot: "dashDotDot"
                }
            }
        }

        let pattern: Pattern
        let color: Color?

        /// Creates a line style.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's color.
        public static let single = LineStyle()
    }
}
