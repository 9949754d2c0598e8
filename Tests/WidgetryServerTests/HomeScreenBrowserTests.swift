import Foundation
import HummingbirdTesting
import Testing
import WidgetryHost
@_spi(Testing) import WidgetryServer

/// The page's Home Screen as a phone draws it, in a real headless Chromium: the Dynamic Island floats on the camera
/// (a second activity a bubble of its own beside it), the page fits a 390×844 phone, and the Home Screen has a
/// status bar, the app's name under its widgets, pages that scroll sideways in a frame of the device's height, Edit
/// Stack on demand and pickers that name widgets.
///
/// Needs Debian's `chromium` and `chromium-driver`, as ``BrowserEndToEndTests`` does.
@Suite struct HomeScreenBrowserTests {
    static let island = "document.getElementById('island')"
    static let minimal = "document.getElementById('island-minimal')"

    /// Where the island, the second activity's bubble and the first widget are, relative to the phone.
    static let geometry = """
        function box(e) { return e.getBoundingClientRect(); }
        var device = box(document.getElementById('home-device')), island = box(document.getElementById('island'));
        var minimal = box(document.getElementById('island-minimal'));
        var tile = box(document.querySelector('#home-grid > .tile, #home-grid > .stack'));
        var fit = device.width / parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--screen-width'));
        var probe = document.elementFromPoint(island.left + island.width / 2, island.bottom - 4);
        return { offCentre: (island.left + island.width / 2) - (device.left + device.width / 2),
          top: (island.top - device.top) / fit, gap: (minimal.left - island.right) / fit,
          minimalOffset: (minimal.top + minimal.height / 2) - (island.top + island.height / 2),
          minimalHeight: minimal.height / fit, islandHeight: island.height / fit, tileTop: tile.top - device.top,
          islandOnTop: !!(probe && probe.closest('#island')), islandBottom: island.bottom - device.top };
        """

    static func number(_ value: Any?, _ key: String) -> Double {
        ((value as? [String: Any])?[key] as? NSNumber)?.doubleValue ?? .nan
    }

