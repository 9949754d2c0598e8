/// Xcode's rules for turning asset names into Swift identifiers.
///
/// - A name with lowercase letters becomes lower camel case: words split at spaces, `-`, `_` and other symbols;
///   a leading run of capitals is lowercased except a last capital that starts a word (`"UAEFlag"` → `uaeFlag`),
///   later words are capitalized (`"arrow_basic_e"` → `arrowBasicE`).
/// - A name without lowercase letters keeps its case, with `_` between words and between letters and digits
///   (`"TU204SM"` → `TU_204_SM`, `"A-1-1-0"` → `A_1_1_0`).
/// - A color's `Color` suffix and an image's `Image` suffix are dropped (`"AccentColor"` → `accent`).
/// - An identifier that would start with a digit gets a leading `_` (`"121212"` → `_121212`); Swift keywords are
///   escaped with backticks.
/// - Namespace folders become types: the same rules with the first letter capitalized (`"iconPreviews"` →
///   `IconPreviews`).
enum SymbolNaming {
    enum Kind { case color, image }

    /// The identifier of a color or image set.
    static func memberName(_ name: String, kind: Kind) -> String {
        escaped(identifier(strippingSuffix(name, kind: kind), capitalized: false))
    }

    /// The type name of a namespace folder.
    static func typeName(_ name: String) -> String {
        escaped(identifier(name, capitalized: true))
    }

    static func strippingSuffix(_ name: String, kind: Kind) -> String {
        let suffix = kind == .color ? "Color" : "Image"
        for candidate in [suffix, " " + suffix.lowercased(), "_" + suffix.lowercased(), "-" + suffix.lowercased()]
        where name.count > candidate.count && name.hasSuffix(candidate) {
            let stripped = String(name.dropLast(candidate.count))
            if stripped.contains(where: { $0.isLetter || $0.isNumber }) { return stripped }
        }
        return name
    }

    static func identifier(_ name: String, capitalized: Bool) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard !words.isEmpty else { return "_" }
        var result: String
        if name.contains(where: \.isLowercase) {
            result = words.enumerated().map { index, word in
                index == 0 ? (capitalized ? upperFirst(word) : lowerLeading(word)) : upperFirst(word)
            }.joined()
        } else {
            result = words.flatMap(splitLettersAndDigits).joined(separator: "_")
        }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }

    private static func lowerLeading(_ word: String) -> String {
        let characters = Array(word)
        var run = 0
        while run < characters.count, characters[run].isUppercase { run += 1 }
        // A capital followed by a lowercase letter starts the next word and keeps its case ("UAEFlag" → "uaeFlag").
        let lowered = run > 1 && run < characters.count && characters[run].isLowercase ? run - 1 : run
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    private static func upperFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    private static func splitLettersAndDigits(_ word: String) -> [String] {
        var parts: [String] = []
        var current = ""
        for character in word {
            if let last = current.last, last.isNumber != character.isNumber {
                parts.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    private static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
    ]
}
