import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryPanels
import WidgetryServer

/// TRMNL's device protocol against `serve --dashboard`: setup, approval on the page, display, the screen, logs.
///
/// Every device answer is HTTP 200 with the outcome in the body's `status` (200 for setup, 0 for a screen, 202
/// while waiting for approval, 500 for an unknown device), as the firmware reads them.
@Suite struct PanelDeviceAPITests {
    static let mac = "AA:BB:CC:DD:EE:01"

    static func harness(token: String? = nil) async throws -> ServerHarness {
        let dashboard = Dashboard(
            device: "trmnl-og",
            widgets: [Dashboard.Item(kind: "Ticker", family: "systemSmall", x: 20, y: 20)])
        let panels = PanelConfiguration(dashboards: ["hall": dashboard])
        let harness = try await ServerHarness.make(token: token, panels: panels)
        await harness.clock.runDueWakeUps()
        return harness
    }

    static func deviceHeaders(_ mac: String = mac, key: String? = nil) -> HTTPFields {
        var headers = HTTPFields()
        headers[HTTPField.Name("ID")!] = mac
        if let key { headers[HTTPField.Name("Access-Token")!] = key }
        headers[HTTPField.Name("Battery-Voltage")!] = "4.1"
        headers[HTTPField.Name("FW-Version")!] = "1.6.2"
        headers[HTTPField.Name("RSSI")!] = "-61"
        headers[HTTPField.Name("Width")!] = "800"
        headers[HTTPField.Name("Height")!] = "480"
        return headers
    }

    @Test func setupGivesAKeyAndAFriendlyIdAndNeverTheSameKeyTwice() async throws {
        let harness = try await Self.harness()
        try await harness.test { client in
            let first = try await client.send(.get, "/api/setup", headers: Self.deviceHeaders())
            #expect(first.status == 200)
            #expect(first.json["status"]?.intValue == 200)
            let key = try #require(first.json["api_key"]?.stringValue)
            let id = try #require(first.json["friendly_id"]?.stringValue)
            #expect(id.count == 6 && key.count >= 32)
            // A key is issued once: setting up again gives another key and id, waiting for approval.
            let again = try await client.send(.get, "/api/setup", headers: Self.deviceHeaders())
            #expect(again.json["api_key"]?.stringValue != key && again.json["friendly_id"]?.stringValue != id)
            let old = try await client.send(.get, "/api/display", headers: Self.deviceHeaders(key: key))
            #expect(old.json["status"]?.intValue == 500, "an unapproved device's first key is gone")
        }
    }

    @Test func setupWithoutAMACAnswersInTheBodyNotWithA404() async throws {
        let harness = try await Self.harness()
        try await harness.test { client in
            let reply = try await client.send(.get, "/api/setup", headers: Self.deviceHeaders("not-a-mac"))
            #expect(reply.status == 200)
            #expect(reply.json["status"]?.intValue == 400)
        }
    }

