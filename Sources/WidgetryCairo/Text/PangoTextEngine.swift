import CWidgetryPango
import Foundation
import Synchronization
import WidgetryDisplayList

/// Measures text with Pango and the fonts ``CairoPainter`` draws with: Inter for the system font, Noto Color Emoji
/// for emoji, Material Icons for symbols.
///
/// Measurements are independent of scale (no hinting, 72 dpi) and of thread. For example:
///
/// ```swift
/// let engine = PangoTextEngine()
/// let size = engine.measure(DisplayParagraph("Cupertino", font: .system(.headline)), proposedWidth: 150).size
/// ```
public struct PangoTextEngine: TextEngine {
    /// Creates an engine.
    public init() {}

    public func measure(_ paragraph: DisplayParagraph, proposedWidth: Double?) -> TextMeasurement {
        measure(paragraph, proposedWidth: proposedWidth, proposedHeight: nil)
    }

    /// Measures a paragraph within a width and a height, as `Text` does when its frame is too short: lines that
    /// do not fit are dropped and the last kept line is ellipsized (one line is always kept).
    ///
    /// - Parameters:
    ///   - paragraph: The text and its layout rules.
    ///   - proposedWidth: The wrapping width, or `nil` for none.
    ///   - proposedHeight: The height available, or `nil` for any.
    public func measure(_ paragraph: DisplayParagraph, proposedWidth: Double?, proposedHeight: Double?)
        -> TextMeasurement
    {
        let key = CacheKey(paragraph: paragraph, width: proposedWidth, height: proposedHeight)
        if let cached = Self.cache.withLock({ $0[key] }) { return cached }
        let measurement = measureUncached(paragraph, proposedWidth: proposedWidth, proposedHeight: proposedHeight)
        Self.cache.withLock { cache in
            if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = measurement
        }
        return measurement
    }

    private struct CacheKey: Hashable {
        var paragraph: DisplayParagraph
        var width: Double?
        var height: Double?
    }

    /// Measurements by input, shared by every engine: layout asks for the same text at the same widths many times.
    /// Cleared when it reaches ``cacheLimit`` entries.
    private static let cache = Mutex<[CacheKey: TextMeasurement]>([:])
    private static let cacheLimit = 4096

    private func measureUncached(_ paragraph: DisplayParagraph, proposedWidth: Double?, proposedHeight: Double?)
        -> TextMeasurement
    {
        let layout = ParagraphLayout(paragraph, width: proposedWidth, height: proposedHeight, includeColors: false)
        let size = layout.size
        if paragraph.string.isEmpty {
            return TextMeasurement(
                size: CGSize(width: 0, height: size.height), lineCount: 0, isTruncated: false,
                firstBaseline: layout.firstBaseline, lastBaseline: layout.firstBaseline)
        }
        return TextMeasurement(
            size: CGSize(width: min(size.width, layout.widestLine), height: size.height),
            lineCount: layout.lineCount,
            isTruncated: layout.isEllipsized,
            firstBaseline: layout.firstBaseline,
            lastBaseline: layout.lastBaseline
        )
    }

    /// Measures a symbol: a square 1.2 × the point size (times the image scale), with its baseline placed so the
    /// symbol's centre sits at the middle of the font's capitals, as SF Symbols align with text.
    public func measure(_ symbol: DisplaySymbol) -> TextMeasurement {
        let side = Self.symbolSide(symbol)
        let capMiddle = symbol.pointSize * Self.capHeightRatio / 2
        let baseline = side / 2 + capMiddle
        return TextMeasurement(
            size: CGSize(width: side, height: side), lineCount: 1, isTruncated: false,
            firstBaseline: baseline, lastBaseline: baseline)
    }

    /// A font's vertical metrics as Pango lays the font out: the ascender and descender of one measured line (what
    /// text frames are made of), no line gap (Inter, Quicksand and DejaVu have none), and Inter's cap height of
    /// 0.727 em for the system design (three quarters of the ascender for the others).
    public func lineMetrics(of font: DisplayFont) -> FontLineMetrics {
        let line = measure(DisplayParagraph(runs: [DisplayTextRun("Hg", font: font)]), proposedWidth: nil)
        let ascender = line.firstBaseline
        let isInter = font.family == nil && font.design == .default
        return FontLineMetrics(
            ascender: ascender, descender: max(0, line.size.height - ascender), leading: 0,
            capHeight: isInter ? font.size * Self.capHeightRatio : ascender * 0.75)
    }

    /// The side of a symbol's square frame in points.
    static func symbolSide(_ symbol: DisplaySymbol) -> Double { symbol.pointSize * 1.2 * symbol.scale.factor }

    /// Inter's cap height as a fraction of the font size.
    static let capHeightRatio = 0.727

    /// The number of characters Pango could not find in any installed font (0 when every glyph exists).
    ///
    /// - Parameters:
    ///   - string: The text.
    ///   - family: A Pango family list, such as "Material Icons".
    public func unknownGlyphCount(in string: String, family: String) -> Int {
        let context = PangoSupport.makeContext()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = PangoSupport.fontDescription(family: family, size: 24)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, string, Int32(string.utf8.count))
        return Int(pango_layout_get_unknown_glyphs_count(layout))
    }
}
