import Foundation

extension LocalizedStringResource {
    /// Collects the parts of an interpolated ``LocalizedStringResource``: its key format and its value.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var format = ""
        var value = ""

        /// Creates an empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {
            format.reserveCapacity(literalCapacity + interpolationCount * 3)
            value.reserveCapacity(literalCapacity)
        }

        /// Appends literal text; a `%` in it is escaped in the key format.
        public mutating func appendLiteral(_ literal: String) {
            format += literal.replacingOccurrences(of: "%", with: "%%")
            value += literal
        }

        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) {
            append(string, specifier: "%@")
        }

        /// Appends a localized string resource, resolved.
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
            append(resource.defaultValue, specifier: "%@")
        }

        /// Appends an integer.
        public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value) {
            append(String(value), specifier: "%lld")
        }

        /// Appends a floating-point number.
        public mutating func appendInterpolation<Value: BinaryFloatingPoint & CustomStringConvertible>(_ value: Value) {
            append(value.description, specifier: "%lf")
        }

        /// Appends any other value, as `String(describing:)` writes it.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            append(String(describing: value), specifier: "%@")
        }

        private mutating func append(_ text: String, specifier: String) {
            format += specifier
            value += text
        }
    }
}
