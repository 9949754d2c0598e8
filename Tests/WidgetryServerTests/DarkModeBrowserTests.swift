import Foundation
import HummingbirdTesting
import Testing
import WidgetryHost
@_spi(Testing) import WidgetryServer

/// Dark mode everywhere, in a real headless Chromium: the page starts in the system's appearance
/// (`prefers-color-scheme`, emulated), and the page itself, Edit Stack with its buttons, and every sheet (Add a
/// Widget, Edit, the details, Control Center) switch with it and with the page's own Dark switch. In both
/// appearances, at a desktop window and at a 390×844 phone, the page's text keeps WCAG AA contrast (4.5:1),
/// measured from computed colours by ``PageContrast``.
///
/// Needs Debian's `chromium` and `chromium-driver`, as ``BrowserEndToEndTests`` does.
@Suite struct DarkModeBrowserTests {
    @Test(.enabled(if: !BrowserEndToEndTests.skipRequested, "WIDGETRY_SKIP_BROWSER_TESTS=1"), .timeLimit(.minutes(4)))
    func everySheetFollowsTheSchemeAndTextKeepsAAContrastInBoth() async throws {
        if let reason = WebDriver.unavailableReason {
            Issue.record(Comment(rawValue: reason))
            return
        }
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(id: "c1")
        try await harness.addLoaded(id: "c2")
        try await harness.addLoaded(kind: "Ticker", id: "t1")
        try await harness.addLoaded(kind: "Ticker", family: .accessoryRectangular, id: "lock")
        try await harness.host.createStack(id: "home", name: "Home", members: ["c2", "t1"])
        try await HomeScreenBrowserTests.withPage(harness, failureName: "dark-failure") { browser, client, url in
            for scheme in ["light", "dark"] {
                try await browser.emulateColorScheme(scheme)
                try await browser.open(url)
                try await browser.waitUntil(
                    "document.body.dataset.ready === 'true' && document.body.dataset.scheme === '\(scheme)'"
                        + " && document.getElementById('dark-switch').checked === \(scheme == "dark")")
                try await browser.waitUntil("document.querySelectorAll('#home-grid .tile .wgt-widget').length === 3")
                try await Self.expectContrast(browser, "body", "\(scheme) page")
                for sheet in ["gallery", "editor", "inspector", "control-center", "stack-sheet"] {
                    try await Self.open(sheet, browser)
                    try await Self.expectContrast(browser, "#\(sheet)", "\(scheme) \(sheet)")
                    if sheet != "control-center" {
                        // Control Center is dark in both, as on iOS; every other sheet follows the page.
                        let luminance = try await Self.luminance(browser, "#\(sheet)")
                        #expect(
                            scheme == "dark" ? luminance < 0.05 : luminance > 0.8, "\(scheme) \(sheet): \(luminance)")
                    }
                    if sheet == "stack-sheet" {
                        let button = try await Self.luminance(browser, "#stack-sheet .stack-keep")
                        #expect(scheme == "dark" ? button < 0.05 : button > 0.8, "Keep on top button: \(button)")
                        BrowserEndToEndTests.keep(try await browser.screenshot(), name: "stack-sheet-\(scheme)")
                    }
                    try await browser.execute("document.querySelector('#\(sheet) [data-close]').click()")
                    try await browser.waitUntil("!document.getElementById('\(sheet)').open")
                }
                BrowserEndToEndTests.keep(try await browser.screenshot(), name: "page-\(scheme)")
            }
            // The page's own switch turns the sheets light again over a dark system.
            try await browser.execute("document.getElementById('dark-switch').click()")
            try await browser.waitUntil("document.body.dataset.scheme === 'light'")
            try await Self.open("stack-sheet", browser)
            #expect(try await Self.luminance(browser, "#stack-sheet") > 0.8)
            try await browser.execute("document.querySelector('#stack-sheet [data-close]').click()")

            // A phone, in both appearances, with a Live Activity on the island and the Lock Screen.
            try await HomeScreenBrowserTests.start(client, "p1", score: 50)
            try await browser.emulatePhone(width: 390, height: 844)
            for scheme in ["light", "dark"] {
                try await browser.emulateColorScheme(scheme)
                try await browser.open(url)
                try await browser.waitUntil(
                    "document.body.dataset.ready === 'true' && document.body.dataset.scheme === '\(scheme)'"
                        + " && document.querySelector('.activity-banner .wgt-widget')")
                try await Self.expectContrast(browser, "body", "phone \(scheme) page")
                try await browser.execute("document.getElementById('menu-button').click()")
                try await Self.expectContrast(browser, "#toolbar", "phone \(scheme) menu")
            }
        }
    }

    static func open(_ sheet: String, _ browser: WebDriver) async throws {
        switch sheet {
        case "gallery": try await browser.execute("document.getElementById('add-button').click()")
        case "editor":
            try await browser.execute(
                "document.querySelector('.tile[data-id=\"c1\"] [data-tile-action=\"edit\"]').click()")
        case "inspector":
            try await browser.execute(
                "document.querySelector('.tile[data-id=\"c1\"] [data-tile-action=\"inspect\"]').click()")
        case "control-center": try await browser.execute("document.getElementById('control-center-button').click()")
        default:
            try await browser.execute("document.querySelector('.stack[data-stack-id=\"home\"] .stack-edit').click()")
        }
        try await browser.waitUntil("document.getElementById('\(sheet)').open")
        if sheet == "gallery" { try await browser.waitUntil("document.querySelectorAll('.gallery-card').length > 0") }
        if sheet == "editor" {
            try await browser.waitUntil("document.querySelectorAll('#editor-fields .field').length > 0")
        }
        if sheet == "inspector" {
            try await browser.waitUntil("document.querySelectorAll('#inspector-facts dt').length > 0")
        }
    }

    /// The relative luminance of an element's own background colour.
    static func luminance(_ browser: WebDriver, _ selector: String) async throws -> Double {
        let value = try await browser.execute(
            """
            var m = /rgba?\\(([^)]+)\\)/.exec(getComputedStyle(document.querySelector(arguments[0])).backgroundColor);
            var p = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(parseFloat);
            function c(v) { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }
            return 0.2126 * c(p[0]) + 0.7152 * c(p[1]) + 0.0722 * c(p[2]);
            """, [selector])
        return (value as? NSNumber)?.doubleValue ?? .nan
    }

    static func expectContrast(_ browser: WebDriver, _ scope: String, _ name: String) async throws {
        let result = try await browser.execute(PageContrast.script, [scope]) as? [String: Any]
        let failures = result?["failures"] as? [Any] ?? ["no result"]
        let checked = result?["checked"] as? Int ?? 0
        #expect(failures.isEmpty, "\(name): \(failures)")
        #expect(checked > 0, "\(name): no text checked")
        print("contrast \(name): min \(result?["min"] ?? "?") over \(checked) elements")
    }
}
