import Crypto
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryPanels
import WidgetrySQLite
@_spi(Testing) import WidgetryServer

/// TRMNL's device routes against a careless device and an attacker: reported values out of range, a second setup for
/// a known MAC, screen names, bad approvals and logs, a claimed `Host`; devices kept in the store.
@Suite struct PanelDeviceHardeningTests {
    static let other = "AA:BB:CC:DD:EE:02"

    /// A temporary SQLite store, removed when `body` returns.
    static func withStore<T>(_ body: (SQLiteWidgetStore, String) async throws -> T) async throws -> T {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("panels-\(UUID()).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let store = try SQLiteWidgetStore(path: path)
        return try await body(store, path)
    }

    static func harness(store: (any ServingWidgetStore)?, baseURL: URL? = nil) async throws -> ServerHarness {
        let dashboard = Dashboard(
            device: "trmnl-og", widgets: [Dashboard.Item(kind: "Ticker", family: "systemSmall", x: 20, y: 20)])
        let panels = PanelConfiguration(dashboards: ["hall": dashboard], store: store, baseURL: baseURL)
        let harness = try await ServerHarness.make(panels: panels)
        await harness.clock.runDueWakeUps()
        return harness
    }

    /// Sets a device up and approves it; its key and friendly id.
    static func approvedDevice(_ client: some TestClientProtocol, mac: String = PanelDeviceAPITests.mac)
        async throws -> (key: String, id: String)
    {
        let setup = try await client.send(.get, "/api/setup", headers: PanelDeviceAPITests.deviceHeaders(mac))
        let key = try #require(setup.json["api_key"]?.stringValue)
        let id = try #require(setup.json["friendly_id"]?.stringValue)
        let approved = try await client.send(.post, "/api/panels/devices/\(id)/approve", body: "{}")
        #expect(approved.status == 200, "\(approved.text)")
        return (key, id)
    }

    @Test func reportedValuesOutOfRangeAreDroppedAndBreakNoOtherDevice() async throws {
        try await Self.withStore { store, path in
            let harness = try await Self.harness(store: store)
            try await harness.test { client in
                let (key, _) = try await Self.approvedDevice(client)
                var answers: [Reply] = []
                for voltage in ["NaN", "inf", "-inf", "1e309", "99", "-1", ""] {
                    var headers = PanelDeviceAPITests.deviceHeaders(key: key)
                    headers[HTTPField.Name("Battery-Voltage")!] = voltage
                    headers[HTTPField.Name("RSSI")!] = "99999999999999999999"
                    headers[HTTPField.Name("Width")!] = "-800"
                    headers[HTTPField.Name("FW-Version")!] = String(repeating: "x", count: 500)
                    let shown = try await client.send(.get, "/api/display", headers: headers)
                    #expect(shown.status == 200 && shown.json["status"]?.intValue == 0, "\(voltage): \(shown.text)")
                    answers.append(shown)
                }
                // Another device sets up, is approved and shown, as if the first had never misbehaved.
                let (otherKey, _) = try await Self.approvedDevice(client, mac: Self.other)
                let shown = try await client.send(
                    .get, "/api/display", headers: PanelDeviceAPITests.deviceHeaders(Self.other, key: otherKey))
                #expect(shown.json["status"]?.intValue == 0, "\(shown.text)")
                answers.append(shown)
                let listing = try await client.send(.get, "/api/panels")
                answers.append(listing)
                let first = listing.json["devices"]?.arrayValue?.first { $0["batteryVoltage"] != nil }
                #expect(first?["batteryVoltage"]?.doubleValue == 4.1, "the last good reading stays")
                #expect(first?["rssi"]?.intValue == -61 && first?["width"]?.intValue == 800)
                #expect(first?["firmware"]?.stringValue == "1.6.2")
                for answer in answers { #expect(!answer.text.contains(path), "no server path in an answer") }
            }
        }
    }

    /// On SQLite, and on PostgreSQL when `WIDGETRY_TEST_POSTGRES` names a server (scripts/test.sh and CI set it).
    @Test(arguments: EventFanOutTests.LogStore.available)
    func approvedDevicesAreKeptInTheStoreAcrossARestart(store kind: EventFanOutTests.LogStore) async throws {
        let database = try await kind.makeDatabase()
        defer { kind.remove(database) }
        let store = try await kind.open(database)
        let key = try await Self.harness(store: store).test { client in try await Self.approvedDevice(client).key }
        #expect(try await store.facts(prefix: "panelDevice:", action: "test").count == 1)
        // A row that does not decode hides no other device.
        try await store.saveFact("{not json", key: "panelDevice:AA:BB:CC:DD:EE:99", action: "test")
        let reopened = try await kind.open(database)
        try await Self.harness(store: reopened).test { client in
            let shown = try await client.send(
                .get, "/api/display", headers: PanelDeviceAPITests.deviceHeaders(key: key))
            #expect(shown.json["status"]?.intValue == 0, "\(shown.text)")
        }
        try await store.close()
        try await reopened.close()
    }

    @Test func aSecondSetupNeverGivesTheKeyAndReplacesItOnlyOnceApproved() async throws {
        let harness = try await Self.harness(store: nil)
        try await harness.test { client in
            let (key, id) = try await Self.approvedDevice(client)
            // Anyone can send a device's MAC: the answer is a new key and id, which do nothing until approved.
            let again = try await client.send(.get, "/api/setup", headers: PanelDeviceAPITests.deviceHeaders())
            let newKey = try #require(again.json["api_key"]?.stringValue)
            let newID = try #require(again.json["friendly_id"]?.stringValue)
            #expect(newKey != key && newID != id)
            #expect(!again.text.contains(key) && !again.text.contains("Welcome back"))
            #expect(again.json["message"]?.stringValue?.contains("replace this device's key") == true)
            let old = try await client.send(.get, "/api/display", headers: PanelDeviceAPITests.deviceHeaders(key: key))
            #expect(old.json["status"]?.intValue == 0, "the device keeps working on its key meanwhile")
            let waiting = try await client.send(
                .get, "/api/display", headers: PanelDeviceAPITests.deviceHeaders(key: newKey))
            #expect(waiting.json["status"]?.intValue == 202 && waiting.json["image_url"] == nil)
            #expect(waiting.json["message"]?.stringValue?.contains(newID) == true)

            let listing = try await client.send(.get, "/api/panels")
            let request = listing.json["devices"]?.arrayValue?.first { $0["id"]?.stringValue == newID }
            #expect(request?["replaces"]?.stringValue == id && request?["approved"]?.boolValue == false)

            let approved = try await client.send(.post, "/api/panels/devices/\(newID)/approve", body: "{}")
            #expect(approved.status == 200, "\(approved.text)")
            let replaced = try await client.send(
                .get, "/api/display", headers: PanelDeviceAPITests.deviceHeaders(key: newKey))
            #expect(replaced.json["status"]?.intValue == 0)
            let retired = try await client.send(
                .get, "/api/display", headers: PanelDeviceAPITests.deviceHeaders(key: key))
            #expect(retired.json["status"]?.intValue == 500, "the old key is replaced")
        }
    }

    @Test func screensAreNamedSoNoOneCanWorkTheNameOut() async throws {
        let harness = try await Self.harness(store: nil)
        try await harness.test { client in
            let (key, _) = try await Self.approvedDevice(client)
            let shown = try await client.send(
                .get, "/api/display", headers: PanelDeviceAPITests.deviceHeaders(key: key))
            let filename = try #require(shown.json["filename"]?.stringValue)
            let name = String(filename.dropLast(4))
            #expect(name.count == 64 && name.allSatisfy(\.isHexDigit), "256 bits")
            let screen = try await client.send(.get, "/api/panels/screens/\(filename)")
            #expect(screen.status == 200)
            let hash = SHA256.hash(data: screen.body).map { String(format: "%02x", $0) }.joined()
            #expect(name != hash, "not the hash of what anyone can render")
            #expect(try await client.send(.get, "/api/panels/screens/\(hash).bmp").status == 404)
        }
    }

    @Test func approvalsWithADashboardThatIsNotANameAreRefused() async throws {
        let harness = try await Self.harness(store: nil)
        try await harness.test { client in
            let setup = try await client.send(.get, "/api/setup", headers: PanelDeviceAPITests.deviceHeaders())
            let id = try #require(setup.json["friendly_id"]?.stringValue)
            for body in [#"{"dashboard": 5}"#, #"{"dashboard": ["hall"]}"#, #"{"dashboard": true}"#] {
                let reply = try await client.send(.post, "/api/panels/devices/\(id)/approve", body: body)
                #expect(reply.status == 400 && reply.errorField == "dashboard", "\(body): \(reply.text)")
            }
            let array = try await client.send(.post, "/api/panels/devices/\(id)/approve", body: "[1]")
            #expect(array.status == 400 && array.errorField == "body")
            let listing = try await client.send(.get, "/api/panels")
            #expect(listing.json["devices"]?[0]?["approved"]?.boolValue == false, "nothing was approved")
        }
    }

    @Test func badLogsAreAnsweredWith200AsTheFirmwareExpects() async throws {
        let harness = try await Self.harness(store: nil)
        try await harness.test { client in
            let (key, _) = try await Self.approvedDevice(client)
            for body in ["{not json", #"{"log": 5}"#, "[]"] {
                let reply = try await client.send(
                    .post, "/api/log", body: body, headers: PanelDeviceAPITests.deviceHeaders(key: key))
                #expect(reply.status == 200 && reply.json["status"]?.intValue == 400, "\(body): \(reply.text)")
            }
            let good = try await client.send(
                .post, "/api/log", body: #"{"log": {"logs_array": ["ok"]}}"#,
                headers: PanelDeviceAPITests.deviceHeaders(key: key))
            #expect(good.status == 200 && good.json["status"]?.intValue == 200)
        }
    }

    @Test func aClaimedHostIsNeverReflectedIntoTheImageURL() async throws {
        let configured = PanelConfiguration(dashboards: [:])
        #expect(configured.imageBase(authority: "evil.example", forwardedProto: nil, allowedHosts: []) == nil)
        #expect(configured.imageBase(authority: "127.evil.example:80", forwardedProto: nil, allowedHosts: []) == nil)
        #expect(
            configured.imageBase(authority: "192.168.1.20:2300", forwardedProto: nil, allowedHosts: [])
                == "http://192.168.1.20:2300")
        #expect(
            configured.imageBase(authority: "Panels.Home:80", forwardedProto: "https", allowedHosts: ["panels.home"])
                == "https://panels.home:80")
        let based = PanelConfiguration(dashboards: [:], baseURL: URL(string: "http://10.0.0.5:8080/")!)
        #expect(
            based.imageBase(authority: "evil.example", forwardedProto: nil, allowedHosts: []) == "http://10.0.0.5:8080")

        let harness = try await Self.harness(store: nil, baseURL: URL(string: "http://10.0.0.5:8080")!)
        try await harness.test { client in
            let (key, _) = try await Self.approvedDevice(client)
            let shown = try await client.send(
                .get, "/api/display", headers: PanelDeviceAPITests.deviceHeaders(key: key))
            #expect(shown.json["image_url"]?.stringValue?.hasPrefix("http://10.0.0.5:8080/api/panels/screens/") == true)
        }
    }
}
