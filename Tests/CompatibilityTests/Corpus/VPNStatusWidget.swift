import AppIntents
import OSLog
import SwiftUI
import WidgetKit

// A VPN app's status widget: the connection state from the app group, the server and the traffic, and a toggle
// that connects or disconnects through a `SetValueIntent` without opening the app.

private let vpnWidgetLog = Logger(subsystem: "com.example.vpn.widget", category: "timeline")

struct VPNConnectIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Connect VPN"

    @Parameter(title: "Connected")
    var value: Bool

    func perform() async throws -> some IntentResult {
        vpnWidgetLog.info("Toggling VPN to \(value)")
        return .result()
    }
}

struct VPNStatusEntry: TimelineEntry {
    let date: Date
    let isConnected: Bool
    let server: String
    let connectedSince: Date?
}

struct VPNStatusProvider: TimelineProvider {
    func placeholder(in context: Context) -> VPNStatusEntry {
        VPNStatusEntry(date: Date(), isConnected: false, server: "Automatic", connectedSince: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (VPNStatusEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<VPNStatusEntry>) -> Void) {
        vpnWidgetLog.debug("Building timeline for \(String(describing: context.family), privacy: .public)")
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct VPNStatusView: View {
    let entry: VPNStatusEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: entry.isConnected ? "lock.shield.fill" : "lock.open")
                    .foregroundColor(entry.isConnected ? .green : .gray)
                    .font(.title2)
                Spacer()
                Toggle(isOn: entry.isConnected, intent: VPNConnectIntent()) {
                    EmptyView()
                }
                .toggleStyle(.switch)
            }
            Spacer()
            Text(entry.isConnected ? "Protected" : "Not Protected")
                .font(.headline)
            Text(entry.server)
                .font(.caption)
                .foregroundColor(.secondary)
            if let since = entry.connectedSince {
                Text(since, style: .timer)
                    .font(.caption2.monospacedDigit())
            }
        }
        .containerBackground(for: .widget) {
            LinearGradient(colors: [.green.opacity(0.2), .clear], startPoint: .top, endPoint: .bottom)
        }
    }
}

struct VPNStatusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "VPNStatus", provider: VPNStatusProvider()) { entry in
            VPNStatusView(entry: entry)
        }
        .configurationDisplayName("VPN")
        .description("See and change your VPN connection.")
        .supportedFamilies([.systemSmall])
    }
}

extension CorpusCase {
    static var vpnStatus: CorpusCase {
        .widget(
            VPNStatusWidget.self,
            entry: VPNStatusEntry(
                date: corpusNow, isConnected: true, server: "Frankfurt #3", connectedSince: corpusNow - 754),
            family: .systemSmall, expecting: ["Protected", "Frankfurt #3", "lock.shield.fill"])
    }
}
