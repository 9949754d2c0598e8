import Crypto
import Foundation

/// The e-ink devices that poll the server with TRMNL's "bring your own server" protocol, kept in a JSON file.
///
/// A device introduces itself with its MAC address (`GET /api/setup`): it gets an API key and a six-character
/// friendly id at once, and waits — its screen shows the friendly id — until someone approves it on the page
/// and picks its dashboard. Each poll (`GET /api/display`) records when it last called, its battery voltage,
/// firmware, signal and panel size; `POST /api/log` keeps its last log lines. Every change is written to the
/// file (atomically) before it is answered, so an approval or a key survives a restart.
actor PanelDeviceRegistry {
    /// One device.
    struct Device: Codable, Sendable, Equatable {
        var mac: String
        var friendlyID: String
        var apiKey: String
        var approved: Bool
        var dashboard: String?
        var registered: Date
        var lastSeen: Date?
        var batteryVoltage: Double?
        var firmware: String?
        var rssi: Int?
        var width: Int?
        var height: Int?
        var refreshRate: Int?
        var filename: String?
        var imageURL: String?
        var logs: [String] = []
    }

    /// Devices that may wait for approval at once; the oldest waiting one is forgotten beyond this, so
    /// invented MACs cannot fill the file.
    static let pendingLimit = 16
    /// Log lines kept per device.
    static let logLimit = 50

    private var devices: [String: Device] = [:]
    private let file: URL?

    /// Opens the registry, reading the file when it exists.
    ///
    /// - throws: ``WidgetServerError`` when the file exists but is not the registry's JSON.
    init(file: URL?) throws {
        self.file = file
        if let file, let data = try? Data(contentsOf: file) {
            do {
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                let list = try decoder.decode([Device].self, from: data)
                devices = Dictionary(list.map { ($0.mac, $0) }, uniquingKeysWith: { first, _ in first })
            } catch {
                throw WidgetServerError(
                    statusCode: 500, code: "badPanelDevices",
                    message:
                        "The panel device file '\(file.path)' is not valid: \(error). Move it aside to start afresh.")
            }
        }
    }

    /// Whether a header value is a MAC address (six pairs of hex digits separated by colons).
    static func isMAC(_ value: String) -> Bool {
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        return parts.count == 6 && parts.allSatisfy { $0.count == 2 && $0.allSatisfy(\.isHexDigit) }
    }

    /// The device with a MAC, registering it (unapproved, with a new key and friendly id) when it is new.
    func setup(mac: String, now: Date) throws -> Device {
        let mac = mac.uppercased()
        if var known = devices[mac] {
            known.lastSeen = now
            devices[mac] = known
            try save()
            return known
        }
        let pending = devices.values.filter { !$0.approved }.sorted { $0.registered < $1.registered }
        if pending.count >= Self.pendingLimit, let oldest = pending.first { devices[oldest.mac] = nil }
        var friendlyID = Self.friendlyID()
        while devices.values.contains(where: { $0.friendlyID == friendlyID }) { friendlyID = Self.friendlyID() }
        let device = Device(
            mac: mac, friendlyID: friendlyID, apiKey: Self.apiKey(), approved: false, dashboard: nil, registered: now,
            lastSeen: now)
        devices[mac] = device
        try save()
        return device
    }

    /// The device a MAC and key belong to, or `nil` when either is wrong (compared in constant time).
    func authenticated(mac: String, apiKey: String) -> Device? {
        guard let device = devices[mac.uppercased()] else { return nil }
        let given = Array(apiKey.utf8)
        let expected = Array(device.apiKey.utf8)
        guard given.count == expected.count else { return nil }
        return zip(given, expected).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0 ? device : nil
    }

    /// Records a poll's headers and answer.
    func recordPoll(
        mac: String, now: Date, battery: Double?, firmware: String?, rssi: Int?, width: Int?, height: Int?,
        refreshRate: Int?, filename: String?, imageURL: String?
    ) throws {
        guard var device = devices[mac.uppercased()] else { return }
        device.lastSeen = now
        device.batteryVoltage = battery ?? device.batteryVoltage
        device.firmware = firmware ?? device.firmware
        device.rssi = rssi ?? device.rssi
        device.width = width ?? device.width
        device.height = height ?? device.height
        if let refreshRate { device.refreshRate = refreshRate }
        if let filename { device.filename = filename }
        if let imageURL { device.imageURL = imageURL }
        devices[device.mac] = device
        try save()
    }

    /// Keeps a device's log lines (the newest ``logLimit``).
    func appendLogs(mac: String, _ lines: [String]) throws {
        guard var device = devices[mac.uppercased()], !lines.isEmpty else { return }
        device.logs = Array((device.logs + lines).suffix(Self.logLimit))
        devices[device.mac] = device
        try save()
    }

    /// Approves a device by friendly id for a dashboard.
    ///
    /// - throws: ``WidgetServerError`` (404) for an unknown id.
    func approve(friendlyID: String, dashboard: String) throws -> Device {
        guard var device = devices.values.first(where: { $0.friendlyID == friendlyID.uppercased() }) else {
            throw WidgetServerError.notFound(
                "No panel device has the friendly id '\(friendlyID)'.", code: "unknownDevice")
        }
        device.approved = true
        device.dashboard = dashboard
        devices[device.mac] = device
        try save()
        return device
    }

    /// Forgets a device: it must set up again and be approved again.
    ///
    /// - throws: ``WidgetServerError`` (404) for an unknown id.
    func remove(friendlyID: String) throws {
        guard let device = devices.values.first(where: { $0.friendlyID == friendlyID.uppercased() }) else {
            throw WidgetServerError.notFound(
                "No panel device has the friendly id '\(friendlyID)'.", code: "unknownDevice")
        }
        devices[device.mac] = nil
        try save()
    }

    /// Every device, approved first, then by friendly id.
    func all() -> [Device] {
        devices.values.sorted { ($0.approved ? 0 : 1, $0.friendlyID) < ($1.approved ? 0 : 1, $1.friendlyID) }
    }

    private func save() throws {
        guard let file else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        encoder.dateEncodingStrategy = .iso8601
        do {
            try encoder.encode(all()).write(to: file, options: [.atomic])
        } catch {
            throw WidgetServerError(
                statusCode: 500, code: "panelDevicesNotSaved",
                message: "Could not save the panel devices to '\(file.path)': \(error.localizedDescription)")
        }
    }

    /// Six characters from an alphabet without look-alikes (no 0/O, 1/I/L), as a person reads them off a panel.
    private static func friendlyID() -> String {
        let alphabet = Array("23456789ABCDEFGHJKMNPQRSTUVWXYZ")
        var generator = SystemRandomNumberGenerator()
        return String((0..<6).map { _ in alphabet[Int(generator.next(upperBound: UInt(alphabet.count)))] })
    }

    /// 24 random bytes, URL-safe base64.
    private static func apiKey() -> String {
        let key = SymmetricKey(size: .bits192)
        return key.withUnsafeBytes { Data($0) }.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
