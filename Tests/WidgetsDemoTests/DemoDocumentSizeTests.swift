import Foundation
import Testing
import WidgetryTesting

@testable import WidgetsDemo

/// `render --output x.html` writes a standalone document whose fonts are subset to the glyphs drawn. These are byte
/// bounds, not timings: the same widget, fonts and HarfBuzz always give the same bytes.
@MainActor
@Suite struct DemoDocumentSizeTests {
    /// The weather card (the one BENCHMARKS.md measures) fits in 50 KB with its fonts embedded: 721 KB with whole
    /// font files.
    @Test func weatherCardDocumentIsUnder50KB() async throws {
        let snapshot = try demoSnapshot(
            WeatherWidget(), entry: WeatherEntry(date: DemoWidgetSnapshotTests.day, weather: .sunny),
            assets: DemoWidgetSnapshotTests.assets)
        let html = try await snapshot.html(family: .systemSmall)
        #expect(html.utf8.count <= 50_000, "\(html.utf8.count) bytes")
        #expect(html.contains("src:url('data:font/otf;base64,"), "the fonts are embedded")
        #expect(!html.contains("file://"))
    }

    /// The character card draws an emoji: the 11 MB Noto Color Emoji is cut to that one glyph's bitmap (the document
    /// was 15.7 MB with whole files).
    @Test func emojiCardDocumentIsUnder50KB() async throws {
        let snapshot = try demoSnapshot(
            CharacterDetailWidget(),
            entry: CharacterDetailEntry(date: DemoWidgetSnapshotTests.day, detail: CharacterDetail.allCharacters[1]))
        let html = try await snapshot.html(family: .systemSmall)
        #expect(html.utf8.count <= 50_000, "\(html.utf8.count) bytes")
        #expect(html.contains("src:url('data:font/ttf;base64,"), "the emoji font is embedded")
    }
}
