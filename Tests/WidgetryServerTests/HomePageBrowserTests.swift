import Foundation
import HummingbirdTesting
import Testing
import WidgetryHost
@_spi(Testing) import WidgetryServer

/// The page is a Home Screen, not a debug page, in a real headless Chromium: a status bar in the ears beside the
/// island, the app's name under every widget and stack, Edit Stack only when asked for, StandBy's pickers naming
/// widgets, and a frame of the device's height whose pages scroll sideways with their dots — at a desktop window
/// in light and at a 390×844 phone in dark.
///
/// Needs Debian's `chromium` and `chromium-driver`, as ``BrowserEndToEndTests`` does.
@Suite struct HomePageBrowserTests {
    static let uuid = #"[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}"#

    @Test(.enabled(if: !BrowserEndToEndTests.skipRequested, "WIDGETRY_SKIP_BROWSER_TESTS=1"), .timeLimit(.minutes(3)))
    func theHomeScreenHasAStatusBarTheAppsNameEditStackOnDemandAndPagesInADeviceHighFrame() async throws {
        if let reason = WebDriver.unavailableReason {
            Issue.record(Comment(rawValue: reason))
            return
        }
        let harness = try await ServerHarness.make()
        // Six small widgets (two of them in a stack, one slot) and a medium: a page holds three rows of two, so the
        // medium one starts the second page.
        var smalls: [String] = []
        for _ in 0..<6 { smalls.append(try await harness.host.addWidget(kind: "Counter", family: .systemSmall).id) }
        try await harness.host.addWidget(kind: "Counter", family: .systemMedium)
        await harness.clock.runDueWakeUps()
        try await harness.host.createStack(id: "desk", name: "Desk", members: [smalls[0], smalls[1]])
        let ids = smalls
        try await HomeScreenBrowserTests.withPage(harness, failureName: "home-page-failure") { browser, _, url in
            try await browser.open(url)
            try await browser.waitUntil("document.body.dataset.ready === 'true'")
            try await browser.waitUntil("document.querySelectorAll('#home-grid .tile .wgt-widget').length === 7")
            try await Self.check(browser, phone: false)
            try await browser.emulatePhone(width: 390, height: 844)
            try await browser.emulateColorScheme("dark")
            try await browser.open(url)
            try await browser.waitUntil(
                "document.body.dataset.ready === 'true' && document.body.dataset.scheme === 'dark'")
            try await browser.waitUntil("document.querySelectorAll('#home-grid .tile .wgt-widget').length === 7")
            try await Self.check(browser, phone: true)
            try await Self.checkStandByPickers(browser, ids: ids)
        }
    }

    static func check(_ browser: WebDriver, phone: Bool) async throws {
        let name = phone ? "phone" : "desktop"
        // The status bar: the time in the leading ear, the battery in the trailing one, level with the island.
        let status =
            try await browser.execute(
                """
                function box(s) { return document.querySelector(s).getBoundingClientRect(); }
                var island = box('#island'), time = box('#status-time'), battery = box('#status-battery');
                var middle = island.top + island.height / 2;
                return [document.getElementById('status-time').textContent,
                  time.right <= island.left, battery.left >= island.right,
                  Math.abs(time.top + time.height / 2 - middle) < 3, Math.abs(battery.top + battery.height / 2 - middle) < 3,
                  document.getElementById('status-battery').getAttribute('aria-label')].join('|');
                """) as? String ?? ""
        let parts = status.split(separator: "|").map(String.init)
        #expect(
            parts.count == 6 && parts[0].range(of: #"^\d{1,2}:\d{2}$"#, options: .regularExpression) != nil, "\(status)"
        )
        #expect(parts.dropFirst().prefix(4).allSatisfy { $0 == "true" }, "\(name): \(status)")
        #expect(parts.last?.hasPrefix("Battery ") == true, "\(status)")
        // No activity: the island is the bare capsule, with no bubble beside it.
        #expect(
            try await browser.execute("return document.getElementById('island-minimal').getClientRects().length")
                as? Int == 0)

