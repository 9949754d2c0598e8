import CWidgetryPango
import Foundation
import WidgetryDisplayList

/// Pango units per point.
let pangoScale = 1024.0

/// Builds Pango contexts and layouts with the settings measurement and painting share.
///
/// Contexts use the calling thread's default font map (Pango keeps one per thread), 72 dpi so a Pango point is a
/// display-list point, no hinting and unrounded glyph positions: metrics are the same at every scale, so what
/// layout measured at 1× is what paints at 3×.
enum PangoSupport {
    /// A new context; the caller releases it with `g_object_unref`.
    static func makeContext() -> OpaquePointer {
        let fontMap = pango_cairo_font_map_get_default()
        let context = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }

    /// A font description for a font; the caller frees it with `pango_font_description_free`.
    static func fontDescription(_ font: DisplayFont) -> OpaquePointer {
        fontDescription(
            family: FontFamilies.familyList(for: font), size: font.size, weight: font.weight, italic: font.italic)
    }

    /// A font description from its parts; the caller frees it with `pango_font_description_free`.
    static func fontDescription(
        family: String, size: Double, weight: DisplayFont.Weight = .regular, italic: Bool = false
    )
        -> OpaquePointer
    {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, max(size, 0.1) * pangoScale)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight.rawValue)))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    /// Pango's 16-bit channel for a color component.
    static func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
}

/// The lock every use of Pango fonts and Cairo's FreeType fonts holds: text measurement, text and symbol painting,
/// and the finishing of SVG and PDF documents (which subset their fonts).
///
/// Cairo 1.16 (Debian 12's) keeps at most ten FreeType faces open and, opening an eleventh, closes another font's
/// face while a second thread may be about to use it: two threads drawing text in more than ten font files (Inter
/// alone has 36) crash in `_cairo_ft_scaled_glyph_init` within seconds. Holding one process-wide lock around the
/// work that opens faces removes the race; painting shapes, images and PNG encoding stay parallel.
enum FontLock {
    private static let lock = NSRecursiveLock()

    /// Runs `body` holding the lock; nested calls on the same thread do not block.
    static func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
