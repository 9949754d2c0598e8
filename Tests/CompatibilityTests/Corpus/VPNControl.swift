import AppIntents
import SwiftUI
import WidgetKit

// A Control Center toggle for the VPN, in the style of privacy apps: the connection state comes from a
// `ControlValueProvider`, each state gets its own label.

struct VPNControlToggleIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle VPN"

    @Parameter(title: "Enabled")
    var value: Bool

    func perform() async throws -> some IntentResult { .result() }
}

struct VPNControlStatus: Sendable {
    var isConnected: Bool
    var location: String
}

struct VPNControlStatusProvider: ControlValueProvider {
    var previewValue: VPNControlStatus { VPNControlStatus(isConnected: true, location: "Amsterdam") }

    func currentValue() async throws -> VPNControlStatus {
        VPNControlStatus(isConnected: false, location: "Amsterdam")
    }
}

@available(iOSApplicationExtension 18.0, *)
struct VPNControl: ControlWidget {
    static let displayName = LocalizedStringResource(stringLiteral: "Example VPN")
    static let description = LocalizedStringResource(stringLiteral: "View and manage your VPN connection.")

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "VPNControl", provider: VPNControlStatusProvider()) { status in
            ControlWidgetToggle("Example VPN", isOn: status.isConnected, action: VPNControlToggleIntent()) { isOn in
                if isOn {
                    Label("Connected · \(status.location)", systemImage: "network.badge.shield.half.filled")
                } else {
                    Label("Disconnected", systemImage: "network.slash")
                }
            }
            .tint(.green)
        }
        .displayName(Self.displayName)
        .description(Self.description)
    }
}

extension CorpusCase {
    static var vpnControl: CorpusCase {
        .control(VPNControl.self, kind: "VPNControl", expecting: ["Example VPN", "Connected · Amsterdam"])
    }
}
