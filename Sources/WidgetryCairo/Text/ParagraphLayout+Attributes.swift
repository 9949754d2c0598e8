import CWidgetryPango
import WidgetryDisplayList

extension ParagraphLayout {
    /// The attribute list of a paragraph's runs: fonts, spacing, digits, rise, decorations and (for painting) colors.
    static func attributes(for paragraph: DisplayParagraph, includeColors: Bool) -> OpaquePointer {
        let list = pango_attr_list_new()!
        var start: UInt32 = 0
        for run in paragraph.runs {
            let end = start + UInt32(run.string.utf8.count)
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
            let description = PangoSupport.fontDescription(run.font)
            insert(pango_attr_font_desc_new(description))
            pango_font_description_free(description)
            let spacing = run.font.kerning + run.font.tracking
            if spacing != 0 { insert(pango_attr_letter_spacing_new(Int32(spacing * pangoScale))) }
            if run.font.monospacedDigit { insert(pango_attr_font_features_new("tnum 1")) }
            if run.baselineOffset != 0 { insert(pango_attr_rise_new(Int32(run.baselineOffset * pangoScale))) }
            if let underline = run.underline {
                insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
                if includeColors, let color = underline.color ?? run.color {
                    insert(colorAttribute(color, underline: true))
                }
            }
            if let strikethrough = run.strikethrough {
                insert(pango_attr_strikethrough_new(1))
                if includeColors, let color = strikethrough.color ?? run.color {
                    insert(colorAttribute(color, underline: false))
                }
            }
            if includeColors, let color = run.color {
                insert(
                    pango_attr_foreground_new(
                        PangoSupport.channel(color.red), PangoSupport.channel(color.green),
                        PangoSupport.channel(color.blue)))
                insert(pango_attr_foreground_alpha_new(max(PangoSupport.channel(color.opacity), 1)))
            }
            start = end
        }
        keepPunctuationWithItsWord(paragraph.string, in: list)
        return list
    }

    /// Characters a line may not start with, from Unicode's line-breaking rules (UAX #14, LB13 and LB16: closing
    /// punctuation, exclamation and infix separators such as `:` and `,`).
    static let noBreakBefore: Set<Unicode.Scalar> = [
        ":", ";", ",", ".", "!", "?", ")", "]", "}", "%", "\u{2019}", "\u{201D}", "\u{2026}", "\u{3001}", "\u{3002}",
        "\u{FF01}", "\u{FF0C}", "\u{FF1A}", "\u{FF1B}", "\u{FF1F}",
    ]

    /// Forbids breaking a line right before punctuation that may not start one. Pango honours these rules between
    /// words, but when a word does not fit the width it breaks between any two characters (`PANGO_WRAP_WORD_CHAR`),
    /// which put a colon at the start of a line ("Driver" / ": Alex"); the break moves earlier instead.
    private static func keepPunctuationWithItsWord(_ text: String, in list: OpaquePointer) {
        var offset: UInt32 = 0
        var previous: UInt32?
        for scalar in text.unicodeScalars {
            let length = UInt32(String(scalar).utf8.count)
            if noBreakBefore.contains(scalar), let previous, let attribute = pango_attr_allow_breaks_new(0) {
                attribute.pointee.start_index = previous
                attribute.pointee.end_index = offset + length
                pango_attr_list_insert(list, attribute)
            }
            previous = scalar.properties.isWhitespace ? nil : offset
            offset += length
        }
    }

    private static func colorAttribute(_ color: DisplayColor, underline: Bool) -> UnsafeMutablePointer<PangoAttribute>?
    {
        let (r, g, b) = (
            PangoSupport.channel(color.red), PangoSupport.channel(color.green), PangoSupport.channel(color.blue)
        )
        return underline ? pango_attr_underline_color_new(r, g, b) : pango_attr_strikethrough_color_new(r, g, b)
    }
}
