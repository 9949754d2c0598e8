import Foundation
import Testing
import WidgetryCairo
import WidgetryDisplayList

@Suite struct SymbolTableTests {
    /// Every symbol the conformance samples and the seed articles use.
    static let sampleSymbols = [
        "sun.max.fill", "cloud.sun.fill", "cloud.fill", "cloud.rain.fill", "cloud.bolt.fill", "snowflake",
        "info.circle", "star", "star.fill", "bag", "figure.walk", "box.truck.fill", "frying.pan",
        "checkmark.circle.fill", "camera.fill", "flashlight.on.fill", "flashlight.off.fill",
    ]

    @Test(arguments: sampleSymbols)
    func coversSampleSymbol(name: String) {
        #expect(SymbolTable.shared.glyphs[name] != nil, "'\(name)' is not in the table")
    }

    @Test func coversAtLeastThreeHundredNames() {
        #expect(SymbolTable.shared.names.count >= 300)
        let filled = SymbolTable.shared.names.filter { $0.hasSuffix(".fill") }
        #expect(filled.count >= 150)
    }

    @Test func everyGlyphExistsInMaterialSymbols() {
        let scalars = Set(SymbolTable.shared.glyphs.values.map(\.scalar))
        let text = String(String.UnicodeScalarView(scalars.sorted { $0.value < $1.value }))
        #expect(PangoTextEngine().unknownGlyphCount(in: text, family: "Material Symbols Outlined") == 0)
    }

    /// The glyphs keep the SF Symbol's meaning: rain is a cloud with rain, not a drop; the sun stays beside the
    /// cloud; a calendar has its grid; a clockwise arrow is one open circle.
    @Test(arguments: [
        ("sun.max.fill", "clear_day"), ("cloud.sun.fill", "partly_cloudy_day"), ("cloud.fill", "cloud"),
        ("cloud.rain.fill", "rainy"), ("cloud.bolt.fill", "thunderstorm"), ("cloud.snow", "weather_snowy"),
        ("cloud.moon.fill", "partly_cloudy_night"), ("cloud.fog", "foggy"), ("snowflake", "ac_unit"),
        ("calendar", "calendar_month"), ("arrow.clockwise", "refresh"), ("thermometer", "thermometer"),
        ("moon.stars.fill", "clear_night"), ("humidity", "humidity_percentage"),
    ])
    func mapsSymbolsToGlyphsOfTheSameMeaning(name: String, material: String) {
        #expect(SymbolTable.shared.glyph(for: name)?.materialName == material)
    }

    @Test func fallsBackToSimplerVariants() {
        #expect(SymbolTable.shared.glyph(for: "snowflake.fill") == SymbolTable.shared.glyph(for: "snowflake"))
        #expect(
            SymbolTable.shared.glyph(for: "figure.walk.circle.fill") == SymbolTable.shared.glyph(for: "figure.walk"))
        #expect(SymbolTable.shared.glyph(for: "definitely.not.a.symbol") == nil)
    }

    @Test func unknownSymbolDrawsAVisiblePlaceholderAndIsReportedOnce() throws {
        let name = "widgetry.test.unknown.\(UUID().uuidString)"
        let list = DisplayListFixture.singleSymbol(name)
        let png = try CairoPainter(format: .png).paint(list, options: .init(scale: 2))
        let image = try RGBAImage(png: png)
        let inked = stride(from: 3, to: image.pixels.count, by: 4).filter { image.pixels[$0] > 128 }.count
        #expect(inked > 40, "the placeholder draws something")
        _ = try CairoPainter(format: .png).paint(list, options: .init(scale: 1))
        #expect(SymbolTable.reportedUnknownNames.filter { $0 == name }.count == 1)
    }
}

enum DisplayListFixture {
    static func singleSymbol(_ name: String) -> DisplayList {
        DisplayList(
            size: CGSize(width: 30, height: 30), items: [Fixtures.symbol(name, size: 20, at: CGPoint(x: 3, y: 3))])
    }
}
