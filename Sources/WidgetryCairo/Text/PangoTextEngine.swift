import CWidgetryPango
import Foundation
import Synchronization
import WidgetryDisplayList

/// Measures text with Pango and the fonts ``CairoPainter`` draws with: Inter for the system font, Noto Color Emoji
/// for emoji, Material Symbols for symbols.
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

    /// What a measurement depends on: the paragraph and the proposal.
    ///
    /// The hash of the three is computed once, when the key is made, and compared before them: a dictionary lookup
    /// compares the key of every occupied bucket it probes, and comparing whole paragraphs (their runs' strings and
    /// fonts) for the buckets of other keys cost as much as hashing the paragraph. Keys are still equal only when
    /// all three fields are.
    struct CacheKey: Hashable {
        let paragraph: DisplayParagraph
        let width: Double?
        let height: Double?
        /// The hash of `paragraph`, `width` and `height`.
        let fieldsHash: Int

        init(paragraph: DisplayParagraph, width: Double?, height: Double?) {
            self.paragraph = paragraph
            self.width = width
            self.height = height
            var hasher = Hasher()
            hasher.combine(paragraph)
            hasher.combine(width)
            hasher.combine(height)
            fieldsHash = hasher.finalize()
        }

        static func == (lhs: CacheKey, rhs: CacheKey) -> Bool {
            lhs.fieldsHash == rhs.fieldsHash && fieldsEqual(lhs, rhs)
        }

        /// Whether two keys' paragraphs and proposals are equal, their hashes aside.
        static func fieldsEqual(_ lhs: CacheKey, _ rhs: CacheKey) -> Bool {
            lhs.width == rhs.width && lhs.height == rhs.height && lhs.paragraph == rhs.paragraph
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(fieldsHash)
        }
    }

    /// Measurements by input, shared by every engine: layout asks for the same text at the same widths many times.
    /// Cleared when it reaches ``cacheLimit`` entries.
    private static let cache = Mutex<[CacheKey: TextMeasurement]>([:])
    private static let cacheLimit = 4096

    private func measureUncached(_ paragraph: DisplayParagraph, proposedWidth: Double?, proposedHeight: Double?)
        -> TextMeasurement
    {
        FontLock.withLock {
            let layout = ParagraphLayout(
                paragraph, width: proposedWidth, height: proposedHeight, includeColors: false)
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
    }

    /// Measures a symbol as SF Symbols size it: its glyphs' inked area at the symbol's em size (the point size ×
    /// ``symbolEmRatio`` × the image scale), with its baseline placed so the ink's centre sits at the middle of the
    /// font's capitals, as SF Symbols align with text. An unknown name measures as a square of the point size.
    public func measure(_ symbol: DisplaySymbol) -> TextMeasurement {
        let emSize = Self.symbolEmSize(symbol)
        let size: CGSize
        if let drawing = SymbolTable.shared.drawing(for: symbol) {
            size = CGSize(width: drawing.inkBounds.width * emSize, height: drawing.inkBounds.height * emSize)
        } else {
            let side = symbol.pointSize * symbol.scale.factor
            size = CGSize(width: side, height: side)
        }
        let capMiddle = symbol.pointSize * Self.capHeightRatio / 2
        let baseline = size.height / 2 + capMiddle
        return TextMeasurement(
            size: size, lineCount: 1, isTruncated: false, firstBaseline: baseline, lastBaseline: baseline)
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

    /// The symbol font's em size in points for a symbol: its point size × ``symbolEmRatio`` × its image scale.
    static func symbolEmSize(_ symbol: DisplaySymbol) -> Double {
        symbol.pointSize * symbolEmRatio * symbol.scale.factor
    }

    /// The symbol font's em per point of the symbol's font. Material Symbols draws a full-height icon (a calendar, a
    /// sun) 800 units tall in its 960-unit em; SF Symbols draws the same at about 0.97 × the point size (a calendar
    /// at 30 pt is 29 pt tall), so the em is 0.97 × 960 / 800 ≈ 1.16 points per point.
    public static let symbolEmRatio = 1.16

    /// Inter's cap height as a fraction of the font size.
    static let capHeightRatio = 0.727

    /// The number of characters Pango could not find in any installed font (0 when every glyph exists).
    ///
    /// - Parameters:
    ///   - string: The text.
    ///   - family: A Pango family list, such as "Material Symbols Outlined".
    public func unknownGlyphCount(in string: String, family: String) -> Int {
        FontLock.withLock {
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
}
