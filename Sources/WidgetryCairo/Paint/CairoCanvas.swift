import CWidgetryPango
import Foundation
import WidgetryDisplayList
import WidgetryRendering

/// Draws a prepared display list on a Cairo context. Lives within one render call on one thread.
final class CairoCanvas {
    let cr: OpaquePointer
    /// Pixels per point of offscreen rasters (shadows, filtered bitmaps).
    let rasterScale: Double
    let imageAssets: (any ImageAssetProvider)?

    init(_ cr: OpaquePointer, rasterScale: Double, imageAssets: (any ImageAssetProvider)?) {
        self.cr = cr
        self.rasterScale = rasterScale
        self.imageAssets = imageAssets
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    }

    /// Paints the backdrop, if any, then every item.
    func paint(_ list: DisplayList, backdrop: DisplayColor?) {
        if let backdrop {
            setColor(backdrop)
            cairo_paint(cr)
        }
        draw(list.items)
    }

    func draw(_ items: [DisplayItem]) {
        for item in items { draw(item) }
    }

    func draw(_ item: DisplayItem) {
        switch item {
        case .fill(let fill):
            guard fill.frame.width.isFinite, fill.frame.height.isFinite else { return }
            cairo_new_path(cr)
            addPath(fill.shape, in: fill.frame, trim: fill.trim)
            cairo_set_fill_rule(cr, fill.isEvenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setPaint(fill.paint, frame: fill.frame)
            cairo_fill(cr)
        case .stroke(let stroke):
            guard stroke.style.lineWidth > 0 else { return }
            cairo_new_path(cr)
            addPath(stroke.shape, in: stroke.frame, trim: stroke.trim)
            applyStrokeStyle(stroke.style)
            setPaint(stroke.paint, frame: stroke.frame)
            cairo_stroke(cr)
        case .text(let text):
            drawText(text)
        case .dynamicText(let text):
            // Prepared lists have none; drawn with the strings layout measured if the pass did not run.
            drawText(
                DisplayText(
                    paragraph: text.paragraph, frame: text.frame,
                    baselineOrigin: CGPoint(x: text.frame.minX, y: .nan), paint: text.paint))
        case .image(let image):
            drawImage(image)
        case .group(let group):
            drawGroup(group)
        }
    }

    func applyStrokeStyle(_ style: DisplayStrokeStyle) {
        cairo_set_line_width(cr, style.lineWidth)
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, style.miterLimit)
        let dashes = style.dash.filter { $0 >= 0 }
        if dashes.isEmpty || dashes.allSatisfy({ $0 == 0 }) {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), style.dashPhase) }
        }
    }

    /// Sets a solid source color, clamping extended components to the surface's range.
    func setColor(_ color: DisplayColor) {
        cairo_set_source_rgba(cr, clamp(color.red), clamp(color.green), clamp(color.blue), clamp(color.opacity))
    }
}

@inline(__always) func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
