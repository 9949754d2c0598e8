import Foundation
import WidgetryIntents

extension LocalizedStringKey {
    /// Collects the literal parts and the interpolated values of a localized string key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        /// Creates an empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {
            guard !literal.isEmpty else { return }
            segments.append(.literal(literal))
        }

        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) { appendLiteral(string) }

        /// Appends a number, formatted as SwiftUI does (`%lld` for integers, `%lf` for doubles).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendLiteral(String(format: value._specifier, value._arg))
        }

        /// Appends a number formatted with a printf-style specifier, such as `"%.1f"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            appendLiteral(String(format: specifier, value._arg))
        }

        /// Appends a value formatted with a format style.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            appendLiteral(format.format(input))
        }

        /// Appends a value formatted with a formatter.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter? = nil
        ) {
            appendLiteral(formatter?.string(for: subject) ?? String(describing: subject))
        }

        /// Appends a text view, keeping its styles.
        public mutating func appendInterpolation(_ text: Text) { segments.append(.text(text)) }

        /// Appends an image, drawn inline.
        public mutating func appendInterpolation(_ image: Image) { segments.append(.text(Text(image))) }

        /// Appends a date in a style; relative, offset and timer styles update live.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            segments.append(.text(Text(date, style: style)))
        }

        /// Appends a range of dates.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) { segments.append(.text(Text(dates))) }

        /// Appends a date interval.
        public mutating func appendInterpolation(_ interval: DateInterval) { segments.append(.text(Text(interval))) }

        /// Appends a live timer.
        public mutating func appendInterpolation(
            timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
        ) {
            segments.append(
                .text(
                    Text(
                        timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown,
                        showsHours: showsHours)))
        }

        /// Appends a localized string resource.
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
            appendLiteral(String(localized: resource))
        }

        /// Appends any other value by its description; SwiftUI accepts fewer types, Widgetry is lenient.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            appendLiteral(String(describing: value))
        }
    }
}

/// A number that a localized string key formats with a printf-style specifier.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    /// The value passed to the formatter.
    var _arg: _Arg { get }
    /// The default specifier, such as `%lld`.
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}

extension Int16: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}

extension Int32: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}

extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}

extension UInt16: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}

extension UInt32: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}

extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Double { Double(self) }
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    public var _arg: Double { Double(self) }
    public var _specifier: String { "%lf" }
}
