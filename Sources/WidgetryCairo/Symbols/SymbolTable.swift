import Foundation
import Synchronization
import WidgetryDisplayList
import WidgetryRendering

/// Maps SF Symbol names onto Material Symbols glyphs, which stand in for SF Symbols on Linux.
///
/// Material Symbols Outlined is a variable font (weight 100–700, fill 0–1, grade −50–200), so symbols follow the
/// font weight and `.fill` names draw filled. The table covers every symbol the seed widgets use and about a
/// thousand common names (weather, status, arrows, media, people, devices, health, commerce, places); symbols that
/// Material Symbols has no single glyph for (a cloud with the sun and rain) are composed of several glyphs (see
/// ``compositions``). A name not in the table is looked up without `.fill`, then without `.circle`, `.square` or
/// `.rectangle` containers; a name still unknown draws a placeholder and is reported once. For example:
///
/// ```swift
/// SymbolTable.shared.glyph(for: "cloud.sun.fill")   // Glyph(materialName: "partly_cloudy_day", scalar: "\u{F172}")
/// ```
public struct SymbolTable: Sendable {
    /// A Material Symbols glyph.
    public struct Glyph: Sendable, Hashable {
        /// The Material Symbols name (its ligature), such as `partly_cloudy_day`.
        public var materialName: String
        /// The glyph's code point in the "Material Symbols Outlined" font.
        public var scalar: Unicode.Scalar
    }

    /// The symbol font's family.
    public static let family = "Material Symbols Outlined"

    /// The table of every mapped SF Symbol name.
    public static let shared = SymbolTable(
        tables: [tableWeather, tableArrows, tableDevices, tablePlaces]
    )

    /// The mapped glyphs by SF Symbol name.
    public let glyphs: [String: Glyph]
    /// Every Material Symbols glyph the table names, by Material name.
    let glyphsByMaterialName: [String: Glyph]
    /// The drawings ``drawing(for:)`` worked out.
    private let drawings = DrawingCache()

    init(tables: [String]) {
        var glyphs: [String: Glyph] = [:]
        var byMaterialName: [String: Glyph] = [:]
        for table in tables {
            for line in table.split(separator: "\n") {
                let fields = line.split(separator: " ")
                guard fields.count == 3, let value = UInt32(fields[2], radix: 16), let scalar = Unicode.Scalar(value)
                else { continue }
                let glyph = Glyph(materialName: String(fields[1]), scalar: scalar)
                glyphs[String(fields[0])] = glyph
                byMaterialName[glyph.materialName] = glyph
            }
        }
        for glyph in Self.compositionGlyphs { byMaterialName[glyph.materialName] = glyph }
        self.glyphs = glyphs
        self.glyphsByMaterialName = byMaterialName
    }

    /// The table's names by category, in the order of the docs' symbol page: each category's names as its table
    /// lists them (compositions join the weather category).
    public static var categories: [(title: String, names: [String])] {
        func names(_ table: String) -> [String] {
            table.split(separator: "\n").compactMap { line in
                let fields = line.split(separator: " ")
                return fields.count == 3 ? String(fields[0]) : nil
            }
        }
        let composed = compositions.keys.sorted().flatMap { [$0, $0 + ".fill"] }
        return [
            (
                "Weather, status and symbols",
                names(tableWeather) + composed.filter { !names(tableWeather).contains($0) }
            ),
            ("Arrows and media", names(tableArrows)),
            ("People and devices", names(tableDevices)),
            ("Health, fitness, food, transport and places", names(tablePlaces)),
        ]
    }

    /// Every mapped SF Symbol name (single glyphs and compositions), sorted.
    public var names: [String] { Set(glyphs.keys).union(Self.compositions.keys).sorted() }

    /// The glyph for an SF Symbol name, or `nil` if neither the name nor a simpler variant of it is mapped. For a
    /// composed symbol, the glyph that stands for it alone (a composition draws more: see ``drawing(for:)``).
    ///
    /// - Parameter name: The SF Symbol name, such as `sun.max.fill`.
    public func glyph(for name: String) -> Glyph? {
        for candidate in Self.candidates(for: name) {
            if let glyph = glyphs[candidate] { return glyph }
        }
        return nil
    }

