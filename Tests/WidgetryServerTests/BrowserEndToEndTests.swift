import Foundation
import HummingbirdTesting
import Testing
import WidgetryHost
import WidgetryServer

/// The home screen in a real headless Chromium, driven over WebDriver (chromedriver) against a live server on
/// loopback: add a widget from the gallery, edit its configuration, tap its button, see it change.
///
/// Needs Debian's `chromium` and `chromium-driver`. Where they are missing the test fails, saying so, unless
/// `WIDGETRY_SKIP_BROWSER_TESTS=1` is set, which skips it with the same message. Set `WIDGETRY_SCREENSHOT_DIR` to
/// keep the screenshots it takes.
@Suite struct BrowserEndToEndTests {
    static let skipRequested = ProcessInfo.processInfo.environment["WIDGETRY_SKIP_BROWSER_TESTS"] == "1"

    @Test(.enabled(if: !skipRequested, "WIDGETRY_SKIP_BROWSER_TESTS=1"), .timeLimit(.minutes(2)))
    func addEditAndTapAWidgetInTheBrowser() async throws {
        if let reason = WebDriver.unavailableReason {
            Issue.record(Comment(rawValue: reason))
            return
        }
        let harness = try await ServerHarness.make()
        let label = "Browser-\(UUID().uuidString.prefix(6))"
        try await harness.test(.live) { client in
            let port = try #require(client.port)
            // The page's event stream stays open until the server closes it; close it so the server can stop.
            defer { harness.server.closeEventStreams() }
            try await WebDriver.session(keepingOnFailure: "failure") { browser in
                try await Self.run(browser, harness: harness, url: "http://localhost:\(port)/", label: label)
            }
        }
        #expect(await TapStore.shared.count(label) == 1)
    }

    static func run(_ browser: WebDriver, harness: ServerHarness, url: String, label: String) async throws {
        // Failure guards only: under load (CI shares two cores with a build) the page may take seconds.
        try await browser.setTimeouts(implicit: 30000, script: 60000)
        try await browser.open(url)
        try await browser.waitUntil("document.body.dataset.ready === 'true'")
        #expect(
            try await browser.execute("return document.getElementById('connection').textContent") as? String == "Live")

        // Add the counter from the gallery; its placeholder shows until the manual clock lets the timeline in.
        try await browser.click(try await browser.element("#add-button"))
        try await browser.click(try await browser.element(#"[data-add-kind="Counter"][data-add-family="systemSmall"]"#))
        let tile = #".tile[data-kind="Counter"]"#
        try await browser.waitUntil("document.querySelector('\(tile) .wgt-widget')")
        await harness.clock.runDueWakeUps()
        try await browser.waitUntil(
            "document.querySelector('\(tile) .wgt-widget').textContent.indexOf('Count: 0') >= 0")

        // Edit its configuration in the sheet generated from the intent.
        try await browser.execute("document.querySelector('\(tile) button.edit').click()")
        let field = try await browser.element(#"#editor-fields input[name="label"]"#)
        try await browser.clear(field)
        try await browser.type(label, into: field)
        let room = try await browser.execute(
            "var s = document.querySelector('#editor-fields select[name=\"room\"]');"
                + "return Array.prototype.map.call(s.options, function (o) { return o.textContent; }).join(',');")
        #expect(room as? String == "Kitchen,Attic", "the entity picker lists suggestedEntities()")
        try await browser.click(try await browser.element("#editor-save"))
        try await browser.waitUntil(
            "document.querySelector('\(tile) .wgt-widget').textContent.indexOf('\(label): 0') >= 0")
        keep(try await browser.screenshot(), name: "edited")

        // Tap the widget's Button(intent:): the intent runs in the host and the new content shows without a reload
        // of the page. (How fast is a benchmark's question, not this test's: CI shares two cores with a build.)
        try await browser.click(try await browser.element("\(tile) .wgt-button"))
        try await browser.waitUntil(
            "document.querySelector('\(tile) .wgt-widget').textContent.indexOf('\(label): 1') >= 0")

        // Tapping the widget itself opens its widgetURL: an app URL, recorded and listed on the page.
        try await browser.execute("document.querySelector('\(tile) .wgt-link[data-source=\"widgetURL\"]').click()")
        try await browser.waitUntil("document.getElementById('url-log').textContent.indexOf('testapp://counter') >= 0")
        keep(try await browser.screenshot(), name: "tapped")
    }

    /// Writes a screenshot to `WIDGETRY_SCREENSHOT_DIR`, if set.
    static func keep(_ png: Data, name: String) {
        guard let folder = ProcessInfo.processInfo.environment["WIDGETRY_SCREENSHOT_DIR"] else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("browser-\(name).png"))
    }
}
