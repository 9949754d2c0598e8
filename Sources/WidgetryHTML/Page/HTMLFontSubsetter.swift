import CWidgetryHarfBuzz
import Foundation

/// Cuts a font file down to the glyphs a document draws, with HarfBuzz's subsetter (`hb-subset`), so a standalone
/// HTML document embeds a few kilobytes per face instead of whole files (Inter's faces are 250–280 KB each, Noto
/// Color Emoji 11 MB).
///
/// The subset keeps the glyphs of the given characters and what the features browsers apply by default reach from
/// them (``features``: composition, localized forms, marks, ligatures, contextual alternates, kerning), plus
/// tabular figures (`tnum`), which `font-variant-numeric: tabular-nums` asks for. Features a page never turns on
/// (fractions, stylistic sets) are dropped with their glyphs. The file keeps its format (CFF stays CFF, TrueType
/// stays TrueType), and a variable font keeps its axes. For example:
///
/// ```swift
/// let inter = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf"))
/// let small = try HTMLFontSubsetter.subset(inter, keeping: "Sunny 78°".unicodeScalars)   // about 4 KB
/// ```
public enum HTMLFontSubsetter {
    /// Why a font could not be subset.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// HarfBuzz could not read the bytes as an OpenType or TrueType font, or could not subset it.
        case unreadableFont(byteCount: Int)

        public var description: String {
            switch self {
            case .unreadableFont(let byteCount):
                "HarfBuzz could not subset a font of \(byteCount) bytes: it is not an OpenType or TrueType file "
                    + "(pass the file's bytes, not a WOFF or a collection), or the file is damaged"
            }
        }
    }

    /// The OpenType features kept: those browsers apply to Latin text by default, the variation feature and
    /// tabular figures (for `monospacedDigit()`).
    static let features: [UInt32] = [
        "ccmp", "locl", "mark", "mkmk", "calt", "clig", "liga", "rlig", "kern", "rvrn", "tnum",
    ]
    .map { tag in tag.unicodeScalars.reduce(UInt32(0)) { ($0 << 8) | $1.value } }

    /// The subset of a font file that draws the given characters.
    ///
    /// - Parameters:
    ///   - font: The bytes of an OpenType (`.otf`) or TrueType (`.ttf`) file.
    ///   - characters: The characters to keep; duplicates are fine.
    /// - Returns: The bytes of the subset font, in the same format.
    /// - Throws: ``Failure/unreadableFont(byteCount:)`` when HarfBuzz cannot read or subset the bytes.
    public static func subset(_ font: Data, keeping characters: some Sequence<Unicode.Scalar>) throws -> Data {
        let codepoints = characters.map(\.value)
        var length: UInt32 = 0
        let bytes: UnsafeMutablePointer<UInt8>? = font.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress, raw.count <= Int(UInt32.max) else {
                return nil
            }
            return codepoints.withUnsafeBufferPointer { points in
                Self.features.withUnsafeBufferPointer { features in
                    widgetry_hb_subset(
                        base, UInt32(raw.count), points.baseAddress, UInt32(points.count), features.baseAddress,
                        UInt32(features.count), &length)
                }
            }
        }
        guard let bytes else { throw Failure.unreadableFont(byteCount: font.count) }
        return Data(bytesNoCopy: bytes, count: Int(length), deallocator: .free)
    }
}
