import Foundation
import Testing
import WidgetryHTML
import WidgetryRendering

/// Golden HTML of the small weather widget, fragment and document; record with `WIDGETRY_RECORD=1`.
@Suite struct HTMLSnapshotTests {
    @Test func weatherFragmentMatchesReference() throws {
        let html = try HTMLFixtures.painter().paint(HTMLFixtures.weatherWidget(), options: HTMLFixtures.options())
        try GoldenFile.assert(html, suite: "HTMLSnapshotTests", named: "weather-fragment.html")
    }

    @Test func weatherDarkDocumentMatchesReference() throws {
        var painter = HTMLFixtures.painter(.document)
        painter.fonts = .standard(baseURL: "/fonts/")
        let options = HTMLFixtures.options { $0.colorScheme = .dark }
        let html = try painter.paint(HTMLFixtures.weatherWidget(), options: options)
        try GoldenFile.assert(html, suite: "HTMLSnapshotTests", named: "weather-dark-document.html")
    }
}
