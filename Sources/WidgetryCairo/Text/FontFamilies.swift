import CWidgetryPango
import WidgetryDisplayList

/// The font families that stand in for Apple's: Inter for SF Pro, Noto Color Emoji for Apple Color Emoji.
///
/// - `default`: "Inter" below 20 pt and "Inter Display" from 20 pt, as SF Pro switches from Text to Display.
/// - `rounded`: the first installed of Nunito, Quicksand, Comfortaa and M PLUS Rounded 1c, else Inter.
/// - `serif`: Noto Serif, else DejaVu Serif.
/// - `monospaced`: DejaVu Sans Mono.
/// - a custom family: itself, then Inter.
///
/// Emoji come from fontconfig's fallback, which finds Noto Color Emoji for characters the text font lacks. (Naming
/// the emoji font in the list would make fontconfig prefer it even for digits, which it also covers.)
public enum FontFamilies {
    /// The emoji family fontconfig falls back to.
    public static let emoji = "Noto Color Emoji"
    /// The symbol font `Image(systemName:)` draws with.
    public static let symbols = SymbolTable.family

    /// The Pango family list (comma separated) for a font.
    public static func familyList(for font: DisplayFont) -> String {
        let families: [String]
        if let custom = font.family {
            families = [custom, systemFamily(size: font.size)]
        } else {
            switch font.design {
            case .default: families = [systemFamily(size: font.size)]
            case .rounded: families = [roundedFamily ?? systemFamily(size: font.size)]
            case .serif: families = ["Noto Serif", "DejaVu Serif"]
            case .monospaced: families = ["DejaVu Sans Mono"]
            }
        }
        return families.joined(separator: ",")
    }

    private static func systemFamily(size: Double) -> String { size >= 20 ? "Inter Display" : "Inter" }

    /// The installed rounded family, if any.
    static let roundedFamily: String? = {
        let installed = installedFamilies
        return ["Nunito", "Quicksand", "Comfortaa", "M PLUS Rounded 1c"].first { installed.contains($0) }
    }()

    /// The names of every family fontconfig knows.
    static var installedFamilies: Set<String> {
        FontLock.withLock { installedFamiliesHoldingFontLock }
    }

    private static var installedFamiliesHoldingFontLock: Set<String> {
        guard let fontMap = pango_cairo_font_map_new() else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &families, &count)
        defer { g_free(families) }
        var names: Set<String> = []
        for index in 0..<Int(count) {
            if let family = families?[index], let name = pango_font_family_get_name(family) {
                names.insert(String(cString: name))
            }
        }
        return names
    }
}
