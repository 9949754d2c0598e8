import SwiftUI
import WidgetKit

// A weather app's conditions widget: temperatures and wind kept as `Measurement`s in the entry and formatted by
// Foundation's measurement styles, as weather apps do, so the locale picks °C or °F and km/h or mph.

struct WindConditionsEntry: TimelineEntry {
    let date: Date
    let place: String
    let temperature: Measurement<UnitTemperature>
    let feelsLike: Measurement<UnitTemperature>
    let wind: Measurement<UnitSpeed>
}

struct WindConditionsProvider: TimelineProvider {
    func placeholder(in context: Context) -> WindConditionsEntry {
        WindConditionsEntry(
            date: Date(), place: "Brest", temperature: Measurement(value: 14, unit: .celsius),
            feelsLike: Measurement(value: 11, unit: .celsius), wind: Measurement(value: 42, unit: .kilometersPerHour))
    }

    func getSnapshot(in context: Context, completion: @escaping (WindConditionsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WindConditionsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(Date().addingTimeInterval(1800))))
    }
}

struct WindConditionsView: View {
    var entry: WindConditionsEntry

    private var feelsLike: String {
        entry.feelsLike.formatted(.measurement(width: .narrow, usage: .weather))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.place).font(.headline)
            Text(entry.temperature, format: .measurement(width: .abbreviated, usage: .asProvided))
                .font(.system(size: 40, weight: .light))
            Text("Feels like \(feelsLike)").font(.caption)
            Label {
                Text(entry.wind, format: .measurement(width: .abbreviated, usage: .asProvided))
            } icon: {
                Image(systemName: "wind")
            }
            .font(.caption.weight(.semibold))
        }
        .containerBackground(.blue.gradient, for: .widget)
    }
}

struct WindConditionsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WindConditions", provider: WindConditionsProvider()) { entry in
            WindConditionsView(entry: entry)
        }
        .configurationDisplayName("Wind")
        .description("Temperature and wind where you are.")
        .supportedFamilies([.systemSmall])
    }
}

extension CorpusCase {
    static var windConditions: CorpusCase {
        .widget(
            WindConditionsWidget.self,
            entry: WindConditionsEntry(
                date: corpusNow, place: "Brest", temperature: Measurement(value: 14, unit: .celsius),
                feelsLike: Measurement(value: 11, unit: .celsius),
                wind: Measurement(value: 42, unit: .kilometersPerHour)),
            family: .systemSmall, expecting: ["Brest", "14°C", "42 km/h"])
    }
}
