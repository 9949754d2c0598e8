import CWidgetryPango
import Foundation
import WidgetryDisplayList
import WidgetryRendering

extension CairoCanvas {
    /// Draws an SF Symbol with its Material Symbols glyphs (``SymbolTable/drawing(for:)``), its ink filling the frame
    /// and centred; an unknown name draws a placeholder.
    func drawSymbol(_ symbol: DisplaySymbol, in frame: CGRect) {
        FontLock.withLock { drawSymbolHoldingFontLock(symbol, in: frame) }
    }

    private func drawSymbolHoldingFontLock(_ symbol: DisplaySymbol, in frame: CGRect) {
        let paint = symbol.paints.first ?? .color(.black)
        guard let drawing = SymbolTable.shared.drawing(for: symbol) else {
            SymbolTable.reportUnknown(symbol.name)
            drawPlaceholder(in: frame, paint: paint)
            return
        }
        let (emSize, origin) = drawing.placement(in: frame)
        for layer in drawing.layers {
            let (layerPaint, opacity) = SymbolDrawing.paint(for: layer, of: symbol)
            let size = layer.scale * emSize
            if layer.isDrawn {
                drawOutline(
                    layer.outline,
                    at: CGPoint(x: origin.x + layer.offsetX * emSize, y: origin.y + layer.offsetY * emSize),
                    size: size, paint: layerPaint, opacity: opacity, frame: frame)
                continue
            }
            let glyph = DrawnLayouts.glyph(
                layer.scalar, family: drawing.family, variations: drawing.axisVariations(for: layer), size: size)
            let squareTop = origin.y + layer.offsetY * emSize
            cairo_save(cr)
            if let clip = layer.clip {
                cairo_rectangle(
                    cr, origin.x + clip.minX * emSize, origin.y + clip.minY * emSize, clip.width * emSize,
                    clip.height * emSize)
                cairo_clip(cr)
            }
            if opacity < 1 { cairo_push_group(cr) }
            cairo_move_to(cr, origin.x + layer.offsetX * emSize, squareTop + size - glyph.baseline)
            if case .color(let color) = layerPaint {
                setColor(color)
                pango_cairo_show_layout(cr, glyph.layout)
            } else {
                pango_cairo_layout_path(cr, glyph.layout)
                setPaint(layerPaint, frame: frame)
                cairo_fill(cr)
            }
            if opacity < 1 {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, opacity)
            }
            cairo_restore(cr)
        }
    }

    /// Fills a drawn layer's outline (em units, y down) scaled to `size` at `origin`, with the layer's paint.
    private func drawOutline(
        _ outline: [SymbolDrawing.PathElement], at origin: CGPoint, size: Double, paint: DisplayPaint, opacity: Double,
        frame: CGRect
    ) {
        cairo_save(cr)
        if opacity < 1 { cairo_push_group(cr) }
        cairo_new_path(cr)
        for element in outline {
            switch element {
            case .move(let x, let y): cairo_move_to(cr, origin.x + x * size, origin.y + y * size)
            case .line(let x, let y): cairo_line_to(cr, origin.x + x * size, origin.y + y * size)
            case .curve(let x1, let y1, let x2, let y2, let x, let y):
                cairo_curve_to(
                    cr, origin.x + x1 * size, origin.y + y1 * size, origin.x + x2 * size, origin.y + y2 * size,
                    origin.x + x * size, origin.y + y * size)
            case .close: cairo_close_path(cr)
            }
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        setPaint(paint, frame: frame)
        cairo_fill(cr)
        if opacity < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
        cairo_restore(cr)
    }
}
