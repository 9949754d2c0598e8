/// The text escapes the painter applies, for building expected strings.
enum HTMLEscapingForTests {
    static func text(_ string: String) -> String {
        string.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
