import SwiftUI
import WidgetKit

// A smart thermostat's Lock Screen gauge: the temperature on a gauge tinted with a cold-to-hot `Gradient`, the
// set point as the current value label.

struct ThermostatEntry: TimelineEntry {
    let date: Date
    let current: Double
    let target: Double
}

struct ThermostatProvider: TimelineProvider {
    func placeholder(in context: Context) -> ThermostatEntry { ThermostatEntry(date: Date(), current: 20, target: 21) }

    func getSnapshot(in context: Context, completion: @escaping (ThermostatEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ThermostatEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct ThermostatGaugeView: View {
    let entry: ThermostatEntry
    private let gradient = Gradient(colors: [.blue, .green, .orange, .red])

    var body: some View {
        Gauge(value: entry.current, in: 10...30) {
            Image(systemName: "thermometer.medium")
        } currentValueLabel: {
            Text("\(Int(entry.current))°")
        } minimumValueLabel: {
            Text("10")
        } maximumValueLabel: {
            Text("30")
        }
        .gaugeStyle(.accessoryCircular)
        .tint(gradient)
        .containerBackground(.clear, for: .widget)
    }
}

struct ThermostatGaugeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ThermostatGauge", provider: ThermostatProvider()) { entry in
            ThermostatGaugeView(entry: entry)
        }
        .configurationDisplayName("Thermostat")
        .description("Indoor temperature.")
        .supportedFamilies([.accessoryCircular])
    }
}

extension CorpusCase {
    static var thermostatGauge: CorpusCase {
        .widget(
            ThermostatGaugeWidget.self, entry: ThermostatEntry(date: corpusNow, current: 22.4, target: 21),
            family: .accessoryCircular, expecting: ["22°"])
    }
}
