import Foundation
import HummingbirdTesting
import Testing
import WidgetryHost
@_spi(Testing) import WidgetryServer

/// The page's E-ink devices section in a real headless Chromium: a TRMNL that set up waits there, is approved
/// with a click, and once it has polled the page shows the exact screen it was sent.
///
/// Needs Debian's `chromium` and `chromium-driver`, as ``BrowserEndToEndTests`` does.
@Suite struct PanelBrowserTests {
    @Test(.enabled(if: !BrowserEndToEndTests.skipRequested, "WIDGETRY_SKIP_BROWSER_TESTS=1"), .timeLimit(.minutes(3)))
    func aWaitingDeviceIsApprovedOnThePageAndShowsItsScreen() async throws {
        if let reason = WebDriver.unavailableReason {
            Issue.record(Comment(rawValue: reason))
            return
        }
        let harness = try await PanelDeviceAPITests.harness()
        try await harness.test(.live) { client in
            let port = try #require(client.port)
            let setup = try await client.send(.get, "/api/setup", headers: PanelDeviceAPITests.deviceHeaders())
            let key = try #require(setup.json["api_key"]?.stringValue)
            let id = try #require(setup.json["friendly_id"]?.stringValue)
            // Its first poll, while it waits: the page shows its battery from it.
            _ = try await client.send(.get, "/api/display", headers: PanelDeviceAPITests.deviceHeaders(key: key))
            defer { harness.server.closeEventStreams() }
            try await WebDriver.session(keepingOnFailure: "panel-failure") { browser in
                try await browser.setTimeouts(implicit: 30000, script: 60000)
                try await browser.open("http://localhost:\(port)/")
                try await browser.waitUntil("document.body.dataset.ready === 'true'")
                let card = "document.querySelector('.panel-device[data-device=\"\(id)\"]')"
                try await browser.waitUntil(
                    "!document.getElementById('panels').hidden && \(card) && \(card).dataset.approved === 'false'"
                        + " && \(card).textContent.indexOf('4.10 V') >= 0")
                try await browser.execute("\(card).querySelector('[data-panel-action=approve]').click()")
                try await browser.waitUntil("\(card) && \(card).dataset.approved === 'true'")
                let shown = try await client.send(
                    .get, "/api/display", headers: PanelDeviceAPITests.deviceHeaders(key: key))
                let filename = try #require(shown.json["filename"]?.stringValue)
                try await browser.open("http://localhost:\(port)/")
                try await browser.waitUntil(
                    "\(card) && \(card).querySelector('img.panel-screen') && "
                        + "\(card).querySelector('img.panel-screen').complete && "
                        + "\(card).querySelector('img.panel-screen').naturalWidth === 800 && "
                        + "\(card).querySelector('img.panel-screen').src.indexOf('\(filename)') >= 0")
                BrowserEndToEndTests.keep(try await browser.screenshot(), name: "panel-devices")
            }
        }
    }
}
