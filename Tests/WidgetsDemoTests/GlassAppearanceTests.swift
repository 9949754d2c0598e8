import Foundation
import Testing

@testable import WidgetryTesting

/// iOS 26's clear and tinted Home Screen glass: the accented mode on a glass plate, images drawn by their
/// `widgetAccentedRenderingMode`. References compared with `PixelTolerance.standard` (4/255 per channel, 0.1 % of
/// pixels); a mismatch writes `<name>.actual.png` and `<name>.diff.png` beside the reference.
@MainActor
@Suite struct GlassAppearanceTests {
    static func png(_ glass: HomeScreenGlass) async throws -> Data {
        let snapshot = try WidgetSnapshot(GlassWidget(), entry: PlaceEntry(date: WidgetLocationTests.day))
        var spec = snapshot.spec(family: .systemSmall, renderingMode: .accented)
        spec.glass = glass
        #expect(WidgetPipeline.environment(for: spec).widgetRenderingMode == .accented)
        return try await snapshot.pipeline.render(snapshot.widget, entry: snapshot.entry, request: spec, format: .png)
    }

    static func compare(_ png: Data, named name: String, filePath: String = #filePath) throws {
        let store = SnapshotStore(filePath: filePath, name: name, fileExtension: "png")
        if let problem = try store.compare(png, format: .png(tolerance: .standard)) {
            Issue.record(Comment(rawValue: problem))
        }
    }

    /// Whether two ARGB32 pixels differ by at most 1 in each channel (8-bit rounding of the painted color).
    static func matches(_ pixel: UInt32, _ expected: UInt32) -> Bool {
        stride(from: 0, to: 32, by: 8).allSatisfy { shift in
            abs(Int((pixel >> UInt32(shift)) & 0xFF) - Int((expected >> UInt32(shift)) & 0xFF)) <= 1
        }
    }

    @Test func clearGlassDrawsEverythingWhiteOnATranslucentPlate() async throws {
        let png = try await Self.png(.clear)
        try Self.compare(png, named: "glass-clear")
        let image = try #require(PixelImage(png: png))
        // The dimming plate, premultiplied black at 50 %: alpha 127.5, no colour.
        let plate = image.pixels[(image.height - 12) * image.width + image.width / 2]
        #expect(Self.matches(plate, 0x8000_0000), "the clear plate: \(String(plate, radix: 16))")
    }

    @Test func tintedGlassDrawsOnTheDarkenedTint() async throws {
        let png = try await Self.png(.tinted)
        try Self.compare(png, named: "glass-tinted")
        let image = try #require(PixelImage(png: png))
        let plate = image.pixels[(image.height - 12) * image.width + image.width / 2]
        var spec = WidgetRenderSpec(family: .systemSmall)
        spec.renderingMode = .accented
        spec.glass = .tinted
        let tint = try #require(spec.renderOptions.replacedContainerBackground)
        let red = UInt32((tint.red * 255).rounded())
        let green = UInt32((tint.green * 255).rounded())
        let blue = UInt32((tint.blue * 255).rounded())
        let expected: UInt32 = 0xFF00_0000 | red << 16 | green << 8 | blue
        #expect(Self.matches(plate, expected), "the tinted plate: \(String(plate, radix: 16))")
    }

    @Test func aFullColorImageKeepsItsColorsInBothGlasses() async throws {
        for glass in HomeScreenGlass.allCases {
            let image = try #require(PixelImage(png: try await Self.png(glass)))
            let orange = image.pixels.contains { pixel in
                let red = (pixel >> 16) & 0xFF
                let green = (pixel >> 8) & 0xFF
                let blue = pixel & 0xFF
                return red > 200 && green > 100 && green < 180 && blue < 40
            }
            #expect(orange, "the .fullColor symbol stays orange on \(glass) glass")
        }
    }
}

struct GlassView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Accent").font(.headline).widgetAccentable()
            HStack(spacing: 6) {
                Image(systemName: "sun.max.fill").widgetAccentedRenderingMode(.fullColor)
                    .foregroundStyle(Color.orange)
                Image(systemName: "cloud.fill").widgetAccentedRenderingMode(.accented)
                Image(systemName: "drop.fill").widgetAccentedRenderingMode(.accentedDesaturated)
                Image(systemName: "moon.fill").widgetAccentedRenderingMode(.desaturated)
            }
            .font(.system(size: 28))
            Text("Primary").font(.caption)
        }
        .containerBackground(Color.green, for: .widget)
    }
}

struct GlassWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Glass", provider: PlaceProvider()) { _ in GlassView() }
            .supportedFamilies([.systemSmall])
    }
}
