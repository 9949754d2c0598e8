import SwiftUI
import WidgetKit

// A weather app's forecast for the big iPad family: the current conditions over a sky gradient and an hourly row,
// in the style of Apple's weather samples.

struct WeatherHour: Hashable, Sendable {
    let hour: String
    let symbol: String
    let temperature: Int
}

struct WeatherForecastEntry: TimelineEntry {
    let date: Date
    let city: String
    let condition: String
    let temperature: Int
    let high: Int
    let low: Int
    let hours: [WeatherHour]
}

struct WeatherForecastProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherForecastEntry {
        WeatherForecastEntry(
            date: Date(), city: "Cupertino", condition: "Sunny", temperature: 72, high: 78, low: 58, hours: [])
    }

    func getSnapshot(in context: Context, completion: @escaping (WeatherForecastEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherForecastEntry>) -> Void) {
        let next = Calendar.current.date(byAdding: .hour, value: 1, to: Date())!
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(next)))
    }
}

struct WeatherForecastView: View {
    var entry: WeatherForecastProvider.Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .top) {
                VStack(alignment: .leading) {
                    Text(entry.city).font(.title2.weight(.semibold))
                    Text("\(entry.temperature)°").font(.system(size: 64, weight: .thin))
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Image(systemName: "sun.max.fill")
                        .symbolRenderingMode(.multicolor)
                        .font(.largeTitle)
                    Text(entry.condition).font(.headline)
                    Text("H:\(entry.high)° L:\(entry.low)°").font(.subheadline)
                }
            }
            Divider().overlay(Color.white.opacity(0.5))
            HStack {
                ForEach(entry.hours, id: \.self) { hour in
                    VStack(spacing: 6) {
                        Text(hour.hour).font(.caption)
                        Image(systemName: hour.symbol).font(.title3)
                        Text("\(hour.temperature)°").font(.callout.weight(.medium))
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            Spacer(minLength: 0)
        }
        .foregroundStyle(.white)
        .containerBackground(for: .widget) {
            LinearGradient(
                gradient: Gradient(colors: [
                    Color(red: 0.25, green: 0.55, blue: 0.95), Color(red: 0.55, green: 0.8, blue: 1),
                ]),
                startPoint: .top, endPoint: .bottom)
        }
    }
}

struct WeatherForecastWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WeatherForecast", provider: WeatherForecastProvider()) { entry in
            WeatherForecastView(entry: entry)
        }
        .configurationDisplayName("Forecast")
        .description("Conditions for the next hours.")
        .supportedFamilies([.systemLarge, .systemExtraLarge])
    }
}

extension CorpusCase {
    static var weatherForecast: CorpusCase {
        let hours = [
            WeatherHour(hour: "10AM", symbol: "sun.max.fill", temperature: 70),
            WeatherHour(hour: "11AM", symbol: "cloud.sun.fill", temperature: 73),
            WeatherHour(hour: "12PM", symbol: "cloud.fill", temperature: 75),
        ]
        return .widget(
            WeatherForecastWidget.self,
            entry: WeatherForecastEntry(
                date: corpusNow, city: "Cupertino", condition: "Sunny", temperature: 72, high: 78, low: 58,
                hours: hours),
            family: .systemExtraLarge, expecting: ["Cupertino", "Sunny", "11AM", "cloud.sun.fill"])
    }
}
