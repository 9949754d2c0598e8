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
        return list
    }

    private static func colorAttribute(_ color: DisplayColor, underline: Bool) -> UnsafeMutablePointer<PangoAttribute>?
    {
        let (r, g, b) = (
            PangoSupport.channel(color.red), PangoSupport.channel(color.green), PangoSupport.channel(color.blue)
        )
        return underline ? pango_attr_underline_color_new(r, g, b) : pango_attr_strikethrough_color_new(r, g, b)
    }
}
