import Crypto
import Foundation

/// The e-ink devices that poll the server with TRMNL's "bring your own server" protocol, kept in the store.
///
/// A device introduces itself with its MAC address (`GET /api/setup`): it gets an API key and a six-character
/// friendly id at once, and waits — its screen shows the friendly id — until someone approves it on the page and
/// picks its dashboard. A key is issued once: a second setup for a known MAC gets a new key and friendly id that
/// wait for approval on the page again, and replace the old key only when approved (the device keeps working on
/// its old key meanwhile), so knowing a device's MAC never gives its key. Each poll (`GET /api/display`) records
/// when it last called and what it reported (``PanelDeviceReport``: out-of-range values are dropped and logged);
/// `POST /api/log` keeps its last log lines.
///
/// Approved devices are kept in the ``ServingWidgetStore`` (SQLite or PostgreSQL), one row each
/// (``PanelDeviceStorage``), so one device's data never stops another's from being saved; devices still waiting
/// for their first approval live in memory only (at most ``pendingLimit``), so invented MACs fill nothing.
actor PanelDeviceRegistry {
    typealias Device = PanelDevice

    /// Which of a device's keys a request carried.
    enum Credential: Sendable, Equatable {
        /// The approved key (or, for a device not approved yet, its only key).
        case current
        /// A key from a second setup, waiting for approval.
        case pending
    }

    /// What a setup answered.
    struct Setup: Sendable {
        let apiKey: String
        let friendlyID: String
        /// Whether the key replaces an approved device's key once approved.
        let replacesKey: Bool
    }

    /// Devices that may wait for their first approval at once; the oldest waiting one is forgotten beyond this.
    static let pendingLimit = 16
    /// Log lines kept per device.
    static let logLimit = 50

    private var devices: [String: Device] = [:]
    private let storage: PanelDeviceStorage?

    /// A registry over stored devices; without storage, devices are kept in memory only.
    init(devices: [Device], storage: PanelDeviceStorage?) {
        self.devices = Dictionary(devices.map { ($0.mac, $0) }, uniquingKeysWith: { first, _ in first })
        self.storage = storage
    }

    /// Whether a header value is a MAC address (six pairs of hex digits separated by colons).
    static func isMAC(_ value: String) -> Bool {
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        return parts.count == 6 && parts.allSatisfy { $0.count == 2 && $0.allSatisfy(\.isHexDigit) }
    }

    /// Registers a new device (unapproved, with a new key and friendly id), or issues a known device a new key
    /// that waits for approval: an unapproved device's old key stops working, an approved device's keeps working
    /// until the new one is approved.
    func setup(mac: String, now: Date) async -> Setup {
        let mac = mac.uppercased()
        if var known = devices[mac] {
            known.lastSeen = now
            if !known.approved {
                // Never approved: nothing to keep; the new key and id simply replace the old.
                known.apiKey = Self.apiKey()
                known.friendlyID = freshFriendlyID()
                devices[mac] = known
                return Setup(apiKey: known.apiKey, friendlyID: known.friendlyID, replacesKey: false)
            }
            known.pendingKey = Self.apiKey()
            known.pendingFriendlyID = freshFriendlyID()
            known.pendingSince = now
            devices[mac] = known
            _ = await persist(mac)
            return Setup(apiKey: known.pendingKey!, friendlyID: known.pendingFriendlyID!, replacesKey: true)
        }
        let pending = devices.values.filter { !$0.approved }.sorted { $0.registered < $1.registered }
        if pending.count >= Self.pendingLimit, let oldest = pending.first { devices[oldest.mac] = nil }
        let device = Device(
            mac: mac, friendlyID: freshFriendlyID(), apiKey: Self.apiKey(), approved: false, dashboard: nil,
            registered: now, lastSeen: now)
        devices[mac] = device
        return Setup(apiKey: device.apiKey, friendlyID: device.friendlyID, replacesKey: false)
    }

    /// The device a MAC and key belong to and which of its keys it was, or `nil` when either is wrong (compared
    /// in constant time).
    func authenticated(mac: String, apiKey: String) -> (device: Device, credential: Credential)? {
        guard let device = devices[mac.uppercased()] else { return nil }
        if Self.constantTimeEqual(apiKey, device.apiKey) { return (device, .current) }
        if let pending = device.pendingKey, Self.constantTimeEqual(apiKey, pending) { return (device, .pending) }
        return nil
    }

    /// Records a poll: when, what the device reported (already checked), and the screen it was answered.
    func recordPoll(
        mac: String, now: Date, report: PanelDeviceReport, refreshRate: Int?, filename: String?, imageURL: String?
    ) async {
        guard var device = devices[mac.uppercased()] else { return }
        device.lastSeen = now
        device.batteryVoltage = report.batteryVoltage ?? device.batteryVoltage
        device.firmware = report.firmware ?? device.firmware
        device.rssi = report.rssi ?? device.rssi
        device.width = report.width ?? device.width
        device.height = report.height ?? device.height
        if let refreshRate { device.refreshRate = refreshRate }
        if let filename { device.filename = filename }
        if let imageURL { device.imageURL = imageURL }
        devices[device.mac] = device
        if device.approved { _ = await persist(device.mac) }
    }

    /// Keeps a device's log lines (the newest ``logLimit``).
    func appendLogs(mac: String, _ lines: [String]) async {
        guard var device = devices[mac.uppercased()], !lines.isEmpty else { return }
        device.logs = Array((device.logs + lines).suffix(Self.logLimit))
        devices[device.mac] = device
        if device.approved { _ = await persist(device.mac) }
    }

    /// Approves a device by friendly id for a dashboard: a new device, an approved one (to change its dashboard),
    /// or a pending key's friendly id, whose key then replaces the device's.
    ///
    /// - throws: ``WidgetServerError``: 404 for an unknown id, 500 (naming no path) when it cannot be saved.
    func approve(friendlyID: String, dashboard: String) async throws -> Device {
        let id = friendlyID.uppercased()
        guard var device = devices.values.first(where: { $0.friendlyID == id || $0.pendingFriendlyID == id }) else {
            throw WidgetServerError.notFound(
                "No panel device has the friendly id '\(friendlyID)'.", code: "unknownDevice")
        }
        let before = device
        if device.pendingFriendlyID == id, let key = device.pendingKey {
            device.apiKey = key
            device.friendlyID = id
            device.pendingKey = nil
            device.pendingFriendlyID = nil
            device.pendingSince = nil
        }
        device.approved = true
        device.dashboard = dashboard
        devices[device.mac] = device
        if await !persist(device.mac) {
            devices[device.mac] = before
            throw Self.notSaved("the approval of \(id)")
        }
        return device
    }

    /// Forgets a device (it must set up and be approved again), or, for a pending key's friendly id, that key.
    ///
    /// - throws: ``WidgetServerError``: 404 for an unknown id, 500 (naming no path) when it cannot be saved.
    func remove(friendlyID: String) async throws {
        let id = friendlyID.uppercased()
        guard var device = devices.values.first(where: { $0.friendlyID == id || $0.pendingFriendlyID == id }) else {
            throw WidgetServerError.notFound(
                "No panel device has the friendly id '\(friendlyID)'.", code: "unknownDevice")
        }
        let before = device
        if device.pendingFriendlyID == id {
            device.pendingKey = nil
            device.pendingFriendlyID = nil
            device.pendingSince = nil
            devices[device.mac] = device
        } else {
            devices[device.mac] = nil
        }
        if before.approved, await !persist(device.mac) {
            devices[device.mac] = before
            throw Self.notSaved("forgetting \(id)")
        }
    }

    /// Writes a device as it is now (forgotten when gone), in the order of the calls; whether it was saved.
    private func persist(_ mac: String) async -> Bool {
        guard let storage else { return true }
        let saved = storage.enqueue(mac: mac, device: devices[mac])
        for await result in saved { return result }
        return false
    }

    /// Every device, approved first, then by friendly id.
    func all() -> [Device] {
        devices.values.sorted { ($0.approved ? 0 : 1, $0.friendlyID) < ($1.approved ? 0 : 1, $1.friendlyID) }
    }

    /// A 500 that says what could not be saved and where to look, never where the store is.
    private static func notSaved(_ what: String) -> WidgetServerError {
        WidgetServerError(
            statusCode: 500, code: "panelDevicesNotSaved",
            message: "Could not save \(what); nothing changed. The server's log says why.")
    }

    /// A friendly id no device (or pending key) has.
    private func freshFriendlyID() -> String {
        var id = Self.friendlyID()
        while devices.values.contains(where: { $0.friendlyID == id || $0.pendingFriendlyID == id }) {
            id = Self.friendlyID()
        }
        return id
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

    private static func constantTimeEqual(_ given: String, _ expected: String) -> Bool {
        let given = Array(given.utf8)
        let expected = Array(expected.utf8)
        guard given.count == expected.count else { return false }
        return zip(given, expected).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
