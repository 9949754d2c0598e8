import Foundation
import HummingbirdTesting
import Testing
import WidgetryHost
@_spi(Testing) import WidgetryServer

/// The page's StandBy and CarPlay views in a real headless Chromium: two systemSmall widgets side by side, scaled to
/// StandBy's slot, then in night mode; the CarPlay dashboard at the widgets' own size.
///
/// Needs Debian's `chromium` and `chromium-driver`, as ``BrowserEndToEndTests`` does.
@Suite struct StandByBrowserTests {
    @Test(.enabled(if: !BrowserEndToEndTests.skipRequested, "WIDGETRY_SKIP_BROWSER_TESTS=1"), .timeLimit(.minutes(3)))
    func standByShowsTwoScaledWidgetsAndCarPlayShowsThemAtTheirSize() async throws {
        if let reason = WebDriver.unavailableReason {
            Issue.record(Comment(rawValue: reason))
            return
        }
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(id: "c1")
        try await harness.addLoaded(id: "c2")
        try await harness.addLoaded(family: .systemMedium, id: "m1")
        try await harness.test(.live) { client in
            let port = try #require(client.port)
            defer { harness.server.closeEventStreams() }
            try await WebDriver.session(keepingOnFailure: "standby-failure") { browser in
                try await Self.run(browser, url: "http://localhost:\(port)/")
            }
        }
    }

    static func run(_ browser: WebDriver, url: String) async throws {
        try await browser.setTimeouts(implicit: 30000, script: 60000)
        try await browser.open(url)
        try await browser.waitUntil("document.body.dataset.ready === 'true'")
        try await browser.execute(
            "var s = document.getElementById('view-switch'); s.value = 'standBy';"
                + " s.dispatchEvent(new Event('change'))")
        let widgets = "document.querySelectorAll('#standby-device .standby-widget .wgt-widget')"
        try await browser.waitUntil("\(widgets).length === 2")
        let shown = try await browser.execute(
            "return Array.from(\(widgets)).map(function (w) {"
                + " return w.closest('.standby-widget').dataset.id + ':' + Math.round(w.getBoundingClientRect().width)"
                + " }).join(',')")
        #expect(shown as? String == "c1:382,c2:382", "two systemSmall widgets, scaled to 382 points")
        #expect(
            try await browser.execute("return document.querySelector('.home-screen').offsetParent === null") as? Bool
                == true, "the phone's screens are hidden")
        BrowserEndToEndTests.keep(try await browser.screenshot(), name: "standby")

        // Night: both slots are painted again, in red.
        let before = try await browser.execute(
            "return Array.from(document.querySelectorAll('.standby-widget')).map(e => e.dataset.rendered).join(',')")
        try await browser.execute("document.getElementById('night-switch').click()")
        try await browser.waitUntil(
            "Array.from(document.querySelectorAll('.standby-widget')).map(e => e.dataset.rendered).join(',') !== '\(before as? String ?? "")'"
                + " && \(widgets).length === 2")
        try await browser.waitUntil(
            "Array.from(document.querySelectorAll('#standby-device .wgt-widget *')).some(function (e) {"
                + " return getComputedStyle(e).color === 'rgb(255, 0, 0)' })")
        BrowserEndToEndTests.keep(try await browser.screenshot(), name: "standby-night")

        try await browser.execute(
            "var s = document.getElementById('view-switch'); s.value = 'carPlay';"
                + " s.dispatchEvent(new Event('change'))")
        let cells = "document.querySelectorAll('#carplay-grid .carplay-widget .wgt-widget')"
        try await browser.waitUntil("\(cells).length === 2")
        let sizes = try await browser.execute(
            "return Array.from(\(cells)).map(function (w) { return Math.round(w.getBoundingClientRect().width) })"
                + ".join(',')")
        #expect(sizes as? String == "170,170", "CarPlay shows systemSmall at its own size; the medium is left out")
        BrowserEndToEndTests.keep(try await browser.screenshot(), name: "carplay")
        #expect(try await browser.execute("return document.getElementById('standby').hidden") as? Bool == true)
    }
}
