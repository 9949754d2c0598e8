import Foundation
import HummingbirdTesting
import Testing
import WidgetryHost
@_spi(Testing) import WidgetryServer

/// The live half of the page in a real headless Chromium: a Live Activity changed by APNs-format pushes shows on
/// the Dynamic Island and the Lock Screen, expands, alerts, goes stale and is dismissed; a control flips in Control
/// Center. Time moves on the harness's manual clock; the test waits only for the page to show what happened.
///
/// Needs Debian's `chromium` and `chromium-driver`, as ``BrowserEndToEndTests`` does.
@Suite struct LiveBrowserTests {
    @Test(.enabled(if: !BrowserEndToEndTests.skipRequested, "WIDGETRY_SKIP_BROWSER_TESTS=1"), .timeLimit(.minutes(3)))
    func pushedActivityShowsOnTheIslandAndLockScreenAndAControlFlipsInControlCenter() async throws {
        if let reason = WebDriver.unavailableReason {
            Issue.record(Comment(rawValue: reason))
            return
        }
        let harness = try await ServerHarness.make()
        Lamp.isOn.withLock { $0 = false }
        try await harness.test(.live) { client in
            let port = try #require(client.port)
            defer { harness.server.closeEventStreams() }
            try await WebDriver.session(keepingOnFailure: "live-failure") { browser in
                try await Self.run(browser, client: client, harness: harness, url: "http://localhost:\(port)/")
            }
        }
        #expect(Lamp.isOn.withLock { $0 }, "the toggle's SetValueIntent ran with the new value")
    }

    static func island(_ property: String) -> String {
        "document.getElementById('island').\(property)"
    }

    static func push(_ client: some TestClientProtocol, _ token: String, _ body: String) async throws {
        let reply = try await client.send(
            .post, "/3/device/\(token)", body: body, headers: APNsPushTests.headers())
        #expect(reply.status == 200, "\(reply.text)")
    }

