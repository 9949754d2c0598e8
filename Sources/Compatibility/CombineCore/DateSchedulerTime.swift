import Foundation

extension RunLoop {
    /// The scheduler time type used by the run loop.
    public typealias SchedulerTimeType = DateSchedulerTime<RunLoop>
}

extension OperationQueue {
    /// The scheduler time type used by the operation queue.
    public typealias SchedulerTimeType = DateSchedulerTime<OperationQueue>
}

/// The time type of the schedulers that count in dates and seconds: `RunLoop.SchedulerTimeType` and
/// `OperationQueue.SchedulerTimeType`.
///
/// Apple declares one struct per scheduler with the same members; here one generic struct serves both, and `Clock`
/// (the scheduler) keeps the two types apart, so a run loop's time is never an operation queue's.
public struct DateSchedulerTime<Clock>: Strideable, Codable, Hashable, Sendable {
    /// The date represented by this type.
    public var date: Date

    /// Initializes a scheduler time with the given date.
    public init(_ date: Date) {
        self.date = date
    }

    public func distance(to other: DateSchedulerTime) -> Stride {
        Stride(magnitude: other.date.timeIntervalSince(date))
    }

    public func advanced(by n: Stride) -> DateSchedulerTime {
        DateSchedulerTime(date.addingTimeInterval(n.magnitude))
    }

    /// The distance between two instants of `RunLoop` or `OperationQueue`, in seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
        Hashable, Codable, Sendable
    {
        public typealias FloatLiteralType = Double
        public typealias IntegerLiteralType = Int
        public typealias Magnitude = TimeInterval

        /// The value of this time interval in seconds.
        public var magnitude: TimeInterval

        /// The value of this time interval in seconds.
        public var timeInterval: TimeInterval { magnitude }

        /// Creates a stride of the given magnitude, in seconds.
        public init(magnitude: TimeInterval) {
            self.magnitude = magnitude
        }

        /// Creates a stride from a time interval in seconds.
        public init(_ timeInterval: TimeInterval) {
            self.init(magnitude: timeInterval)
        }

        /// Creates a stride from a number of seconds.
        public init(integerLiteral value: Int) {
            self.init(magnitude: Double(value))
        }

        /// Creates a stride from a number of seconds.
        public init(floatLiteral value: Double) {
            self.init(magnitude: value)
        }

        public init?<T: BinaryInteger>(exactly source: T) {
            guard let value = Double(exactly: source) else { return nil }
            self.init(magnitude: value)
        }

        public static func seconds(_ s: Int) -> Stride { Stride(magnitude: Double(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(magnitude: s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(magnitude: Double(ms) / 1_000) }
        public static func microseconds(_ us: Int) -> Stride { Stride(magnitude: Double(us) / 1_000_000) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(magnitude: Double(ns) / 1_000_000_000) }

        public static var zero: Stride { Stride(magnitude: 0) }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(magnitude: lhs.magnitude + rhs.magnitude) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(magnitude: lhs.magnitude - rhs.magnitude) }
        public static func * (lhs: Stride, rhs: Stride) -> Stride {
            Stride(magnitude: lhs.magnitude * rhs.magnitude)
        }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
}
