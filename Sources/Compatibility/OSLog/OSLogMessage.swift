import Foundation

/// A log message: literal text and interpolated values, each with a privacy and a format.
///
/// Values are evaluated only when the message is written. For example:
///
/// ```swift
/// logger.debug("Loaded \(count, format: .decimal(minDigits: 3)) items in \(elapsed, format: .fixed(precision: 2))s")
/// logger.error("Login failed for \(user, privacy: .private)")   // "Login failed for <private>"
/// ```
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    let interpolation: OSLogInterpolation

    /// Creates a message from an interpolated string.
    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }

    /// Creates a message from a string literal.
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The message's text with its values formatted and private values redacted.
    func render() -> String {
        interpolation.pieces.map { $0() }.joined()
    }
}

/// The parts of an `OSLogMessage` as the compiler builds it from an interpolated string.
public struct OSLogInterpolation: StringInterpolationProtocol {
    var pieces: [() -> String] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
        pieces.reserveCapacity(interpolationCount * 2 + 1)
    }

    public mutating func appendLiteral(_ literal: String) {
        pieces.append { literal }
    }

    private mutating func append(privacy: OSLogPrivacy, align: OSLogStringAlignment, _ text: @escaping () -> String) {
        pieces.append { privacy.redact(align.apply(to: text())) }
    }

    /// Interpolates a string.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(privacy: privacy, align: align, argumentString)
    }

    /// Interpolates a value's description.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(privacy: privacy, align: align) { value().description }
    }

    /// Interpolates an object's description.
    public mutating func appendInterpolation(
        _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto
    ) {
        append(privacy: privacy, align: .none) { argumentObject().description }
    }

    /// Interpolates an optional error: its description, or `(null)`.
    public mutating func appendInterpolation(
        _ error: @autoclosure @escaping () -> (any Error)?, privacy: OSLogPrivacy = .auto
    ) {
        append(privacy: privacy, align: .none) { error().map { String(describing: $0) } ?? "(null)" }
    }

    /// Interpolates a type's name.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(privacy: privacy, align: align) { String(reflecting: value()) }
    }

    /// Interpolates an integer in a format.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(privacy: privacy, align: align) { format.format(number()) }
    }

    /// Interpolates a floating-point number in a format.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(privacy: privacy, align: align) { format.format(number()) }
    }

    /// Interpolates a floating-point number in a format.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(privacy: privacy, align: align) { format.format(Double(number())) }
    }

    /// Interpolates a floating-point number in a format.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(privacy: privacy, align: align) { format.format(Double(number())) }
    }

    /// Interpolates a Boolean as `true`/`false` or `YES`/`NO`.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {
        append(privacy: privacy, align: .none) { format.format(boolean()) }
    }
}
