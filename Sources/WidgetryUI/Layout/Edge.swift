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

        /// The `top` edge set.
        public static let top = Set(.top)
        /// The `leading` edge set.
        public static let leading = Set(.leading)
        /// The `bottom` edge set.
        public static let bottom = Set(.bottom)
        /// The `trailing` edge set.
        public static let trailing = Set(.trailing)
        /// The `all` edge set.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The `horizontal` edge set.
        public static let horizontal: Set = [.leading, .trailing]
        /// The `vertical` edge set.
        public static let vertical: Set = [.top, .bottom]

        public var description: String {
            if self == .all { return "all" }
            if self == .horizontal { return "horizontal" }
            if self == .vertical { return "vertical" }
            return "[" + Edge.allCases.filter { contains(Set($0)) }.map(\.description).joined(separator: ", ") + "]"
        }
    }
}
