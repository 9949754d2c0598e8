/// Escapes text for HTML and CSS, and formats numbers the same way on every machine.
///
/// Every string that reaches the output passes through here: text content through ``text(_:)``, attribute values
/// through ``attribute(_:)``, CSS strings through ``cssString(_:)``. For example:
///
/// ```swift
/// HTMLEscaping.text("<script>")        // "&lt;script&gt;"
/// HTMLEscaping.number(12.3456)         // "12.346"
/// ```
package enum HTMLEscaping {
    /// Text content: `&`, `<` and `>` escaped; NUL and other C0 controls but tab and newline dropped, carriage
    /// returns made newlines.
    static func text(_ string: String) -> String {
        escaped(string, quotes: false)
    }

    private static func escaped(_ string: String, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(string.utf8.count)
        for scalar in string.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "\r": result += "\n"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A value for a double-quoted attribute: the escapes of text, `"` as `&quot;`, tabs and newlines as character
    /// references.
    static func attribute(_ string: String) -> String {
        escaped(string, quotes: true).replacingOccurrences(of: "\n", with: "&#10;").replacingOccurrences(
            of: "\t", with: "&#9;")
    }

    /// A CSS string in single quotes, with quotes, backslashes and line breaks escaped.
    static func cssString(_ string: String) -> String {
        var result = "'"
        for scalar in string.unicodeScalars {
            switch scalar {
            case "'", "\\": result += "\\" + String(scalar)
            case "\n", "\r", "\u{0C}": result += "\\a "
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "'"
    }

    /// A number with at most three decimals, no trailing zeros, no exponent, never `-0`; non-finite values are 0.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = (value * 1000).rounded()
        guard abs(thousandths) < 9e15 else { return value > 0 ? "9000000000000" : "-9000000000000" }
        let magnitude = Int64(abs(thousandths))
        if magnitude == 0 { return "0" }
        var result = thousandths < 0 ? "-" : ""
        result += String(magnitude / 1000)
        var fraction = magnitude % 1000
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let text = String(fraction)
            result += "." + String(repeating: "0", count: digits - text.count) + text
        }
        return result
    }

    /// A length in CSS pixels: `12.5px`, `0`.
    static func px(_ value: Double) -> String {
        let text = number(value)
        return text == "0" ? "0" : text + "px"
    }

    /// Percent-encodes a string for a `data:` URL: everything but unreserved ASCII and a few safe marks.
    static func percentEncoded(_ string: String) -> String {
        var result = ""
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: " "), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "/"),
                UInt8(ascii: ","), UInt8(ascii: ";"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result.replacingOccurrences(of: " ", with: "%20")
    }
}
