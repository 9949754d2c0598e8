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
    static func paragraphLayout(_ paragraph: DisplayParagraph, frame: CGRect) -> ParagraphLayout {
        let exact = ParagraphLayout(paragraph, width: frame.width, height: frame.height, includeColors: true)
        guard exact.isWrapped || exact.isEllipsized else { return exact }
        let relaxed = ParagraphLayout(
            paragraph, width: frame.width + 0.5, height: frame.height + 0.5, includeColors: true)
        let fewerLines = relaxed.lineCount < exact.lineCount
        let lessCut = exact.isEllipsized && !relaxed.isEllipsized
        return fewerLines || lessCut ? relaxed : exact
    }
}
