import Foundation

/// How an interpolated integer is written.
///
/// ```swift
/// logger.debug("Flags \(flags, format: .hex(includePrefix: true, minDigits: 4))")   // "Flags 0x002a"
/// ```
public struct OSLogIntegerFormatting: Sendable {
    enum Radix: Sendable { case decimal, hex, octal }

    let radix: Radix
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int?

    /// Base 10.
    public static let decimal = OSLogIntegerFormatting.decimal(explicitPositiveSign: false)
    /// Base 16.
    public static let hex = OSLogIntegerFormatting.hex(explicitPositiveSign: false)
    /// Base 8.
    public static let octal = OSLogIntegerFormatting.octal(explicitPositiveSign: false)

    /// Base 10, with a `+` for positive numbers and a minimum number of digits if given.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int? = nil) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
            minDigits: minDigits)
    }

    /// Base 16, optionally with `0x`, uppercase digits and a minimum number of digits.
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int? = nil
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase, minDigits: minDigits)
    }

    /// Base 8, optionally with `0o`, uppercase and a minimum number of digits.
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int? = nil
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase, minDigits: minDigits)
    }

    func format<T: FixedWidthInteger>(_ value: T) -> String {
        let base = radix == .decimal ? 10 : radix == .hex ? 16 : 8
        var digits = String(value.magnitude, radix: base, uppercase: uppercase)
        if let minDigits, digits.count < minDigits {
            digits = String(repeating: "0", count: minDigits - digits.count) + digits
        }
        let prefix = includePrefix ? (radix == .hex ? "0x" : radix == .octal ? "0o" : "") : ""
        let sign = value < 0 ? "-" : explicitPositiveSign && value > 0 ? "+" : ""
        return sign + prefix + digits
    }
}

/// How an interpolated floating-point number is written.
///
/// ```swift
/// logger.info("Rendered in \(seconds, format: .fixed(precision: 3)) s")
/// ```
public struct OSLogFloatFormatting: Sendable {
    enum Style: Sendable { case fixed, exponential, hybrid, hex }

    let style: Style
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// Fixed-point notation with six digits after the point.
    public static let fixed = OSLogFloatFormatting.fixed(explicitPositiveSign: false)
    /// Exponential notation.
    public static let exponential = OSLogFloatFormatting.exponential(explicitPositiveSign: false)
    /// The shorter of fixed and exponential notation.
    public static let hybrid = OSLogFloatFormatting.hybrid(explicitPositiveSign: false)
    /// Hexadecimal floating-point notation.
    public static let hex = OSLogFloatFormatting(
        style: .hex, precision: nil, explicitPositiveSign: false, uppercase: false)

    /// Fixed-point notation with a number of digits after the point.
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(
            style: .fixed, precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed-point notation.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            style: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Exponential notation with a number of digits after the point.
    public static func exponential(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(
            style: .exponential, precision: precision, explicitPositiveSign: explicitPositiveSign,
            uppercase: uppercase)
    }

    /// Exponential notation.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(
            style: .exponential, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// The shorter of fixed and exponential notation with a number of significant digits.
    public static func hybrid(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(
            style: .hybrid, precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// The shorter of fixed and exponential notation.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            style: .hybrid, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    func format(_ value: Double) -> String {
        let conversion: String =
            switch style {
            case .fixed: "f"
            case .exponential: "e"
            case .hybrid: "g"
            case .hex: "a"
            }
        let flags = explicitPositiveSign ? "+" : ""
        let precisionPart = precision.map { ".\($0)" } ?? ""
        let specifier = "%" + flags + precisionPart + (uppercase ? conversion.uppercased() : conversion)
        return String(format: specifier, value)
    }
}

/// How an interpolated Boolean is written.
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer

    func format(_ value: Bool) -> String {
        switch self {
        case .truth: value ? "true" : "false"
        case .answer: value ? "YES" : "NO"
        }
    }
}

/// How an interpolated value is padded to a number of columns.
///
/// ```swift
/// logger.debug("\(name, align: .left(columns: 12))|\(score, align: .right(columns: 5))")
/// ```
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let isLeft: Bool

    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0, isLeft: false)

    /// Padded with spaces on the left to a number of columns.
    public static func right(columns: Int = 0) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, isLeft: false)
    }

    /// Padded with spaces on the right to a number of columns.
    public static func left(columns: Int = 0) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, isLeft: true)
    }

    func apply(to text: String) -> String {
        guard text.count < columns else { return text }
        let padding = String(repeating: " ", count: columns - text.count)
        return isLeft ? text + padding : padding + text
    }
}
