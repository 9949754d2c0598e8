/// An enumeration to indicate one edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case top, leading, bottom, trailing

    public var description: String {
        switch self {
        case .top: "top"
        case .leading: "leading"
        case .bottom: "bottom"
        case .trailing: "trailing"
        }
    }

    /// An efficient set of edges.
    ///
    /// For example, `.padding([.top, .horizontal], 8)`.
    public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: Int8

        /// Creates a set of edges from its raw value.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// Creates a set containing a single edge.
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]

        public var description: String {
            if self == .all { return "all" }
            if self == .horizontal { return "horizontal" }
            if self == .vertical { return "vertical" }
            return "[" + Edge.allCases.filter { contains(Set($0)) }.map(\.description).joined(separator: ", ") + "]"
        }
    }
}