    static func start(_ client: some TestClientProtocol, _ id: String, score: Int) async throws {
        let reply = try await client.send(
            .post, "/api/activities", body: ActivityAPITests.parcel + #","id":"\#(id)","relevanceScore":\#(score)}"#)
        #expect(reply.status == 201, "\(reply.text)")
    }

    /// Runs `body` against a live server over `harness` in a fresh browser.
    static func withPage(
        _ harness: ServerHarness, failureName: String,
        _ body: @Sendable (WebDriver, any TestClientProtocol, String) async throws -> Void
    ) async throws {
        try await harness.test(.live) { client in
            let port = try #require(client.port)
            defer { harness.server.closeEventStreams() }
            try await WebDriver.session(keepingOnFailure: failureName) { browser in
                try await browser.setTimeouts(implicit: 30000, script: 60000)
                try await body(browser, client, "http://localhost:\(port)/")
            }
        }
    }

    @Test(.enabled(if: !BrowserEndToEndTests.skipRequested, "WIDGETRY_SKIP_BROWSER_TESTS=1"), .timeLimit(.minutes(3)))
    func theIslandFloatsOnTheCameraAndASecondActivityIsABubbleBesideIt() async throws {
        if let reason = WebDriver.unavailableReason {
            Issue.record(Comment(rawValue: reason))
            return
        }
        let harness = try await ServerHarness.make()
        let island = Self.island, minimal = Self.minimal
        try await harness.addLoaded(id: "a")
        try await harness.addLoaded(id: "b")
        try await Self.withPage(harness, failureName: "island-float-failure") { browser, client, url in
            try await browser.open(url)
            try await browser.waitUntil("document.body.dataset.ready === 'true'")
            try await Self.start(client, "p1", score: 50)
            try await Self.start(client, "p2", score: 10)
            try await browser.waitUntil(
                "\(island).dataset.activity === 'p1' && \(minimal).dataset.activity === 'p2' && !\(minimal).hidden"
                    + " && \(minimal).querySelector('.wgt-widget')")
            for width in [1280, 390] {
                if width == 390 {
                    try await browser.emulatePhone(width: 390, height: 844)
                    try await browser.emulateColorScheme("dark")
                    try await browser.waitUntil("document.body.dataset.scheme === 'dark'")
                }
                let compact = try await browser.execute(Self.geometry)
                // Compact: centred on the camera 11 points from the top, the second activity 6 points to its right.
                #expect(abs(Self.number(compact, "offCentre")) < 0.75, "\(width): \(String(describing: compact))")
                #expect(abs(Self.number(compact, "top") - 11) < 0.75, "\(String(describing: compact))")
                #expect(abs(Self.number(compact, "gap") - 6) < 0.75, "\(String(describing: compact))")
                #expect(abs(Self.number(compact, "minimalOffset")) < 0.75, "\(String(describing: compact))")
                #expect(abs(Self.number(compact, "islandHeight") - 37) < 0.75, "\(String(describing: compact))")
                #expect(abs(Self.number(compact, "minimalHeight") - 37) < 0.75, "\(String(describing: compact))")
                BrowserEndToEndTests.keep(try await browser.screenshot(), name: "island-two-\(width)")

                // Expanded: still on the camera, over the widgets, which do not move.
                try await browser.execute("\(island).click()")
                try await browser.waitUntil("\(island).dataset.expanded === 'true'")
                let expanded = try await browser.execute(Self.geometry)
                #expect(abs(Self.number(expanded, "offCentre")) < 0.75, "\(String(describing: expanded))")
                #expect(Self.number(expanded, "tileTop") == Self.number(compact, "tileTop"), "the grid did not move")
                #expect(Self.number(expanded, "islandHeight") > 37, "\(String(describing: expanded))")
                #expect((expanded as? [String: Any])?["islandOnTop"] as? Bool == true)
                #expect(try await browser.execute("return \(minimal).getClientRects().length") as? Int == 0)
                BrowserEndToEndTests.keep(try await browser.screenshot(), name: "island-expanded-\(width)")
                try await browser.execute("\(island).click()")
                try await browser.waitUntil("\(island).dataset.expanded === 'false' && !\(minimal).hidden")
            }
        }
    }

    @Test(.enabled(if: !BrowserEndToEndTests.skipRequested, "WIDGETRY_SKIP_BROWSER_TESTS=1"), .timeLimit(.minutes(3)))
    func aPhoneSizedWindowNeedsNoSidewaysScrollingInLightOrDark() async throws {
        if let reason = WebDriver.unavailableReason {
            Issue.record(Comment(rawValue: reason))
            return
        }
        let harness = try await ServerHarness.make()
        let minimal = Self.minimal
        try await harness.addLoaded(id: "a")
        try await harness.addLoaded(family: .systemMedium, id: "m")
        try await harness.addLoaded(kind: "Ticker", family: .accessoryRectangular, id: "lock")
        try await Self.withPage(harness, failureName: "phone-failure") { browser, client, url in
            try await browser.emulatePhone(width: 390, height: 844)
            for scheme in ["light", "dark"] {
                try await browser.emulateColorScheme(scheme)
                try await browser.open(url)
                try await browser.waitUntil("document.body.dataset.ready === 'true'")
                try await browser.waitUntil("document.body.dataset.scheme === '\(scheme)'")
                if scheme == "light" {
                    try await Self.start(client, "p1", score: 50)
                    try await Self.start(client, "p2", score: 10)
                }
                try await browser.waitUntil("!\(minimal).hidden && \(minimal).querySelector('.wgt-widget')")
                let fits =
                    try await browser.execute(
                        """
                        var width = window.innerWidth, out = [];
                        if (document.documentElement.scrollWidth > width) out.push('page ' + document.documentElement.scrollWidth);
                        ['.toolbar h1', '#menu-button', '.home-device', '.lock-device', '#island', '#island-minimal',
                         '.status-bar'].forEach(function (s) {
                          var r = document.querySelector(s).getBoundingClientRect();
                          if (r.left < -0.5 || r.right > width + 0.5) out.push(s + ' ' + r.left + '…' + r.right);
                        });
                        var d = document.querySelector('.home-device').getBoundingClientRect();
                        return { width: width, out: out, ratio: d.height / d.width,
                          menu: getComputedStyle(document.getElementById('toolbar-controls')).display };
                        """) as? [String: Any]
                #expect(fits?["width"] as? Int == 390, "\(String(describing: fits))")
                #expect((fits?["out"] as? [Any])?.isEmpty == true, "\(String(describing: fits))")
                #expect(abs(((fits?["ratio"] as? NSNumber)?.doubleValue ?? 0) - 932.0 / 430) < 0.01, "device's shape")
                #expect(fits?["menu"] as? String == "none", "the toolbar's controls are in a menu")
                let dots = try await browser.execute(
                    "return document.getElementById('page-dots').getClientRects().length")
                #expect(dots as? Int == 0, "one page has no dots")
                BrowserEndToEndTests.keep(try await browser.screenshot(), name: "phone-\(scheme)")

                // The menu opens inside the window, and its switches work.
                try await browser.execute("document.getElementById('menu-button').click()")
                try await browser.waitUntil("document.getElementById('toolbar').dataset.menu === 'open'")
                let menu =
                    try await browser.execute(
                        """
                        var out = [];
                        document.querySelectorAll('#toolbar-controls > *').forEach(function (e) {
                          var r = e.getBoundingClientRect();
                          if (!e.hidden && (r.width === 0 || r.left < 0 || r.right > window.innerWidth)) out.push(e.id || e.className);
                        });
                        return out.join(',') + '|' + document.documentElement.scrollWidth;
                        """) as? String
                #expect(menu == "|390", "every control is inside the window: \(String(describing: menu))")
                BrowserEndToEndTests.keep(try await browser.screenshot(), name: "phone-menu-\(scheme)")
                try await browser.execute("document.getElementById('dark-switch').click()")
                let flipped = scheme == "light" ? "dark" : "light"
                try await browser.waitUntil("document.body.dataset.scheme === '\(flipped)'")
            }
            // Nor does any width up to a desktop's, where the toolbar is on one line or in its menu.
            for width in [600, 800, 900, 1024] {
                try await browser.emulatePhone(width: width, height: 900)
                try await browser.waitUntil(
                    "window.innerWidth === \(width) && document.documentElement.scrollWidth <= \(width)")
            }
        }
    }
}
