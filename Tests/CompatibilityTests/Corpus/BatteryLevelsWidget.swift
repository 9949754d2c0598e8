import SwiftUI
import WidgetKit

// A batteries widget: which devices to show and the units come from the app group through `@AppStorage` with a
// `UserDefaults(suiteName:)` store, the way apps share settings with their widget extension.

struct BatteryDevice: Identifiable, Sendable {
    let id: String
    let name: String
    let symbol: String
    let level: Double
}

struct BatteryLevelsEntry: TimelineEntry {
    let date: Date
    let devices: [BatteryDevice]
}

struct BatteryLevelsProvider: TimelineProvider {
    func placeholder(in context: Context) -> BatteryLevelsEntry { BatteryLevelsEntry(date: Date(), devices: []) }

    func getSnapshot(in context: Context, completion: @escaping (BatteryLevelsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BatteryLevelsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(Date().addingTimeInterval(900))))
    }
}

struct BatteryLevelsView: View {
    let entry: BatteryLevelsEntry
    @AppStorage("showPercentages", store: UserDefaults(suiteName: "group.com.example.batteries"))
    private var showPercentages = true
    @AppStorage("maxDevices") private var maxDevices = 4

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(entry.devices.prefix(maxDevices)) { device in
                HStack {
                    Image(systemName: device.symbol).frame(width: 20)
                    Text(device.name).font(.subheadline).lineLimit(1)
                    Spacer()
                    if showPercentages {
                        Text("\(Int(device.level * 100))%").font(.subheadline.monospacedDigit())
                    }
                    Image(systemName: device.level > 0.2 ? "battery.75" : "battery.25")
                        .foregroundColor(device.level > 0.2 ? .green : .red)
                }
            }
            Spacer(minLength: 0)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct BatteryLevelsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BatteryLevels", provider: BatteryLevelsProvider()) { entry in
            BatteryLevelsView(entry: entry)
        }
        .configurationDisplayName("Batteries")
        .description("Battery levels of your devices.")
        .supportedFamilies([.systemMedium])
    }
}

extension CorpusCase {
    static var batteryLevels: CorpusCase {
        let devices = [
            BatteryDevice(id: "phone", name: "iPhone", symbol: "iphone", level: 0.82),
            BatteryDevice(id: "pods", name: "AirPods Pro", symbol: "airpodspro", level: 0.15),
        ]
        return .widget(
            BatteryLevelsWidget.self, entry: BatteryLevelsEntry(date: corpusNow, devices: devices),
            family: .systemMedium, expecting: ["iPhone", "82%", "AirPods Pro", "15%"])
    }
}
