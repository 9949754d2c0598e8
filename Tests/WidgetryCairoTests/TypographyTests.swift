import CWidgetryPango
import Foundation
import Testing
import WidgetryDisplayList

@testable import WidgetryCairo

/// Typography against SF Pro: rounded faces at every weight, tabular figures, and each text style's line height
/// beside SF Pro's (1.1934 em: `UIFont.lineHeight` is 20.29 pt at 17 pt). The numbers are in docs/fidelity.md.
@Suite struct TypographyTests {
    let engine = PangoTextEngine()

    /// The family Pango actually draws a font with.
    func resolvedFamily(_ font: DisplayFont) -> String? {
        let context = PangoSupport.makeContext()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let description = PangoSupport.fontDescription(font)
        defer { pango_font_description_free(description) }
        guard let loaded = pango_context_load_font(context, description) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        let described = pango_font_describe(loaded)
        defer { pango_font_description_free(described) }
        return pango_font_description_get_family(described).map { String(cString: $0) }
    }

    func width(_ string: String, _ font: DisplayFont) -> Double {
        engine.measure(DisplayParagraph(runs: [DisplayTextRun(string, font: font)]), proposedWidth: nil).size.width
    }

    @Test(arguments: DisplayFont.Weight.allCases)
    func roundedDesignReachesNunitoAtEveryWeight(weight: DisplayFont.Weight) {
        let font = DisplayFont(size: 17, weight: weight, design: .rounded)
        #expect(FontFamilies.familyList(for: font) == "Nunito")
        #expect(resolvedFamily(font) == "Nunito")
    }

    /// Nunito is variable from 200 to 1000: every weight from thin up draws heavier (and so wider) than the last.
    @Test func roundedWeightsAreDistinctUpToBlack() {
        let weights = DisplayFont.Weight.allCases.filter { $0 != .ultraLight }
        let widths = weights.map { width("Rounded 12:30", DisplayFont(size: 17, weight: $0, design: .rounded)) }
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 }, "\(widths)")
    }

    /// `.monospacedDigit()` (and timers, which the layout marks so) turn on Inter's `tnum`: every digit is as wide.
    @Test func monospacedDigitsAreTabular() {
        var tabular = DisplayFont.system(.body)
        tabular.monospacedDigit = true
        #expect(abs(width("1111", tabular) - width("0000", tabular)) < 0.001)
        #expect(width("1111", .system(.body)) < width("0000", .system(.body)) - 1, "Inter's figures are proportional")
    }

    /// One line of each text style is Inter's ascender plus descender: within 1.5 % of SF Pro's line height.
    @Test(arguments: DisplayFont.TextStyle.allCases)
    func textStyleLineHeightsAreCloseToSFPro(style: DisplayFont.TextStyle) {
        let font = DisplayFont.system(style)
        let height = engine.measure(DisplayParagraph(runs: [DisplayTextRun("Hg", font: font)]), proposedWidth: nil)
            .size.height
        let sfPro = font.size * 1.1934
        #expect(abs(height - sfPro) / sfPro < 0.015, "\(style): \(height) pt, SF Pro \(sfPro) pt")
    }
}
