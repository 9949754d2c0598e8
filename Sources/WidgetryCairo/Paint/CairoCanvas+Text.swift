import CWidgetryPango
import Foundation
import WidgetryDisplayList

extension CairoCanvas {
    /// Draws a paragraph in its frame with the layout the text engine measured: lines wrap at the frame's width,
    /// lines below its height are dropped and the last kept line ellipsized, and the first baseline lands on the
    /// item's baseline origin.
    func drawText(_ text: DisplayText) {
        FontLock.withLock { drawTextHoldingFontLock(text) }
    }

    private func drawTextHoldingFontLock(_ text: DisplayText) {
        guard !text.paragraph.string.isEmpty, text.frame.width.isFinite else { return }
        if let filter = text.glyphFilter {
            drawFiltered(filter) { canvas in
                var plain = text
                plain.glyphFilter = nil
                canvas.drawText(plain)
            }
            return
        }
        let layout = Self.paragraphLayout(text.paragraph, frame: text.frame)
        let top = text.baselineOrigin.y.isFinite ? text.baselineOrigin.y - layout.firstBaseline : text.frame.minY
        cairo_save(cr)
        cairo_move_to(cr, text.frame.minX, top)
        if case .color(let color) = text.paint {
            setColor(color)
            pango_cairo_show_layout(cr, layout.layout)
        } else {
            // Gradients fill the glyph outlines; emoji lose their colors, as with a gradient style on iOS.
            pango_cairo_layout_path(cr, layout.layout)
            setPaint(text.paint, frame: text.frame)
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }

    /// The layout for a frame. Frames rounded by layout can be a hair narrower than the measured text; if the exact
    /// width wraps and half a point more does not, the wider one is used so the text does not break differently.
    ///
    /// Layouts are kept by paragraph and frame size (see ``DrawnLayouts``): a widget draws the same text in the same
    /// frames on every render. Call holding ``FontLock``.
    static func paragraphLayout(_ paragraph: DisplayParagraph, frame: CGRect) -> ParagraphLayout {
        let key = DrawnLayouts.ParagraphKey(paragraph: paragraph, width: frame.width, height: frame.height)
        if let kept = DrawnLayouts.paragraphs[key] { return kept }
        let layout = makeParagraphLayout(paragraph, frame: frame)
        DrawnLayouts.keep(layout, for: key)
        return layout
    }

    private static func makeParagraphLayout(_ paragraph: DisplayParagraph, frame: CGRect) -> ParagraphLayout {
        let exact = ParagraphLayout(paragraph, width: frame.width, height: frame.height, includeColors: true)
        guard exact.isWrapped || exact.isEllipsized else { return exact }
        let relaxed = ParagraphLayout(
            paragraph, width: frame.width + 0.5, height: frame.height + 0.5, includeColors: true)
        let fewerLines = relaxed.lineCount < exact.lineCount
        let lessCut = exact.isEllipsized && !relaxed.isEllipsized
        return fewerLines || lessCut ? relaxed : exact
    }
}

/// Pango layouts painting reuses: shaping the same text again for every render costs more than drawing it.
///
/// A layout is independent of the Cairo context it is drawn on (its own Pango context, 72 dpi, no hinting), so a kept
/// layout draws exactly what a new one would. Read and written only while holding ``FontLock``, which serializes all
/// Pango work; each table is emptied when it reaches ``limit`` entries.
enum DrawnLayouts {
    struct ParagraphKey: Hashable {
        var paragraph: DisplayParagraph
        var width: Double
        var height: Double
    }

    struct GlyphKey: Hashable {
        var scalar: Unicode.Scalar
        var family: String
        var variations: String
        var size: Double
    }

    /// How many layouts of each kind are kept.
    static let limit = 512

    nonisolated(unsafe) static var paragraphs: [ParagraphKey: ParagraphLayout] = [:]
    nonisolated(unsafe) static var glyphs: [GlyphKey: GlyphLayout] = [:]

    static func keep(_ layout: ParagraphLayout, for key: ParagraphKey) {
        if paragraphs.count >= limit { paragraphs.removeAll(keepingCapacity: true) }
        paragraphs[key] = layout
    }

    /// The layout of one symbol glyph, kept or new.
    static func glyph(_ scalar: Unicode.Scalar, family: String, variations: String, size: Double) -> GlyphLayout {
        let key = GlyphKey(scalar: scalar, family: family, variations: variations, size: size)
        if let kept = glyphs[key] { return kept }
        let layout = GlyphLayout(scalar, family: family, variations: variations, size: size)
        if glyphs.count >= limit { glyphs.removeAll(keepingCapacity: true) }
        glyphs[key] = layout
        return layout
    }
}