    /// How a symbol is drawn: its glyphs (one, or a composition), filled for `.fill` names, at the symbol's
    /// weight, with their inked area; `nil` for an unknown name.
    ///
    /// Drawings depend only on the name and the weight and are kept by them (layout asks for each symbol's size on
    /// every render, and working a drawing out measures glyph ink and outlines).
    ///
    /// - Parameter symbol: The symbol with its name and weight.
    public func drawing(for symbol: DisplaySymbol) -> SymbolDrawing? {
        let key = DrawingKey(name: symbol.name, weight: symbol.weight)
        if let kept = drawings.kept.withLock({ $0[key] }) { return kept }
        let drawing = makeDrawing(for: symbol)
        drawings.kept.withLock { kept in
            if kept.count >= DrawingCache.limit { kept.removeAll(keepingCapacity: true) }
            kept[key] = drawing
        }
        return drawing
    }

    struct DrawingKey: Hashable {
        var name: String
        var weight: DisplayFont.Weight
    }

    /// Drawings worked out by this table, by name and weight (`nil` for unknown names); emptied at ``limit``.
    final class DrawingCache: Sendable {
        static let limit = 2048
        let kept = Mutex<[DrawingKey: SymbolDrawing?]>([:])
    }

    private func makeDrawing(for symbol: DisplaySymbol) -> SymbolDrawing? {
        let isFilled = symbol.name.split(separator: ".").contains("fill")
        let stroke = Self.strokes[symbol.weight] ?? 70
        let (weight, grade) = Self.axes(stroke: stroke)
        var drawing = SymbolDrawing(family: Self.family, weight: weight, grade: grade, layers: [], inkBounds: .zero)
        let candidates = Self.candidates(for: symbol.name)
        if let drawn = candidates.lazy.compactMap({ Self.drawnSymbols[Self.unfilled($0)] }).first,
            let glyph = glyphsByMaterialName[drawn.glyph]
        {
            // A shape of our own where the glyph would read as another object: its strokes at SF's weight.
            var layer = SymbolDrawing.Layer(scalar: glyph.scalar, name: Self.unfilled(symbol.name), isFilled: isFilled)
            layer.outline = drawn.outline(stroke / 960)
            layer.isDrawn = true
            drawing.layers = [layer]
            drawing.inkBounds = Self.bounds(of: layer.outline)
            return drawing
        } else if let composition = candidates.lazy.compactMap({ Self.compositions[Self.unfilled($0)] }).first {
            drawing.layers = composition.compactMap { part in
                glyphsByMaterialName[part.materialName].map {
                    SymbolDrawing.Layer(
                        scalar: $0.scalar, name: $0.materialName, isFilled: isFilled && part.fills,
                        scale: part.scale, offsetX: part.offsetX, offsetY: part.offsetY, clip: part.clip,
                        level: part.level)
                }
            }
        } else if let glyph = candidates.lazy.compactMap({ self.glyphs[$0] }).first {
            var layer = SymbolDrawing.Layer(scalar: glyph.scalar, name: glyph.materialName, isFilled: isFilled)
            // Material draws plus, minus, chevrons and arrows on a smaller keyline than its full-size icons; SF
            // Symbols draws them as large as the others, so their longer side is brought to a full icon's 0.8 em.
            let ink = SymbolInk.glyphInk(
                glyph.scalar, variations: drawing.axisVariations(for: layer), family: drawing.family)
            let longer = max(ink.width, ink.height)
            if longer > 0, longer < Self.fullIconSide {
                layer.scale = Self.fullIconSide / longer
                layer.offsetX = (1 - layer.scale) / 2
                layer.offsetY = (1 - layer.scale) / 2
            }
            drawing.layers = [layer]
        }
        guard !drawing.layers.isEmpty else { return nil }
        for index in drawing.layers.indices where drawing.layers[index].scale != 1 {
            // A scaled glyph's strokes scale with it: its axes are chosen for the stroke before scaling.
            let axes = Self.axes(stroke: stroke / drawing.layers[index].scale)
            drawing.layers[index].weight = axes.weight
            drawing.layers[index].grade = axes.grade
        }
        drawing.inkBounds = SymbolInk.bounds(of: drawing)
        for index in drawing.layers.indices {
            let layer = drawing.layers[index]
            drawing.layers[index].outline = SymbolInk.outline(
                layer.scalar, variations: drawing.axisVariations(for: layer), family: drawing.family)
        }
        return drawing
    }

