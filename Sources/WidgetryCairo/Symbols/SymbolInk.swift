import CWidgetryPango
import Foundation
import Synchronization
import WidgetryRendering

/// The inked areas of symbol glyphs, measured with Pango in the symbol font, and the layouts that draw them.
enum SymbolInk {
    private struct Key: Hashable {
        var scalar: Unicode.Scalar
        var variations: String
    }

    /// Glyph ink rectangles in their em square by glyph and axes; a few hundred entries at most.
    private static let cache = Mutex<[Key: CGRect]>([:])

    /// The size glyphs are measured at, in points (Material Symbols has 960 units per em; 960 keeps them exact).
    private static let measuringSize = 960.0

    /// The union of a drawing's layers' inked areas in its em square, each clipped to the layer's clip.
    static func bounds(of drawing: SymbolDrawing) -> CGRect {
        var union: CGRect?
        for layer in drawing.layers {
            let ink = glyphInk(layer.scalar, variations: drawing.axisVariations(for: layer), family: drawing.family)
            guard !ink.isEmpty else { continue }
            var rect = CGRect(
                x: layer.offsetX + ink.minX * layer.scale, y: layer.offsetY + ink.minY * layer.scale,
                width: ink.width * layer.scale, height: ink.height * layer.scale)
            if let clip = layer.clip { rect = rect.intersection(clip) }
            guard !rect.isNull, !rect.isEmpty else { continue }
            union = union.map { $0.union(rect) } ?? rect
        }
        return union ?? CGRect(x: 0, y: 0, width: 1, height: 1)
    }

    /// A glyph's ink rectangle in its em square (y down from the square's top, which is one em above the baseline).
    static func glyphInk(_ scalar: Unicode.Scalar, variations: String, family: String) -> CGRect {
        let key = Key(scalar: scalar, variations: variations)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        var ink = PangoRectangle()
        let baseline = FontLock.withLock {
            let glyph = GlyphLayout(scalar, family: family, variations: variations, size: measuringSize)
            pango_layout_get_extents(glyph.layout, &ink, nil)
            return glyph.baseline
        }
        let emTop = baseline - measuringSize
        let rect =
            ink.width <= 0 || ink.height <= 0
            ? CGRect.zero
            : CGRect(
                x: Double(ink.x) / pangoScale / measuringSize,
                y: (Double(ink.y) / pangoScale - emTop) / measuringSize,
                width: Double(ink.width) / pangoScale / measuringSize,
                height: Double(ink.height) / pangoScale / measuringSize)
        cache.withLock { $0[key] = rect }
        return rect
    }
}

extension SymbolInk {
    private static let outlines = Mutex<[Key: [SymbolDrawing.PathElement]]>([:])

    /// A glyph's outline in its em square (y down from the square's top), as the font's variations draw it.
    static func outline(_ scalar: Unicode.Scalar, variations: String, family: String) -> [SymbolDrawing.PathElement] {
        let key = Key(scalar: scalar, variations: variations)
        if let cached = outlines.withLock({ $0[key] }) { return cached }
        let elements = FontLock.withLock { outlineHoldingFontLock(scalar, variations: variations, family: family) }
        outlines.withLock { $0[key] = elements }
        return elements
    }

    private static func outlineHoldingFontLock(_ scalar: Unicode.Scalar, variations: String, family: String)
        -> [SymbolDrawing.PathElement]
    {
        let glyph = GlyphLayout(scalar, family: family, variations: variations, size: measuringSize)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        cairo_move_to(cr, 0, measuringSize - glyph.baseline)
        pango_cairo_layout_path(cr, glyph.layout)
        let path = cairo_copy_path(cr)!
        defer { cairo_path_destroy(path) }
        var elements: [SymbolDrawing.PathElement] = []
        var index = 0
        let count = Int(path.pointee.num_data)
        let scale = 1 / measuringSize
        while index < count, let data = path.pointee.data {
            let header = data[index].header
            func point(_ offset: Int) -> (Double, Double) {
                let value = data[index + offset].point
                return ((value.x * scale * 10000).rounded() / 10000, (value.y * scale * 10000).rounded() / 10000)
            }
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                let (x, y) = point(1)
                elements.append(.move(x: x, y: y))
            case CAIRO_PATH_LINE_TO:
                let (x, y) = point(1)
                elements.append(.line(x: x, y: y))
            case CAIRO_PATH_CURVE_TO:
                let (x1, y1) = point(1)
                let (x2, y2) = point(2)
                let (x, y) = point(3)
                elements.append(.curve(x1: x1, y1: y1, x2: x2, y2: y2, x: x, y: y))
            default:
                elements.append(.close)
            }
            index += Int(header.length)
        }
        // Pango leaves the pen after the glyph: a trailing move draws nothing.
        while case .move = elements.last { elements.removeLast() }
        return elements
    }
}

/// A Pango layout of one symbol glyph at a size, with its variations; owns its context and layout.
final class GlyphLayout {
    let context: OpaquePointer
    let layout: OpaquePointer
    /// The baseline in points from the layout's top.
    let baseline: Double

    init(_ scalar: Unicode.Scalar, family: String, variations: String, size: Double) {
        context = PangoSupport.makeContext()
        layout = pango_layout_new(context)!
        let description = PangoSupport.fontDescription(family: family, size: size)
        pango_font_description_set_variations(description, variations)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        let text = String(Character(scalar))
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        baseline = Double(pango_layout_get_baseline(layout)) / pangoScale
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
    }
}
