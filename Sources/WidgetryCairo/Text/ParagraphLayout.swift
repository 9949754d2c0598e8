import CWidgetryPango
import WidgetryDisplayList

/// A Pango layout of a paragraph within a width and height, with line limit and truncation applied.
///
/// Owns its layout and context; lives within one call on one thread.
final class ParagraphLayout {
    let context: OpaquePointer
    let layout: OpaquePointer
    /// Whether lines after a paragraph break were cut (Pango does not report those as ellipsized).
    private(set) var cutParagraphs = false

    /// Lays out a paragraph.
    ///
    /// - Parameters:
    ///   - paragraph: The text and its rules.
    ///   - width: The wrapping width, or `nil` for none.
    ///   - height: The height available, or `nil` for any; at least one line is always kept.
    ///   - includeColors: Whether to add run colors (for painting).
    init(_ paragraph: DisplayParagraph, width: Double?, height: Double?, includeColors: Bool) {
        context = PangoSupport.makeContext()
        layout = pango_layout_new(context)!
        let text = paragraph.string
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        let base = PangoSupport.fontDescription(paragraph.runs.first?.font ?? .body)
        pango_layout_set_font_description(layout, base)
        pango_font_description_free(base)
        let attributes = Self.attributes(for: paragraph, includeColors: includeColors)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_spacing(layout, Int32(paragraph.lineSpacing * pangoScale))
        switch paragraph.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        if let width { pango_layout_set_width(layout, Int32(max(width, 0) * pangoScale)) }
        limitLines(paragraph, text: text, width: width, height: height)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// Cuts the layout to the line limit and the height, ellipsizing the last kept line.
    private func limitLines(_ paragraph: DisplayParagraph, text: String, width: Double?, height: Double?) {
        let lineCount = Int(pango_layout_get_line_count(layout))
        var allowed = paragraph.lineLimit.map { max($0, 1) } ?? lineCount
        if let height {
            allowed = min(allowed, max(linesFitting(height: height), 1))
        }
        guard allowed < lineCount else { return }
        // Measured before ellipsizing: with an ellipsize mode and the default height of -1, Pango keeps one line
        // per paragraph. A height between the last kept line's bottom and the next line's bottom keeps exactly
        // `allowed` lines, across paragraph breaks too (a negative height would count lines per paragraph).
        let height = (lineBottom(allowed - 1) + lineBottom(allowed)) / 2
        // Pango ellipsizes only with a width; without one, the widest kept line is the width.
        if width == nil {
            var widest: Int32 = 0
            for index in 0..<Int32(allowed) {
                var logical = PangoRectangle()
                pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, index), nil, &logical)
                widest = max(widest, logical.width)
            }
            pango_layout_set_width(layout, widest)
        }
        pango_layout_set_height(layout, height)
        switch paragraph.truncationMode {
        case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        // Pango's height drops lines only within a paragraph: later paragraphs (after a newline) are cut here, and
        // the last kept line ends with an ellipsis.
        if Int(pango_layout_get_line_count(layout)) > allowed,
            let line = pango_layout_get_line_readonly(layout, Int32(allowed - 1))
        {
            let end = Int(line.pointee.start_index + line.pointee.length)
            var kept = Array(text.utf8.prefix(end))
            while let last = kept.last, last == 0x0A || last == 0x0D || last == 0x20 { kept.removeLast() }
            let truncated = String(decoding: kept, as: UTF8.self) + "\u{2026}"
            pango_layout_set_text(layout, truncated, Int32(truncated.utf8.count))
            cutParagraphs = true
        }
    }

    /// The number of whole lines whose bottoms fit in a height (with a quarter-point tolerance).
    private func linesFitting(height: Double) -> Int {
        let limit = Int32((height + 0.25) * pangoScale)
        var count = 0
        let lines = Int(pango_layout_get_line_count(layout))
        while count < lines, lineBottom(count) <= limit { count += 1 }
        return count
    }

    /// The bottom of a line's logical rectangle in Pango units from the layout's top.
    private func lineBottom(_ index: Int) -> Int32 {
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        var current = 0
        while current < index, pango_layout_iter_next_line(iterator) != 0 { current += 1 }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, nil, &logical)
        return logical.y + logical.height
    }

    /// The layout's logical size in points.
    var size: (width: Double, height: Double) {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return (Double(logical.width) / pangoScale, Double(logical.height) / pangoScale)
    }

    /// The width of the widest line in points: an ellipsized or wrapped paragraph is as wide as what it shows, not
    /// as the width it was given (Pango reports the given width for an ellipsized layout), as SwiftUI sizes `Text`.
    var widestLine: Double {
        // The sum of each line's glyph advances: Pango widens the ellipsis to fill the given width, so the line's
        // extents span it; the ellipsis is counted at its natural advance instead.
        var widest: Int32 = 0
        for index in 0..<Int32(lineCount) {
            guard let line = pango_layout_get_line_readonly(layout, index) else { continue }
            var width: Int32 = 0
            var node = line.pointee.runs
            while let current = node {
                if let item = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                    let glyphs = item.pointee.glyphs
                {
                    width += Self.naturalWidth(of: glyphs, in: item.pointee.item)
                }
                node = current.pointee.next
            }
            widest = max(widest, width)
        }
        return Double(widest) / pangoScale
    }

    /// A run's width: its glyphs' advances, or for the ellipsis run Pango inserts, the font's own advances.
    private static func naturalWidth(
        of glyphs: UnsafeMutablePointer<PangoGlyphString>, in item: UnsafeMutablePointer<PangoItem>?
    )
        -> Int32
    {
        let isEllipsis = (Int32(item?.pointee.analysis.flags ?? 0) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0
        guard isEllipsis, let font = item?.pointee.analysis.font, let infos = glyphs.pointee.glyphs else {
            return pango_glyph_string_get_width(glyphs)
        }
        var width: Int32 = 0
        for index in 0..<Int(glyphs.pointee.num_glyphs) {
            var logical = PangoRectangle()
            pango_font_get_glyph_extents(font, infos[index].glyph, nil, &logical)
            width += logical.width
        }
        return width
    }

    /// The logical rectangle's left edge in points (non-zero for centered or trailing text in a wider width).
    var logicalX: Double {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Double(logical.x) / pangoScale
    }

    var lineCount: Int { Int(pango_layout_get_line_count(layout)) }
    var isEllipsized: Bool { cutParagraphs || pango_layout_is_ellipsized(layout) != 0 }
    var isWrapped: Bool { pango_layout_is_wrapped(layout) != 0 }
    var unknownGlyphs: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

    /// The first line's baseline in points from the top.
    var firstBaseline: Double { Double(pango_layout_get_baseline(layout)) / pangoScale }

    /// The last line's baseline in points from the top.
    var lastBaseline: Double {
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        while pango_layout_iter_next_line(iterator) != 0 {}
        return Double(pango_layout_iter_get_baseline(iterator)) / pangoScale
    }
}