    static func run(
        _ browser: WebDriver, client: some TestClientProtocol, harness: ServerHarness, url: String
    ) async throws {
        try await browser.setTimeouts(implicit: 30000, script: 60000)
        try await browser.open(url)
        try await browser.waitUntil("document.body.dataset.ready === 'true'")
        await harness.server.waitForEventSubscribers(1)
        #expect(try await browser.execute("return \(island("dataset.state"))") as? String == "idle")
        let now = Int(harness.clock.now.timeIntervalSince1970)

        // Started by a push to the type's push-to-start token, then changed only by pushes to the token it got:
        // compact on the island, a banner on the Lock Screen.
        let tokens = try await client.send(.get, "/api/push-tokens")
        let startToken = try #require(tokens.json["pushToStart"]?[0]?["token"]?.stringValue)
        try await push(client, startToken, APNsPushTests.start(stops: 5, at: now))
        let started = try #require(try await client.send(.get, "/api/activities").json[0])
        let id = try #require(started["id"]?.stringValue)
        let token = try #require(started["pushToken"]?.stringValue)
        let banner = "document.querySelector('.activity-banner[data-activity=\"\(id)\"]')"
        try await browser.waitUntil(
            "\(island("dataset.state")) === 'compact' && \(island("dataset.activity")) === '\(id)'"
                + " && \(island("textContent")).indexOf('5') >= 0")
        try await browser.waitUntil("\(banner) && \(banner).textContent.indexOf('Bring: 5 stops away') >= 0")
        try await push(client, token, APNsPushTests.update(3, at: now + 10))
        try await browser.waitUntil("\(banner).textContent.indexOf('Bring: 3 stops away') >= 0")

        // A click expands the island (the expanded center region shows the carrier); another collapses it.
        try await browser.execute("document.getElementById('island').click()")
        try await browser.waitUntil(
            "\(island("dataset.expanded")) === 'true' && \(island("textContent")).indexOf('Bring') >= 0")
        BrowserEndToEndTests.keep(try await browser.screenshot(), name: "island-expanded")
        // A tap on the expanded island's content opens the activity's widgetURL, listed under Opened URLs.
        try await browser.execute("document.querySelector('#island .wgt-hit').click()")
        try await browser.waitUntil("document.getElementById('url-log').textContent.indexOf('testapp://parcel') >= 0")
        #expect(try await browser.execute("return \(island("dataset.expanded"))") as? String == "true")
        try await browser.execute("document.getElementById('island').click()")
        try await browser.waitUntil("\(island("dataset.state")) === 'compact'")

        // An alert shows its title and body and expands the island.
        try await push(
            client, token,
            APNsPushTests.update(2, at: now + 20, extra: #","alert":{"title":"Nearly there","body":"2 stops"}"#))
        try await browser.waitUntil(
            "!document.getElementById('activity-alert').hidden"
                + " && document.getElementById('activity-alert').textContent.indexOf('Nearly there') >= 0"
                + " && \(island("dataset.expanded")) === 'true'")

        // Past its stale date the banner is marked stale: the server settles activities on its clock.
        try await push(client, token, APNsPushTests.update(1, at: now + 30, extra: #","stale-date":\#(now + 60)"#))
        try await browser.waitUntil("\(banner).textContent.indexOf('Bring: 1 stops away') >= 0")
        #expect(try await browser.execute("return \(banner).dataset.stale") as? String == "false")
        await harness.clock.advance(by: 120)
        _ = harness.activities.advance(to: harness.clock.now)
        try await browser.waitUntil("\(banner).dataset.stale === 'true'")
        BrowserEndToEndTests.keep(try await browser.screenshot(), name: "lock-screen-stale")

        // Ended, it leaves the island and stays on the Lock Screen until its dismissal date.
        let later = Int(harness.clock.now.timeIntervalSince1970)
        try await push(
            client, token,
            #"{"aps":{"timestamp":\#(later + 1),"event":"end","content-state":{"stopsAway":0},"#
                + #""dismissal-date":\#(later + 60)}}"#)
        try await browser.waitUntil(
            "\(banner).dataset.state === 'ended' && \(island("dataset.state")) === 'idle'")
        await harness.clock.advance(by: 120)
        _ = harness.activities.advance(to: harness.clock.now)
        try await browser.waitUntil("\(banner) === null")

        // Control Center: the lamp, added over HTTP, flips when tapped and shows its new state.
        let added = try await client.send(.post, "/api/controls", body: #"{"kind":"Lamp","id":"lamp"}"#)
        #expect(added.status == 201)
        try await browser.execute("document.getElementById('control-center-button').click()")
        let lamp = #"document.querySelector('.control-tile[data-control="lamp"]')"#
        try await browser.waitUntil("\(lamp) && \(lamp).dataset.on === 'false' && \(lamp).querySelector('.wgt-widget')")
        let off = try await browser.execute("return \(lamp).textContent") as? String ?? ""
        #expect(off.contains("Lamp") && off.contains("Off"), "\(off)")
        try await browser.execute("\(lamp).querySelector('.control-tap').click()")
        try await browser.waitUntil(
            "\(lamp).dataset.on === 'true' && \(lamp).textContent.indexOf('On') >= 0 && !\(lamp).dataset.pending")
        BrowserEndToEndTests.keep(try await browser.screenshot(), name: "control-center")

        // A control people configure: its form comes from its ControlConfigurationIntent.
        #expect(
            try await client.send(.post, "/api/controls", body: #"{"kind":"Thermostat","id":"therm"}"#).status == 201)
        let thermostat = #"document.querySelector('.control-tile[data-control="therm"]')"#
        try await browser.waitUntil("\(thermostat) && \(thermostat).textContent.indexOf('Heat Kitchen') >= 0")
        try await browser.execute("\(thermostat).querySelector('.control-edit').click()")
        let room = try await browser.element(#"#editor-fields input[name="room"]"#)
        try await browser.clear(room)
        try await browser.type("Attic", into: room)
        try await browser.click(try await browser.element("#editor-save"))
        try await browser.waitUntil("\(thermostat).textContent.indexOf('Heat Attic') >= 0")
    }
}
