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
    /// - Parameter symbol: The symbol with its name and weight.
    public func drawing(for symbol: DisplaySymbol) -> SymbolDrawing? {
        let isFilled = symbol.name.split(separator: ".").contains("fill")
        var layers: [SymbolDrawing.Layer]?
        for candidate in Self.candidates(for: symbol.name) {
            if let composition = Self.compositions[candidate] {
                layers = composition.compactMap { part in
                    glyphsByMaterialName[part.materialName].map {
                        SymbolDrawing.Layer(
                            scalar: $0.scalar, name: $0.materialName, isFilled: isFilled && part.fills,
                            scale: part.scale, offsetX: part.offsetX, offsetY: part.offsetY, clip: part.clip,
                            level: part.level)
                    }
                }
                break
            }
            if let glyph = glyphs[candidate] {
                layers = [SymbolDrawing.Layer(scalar: glyph.scalar, name: glyph.materialName, isFilled: isFilled)]
                break
            }
        }
        guard let layers, !layers.isEmpty else { return nil }
        let (weight, grade) = Self.axes(for: symbol.weight)
        var drawing = SymbolDrawing(
            family: Self.family, weight: weight, grade: grade, layers: layers, inkBounds: .zero)
        drawing.inkBounds = SymbolInk.bounds(of: drawing)
        for index in drawing.layers.indices {
            let layer = drawing.layers[index]
            drawing.layers[index].outline = SymbolInk.outline(
                layer.scalar, variations: drawing.axisVariations(for: layer), family: drawing.family)
        }
        return drawing
    }

    /// The weight and grade axes for a font weight: SF's ultra light to bold on the weight axis (100–700); heavy
    /// and black, beyond Material Symbols' heaviest weight, add grade (100 and 200) for thicker strokes.
    ///
    /// - Parameter weight: The font weight the symbol matches.
    static func axes(for weight: DisplayFont.Weight) -> (weight: Int, grade: Int) {
        switch weight {
        case .heavy: (700, 100)
        case .black: (700, 200)
        default: (weight.rawValue, 0)
        }
    }

    /// The name, then without `.fill`, then without `.circle`, `.square` or `.rectangle` containers.
    static func candidates(for name: String) -> [String] {
        var result = [name]
        let unfilled = name.hasSuffix(".fill") ? String(name.dropLast(5)) : name
        if unfilled != name { result.append(unfilled) }
        let containers: Set<Substring> = ["circle", "square", "rectangle"]
        let parts = unfilled.split(separator: ".")
        let bare = parts.filter { !containers.contains($0) }
        if bare.count != parts.count, !bare.isEmpty {
            let joined = bare.joined(separator: ".")
            result.append(joined + ".fill")
            result.append(joined)
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
