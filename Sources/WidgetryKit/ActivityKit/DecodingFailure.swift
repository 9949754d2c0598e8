import Foundation

/// Where a `DecodingError` happened in a JSON document, what the type wanted there and what the document had: what
/// an answer needs to name the field (`"field": "content-state.currentStep", "expected": "Int", "found": "1.5"`).
struct DecodingFailure: Sendable, Equatable {
    /// The dotted coding path (`currentStep`, `stops.0.name`); `nil` at the top level.
    var path: String?
    /// The type wanted, such as `Int`, when the error says.
    var expected: String?
    /// The JSON at the path, or `nil` when nothing is there.
    var found: String?

    init(path: String?, expected: String?, found: String?) {
        self.path = path
        self.expected = expected
        self.found = found
    }

    /// Reads the path and expected type from the error and what stood there from `json`.
    init(_ error: any Error, json: Data) {
        guard let error = error as? DecodingError else {
            self.init(path: nil, expected: nil, found: nil)
            return
        }
        var codingPath: [any CodingKey]
        var expected: String?
        switch error {
        case .keyNotFound(let key, let context):
            codingPath = context.codingPath + [key]
        case .typeMismatch(let type, let context):
            codingPath = context.codingPath
            expected = Self.typeName(type)
        case .valueNotFound(let type, let context):
            codingPath = context.codingPath
            expected = Self.typeName(type)
        case .dataCorrupted(let context):
            codingPath = context.codingPath
            // Foundation says "Parsed JSON number <1.5> does not fit in Int." for a number of the wrong kind.
            if let range = context.debugDescription.range(of: "does not fit in ") {
                expected = String(
                    context.debugDescription[range.upperBound...].prefix { $0.isLetter || $0.isNumber })
            }
        @unknown default:
            codingPath = []
        }
        let keys = codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        let value = Self.value(
            at: keys, in: (try? JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])))
        self.init(
            path: keys.isEmpty ? nil : keys.joined(separator: "."), expected: expected,
            found: value.flatMap(Self.json))
    }

    /// Finds the number a decoder refused without saying where (Foundation on Linux reports a number that does not
    /// fit its integer type, such as `1.5` for an `Int`, as "not valid JSON" at the top level): each number that is
    /// not a whole one, or too large, is set to 0 in turn, and the first whose change makes `decodes` stop failing
    /// at the top level is the field.
    ///
    /// - Parameter decodes: Decodes the changed JSON; it throws as the original decoding did when nothing changed.
    /// - Returns: The failure at that number, or `nil` when none explains it.
    static func misfitNumber(in json: Data, decodes: (Data) throws -> Void) -> DecodingFailure? {
        guard let root = try? JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed]) else {
            return nil
        }
        let suspects = numbers(in: root, at: []).filter { _, number in
            let value = number.doubleValue
            return value.rounded() != value || abs(value) >= 9.2e18
        }
        for (keys, number) in suspects.prefix(64) {
            guard let changed = replacing(keys, in: root, with: 0),
                let data = try? JSONSerialization.data(withJSONObject: changed, options: [.fragmentsAllowed])
            else { continue }
            do {
                try decodes(data)
            } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
                continue
            } catch {}
            return DecodingFailure(
                path: keys.joined(separator: "."), expected: "integer", found: Self.json(number))
        }
        return nil
    }

    private static func numbers(in value: Any, at keys: [String]) -> [([String], NSNumber)] {
        if let object = value as? [String: Any] {
            return object.keys.sorted().flatMap { numbers(in: object[$0]!, at: keys + [$0]) }
        }
        if let array = value as? [Any] {
            return array.enumerated().flatMap { numbers(in: $1, at: keys + [String($0)]) }
        }
        if let number = value as? NSNumber, String(cString: number.objCType) != "c" { return [(keys, number)] }
        return []
    }

    private static func replacing(_ keys: [String], in value: Any, with replacement: Any) -> Any? {
        guard let key = keys.first else { return replacement }
        let rest = Array(keys.dropFirst())
        if var object = value as? [String: Any], let inner = object[key] {
            object[key] = replacing(rest, in: inner, with: replacement)
            return object
        }
        if var array = value as? [Any], let index = Int(key), array.indices.contains(index) {
            array[index] = replacing(rest, in: array[index], with: replacement) as Any
            return array
        }
        return nil
    }

    /// `Int` for `Int.self`, `Optional<Int>` unwrapped to `Int`.
    private static func typeName(_ type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Optional<"), name.hasSuffix(">") { return String(name.dropFirst(9).dropLast()) }
        return name
    }

    private static func value(at keys: [String], in root: Any?) -> Any? {
        var current = root
        for key in keys {
            if let object = current as? [String: Any] {
                current = object[key]
            } else if let array = current as? [Any], let index = Int(key), array.indices.contains(index) {
                current = array[index]
            } else {
                return nil
            }
        }
        return current
    }

    /// The value as compact JSON, at most 100 characters.
    private static func json(_ value: Any) -> String? {
        if value is NSNull { return "null" }
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
        else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return text.count > 100 ? String(text.prefix(99)) + "…" : text
    }
}
