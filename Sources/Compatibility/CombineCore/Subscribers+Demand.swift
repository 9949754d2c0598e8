/// A namespace for types that serve as subscribers.
public enum Subscribers {}

extension Subscribers {
    /// A requested number of items, sent to a publisher from a subscriber through the subscription.
    ///
    /// Demand is either a finite count or `.unlimited`; arithmetic on `.unlimited` stays `.unlimited`, and
    /// subtraction never goes below zero.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// `nil` is unlimited.
        private let count: Int?

        private init(count: Int?) { self.count = count }

        /// A request for as many values as the publisher can produce.
        public static let unlimited = Demand(count: nil)

        /// A request for no elements from the publisher.
        public static let none = Demand(count: 0)

        /// Creates a demand for the given maximum number of elements.
        ///
        /// - Precondition: `value` is not negative.
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "Subscribers.Demand.max(\(value)): demand must not be negative")
            return Demand(count: value)
        }

        /// The number of requested values, or `nil` if unlimited.
        public var max: Int? { count }

        public var description: String {
            count.map { "max(\($0))" } ?? "unlimited"
        }

        // MARK: Arithmetic

        /// Returns the result of adding two demands; `.unlimited` wins.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.count, let r = rhs.count else { return .unlimited }
            let (sum, overflow) = l.addingReportingOverflow(r)
            return overflow ? .unlimited : Demand(count: sum)
        }

        /// Adds two demands, and assigns the result to the first demand.
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        /// Returns the result of adding a number of elements to a demand.
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs - (-rhs) : lhs + .max(rhs)
        }

        /// Adds a number of elements to a demand.
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        /// Returns the result of subtracting one demand from another; never below zero, `.unlimited` stays.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.count else { return .unlimited }
            guard let r = rhs.count else { return .none }
            return Demand(count: Swift.max(0, l - r))
        }

        /// Subtracts one demand from another, and assigns the result to the first demand.
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

        /// Returns the result of subtracting a number of elements from a demand.
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs + (-rhs) : lhs - .max(rhs)
        }

        /// Subtracts a number of elements from a demand.
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        /// Returns the result of multiplying a demand by a number of elements.
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            guard let l = lhs.count else { return .unlimited }
            precondition(rhs >= 0, "Subscribers.Demand * \(rhs): factor must not be negative")
            let (product, overflow) = l.multipliedReportingOverflow(by: rhs)
            return overflow ? .unlimited : Demand(count: product)
        }

        /// Multiplies a demand by a number of elements.
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        // MARK: Comparison

        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.count, rhs.count) {
            case (nil, _): return false
            case (_, nil): return true
            case (let l?, let r?): return l < r
            }
        }

        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.count != rhs }
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs.count == lhs }
        public static func != (lhs: Int, rhs: Demand) -> Bool { rhs.count != lhs }
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 < rhs } ?? false }
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 > rhs } ?? true }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 <= rhs } ?? false }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 >= rhs } ?? true }
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs < $0 } ?? true }
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs > $0 } ?? false }
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs <= $0 } ?? true }
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs >= $0 } ?? false }

        // MARK: Codable

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let raw = try container.decode(UInt.self)
            count = raw >= UInt(Int.max) ? nil : Int(raw)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(count.map { UInt($0) } ?? UInt(Int.max) + 1)
        }
    }
}
