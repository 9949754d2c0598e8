import WidgetryDisplayList

/// The CSS font of a display-list font, with the families the Cairo painter uses, and the vertical metrics the
/// painter needs to put a first baseline where layout put it.
///
/// - `default`: "Inter" below 20 pt, "Inter Display" from 20 pt, as SF Pro switches from Text to Display.
/// - `rounded`: Nunito, Quicksand, Comfortaa, M PLUS Rounded 1c, then Inter.
/// - `serif`: Noto Serif, then DejaVu Serif.
/// - `monospaced`: DejaVu Sans Mono.
/// - a custom family: itself, then Inter.
///
/// Every list ends with Noto Color Emoji and a generic family, so emoji and missing glyphs fall back as in Pango.
enum HTMLFontStack {
    /// The emoji family.
    static let emoji = "Noto Color Emoji"

    /// The families, first choice first.
    static func families(for font: DisplayFont) -> [String] {
        let system = font.size >= 20 ? "Inter Display" : "Inter"
        if let custom = font.family { return [custom, system] }
        switch font.design {
        case .default: return [system]
        case .rounded: return ["Nunito", "Quicksand", "Comfortaa", "M PLUS Rounded 1c", system]
        case .serif: return ["Noto Serif", "DejaVu Serif"]
        case .monospaced: return ["DejaVu Sans Mono"]
        }
    }

    /// The `font-family` value: quoted families, the emoji family, then a generic family.
    static func cssFamily(for font: DisplayFont) -> String {
        let generic: String
        switch font.design {
        case .serif where font.family == nil: generic = "serif"
        case .monospaced where font.family == nil: generic = "monospace"
        default: generic = "sans-serif"
        }
        return (families(for: font) + [emoji]).map(HTMLEscaping.cssString).joined(separator: ",") + "," + generic
    }

    /// The font's declarations: family, size, weight, style, letter spacing and tabular digits.
    static func declarations(for font: DisplayFont) -> [(String, String)] {
        var result: [(String, String)] = [
            ("font-family", cssFamily(for: font)),
            ("font-size", HTMLEscaping.px(max(font.size, 0.1))),
            ("font-weight", String(font.weight.rawValue)),
            ("font-style", font.italic ? "italic" : "normal"),
        ]
        let spacing = font.kerning + font.tracking
        if spacing != 0 { result.append(("letter-spacing", HTMLEscaping.px(spacing))) }
        if font.monospacedDigit { result.append(("font-variant-numeric", "tabular-nums")) }
        return result
    }

    /// The ascent and descent of the first family in em units, from the fonts' `hhea` tables (Inter's match its
    /// typographic metrics, which browsers and Pango both read).
    static func metrics(for font: DisplayFont) -> (ascent: Double, descent: Double) {
        let family = font.family ?? families(for: font).first ?? "Inter"
        switch family {
        case "Inter": return (0.96875, 0.24148)
        case "Inter Display": return (0.96387, 0.24512)
        case "DejaVu Sans Mono", "DejaVu Serif", "Noto Serif": return (0.92822, 0.23584)
        case "Nunito": return (1.011, 0.353)
        case "Quicksand", "Comfortaa", "M PLUS Rounded 1c": return (1, 0.25)
        default: return font.size >= 20 ? (0.96387, 0.24512) : (0.96875, 0.24148)
        }
    }

    /// The height of one line of a paragraph in points: the tallest run's ascent plus the deepest descent.
    static func lineHeight(of paragraph: DisplayParagraph) -> (height: Double, ascent: Double) {
        var ascent = 0.0
        var descent = 0.0
        for run in paragraph.runs {
            let metrics = metrics(for: run.font)
            ascent = max(ascent, metrics.ascent * run.font.size)
            descent = max(descent, metrics.descent * run.font.size)
        }
        if paragraph.runs.isEmpty {
            let metrics = metrics(for: .body)
            ascent = metrics.ascent * DisplayFont.body.size
            descent = metrics.descent * DisplayFont.body.size
        }
        return (ascent + descent, ascent)
    }
}
