import Foundation
import HummingbirdTesting
import Testing
import WidgetryHost
@_spi(Testing) import WidgetryServer

/// The page's glass switch in a real headless Chromium: Default, Clear and Tinted repaint the Home Screen's widgets
/// with the render route's `glass=` (the Lock Screen's stay as they are), and the switch belongs to the Phone view.
///
/// Needs Debian's `chromium` and `chromium-driver`, as ``BrowserEndToEndTests`` does.
@Suite struct GlassBrowserTests {
    @Test(.enabled(if: !BrowserEndToEndTests.skipRequested, "WIDGETRY_SKIP_BROWSER_TESTS=1"), .timeLimit(.minutes(3)))
    func theGlassSwitchRepaintsHomeScreenWidgetsOnClearAndTintedPlates() async throws {
        if let reason = WebDriver.unavailableReason {
            Issue.record(Comment(rawValue: reason))
            return
        }
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(id: "c1")
        try await harness.addLoaded(family: .systemMedium, id: "m1")
        try await harness.test(.live) { client in
            let port = try #require(client.port)
            defer { harness.server.closeEventStreams() }
            try await WebDriver.session(keepingOnFailure: "glass-failure") { browser in
                try await Self.run(browser, url: "http://localhost:\(port)/")
            }
        }
    }

    /// The markup of each Home Screen tile, joined, and whether every one was painted with `glass`.
    static func tiles(glass: String) -> (markup: String, painted: String) {
        let tiles = "Array.from(document.querySelectorAll('#home-grid .tile'))"
        return (
            "return \(tiles).map(function (t) { return t.querySelector('.tile-widget').innerHTML }).join('|')",
            "\(tiles).length === 2 && \(tiles).every(function (t) {"
                + " return t.dataset.glass === '\(glass)' && t.querySelector('.wgt-widget') })"
        )
    }

    static func choose(_ browser: WebDriver, _ select: String, _ value: String) async throws {
        try await browser.execute(
            "var s = document.getElementById('\(select)'); s.value = '\(value)'; s.dispatchEvent(new Event('change'))")
    }

    static func run(_ browser: WebDriver, url: String) async throws {
        try await browser.setTimeouts(implicit: 30000, script: 60000)
        try await browser.open(url)
        try await browser.waitUntil("document.body.dataset.ready === 'true'")
        try await browser.waitUntil(Self.tiles(glass: "").painted)
        let plain = try await browser.execute(Self.tiles(glass: "").markup) as? String ?? ""

        var seen = [plain]
        for glass in ["clear", "tinted"] {
            try await Self.choose(browser, "glass-switch", glass)
            try await browser.waitUntil(Self.tiles(glass: glass).painted)
            let markup = try await browser.execute(Self.tiles(glass: glass).markup) as? String ?? ""
            #expect(!seen.contains(markup), "\(glass) glass paints the Home Screen's widgets differently")
            seen.append(markup)
            BrowserEndToEndTests.keep(try await browser.screenshot(), name: "glass-\(glass)")
        }
        try await Self.choose(browser, "glass-switch", "")
        try await browser.waitUntil(Self.tiles(glass: "").painted)
        #expect(try await browser.execute(Self.tiles(glass: "").markup) as? String == plain, "Default paints as before")

        // StandBy has its own look: the switch is the Phone view's.
        try await Self.choose(browser, "view-switch", "standBy")
        #expect(try await browser.execute("return document.getElementById('glass-switch').hidden") as? Bool == true)
        try await Self.choose(browser, "view-switch", "phone")
        #expect(try await browser.execute("return document.getElementById('glass-switch').hidden") as? Bool == false)
    }
}
