import Foundation

/// A value read from the definition file, with the key path it came from, so every error names the file, the
/// key and what is wrong.
struct PlistNode {
    let value: Any
    /// Where the value is, such as `INIntents[0].INIntentParameters[2]`.
    let path: String
    let file: String

    func fail(_ message: String) -> DefinitionError {
        DefinitionError(file: file, path: path, message: message)
    }

    /// The value as a dictionary.
    func dictionary() throws -> [String: Any] {
        if let dictionary = value as? [String: Any] { return dictionary }
        if let dictionary = value as? NSDictionary {
            var result: [String: Any] = [:]
            for (key, value) in dictionary { if let key = key as? String { result[key] = value } }
            return result
        }
        throw fail("expected a dictionary, found \(Self.kind(of: value))")
    }

    /// The member with this key, or `nil` when it is missing.
    func optional(_ key: String) throws -> PlistNode? {
        guard let member = try dictionary()[key] else { return nil }
        return PlistNode(value: member, path: path.isEmpty ? key : "\(path).\(key)", file: file)
    }

    /// The member with this key; missing is an error.
    func required(_ key: String) throws -> PlistNode {
        guard let node = try optional(key) else {
            throw fail("the required key '\(key)' is missing")
        }
        return node
    }

    /// The elements of an array member; a missing member is an empty array.
    func array(_ key: String) throws -> [PlistNode] {
        guard let node = try optional(key) else { return [] }
        guard let elements = node.value as? [Any] else {
            throw node.fail("expected an array, found \(Self.kind(of: node.value))")
        }
        return elements.enumerated().map { PlistNode(value: $1, path: "\(node.path)[\($0)]", file: file) }
    }

    func string() throws -> String {
        guard let string = value as? String else { throw fail("expected a string, found \(Self.kind(of: value))") }
        return string
    }

    /// A string member, or `nil` when it is missing.
    func string(_ key: String) throws -> String? {
        try optional(key)?.string()
    }

    /// A non-empty string member that must be a Swift identifier.
    func identifier(_ key: String) throws -> String {
        let node = try required(key)
        let name = try node.string()
        guard isIdentifier(name) else {
            throw node.fail(
                "'\(name)' is not a valid Swift name (letters, digits and underscores, not starting with a digit)")
        }
        return name
    }

    /// A Boolean member; missing is `false`.
    func bool(_ key: String) throws -> Bool {
        guard let node = try optional(key) else { return false }
        if let flag = node.value as? Bool { return flag }
        if let number = node.value as? NSNumber { return number.boolValue }
        throw node.fail("expected a Boolean, found \(Self.kind(of: node.value))")
    }

    /// An integer member, or `nil` when it is missing.
    func int(_ key: String) throws -> Int? {
        guard let node = try optional(key) else { return nil }
        if let number = node.value as? Int { return number }
        if let number = node.value as? NSNumber, !(node.value is Bool) { return number.intValue }
        throw node.fail("expected an integer, found \(Self.kind(of: node.value))")
    }

    static func kind(of value: Any) -> String {
        switch value {
        case is String: "a string '\(value)'"
        case is Bool: "a Boolean"
        case is NSNumber, is Int, is Double: "a number \(value)"
        case is [Any]: "an array"
        case is [String: Any], is NSDictionary: "a dictionary"
        case is Data: "data"
        case is Date: "a date"
        default: "a \(type(of: value))"
        }
    }
}

/// What is wrong with a definition file: one line naming the file, the key and the problem.
struct DefinitionError: Error, CustomStringConvertible {
    let file: String
    let path: String
    let message: String

    var description: String {
        path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
    }
}

/// Whether `name` is a plain Swift identifier.
func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else {
        return false
    }
    return name.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
}
