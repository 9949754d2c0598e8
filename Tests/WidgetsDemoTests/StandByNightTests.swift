import Foundation
import Testing

@testable import WidgetryTesting
@testable import WidgetsDemo

/// StandBy's night mode is red monochrome throughout: the demo's Emoji Ranger (a whale emoji) and a `.fullColor`
/// symbol are drawn by their luminance in red, like text. Compared with `PixelTolerance.standard`; record with
/// `WIDGETRY_RECORD=1 swift test --filter StandByNightTests`.
@MainActor
@Suite struct StandByNightTests {
    /// Pixels that are not red on black: any green or blue.
    static func colored(_ image: PixelImage) -> (colored: Int, red: Int) {
        var colored = 0
        var red = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let (r, g, b) = image.rgb(x: x, y: y)
                if g > 2 || b > 2 { colored += 1 } else if r > 60 { red += 1 }
            }
        }
        return (colored, red)
    }

    @Test func emojiAreRedAtNight() async throws {
        let snapshot = try WidgetSnapshot(
            EmojiRangerWidget(), entry: SimpleEntry(date: WidgetLocationTests.day, relevance: nil, hero: "🐳"))
        await assertSnapshot(snapshot, family: .systemSmall, location: .standBy, night: true, named: "emoji-night")
        let image = try #require(
            PixelImage(png: try await snapshot.png(family: .systemSmall, location: .standBy, night: true)))
        let (colored, red) = Self.colored(image)
        #expect(colored == 0 && red > 1000, "\(colored) colored pixels, \(red) red")
        // By day the whale keeps its blues.
        let day = try #require(PixelImage(png: try await snapshot.png(family: .systemSmall, location: .standBy)))
        #expect(Self.colored(day).colored > 1000)
    }

    @Test func fullColorImagesAreRedAtNight() async throws {
        let snapshot = try WidgetSnapshot(FullColorNightWidget(), entry: PlaceEntry(date: WidgetLocationTests.day))
        let image = try #require(
            PixelImage(png: try await snapshot.png(family: .systemSmall, location: .standBy, night: true)))
        let (colored, red) = Self.colored(image)
        #expect(colored == 0 && red > 500, "\(colored) colored pixels, \(red) red")
    }
}

struct FullColorNightWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "FullColorNight", provider: PlaceProvider()) { _ in
            Image(systemName: "sun.max.fill").font(.system(size: 60)).foregroundStyle(.orange)
                .widgetAccentedRenderingMode(.fullColor)
                .containerBackground(.black, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
