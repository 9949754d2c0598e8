import Foundation

/// One e-ink device as the registry keeps it: its MAC, its key and friendly id, its approval and dashboard, what
/// it last reported, and a key waiting for approval when it set up again.
struct PanelDevice: Codable, Sendable, Equatable {
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
    /// A key issued by a second setup of an approved device: it replaces ``apiKey`` when someone approves
    /// ``pendingFriendlyID`` on the page, and until then the device keeps its old key.
    var pendingKey: String?
    /// The friendly id the device shows while ``pendingKey`` waits for approval.
    var pendingFriendlyID: String?
    /// When the pending key was issued.
    var pendingSince: Date?
}

/// The values a device reports in its poll's headers, each checked: a value out of range is dropped (and said why,
/// for the log), and the request is still served.
struct PanelDeviceReport: Sendable, Equatable {
    var batteryVoltage: Double?
    var firmware: String?
    var rssi: Int?
    var width: Int?
    var height: Int?
    /// What was dropped and why, one sentence each.
    var dropped: [String] = []

    /// A battery reads between 0 and 10 volts (TRMNL's LiPo cell: 3.0 to 4.2).
    static let voltages = 0.0...10.0
    /// Wi-Fi signal strength in dBm.
    static let signalStrengths = -150...0
    /// Panel sides in pixels.
    static let sides = 1...10_000
    /// A firmware version: at most 32 letters, digits, `.`, `-`, `+` or `_`.
    static let firmwareLength = 32

    /// Reads the headers a poll carries (`Battery-Voltage`, `FW-Version`, `RSSI`, `Width`, `Height`).
    init(header: (String) -> String?) {
        if let text = header("Battery-Voltage") {
            if let volts = Double(text.trimmingCharacters(in: .whitespaces)), volts.isFinite,
                Self.voltages.contains(volts)
            {
                batteryVoltage = volts
            } else {
                dropped.append("Battery-Voltage \(Self.quoted(text)) is not a voltage from 0 to 10")
            }
        }
        if let text = header("FW-Version") {
            let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: ".-+_"))
            if (1...Self.firmwareLength).contains(text.count),
                text.unicodeScalars.allSatisfy({ $0.isASCII && allowed.contains($0) })
            {
                firmware = text
            } else {
                dropped.append("FW-Version \(Self.quoted(text)) is not a version such as 1.6.2")
            }
        }
        rssi = Self.integer("RSSI", header, in: Self.signalStrengths, meaning: "a signal strength in dBm", &dropped)
        width = Self.integer("Width", header, in: Self.sides, meaning: "a width in pixels", &dropped)
        height = Self.integer("Height", header, in: Self.sides, meaning: "a height in pixels", &dropped)
    }

    private static func integer(
        _ name: String, _ header: (String) -> String?, in range: ClosedRange<Int>, meaning: String,
        _ dropped: inout [String]
    ) -> Int? {
        guard let text = header(name) else { return nil }
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(value) else {
            dropped.append(
                "\(name) \(quoted(text)) is not \(meaning) from \(range.lowerBound) to \(range.upperBound)")
            return nil
        }
        return value
    }

    /// A header value for the log: quoted, at most 40 characters, control characters escaped.
    private static func quoted(_ text: String) -> String {
        let short = text.count > 40 ? String(text.prefix(39)) + "…" : text
        return "'" + short.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : String($0) }.joined()
            + "'"
    }
}
