import Foundation
import HummingbirdTesting
import Testing
import WidgetryKit
@_spi(Testing) import WidgetryServer

/// `systemExtraLarge` is an iPad family, in a real headless Chromium: on an iPhone profile the Add Widget sheet offers
/// a widget's other families and no extra large button or preview; on the iPad profile it offers it, at its size.
///
/// Needs Debian's `chromium` and `chromium-driver`, as ``BrowserEndToEndTests`` does.
@Suite struct DeviceFamilyBrowserTests {
    /// The families the gallery's Markup card offers to add, and the sizes of its previews, as `family:w×h`.
    static let offered = """
        var card = document.querySelector('.gallery-card[data-kind="Markup"]');
        return Array.from(card.querySelectorAll('.gallery-preview')).map(function (f) {
          var image = f.querySelector('img');
          return f.querySelector('button').dataset.addFamily + ':' + image.width + 'x' + image.height;
        }).join(',') + '|' + document.querySelectorAll('#gallery [data-add-family="systemExtraLarge"]').length;
        """

    @Test(
        .enabled(if: !BrowserEndToEndTests.skipRequested, "WIDGETRY_SKIP_BROWSER_TESTS=1"), .timeLimit(.minutes(3)),
        arguments: ["iPhone 390×844", "iPad 1024×1366"])
    func theAddWidgetSheetOffersExtraLargeOnlyOnAnIPad(device: String) async throws {
        if let reason = WebDriver.unavailableReason {
            Issue.record(Comment(rawValue: reason))
            return
        }
        let profile = try #require(DeviceProfile.named(device))
        let harness = try await ServerHarness.make(device: profile)
        try await HomeScreenBrowserTests.withPage(harness, failureName: "device-family-failure") { browser, _, url in
            if profile.screen.width < 500 { try await browser.emulatePhone(width: 390, height: 844) }
            try await browser.open(url)
            try await browser.waitUntil("document.body.dataset.ready === 'true'")
            try await browser.execute("document.getElementById('add-button').click()")
            try await browser.waitUntil(
                "document.getElementById('gallery').open"
                    + " && document.querySelector('.gallery-card[data-kind=\"Markup\"] .gallery-preview')")
            let offered = try await browser.execute(Self.offered) as? String
            if profile.offers(.systemExtraLarge) {
                #expect(offered == "systemSmall:170x170,systemExtraLarge:748x356|1", "\(String(describing: offered))")
            } else {
                #expect(offered == "systemSmall:158x158|0", "\(String(describing: offered))")
            }
            BrowserEndToEndTests.keep(
                try await browser.screenshot(), name: "gallery-\(profile.offers(.systemExtraLarge) ? "ipad" : "iphone")"
            )
        }
    }
}
