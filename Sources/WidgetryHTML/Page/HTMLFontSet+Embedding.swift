import Foundation
import WidgetryDisplayList

extension HTMLFontSet {
    /// The faces a display list draws with, embedded as `data:` URLs, so a standalone document shows the same
    /// typography on a machine without the fonts installed.
    ///
    /// Only what the list uses is embedded: for each text run, the first family of its font stack (Inter below
    /// 20 pt, Inter Display from 20 pt, the rounded, serif or monospaced stand-in) at the nearest weight of the
    /// standard set, upright or italic (symbols need no font: they are drawn as outlines); Noto Color Emoji when a
    /// text has an emoji. A face whose file cannot be read is left out (the browser then falls back to its own
    /// fonts), so this never fails. For example:
    ///
    /// ```swift
    /// let painter = HTMLPainter(format: .document, fonts: .embedded(for: list))
    /// ```
    ///
    /// - Parameters:
    ///   - list: The display list the document shows.
    ///   - read: Reads a font file; by default, from its Debian path.
    public static func embedded(
        for list: DisplayList,
        read: (File) -> Data? = { FileManager.default.contents(atPath: $0.systemPath) }
    ) -> HTMLFontSet {
        var faces: [Face] = []
        for file in usedFiles(in: list) {
            guard let data = read(file) else { continue }
            let mime = file.fileName.lowercased().hasSuffix(".ttf") ? "font/ttf" : "font/otf"
            faces.append(file.face(url: "data:" + mime + ";base64," + data.base64EncodedString()))
        }
        return HTMLFontSet(faces: faces)
    }

    /// The files of the standard set that a display list uses, in the set's order.
    ///
    /// - Parameter list: The display list.
    public static func usedFiles(in list: DisplayList) -> [File] {
        var wanted: Set<File> = []
        var usesEmoji = false
        func add(_ paragraph: DisplayParagraph) {
            for run in paragraph.runs {
                if let file = nearestFile(for: run.font) { wanted.insert(file) }
                if !usesEmoji { usesEmoji = run.string.unicodeScalars.contains(where: isEmoji) }
            }
        }
        for item in list.allItems {
            switch item {
            case .text(let text): add(text.paragraph)
            case .dynamicText(let text): add(text.paragraph)
            default: break
            }
        }
        if usesEmoji, let file = standardFiles.first(where: { $0.family == HTMLFontStack.emoji }) {
            wanted.insert(file)
        }
        return standardFiles.filter(wanted.contains)
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
