import Foundation

// Symbols Material Symbols has no single glyph for, drawn as two or more glyphs: the sun or moon behind a cloud
// with rain or a bolt under it. Coordinates are in the symbol's em square (y down): each part's glyph fills
// [offsetX, offsetX + scale] × [offsetY, offsetY + scale]; a clip keeps a part clear of the parts in front of it
// (split into two disjoint rectangles where the free area is L-shaped, so translucent paints never overlap).
extension SymbolTable {
    /// One glyph of a composition.
    struct CompositionPart: Sendable, Hashable {
        /// The Material Symbols name of the glyph.
        var materialName: String
        /// The glyph's size as a fraction of the em square.
        var scale: Double = 1
        /// The left of the glyph's square.
        var offsetX: Double = 0
        /// The top of the glyph's square.
        var offsetY: Double = 0
        /// The part of the em square the glyph may paint.
        var clip: CGRect?
        /// The hierarchy level: 0 primary (the cloud), 1 secondary (sun, moon, rain, bolt).
        var level: Int = 0
        /// Whether the part draws filled for a `.fill` name (clouds do; suns and bolts are drawn alike).
        var fills: Bool = true
    }

    /// The glyphs compositions use, with their Material Symbols code points.
    static let compositionGlyphs: [Glyph] = [
        Glyph(materialName: "clear_day", scalar: "\u{F157}"),
        Glyph(materialName: "bedtime", scalar: "\u{EF44}"),
        Glyph(materialName: "rainy", scalar: "\u{F176}"),
        Glyph(materialName: "thunderstorm", scalar: "\u{EBDB}"),
        Glyph(materialName: "weather_snowy", scalar: "\u{E2CD}"),
        Glyph(materialName: "cloud", scalar: "\u{F15C}"),
        Glyph(materialName: "rainy_heavy", scalar: "\u{F61F}"),
        Glyph(materialName: "bolt", scalar: "\u{EA0B}"),
    ]

    /// A sun (or moon) peeking out at the top right of a smaller cloud glyph drawn at the bottom left.
    private static func behindCloud(_ light: String, cloud: String, lightFills: Bool) -> [CompositionPart] {
        let lightScale = 0.52
        let lightX = 0.48
        let cloudScale = 0.84
        let cloudY = 1 - cloudScale
        // The cloud glyphs' ink spans x 0.083–0.917 and starts 0.083 from the top; the sun is kept above the
        // cloud's top edge, and right of its right edge below that.
        let cloudTop = cloudY + 0.083 * cloudScale + 0.03
        let cloudRight = 0.917 * cloudScale + 0.03
        return [
            CompositionPart(
                materialName: light, scale: lightScale, offsetX: lightX, offsetY: 0,
                clip: CGRect(x: lightX, y: 0, width: 1 - lightX, height: cloudTop), level: 1, fills: lightFills),
            CompositionPart(
                materialName: light, scale: lightScale, offsetX: lightX, offsetY: 0,
                clip: CGRect(x: cloudRight, y: cloudTop, width: 1 - cloudRight, height: lightScale - cloudTop),
                level: 1, fills: lightFills),
            CompositionPart(materialName: cloud, scale: cloudScale, offsetX: 0, offsetY: cloudY),
        ]
    }

    /// The composed symbols by SF name (without `.fill`: filled names draw the same parts filled).
    static let compositions: [String: [CompositionPart]] = [
        "cloud.sun.rain": behindCloud("clear_day", cloud: "rainy", lightFills: false),
        "cloud.sun.bolt": behindCloud("clear_day", cloud: "thunderstorm", lightFills: false),
        "cloud.sun.snow": behindCloud("clear_day", cloud: "weather_snowy", lightFills: false),
        "cloud.moon.rain": behindCloud("bedtime", cloud: "rainy", lightFills: true),
        "cloud.moon.bolt": behindCloud("bedtime", cloud: "thunderstorm", lightFills: true),
        "cloud.moon.snow": behindCloud("bedtime", cloud: "weather_snowy", lightFills: true),
        // One bolt under a cloud (Material's thunderstorm glyph has two): the cloud raised, the bolt below its
        // ink, which ends 0.604 down.
        "cloud.bolt": [
            CompositionPart(materialName: "cloud", scale: 0.84, offsetX: 0.08, offsetY: -0.06),
            CompositionPart(
                materialName: "bolt", scale: 0.56, offsetX: 0.22, offsetY: 0.44,
                clip: CGRect(x: 0, y: 0.634, width: 1, height: 0.366), level: 1),
        ],
        // A cloud above heavy rain: the cloud glyph over the lower half of the heavy-rain streaks.
        "cloud.heavyrain": [
            CompositionPart(materialName: "cloud", scale: 0.92, offsetX: 0.04, offsetY: -0.1),
            CompositionPart(
                materialName: "rainy_heavy", scale: 0.8, offsetX: 0.1, offsetY: 0.3,
                clip: CGRect(x: 0, y: 0.68, width: 1, height: 0.32), level: 1, fills: false),
        ],
    ]
}