    @Test func aDeviceWaitsWithStatus202UntilApprovedThenGetsItsScreen() async throws {
        let harness = try await Self.harness()
        try await harness.test { client in
            let setup = try await client.send(.get, "/api/setup", headers: Self.deviceHeaders())
            let key = try #require(setup.json["api_key"]?.stringValue)
            let id = try #require(setup.json["friendly_id"]?.stringValue)
            let waiting = try await client.send(.get, "/api/display", headers: Self.deviceHeaders(key: key))
            #expect(waiting.status == 200 && waiting.json["status"]?.intValue == 202)
            #expect(waiting.json["image_url"] == nil)

            let listing = try await client.send(.get, "/api/panels")
            #expect(listing.json["devices"]?[0]?["id"]?.stringValue == id)
            #expect(listing.json["devices"]?[0]?["approved"]?.boolValue == false)
            #expect(listing.json["devices"]?[0]?["batteryVoltage"]?.doubleValue == 4.1)
            #expect(listing.json["dashboards"]?[0]?["name"]?.stringValue == "hall")

            let approved = try await client.send(
                .post, "/api/panels/devices/\(id)/approve", body: #"{"dashboard": "hall"}"#)
            #expect(approved.status == 200, "\(approved.text)")

            let shown = try await client.send(.get, "/api/display", headers: Self.deviceHeaders(key: key))
            #expect(shown.json["status"]?.intValue == 0, "\(shown.text)")
            let url = try #require(shown.json["image_url"]?.stringValue)
            let filename = try #require(shown.json["filename"]?.stringValue)
            #expect(url.hasSuffix("/api/panels/screens/\(filename)") && filename.hasSuffix(".bmp"))
            // The ticker's next entry is a minute away: the device sleeps exactly that long.
            #expect(shown.json["refresh_rate"]?.intValue == 60)

            let path = try #require(URL(string: url)?.path)
            let screen = try await client.send(.get, path)
            #expect(screen.status == 200)
            #expect(screen.headers[.contentType] == "image/bmp")
            #expect(Array(screen.body.prefix(2)) == Array("BM".utf8))
            #expect(screen.body.count == 62 + 100 * 480, "an 800×480 1-bit bitmap")

            let unchanged = try await client.send(.get, "/api/display", headers: Self.deviceHeaders(key: key))
            #expect(unchanged.json["filename"]?.stringValue == filename, "the same screen keeps its name")
        }
    }

    @Test func theNextEntryChangesTheScreensName() async throws {
        let harness = try await Self.harness()
        let (key, first) = try await harness.test { client -> (String, String) in
            let setup = try await client.send(.get, "/api/setup", headers: Self.deviceHeaders())
            let key = try #require(setup.json["api_key"]?.stringValue)
            let id = try #require(setup.json["friendly_id"]?.stringValue)
            _ = try await client.send(.post, "/api/panels/devices/\(id)/approve", body: "{}")
            let shown = try await client.send(.get, "/api/display", headers: Self.deviceHeaders(key: key))
            return (key, try #require(shown.json["filename"]?.stringValue))
        }
        await harness.clock.advance(by: 60)
        await harness.clock.runDueWakeUps()
        try await harness.test { client in
            let shown = try await client.send(.get, "/api/display", headers: Self.deviceHeaders(key: key))
            let second = try #require(shown.json["filename"]?.stringValue)
            #expect(second != first)
        }
    }

    @Test func aWrongKeyIsAnUnknownDevice() async throws {
        let harness = try await Self.harness()
        try await harness.test { client in
            _ = try await client.send(.get, "/api/setup", headers: Self.deviceHeaders())
            let reply = try await client.send(.get, "/api/display", headers: Self.deviceHeaders(key: "wrong"))
            #expect(reply.status == 200 && reply.json["status"]?.intValue == 500)
        }
    }

    @Test func logsAreKeptPerDevice() async throws {
        let harness = try await Self.harness()
        try await harness.test { client in
            let setup = try await client.send(.get, "/api/setup", headers: Self.deviceHeaders())
            let key = try #require(setup.json["api_key"]?.stringValue)
            let posted = try await client.send(
                .post, "/api/log", body: #"{"log": {"logs_array": [{"message": "wifi weak"}, "rebooted"]}}"#,
                headers: Self.deviceHeaders(key: key))
            #expect(posted.status == 200 && posted.json["status"]?.intValue == 200)
            let listing = try await client.send(.get, "/api/panels")
            let logs = listing.json["devices"]?[0]?["logs"]?.arrayValue?.compactMap(\.stringValue) ?? []
            #expect(logs == [#"{"message":"wifi weak"}"#, "rebooted"])
        }
    }

    @Test func devicesNeedNoServerTokenButThePageRoutesDo() async throws {
        let harness = try await Self.harness(token: "secret-token-1234")
        try await harness.test { client in
            let setup = try await client.send(.get, "/api/setup", headers: Self.deviceHeaders())
            #expect(setup.json["status"]?.intValue == 200)
            let listing = try await client.send(.get, "/api/panels")
            #expect(listing.status == 401)
        }
    }

    @Test func approvingForAnUnknownDashboardNamesTheField() async throws {
        let harness = try await Self.harness()
        try await harness.test { client in
            let setup = try await client.send(.get, "/api/setup", headers: Self.deviceHeaders())
            let id = try #require(setup.json["friendly_id"]?.stringValue)
            let reply = try await client.send(
                .post, "/api/panels/devices/\(id)/approve", body: #"{"dashboard": "kitchen"}"#)
            #expect(reply.status == 400 && reply.errorField == "dashboard")
        }
    }
}

extension PanelDeviceAPITests {
    @Test func aDashboardWidgetTheBundleLacksNamesTheDashboardAndTheWidget() async throws {
        let dashboard = Dashboard(
            device: "trmnl-og", widgets: [Dashboard.Item(kind: "Nope", family: "systemSmall", x: 0, y: 0)])
        let panels = PanelConfiguration(dashboards: ["hall": dashboard])
        do {
            _ = try await ServerHarness.make(panels: panels)
            Issue.record("a dashboard with an unknown kind must not start")
        } catch let error as WidgetServerError {
            #expect(error.message.hasPrefix("Dashboard 'hall', widget 0 ('Nope'): Unknown widget kind 'Nope'."))
        }
    }
}
