import Foundation

/// Renumbers the identifiers Cairo's SVG writer takes from process-wide counters (`image7`, `surface11`), in order
/// of first appearance, so the same drawing always gives the same document.
enum SVGIdentifiers {
    private static let pattern = try! NSRegularExpression(pattern: #"(id="|#)(image|surface)([0-9]+)"#)

    static func normalize(_ svg: [UInt8]) -> [UInt8] {
        let text = String(decoding: svg, as: UTF8.self)
        let range = NSRange(text.startIndex..., in: text)
        var numbers: [String: Int] = [:]
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var last = text.startIndex
        for match in pattern.matches(in: text, range: range) {
            guard let whole = Range(match.range, in: text), let prefix = Range(match.range(at: 1), in: text),
                let kind = Range(match.range(at: 2), in: text), let number = Range(match.range(at: 3), in: text)
            else { continue }
            let key = text[kind] + text[number]
            let renumbered =
                numbers[String(key)]
                ?? {
                    let next = numbers.count + 1
                    numbers[String(key)] = next
                    return next
                }()
            result += text[last..<whole.lowerBound]
            result += text[prefix] + text[kind] + String(renumbered)
            last = whole.upperBound
        }
        result += text[last...]
        return Array(result.utf8)
    }
}
