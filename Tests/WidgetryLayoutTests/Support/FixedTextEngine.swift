import Foundation
import WidgetryDisplayList

/// A deterministic text engine for exact layout expectations.
///
/// Every character advances half its font size (plus tracking and kerning); a line is 1.25 times its largest
/// font size tall, with its baseline one font size below its top. Lines wrap at spaces, and inside a word
/// when it alone is too wide; `lineLimit` keeps the first lines and ends the last one with "…" cut to fit.
/// A symbol is a square of its point size times its scale, its baseline at 80% of its height.
///
/// So 20-point "Hello" is 50×25 with its baseline at 20, and a 20-point symbol is 20×20.
struct FixedTextEngine: TextEngine {
    private struct Glyph {
        var character: Character
        var advance: Double
        var size: Double
    }

    func measure(_ paragraph: DisplayParagraph, proposedWidth: Double?) -> TextMeasurement {
        let glyphs = paragraph.runs.flatMap { run in
            run.string.map {
                Glyph(
                    character: $0, advance: run.font.size / 2 + run.font.tracking + run.font.kerning,
                    size: run.font.size)
            }
        }
        guard !glyphs.isEmpty else {
            return TextMeasurement(size: .zero, lineCount: 0, isTruncated: false, firstBaseline: 0, lastBaseline: 0)
        }
        var lines = wrap(glyphs, width: proposedWidth)
        var truncated = false
        if let limit = paragraph.lineLimit, lines.count > limit {
            truncated = true
            let rest = Array(lines[(limit - 1)...].joined())
            lines = Array(lines[..<(limit - 1)]) + [ellipsized(rest, width: proposedWidth)]
        } else if let width = proposedWidth, lines.count == 1, visibleWidth(lines[0]) > width + 1e-9,
            paragraph.lineLimit == 1
        {
            truncated = true
            lines = [ellipsized(lines[0], width: width)]
        }
        let sizes = lines.map { line in line.map(\.size).max() ?? glyphs[0].size }
        let heights = sizes.map { $0 * 1.25 }
        let height = heights.reduce(0, +) + paragraph.lineSpacing * Double(lines.count - 1)
        let width = lines.map(visibleWidth).max() ?? 0
        let lastTop = heights.dropLast().reduce(0, +) + paragraph.lineSpacing * Double(lines.count - 1)
        return TextMeasurement(
            size: CGSize(width: width, height: height), lineCount: lines.count, isTruncated: truncated,
            firstBaseline: sizes[0], lastBaseline: lastTop + sizes[sizes.count - 1])
    }

    func measure(_ symbol: DisplaySymbol) -> TextMeasurement {
        let side = symbol.pointSize * symbol.scale.factor
        return TextMeasurement(
            size: CGSize(width: side, height: side), lineCount: 1, isTruncated: false, firstBaseline: side * 0.8,
            lastBaseline: side * 0.8)
    }

    private func visibleWidth(_ line: [Glyph]) -> Double {
        var glyphs = line[...]
        while let last = glyphs.last, last.character == " " { glyphs = glyphs.dropLast() }
        return glyphs.reduce(0) { $0 + $1.advance }
    }

    /// Greedy wrapping at spaces (and newlines), breaking words that do not fit on a line of their own.
    private func wrap(_ glyphs: [Glyph], width: Double?) -> [[Glyph]] {
        var lines: [[Glyph]] = []
        var line: [Glyph] = []
        var words: [[Glyph]] = []
        var word: [Glyph] = []
        for glyph in glyphs {
            if glyph.character == "\n" {
                words.append(word + [glyph])
                word = []
            } else {
                word.append(glyph)
                if glyph.character == " " {
                    words.append(word)
                    word = []
                }
            }
        }
        if !word.isEmpty { words.append(word) }
        for var word in words {
            let breaks = word.last?.character == "\n"
            if breaks { word.removeLast() }
            if !line.isEmpty, visibleWidth(line) == 0, !lines.isEmpty {
                lines[lines.count - 1] += line
                line = []
            }
            if let width, !line.isEmpty, visibleWidth(line + word) > width + 1e-9 {
                lines.append(line)
                line = []
            }
            if let width, line.isEmpty {
                while visibleWidth(word) > width + 1e-9, word.count > 1 {
                    var count = 1
                    while count < word.count, visibleWidth(Array(word[..<(count + 1)])) <= width + 1e-9 { count += 1 }
                    lines.append(Array(word[..<count]))
                    word = Array(word[count...])
                }
            }
            line += word
            if breaks {
                lines.append(line)
                line = []
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    private func ellipsized(_ line: [Glyph], width: Double?) -> [Glyph] {
        let size = line.first?.size ?? 0
        let ellipsis = Glyph(character: "…", advance: size / 2, size: size)
        var kept = line
        while let width, !kept.isEmpty, visibleWidth(kept) + ellipsis.advance > width + 1e-9 { kept.removeLast() }
        while let last = kept.last, last.character == " " { kept.removeLast() }
        return kept + [ellipsis]
    }
}
