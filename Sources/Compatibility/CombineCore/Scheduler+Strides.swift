import Dispatch
import Foundation

extension ImmediateScheduler.SchedulerTimeType {
    /// The distance between two instants of `ImmediateScheduler`, in nanoseconds.
    public typealias Stride = NanosecondStride<ImmediateScheduler>
}

extension DispatchQueue.SchedulerTimeType {
    /// The distance between two instants of `DispatchQueue`, in nanoseconds.
    public typealias Stride = NanosecondStride<DispatchQueue>
}

public struct NanosecondStride<Clock>: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
    ExpressibleByFloatLiteral,
    Hashable, Codable, Sendable
{
    public typealias FloatLiteralType = Double
    public typealias IntegerLiteralType = Int
    public typealias Magnitude = Int

    /// The value of this time interval in nanoseconds.
    public var magnitude: Int

    /// Creates a stride of the given magnitude, in nanoseconds.
    public init(magnitude: Int) {
        self.magnitude = magnitude
    }

    /// Creates a stride from a number of seconds.
    public init(integerLiteral value: Int) {
        self.init(magnitude: value.multipliedReportingOverflow(by: 1_000_000_000).partialValue)
    }

    /// Creates a stride from a number of seconds.
    public init(floatLiteral value: Double) {
        self.init(magnitude: Int((value * 1_000_000_000).rounded()))
    }

    public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self.init(integerLiteral: value)
    }

    public static func seconds(_ s: Int) -> NanosecondStride {
        NanosecondStride(magnitude: s.multipliedReportingOverflow(by: 1_000_000_000).partialValue)
    }
    public static func seconds(_ s: Double) -> NanosecondStride {
        NanosecondStride(magnitude: Int((s * 1_000_000_000).rounded()))
    }
    public static func milliseconds(_ ms: Int) -> NanosecondStride {
        NanosecondStride(magnitude: ms.multipliedReportingOverflow(by: 1_000_000).partialValue)
    }
    public static func microseconds(_ us: Int) -> NanosecondStride {
        NanosecondStride(magnitude: us.multipliedReportingOverflow(by: 1_000).partialValue)
    }
    public static func nanoseconds(_ ns: Int) -> NanosecondStride { NanosecondStride(magnitude: ns) }

    public static var zero: NanosecondStride { NanosecondStride(magnitude: 0) }

    public static func < (lhs: NanosecondStride, rhs: NanosecondStride) -> Bool { lhs.magnitude < rhs.magnitude }
    public static func + (lhs: NanosecondStride, rhs: NanosecondStride) -> NanosecondStride {
        NanosecondStride(magnitude: lhs.magnitude + rhs.magnitude)
    }
    public static func - (lhs: NanosecondStride, rhs: NanosecondStride) -> NanosecondStride {
        NanosecondStride(magnitude: lhs.magnitude - rhs.magnitude)
    }
    public static func * (lhs: NanosecondStride, rhs: NanosecondStride) -> NanosecondStride {
        NanosecondStride(
            magnitude: lhs.magnitude.multipliedReportingOverflow(by: rhs.magnitude).partialValue / 1_000_000_000)
    }
    public static func += (lhs: inout NanosecondStride, rhs: NanosecondStride) { lhs = lhs + rhs }
    public static func -= (lhs: inout NanosecondStride, rhs: NanosecondStride) { lhs = lhs - rhs }
    public static func *= (lhs: inout NanosecondStride, rhs: NanosecondStride) { lhs = lhs * rhs }
}

extension NanosecondStride where Clock == DispatchQueue {
    /// The value of this time interval as a dispatch time interval.
    public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

    /// Creates a stride from a dispatch time interval.
    public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s): self.init(magnitude: s.multipliedReportingOverflow(by: 1_000_000_000).partialValue)
        case .milliseconds(let ms): self.init(magnitude: ms.multipliedReportingOverflow(by: 1_000_000).partialValue)
        case .microseconds(let us): self.init(magnitude: us.multipliedReportingOverflow(by: 1_000).partialValue)
        case .nanoseconds(let ns): self.init(magnitude: ns)
        case .never: self.init(magnitude: .max)
        @unknown default: self.init(magnitude: .max)
        }
    }

    /// Creates a stride from a number of seconds.
    public init(_ timeInterval: Double) {
        self.init(floatLiteral: timeInterval)
    }
}