    /// The longer side of a full-size Material Symbols icon's ink, in em (800 of 960 units).
    static let fullIconSide = 800.0 / 960

    /// A name without its `.fill` suffix.
    static func unfilled(_ name: String) -> String { name.hasSuffix(".fill") ? String(name.dropLast(5)) : name }

    /// The stroke SF Symbols draws at each weight, in Material Symbols' units (960 an em, the em being 1.16 × the
    /// point size): SF Pro's stems, from about 0.025 of the point size at ultra light to 0.2 at black.
    static let strokes: [DisplayFont.Weight: Double] = [
        .ultraLight: 21, .thin: 33, .light: 50, .regular: 70, .medium: 83, .semibold: 99, .bold: 124, .heavy: 140,
        .black: 160,
    ]

    /// Material Symbols' stroke (units of 960) at weights 100–700 and grade 0, measured on the minus glyph;
    /// grade 200 adds 26 units at weight 100 and 10 at 700.
    static let weightStrokes: [(weight: Double, stroke: Double)] = [
        (100, 28), (200, 40), (300, 60), (400, 80), (500, 91), (600, 106), (700, 126),
    ]

    /// The weight and grade axes that draw a stroke (units of 960): the weight axis up to its heaviest, 700; grade
    /// (up to 200) for strokes beyond it.
    static func axes(stroke: Double) -> (weight: Int, grade: Int) {
        let table = weightStrokes
        if stroke <= table[0].stroke { return (100, 0) }
        if stroke > table[table.count - 1].stroke {
            let grade = min(200, (stroke - 126) / 10 * 200)
            return (700, Int(grade.rounded()))
        }
        for (lower, upper) in zip(table, table.dropFirst()) where stroke <= upper.stroke {
            let fraction = (stroke - lower.stroke) / (upper.stroke - lower.stroke)
            return (Int((lower.weight + fraction * (upper.weight - lower.weight)).rounded()), 0)
        }
        return (700, 0)
    }

    /// The name, then without `.fill`, then without `.circle`, `.square` or `.rectangle` containers (filled first
    /// for a filled name).
    static func candidates(for name: String) -> [String] {
        var result = [name]
        let unfilled = name.hasSuffix(".fill") ? String(name.dropLast(5)) : name
        if unfilled != name { result.append(unfilled) }
        let containers: Set<Substring> = ["circle", "square", "rectangle"]
        let parts = unfilled.split(separator: ".")
        let bare = parts.filter { !containers.contains($0) }
        if bare.count != parts.count, !bare.isEmpty {
            let joined = bare.joined(separator: ".")
            // A filled name falls back to the filled bare name first, an outlined one to the outlined.
            result += unfilled != name ? [joined + ".fill", joined] : [joined, joined + ".fill"]
        }
        return result
    }
}

extension SymbolTable {
    private static let reported = Mutex<Set<String>>([])

    /// Writes a warning for an unknown symbol name to standard error, once per name per process.
    ///
    /// - Parameter name: The unknown SF Symbol name.
    /// - Returns: Whether this call wrote the warning (the first for the name).
    @discardableResult
    static func reportUnknown(_ name: String) -> Bool {
        let isNew = reported.withLock { $0.insert(name).inserted }
        if isNew {
            let message =
                "warning: Unknown SF Symbol '\(name)'; drawing a placeholder. "
                + "Map it onto a Material Symbols glyph in WidgetryCairo's SymbolTable.\n"
            FileHandle.standardError.write(Data(message.utf8))
        }
        return isNew
    }

    /// The unknown symbol names reported so far in this process, sorted.
    public static var reportedUnknownNames: [String] { reported.withLock { $0.sorted() } }
}