        // Every widget and the stack are labelled with the app's name, not the widget's kind or type.
        let labels =
            try await browser.execute(
                "return Array.from(document.querySelectorAll('#home-grid > .tile > .tile-label, #home-grid > .stack > .tile-label'))"
                    + ".map(function (l) { return l.textContent; }).join(',')") as? String
        #expect(
            labels == Array(repeating: "Server Tests", count: 6).joined(separator: ","), "\(String(describing: labels))"
        )

        // The frame keeps the device's height; the medium widget is on the second page, one swipe away.
        let frame =
            try await browser.execute(
                """
                var d = document.getElementById('home-device').getBoundingClientRect();
                var pages = document.getElementById('home-pages');
                var fit = d.width / 430;
                return [Math.round(d.height / fit), document.getElementById('home-grid').dataset.pages,
                  document.querySelectorAll('#page-dots .page-dot').length,
                  document.querySelector('#home-grid > .tile[data-family="systemMedium"]').dataset.page,
                  pages.scrollWidth === 2 * pages.clientWidth].join(',');
                """) as? String
        #expect(frame == "932,2,2,1,true", "\(name): \(String(describing: frame))")
        BrowserEndToEndTests.keep(try await browser.screenshot(), name: "home-page-1-\(name)")
        try await browser.execute("document.querySelectorAll('#page-dots .page-dot')[1].click()")
        try await browser.waitUntil(
            "document.getElementById('home-pages').dataset.page === '1'"
                + " && Math.abs(document.getElementById('home-pages').scrollLeft - document.getElementById('home-pages').clientWidth) < 1"
                + " && document.querySelectorAll('#page-dots .page-dot')[1].getAttribute('aria-current') === 'true'")
        let medium =
            try await browser.execute(
                """
                var p = document.getElementById('home-pages').getBoundingClientRect();
                var m = document.querySelector('#home-grid > .tile[data-family="systemMedium"]').getBoundingClientRect();
                return m.left >= p.left && m.right <= p.right;
                """) as? Bool
        #expect(medium == true, "the second page shows the medium widget")
        BrowserEndToEndTests.keep(try await browser.screenshot(), name: "home-page-2-\(name)")
        try await browser.execute("document.querySelectorAll('#page-dots .page-dot')[0].click()")
        try await browser.waitUntil("document.getElementById('home-pages').dataset.page === '0'")

        // Why the stack's top is on top is not on the wallpaper: Edit Stack opens it on demand.
        let row = "document.querySelector('.stack-row[data-stack-id=\"desk\"]')"
        #expect(try await browser.execute("return \(row).getClientRects().length") as? Int == 0)
        #expect(try await browser.execute("return document.getElementById('stack-sheet').open") as? Bool == false)
        try await browser.execute("document.querySelector('.stack[data-stack-id=\"desk\"] .stack-edit').click()")
        try await browser.waitUntil(
            "document.getElementById('stack-sheet').open && \(row).getClientRects().length > 0"
                + " && \(row).querySelector('.stack-why').textContent.length > 0")
        BrowserEndToEndTests.keep(try await browser.screenshot(), name: "edit-stack-\(name)")
        try await browser.execute("document.querySelector('#stack-sheet [data-close]').click()")
        try await browser.waitUntil("!document.getElementById('stack-sheet').open")
    }

    /// StandBy's pickers list widgets by name, numbering a second of the same name, never by id.
    static func checkStandByPickers(_ browser: WebDriver, ids: [String]) async throws {
        try await browser.execute(
            "var v = document.getElementById('view-switch'); v.value = 'standBy'; v.dispatchEvent(new Event('change'));"
        )
        try await browser.waitUntil("document.querySelectorAll('.standby-picker select option').length === 12")
        let options =
            try await browser.execute(
                "return Array.from(document.querySelector('.standby-picker select').options).map(function (o) { return o.textContent; }).join(',')"
            ) as? String ?? ""
        #expect(options == "Counter,Counter 2,Counter 3,Counter 4,Counter 5,Counter 6", "\(options)")
        #expect(options.range(of: uuid, options: [.regularExpression, .caseInsensitive]) == nil)
        #expect(ids.allSatisfy { !options.contains($0) })
    }
}
