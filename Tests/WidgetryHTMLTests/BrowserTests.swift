import Foundation
import Testing
import WidgetryCairo
import WidgetryDisplayList
import WidgetryHTML
import WidgetryRendering

/// Looks at the HTML in headless Chromium: its screenshot against Cairo's PNG, and the timer script against
/// `DynamicDateFormatter`. Skipped, with a message, where Chromium is not installed (`apt-get install chromium`).
///
/// Tolerance: both images are blurred 3×3 (forgiving the half-pixel differences of two anti-aliasers); a pixel
/// matches when each channel differs by at most ``channelTolerance`` of 255, and the images match when at most
/// ``mismatchFraction`` of pixels do not. On a run the screenshot, Cairo's PNG and the document are written to
/// `$TMPDIR/widgetry-html-visual-<case>/`.
@Suite struct BrowserTests {
    /// After a 3×3 blur, a pixel matches when each channel differs by at most this much out of 255.
    static let channelTolerance = 40
    /// The images match when at most this fraction of pixels do not.
    static let mismatchFraction = 0.04

    static let cases: [(String, @Sendable () -> DisplayList)] = [
        ("weather", HTMLFixtures.weatherWidget), ("shapes", HTMLFixtures.shapesAndGradients),
        ("text", HTMLFixtures.textStyles),
    ]

    @Test(.enabled(if: Chromium.executable != nil, Comment(rawValue: Chromium.skipMessage)), arguments: cases.map(\.0))
    func screenshotMatchesCairoPNG(name: String) throws {
        let list = Self.cases.first { $0.0 == name }!.1()
        let options = HTMLFixtures.options { $0.backdrop = .white }
        var painter = HTMLFixtures.painter(.document)
        painter.fonts = .installed
        // Timers would format the browser's clock; the screenshot shows the server's string, as Cairo's PNG does.
        let html = try painter.paint(list, options: options).replacingOccurrences(
            of: "<script>\n", with: "<script>window.WidgetryTimers = {};\n")
        let width = Int(list.size.width)
        let height = Int(list.size.height)
        let shot = try Chromium.screenshot(of: html, width: width, height: height)
        let png = try CairoPainter(format: .png).paint(list, options: options)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-html-visual-\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try shot.write(to: folder.appendingPathComponent("chromium.png"))
        try png.write(to: folder.appendingPathComponent("cairo.png"))
        try Data(html.utf8).write(to: folder.appendingPathComponent("widget.html"))
        let fraction = try RGBAImage(png: shot).mismatch(with: RGBAImage(png: png), tolerance: Self.channelTolerance)
        #expect(
            fraction <= Self.mismatchFraction,
            "Chromium's screenshot differs from Cairo's PNG in \(fraction * 100)% of pixels; see '\(folder.path)'.")
    }
}

extension BrowserTests {
    /// Formats every live date with the page's script for the render time, in English and German.
    @Test(
        .enabled(if: Chromium.executable != nil, Comment(rawValue: Chromium.skipMessage)),
        arguments: ["en_US", "de_DE"])
    func timerScriptFormatsAsDynamicDateFormatter(locale identifier: String) throws {
        let locale = Locale(identifier: identifier)
        let options = HTMLFixtures.options { $0.locale = locale }
        let html = try HTMLFixtures.painter(.document).paint(HTMLFixtures.liveDatesList(), options: options)
        let probe = """
            <script>
            document.querySelectorAll(".wgt-date").forEach(function (span) {
              span.setAttribute("data-js", WidgetryTimers.format(span, \(Int(HTMLFixtures.now.timeIntervalSince1970 * 1000))));
            });
            </script>
            </body>
            """
        let dom = try Chromium.dumpDOM(of: html.replacingOccurrences(of: "</body>", with: probe))
        let formatted = try Regex(#"data-js="([^"]*)""#).wrappers(in: dom)
        try #require(formatted.count == HTMLFixtures.liveDates.count, "The page formatted \(formatted.count) dates.")
        for (date, browser) in zip(HTMLFixtures.liveDates, formatted) {
            let swift = DynamicDateFormatter.string(
                for: date, now: HTMLFixtures.now, locale: locale, timeZone: HTMLFixtures.utc)
            let normalized = { (s: String) in s.replacingOccurrences(of: "\u{202F}", with: " ") }
            #expect(normalized(browser) == normalized(swift), "\(date) in \(identifier)")
        }
    }
}

extension BrowserTests {
    /// Clicks every hit region of the weather widget and reads the `widgetry:action` events the page saw.
    @Test(.enabled(if: Chromium.executable != nil, Comment(rawValue: Chromium.skipMessage)))
    func hitRegionsDispatchWidgetryActions() throws {
        let html = try HTMLFixtures.painter(.document).paint(
            HTMLFixtures.weatherWidget(), options: HTMLFixtures.options())
        let probe = """
            <script>
            var seen = [];
            document.addEventListener("widgetry:action", function (event) {
              var d = event.detail;
              seen.push([d.type, d.url || d.intent, JSON.stringify(d.parameters || null), d.widget ? "widget" : "none"].join("|"));
            });
            document.querySelectorAll(".wgt-hit").forEach(function (element) { element.click(); });
            document.body.setAttribute("data-seen", seen.join(";"));
            </script>
            </body>
            """
        let dom = try Chromium.dumpDOM(of: html.replacingOccurrences(of: "</body>", with: probe))
        let seen = try Regex(#"data-seen="([^"]*)""#).wrappers(in: dom)
        #expect(
            seen == [
                "openURL|weather://cupertino|null|widget;button|RefreshWeatherIntent|{\"city\":\"Cupertino\"}|widget"
            ])
    }
}

extension Regex<(Substring, Substring)> {
    /// The first capture of every match, HTML entities for `&`, `<`, `>` and quotes decoded.
    func wrappers(in string: String) -> [String] {
        string.matches(of: self).map {
            String($0.output.1).replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        }
    }
}
