import SwiftUI
import WidgetKit

// A weather widget that leans on SF Symbol styling: filled variants with `symbolVariant`, palette and
// hierarchical rendering, `textScale(.secondary)` for units, and a toggle whose label is hidden.

struct WeatherSymbolsEntry: TimelineEntry {
    let date: Date
    let temperature: Int
    let isRaining: Bool
    let chanceOfRain: Int
}

struct WeatherSymbolsProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherSymbolsEntry {
        WeatherSymbolsEntry(date: Date(), temperature: 18, isRaining: false, chanceOfRain: 10)
    }

    func getSnapshot(in context: Context, completion: @escaping (WeatherSymbolsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherSymbolsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct WeatherSymbolsView: View {
    let entry: WeatherSymbolsEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(systemName: entry.isRaining ? "cloud.rain" : "sun.max")
                    .symbolVariant(.fill)
                    .symbolRenderingMode(.palette)
                    .foregroundStyle(.gray, .blue)
                    .font(.largeTitle)
                Spacer()
                Image(systemName: "umbrella")
                    .symbolVariant(.circle.fill)
                    .symbolRenderingMode(.hierarchical)
            }
            Spacer()
            HStack(alignment: .firstTextBaseline, spacing: 2) {
                Text("\(entry.temperature)").font(.system(size: 40, weight: .semibold))
                Text("°C").textScale(.secondary)
            }
            Text("\(entry.chanceOfRain)% chance of rain").font(.caption)
            Toggle("Alerts", isOn: .constant(true)).labelsHidden()
        }
        .containerBackground(.background, for: .widget)
    }
}

struct WeatherSymbolsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WeatherSymbols", provider: WeatherSymbolsProvider()) { entry in
            WeatherSymbolsView(entry: entry)
        }
        .configurationDisplayName("Rain")
        .description("Will it rain today?")
        .supportedFamilies([.systemSmall])
    }
}

extension CorpusCase {
    static var weatherSymbols: CorpusCase {
        .widget(
            WeatherSymbolsWidget.self,
            entry: WeatherSymbolsEntry(date: corpusNow, temperature: 14, isRaining: true, chanceOfRain: 80),
            family: .systemSmall, expecting: ["14", "°C", "80% chance of rain", "cloud.rain"])
    }
}
