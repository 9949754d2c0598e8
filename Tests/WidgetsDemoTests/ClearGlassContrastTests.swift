import Foundation
import Testing

@testable import WidgetryTesting
@testable import WidgetsDemo

/// iOS 26's clear glass keeps the demo's widgets legible over the page's wallpapers, light ones in particular: each
/// widget is rendered in the accented mode on clear glass (the dimming plate, content in white with a shadow below
/// it), composited over every colour stop of the page's `--home-wallpaper` (app.css, light and dark), and its text
/// must reach WCAG AA, 4.5:1, against the plate behind it. The plate is the widget's most common pixel (where
/// nothing is drawn); the text is the 95th-percentile luminance of the pixels that differ from it. References compared
/// with `PixelTolerance.standard` (4/255 per channel, 0.1 % of pixels).
@MainActor
@Suite struct ClearGlassContrastTests {
    nonisolated static let day = DemoWidgetSnapshotTests.day

    /// The page's Home Screen wallpapers' colour stops, light and dark, read from its stylesheet.
    static func wallpaperStops() throws -> [(name: String, rgb: (Double, Double, Double))] {
        let css = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/WidgetryServer/Web/app.css")
        let text = try String(contentsOf: css, encoding: .utf8)
        var stops: [(String, (Double, Double, Double))] = []
        for line in text.split(separator: "\n") where line.contains("--home-wallpaper:") {
            for match in line.matches(of: /#([0-9a-fA-F]{6})/) {
                let value = Int(match.1, radix: 16) ?? 0
                stops.append(
                    (
                        "#" + match.1,
                        (Double(value >> 16 & 0xFF) / 255, Double(value >> 8 & 0xFF) / 255, Double(value & 0xFF) / 255)
                    ))
            }
        }
        return stops
    }

    /// WCAG 2's relative luminance of an sRGB colour (components 0–1).
    static func luminance(_ rgb: (Double, Double, Double)) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(rgb.0) + 0.7152 * linear(rgb.1) + 0.0722 * linear(rgb.2)
    }

    /// WCAG 2's contrast ratio of two luminances.
    static func contrast(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }

    /// A premultiplied ARGB32 pixel composited over an opaque colour, as sRGB components 0–1.
    static func over(_ pixel: UInt32, _ backdrop: (Double, Double, Double)) -> (Double, Double, Double) {
        let alpha = Double(pixel >> 24 & 0xFF) / 255
        func channel(_ shift: UInt32, _ under: Double) -> Double {
            Double(pixel >> shift & 0xFF) / 255 + under * (1 - alpha)
        }
        return (channel(16, backdrop.0), channel(8, backdrop.1), channel(0, backdrop.2))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let family: WidgetFamily
        let make: @MainActor @Sendable () throws -> WidgetSnapshot
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "weather-systemSmall", family: .systemSmall) {
            try demoSnapshot(
                WeatherWidget(), entry: WeatherEntry(date: day, weather: .sunny), assets: DemoWidgetSnapshotTests.assets
            )
        },
        Case(name: "country-systemMedium", family: .systemMedium) {
            try demoSnapshot(CountryWidget(), entry: CountryEntry(date: day, country: .uk))
        },
        Case(name: "order-status-systemSmall", family: .systemSmall) {
            try demoSnapshot(OrderStatusWidget(), entry: OrderEntry(date: day, orderName: "Pizza", progress: 0.3))
        },
        Case(name: "game-status-systemSmall", family: .systemSmall) {
            try demoSnapshot(GameStatusWidget(), entry: GameStatusEntry(date: day, gameStatus: "Turn 12 · your move"))
        },
    ]

    @Test(arguments: cases)
    func clearGlassTextKeepsAAContrastOverEveryWallpaper(_ testCase: Case) async throws {
        let snapshot = try testCase.make()
        var spec = snapshot.spec(family: testCase.family, renderingMode: .accented)
        spec.glass = .clear
        let png = try await snapshot.pipeline.render(
            snapshot.widget, entry: snapshot.entry, request: spec, format: .png)
        let store = SnapshotStore(
            filePath: #filePath, name: "clear-glass-\(testCase.name)", fileExtension: "png")
        if let problem = try store.compare(png, format: .png(tolerance: .standard)) {
            Issue.record(Comment(rawValue: problem))
        }
        let image = try #require(PixelImage(png: png))
        // The plate: the most common opaque-or-translucent pixel, where nothing but the glass is drawn.
        var counts: [UInt32: Int] = [:]
        for pixel in image.pixels where pixel >> 24 != 0 { counts[pixel, default: 0] += 1 }
        let plate = try #require(counts.max { $0.value < $1.value }?.key)
        let content = image.pixels.filter { $0 >> 24 != 0 && $0 != plate }
        try #require(content.count > 100, "the widget draws content")
        let stops = try Self.wallpaperStops()
        #expect(stops.count == 6, "three light and three dark stops: \(stops.map(\.name))")
        for stop in stops {
            let plateLuminance = Self.luminance(Self.over(plate, stop.rgb))
            let luminances = content.map { Self.luminance(Self.over($0, stop.rgb)) }.sorted()
            let text = luminances[Int(Double(luminances.count - 1) * 0.95)]
            let ratio = Self.contrast(text, plateLuminance)
            #expect(
                ratio >= 4.5,
                "\(testCase.name) over \(stop.name): text \(text) on plate \(plateLuminance) is \(ratio):1")
            // The shadow: the darkest content pixel is darker than the plate it lies on.
            #expect((luminances.first ?? 1) < plateLuminance, "\(testCase.name): a shadow below the content")
        }
    }
}
