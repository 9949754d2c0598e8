import Foundation
import WidgetryDisplayList

extension HTMLFontSet {
    /// The faces a display list draws with, embedded as `data:` URLs, so a standalone document shows the same
    /// typography on a machine without the fonts installed.
    ///
    /// Only what the list uses is embedded: for each text run, the first family of its font stack (Inter below
    /// 20 pt, Inter Display from 20 pt, the rounded, serif or monospaced stand-in) at the nearest weight of the
    /// standard set, upright or italic (symbols need no font: they are drawn as outlines); Noto Color Emoji when a
    /// text has an emoji. With `subsetting` (the default), each face is cut down by ``HTMLFontSubsetter`` to the
    /// characters its runs draw; runs of live dates, which the page's timer rewrites, also keep the digits,
    /// separators and letters their style's formats use (see ``liveDateCharacters(for:)``). The demo weather card's document goes from 721 KB to 8.9 KB. A face whose file cannot be
    /// read is left out (the browser then falls back to its own fonts) and one HarfBuzz cannot subset is embedded
    /// whole, so this never fails. For example:
    ///
    /// ```swift
    /// let painter = HTMLPainter(format: .document, fonts: .embedded(for: list))
    /// ```
    ///
    /// - Parameters:
    ///   - list: The display list the document shows.
    ///   - subsetting: Whether to embed only the glyphs the list draws (`true`) or whole files.
    ///   - read: Reads a font file; by default, from its Debian path.
    public static func embedded(
        for list: DisplayList, subsetting: Bool = true,
        read: (File) -> Data? = { FileManager.default.contents(atPath: $0.systemPath) }
    ) -> HTMLFontSet {
        var faces: [Face] = []
        for (file, characters) in usedCharacters(in: list) {
            guard let whole = read(file) else { continue }
            let data = subsetting ? ((try? HTMLFontSubsetter.subset(whole, keeping: characters)) ?? whole) : whole
            let mime = file.fileName.lowercased().hasSuffix(".ttf") ? "font/ttf" : "font/otf"
            faces.append(file.face(url: "data:" + mime + ";base64," + data.base64EncodedString()))
        }
        return HTMLFontSet(faces: faces)
    }

    /// The files of the standard set that a display list uses, in the set's order.
    ///
    /// - Parameter list: The display list.
    public static func usedFiles(in list: DisplayList) -> [File] {
        usedCharacters(in: list).map(\.file)
    }

    /// The files of the standard set that a display list uses, in the set's order, each with the characters drawn
    /// in it: a text font gets its runs' characters, the emoji font every character of the runs with an emoji (so
    /// sequences joined by U+200D and skin tones keep their glyphs), and a live date's run the characters its
    /// timer may write as well.
    ///
    /// - Parameter list: The display list.
    public static func usedCharacters(in list: DisplayList) -> [(file: File, characters: Set<Unicode.Scalar>)] {
        var wanted: [File: Set<Unicode.Scalar>] = [:]
        var emoji: Set<Unicode.Scalar> = []
        func add(_ paragraph: DisplayParagraph, dates: [DisplayDynamicText.DatedRun] = []) {
            for (index, run) in paragraph.runs.enumerated() {
                let scalars = run.string.unicodeScalars
                if let file = nearestFile(for: run.font) {
                    wanted[file, default: []].formUnion(scalars)
                    for dated in dates where dated.runIndex == index {
                        wanted[file, default: []].formUnion(liveDateCharacters(for: dated.date))
                    }
                }
                if scalars.contains(where: isEmoji) { emoji.formUnion(scalars) }
            }
        }
        for item in list.allItems {
            switch item {
            case .text(let text): add(text.paragraph)
            case .dynamicText(let text): add(text.paragraph, dates: text.dates)
            default: break
            }
        }
        if !emoji.isEmpty, let file = standardFiles.first(where: { $0.family == HTMLFontStack.emoji }) {
            wanted[file, default: []].formUnion(emoji)
        }
        return standardFiles.compactMap { file in wanted[file].map { (file, $0) } }
    }

    /// What the page's timer may write into a live date's run, in English-like formats: digits, the separators
    /// and spaces formatters put between fields ("9:41\u{202F}AM", "1:02:03", "-3 min"), plus AM/PM letters for
    /// times, lowercase unit names for relative dates ("2 hr, 5 min") and all Latin letters for dates ("June 3,
    /// 2019"). Letters other locales' formats bring (é, ü) fall back to the browser's fonts.
    ///
    /// - Parameter date: The live date.
    public static func liveDateCharacters(for date: DisplayDateText) -> Set<Unicode.Scalar> {
        var characters = Set("0123456789 :,.-+/\u{A0}\u{2009}\u{2013}\u{202F}\u{2212}".unicodeScalars)
        guard case .date(_, let style) = date else { return characters }
        switch style {
        case .time: characters.formUnion("AMPamp".unicodeScalars)
        case .relative, .offset: characters.formUnion("abcdefghijklmnopqrstuvwxyz".unicodeScalars)
        case .date: characters.formUnion("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
        case .timer: break
        }
        return characters
    }

    /// The standard file closest to a font: the first family of its stack that the set has, then the weight
    /// nearest to the font's (ties to the heavier, as CSS's matching does above 500), upright or italic.
    static func nearestFile(for font: DisplayFont) -> File? {
        let families = HTMLFontStack.families(for: font)
        guard
            let family = families.first(where: { name in standardFiles.contains(where: { $0.family == name }) })
        else { return nil }
        let candidates = standardFiles.filter { $0.family == family }
        let styled = candidates.filter { $0.isItalic == font.italic }
        let pool = styled.isEmpty ? candidates : styled
        let weight = font.weight.rawValue
        func distance(_ file: File) -> Int {
            weight < file.weight ? file.weight - weight : max(0, weight - (file.maxWeight ?? file.weight))
        }
        return pool.min { lhs, rhs in
            let left = distance(lhs)
            let right = distance(rhs)
            return left != right ? left < right : lhs.weight > rhs.weight
        }
    }

    /// Whether a scalar is drawn from the emoji font: emoji presentation by default, or a pictograph above the
    /// Latin-1 range (digits, `#` and `*` are emoji only with a variation selector, and are left to the text font).
    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isEmojiPresentation || (scalar.value > 0x2100 && scalar.properties.isEmoji)
    }
}
