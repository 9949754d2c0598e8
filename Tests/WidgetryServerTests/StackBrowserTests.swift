import Foundation
import HummingbirdTesting
import Testing
import WidgetryHost
@_spi(Testing) import WidgetryServer

/// A Smart Stack on the page in a real headless Chromium: one slot with page dots, its members stepped through
/// with the buttons, the host's top shown, the Smart Rotate switch and the chosen top sent to the host, and the
/// "why" on the page.
///
/// Needs Debian's `chromium` and `chromium-driver`, as ``BrowserEndToEndTests`` does.
@Suite struct StackBrowserTests {
    @Test(.enabled(if: !BrowserEndToEndTests.skipRequested, "WIDGETRY_SKIP_BROWSER_TESTS=1"), .timeLimit(.minutes(3)))
    func aStackShowsInOneSlotWithDotsStepsThroughItsWidgetsAndFollowsTheHostsTop() async throws {
        if let reason = WebDriver.unavailableReason {
            Issue.record(Comment(rawValue: reason))
            return
        }
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(id: "c1")
        try await harness.addLoaded(id: "c2")
        try await harness.addLoaded(kind: "Ticker", id: "t1")
        try await harness.addLoaded(id: "lone")
        try await harness.host.createStack(id: "home", name: "Home", members: ["c1", "c2", "t1"], chosenTop: "c2")
        try await harness.test(.live) { client in
            let port = try #require(client.port)
            defer { harness.server.closeEventStreams() }
            try await WebDriver.session(keepingOnFailure: "stack-failure") { browser in
                try await Self.run(browser, harness: harness, url: "http://localhost:\(port)/")
            }
        }
    }

    static func run(_ browser: WebDriver, harness: ServerHarness, url: String) async throws {
        try await browser.setTimeouts(implicit: 30000, script: 60000)
        try await browser.open(url)
        try await browser.waitUntil("document.body.dataset.ready === 'true'")
        let stack = "document.querySelector('.stack[data-stack-id=\"home\"]')"
        // The three members share one slot; the lone widget keeps its own.
        try await browser.waitUntil(
            "\(stack) && \(stack).querySelectorAll('.stack-pages > .tile .wgt-widget').length === 3")
        #expect(
            try await browser.execute(
                "return Array.from(\(stack).querySelectorAll('.stack-pages > .tile')).map(t => t.dataset.id).join(',')")
                as? String == "c1,c2,t1")
        #expect(try await browser.execute("return document.querySelectorAll('#home-grid > .tile').length") as? Int == 1)
        #expect(try await browser.execute("return \(stack).querySelectorAll('.stack-dot').length") as? Int == 3)
        // Nothing is relevant: the chosen widget is on top, and the page shows it and says why.
        try await browser.waitUntil("\(stack).dataset.top === 'c2' && \(stack).dataset.shown === 'c2'")
        let why = try await browser.execute("return document.querySelector('.stack-row .stack-why').textContent")
        #expect((why as? String)?.contains("No widget is relevant") == true, "\(String(describing: why))")
        let slot = try await browser.execute(
            "var r = \(stack).querySelector('.stack-pages').getBoundingClientRect(); return Math.round(r.width) + 'x' + Math.round(r.height)"
        )
        #expect(slot as? String == "170x170", "one systemSmall slot")
        BrowserEndToEndTests.keep(try await browser.screenshot(), name: "stack")

        // The buttons step through the members; the dots follow.
        try await browser.execute("\(stack).querySelector('.stack-controls button[data-step=\"1\"]').click()")
        try await browser.waitUntil("\(stack).dataset.shown === 't1'")
        try await browser.waitUntil(
            "\(stack).querySelectorAll('.stack-dot')[2].classList.contains('current')"
                + " && Math.abs(\(stack).querySelector('.stack-pages').scrollTop - 340) < 2")

        // Keep the shown widget on top: the host's chosen top changes, and the page follows the host's top.
        try await browser.execute("document.querySelector('.stack-row .stack-keep').click()")
        try await browser.waitUntil("\(stack).dataset.top === 't1'")
        #expect(try await harness.host.stackStatus(id: "home").stack.chosenTop == "t1")

        // The Smart Rotate switch turns rotation off in the host.
        try await browser.execute("document.querySelector('.stack-row .stack-smart-rotate').click()")
        try await browser.waitUntil("\(stack).dataset.smartRotate === 'false'")
        #expect(try await harness.host.stackStatus(id: "home").stack.smartRotate == false)

        // A change made elsewhere arrives as a stack event: the page scrolls to the new top.
        try await harness.host.updateStack(id: "home", StackUpdate(chosenTop: "c1"))
        try await browser.waitUntil("\(stack).dataset.top === 'c1' && \(stack).dataset.shown === 'c1'")
        try await browser.waitUntil("\(stack).querySelector('.stack-pages').scrollTop < 2")
        #expect(
            try await browser.execute("return document.querySelector('.stack-row .stack-why').textContent") as? String
                == "Smart Rotate is off: the widget the person put on top stays on top.")
    }
}
