// The demo copy of the seed sample. From seed 002 ("Building Widgets").
import Foundation
import SwiftUI
import WidgetKit

struct Weather: Sendable {
    let conditions: String
    let symbol: String
    let color: String
    let temp: Int
    static let sunny = Weather(conditions: "Sunny", symbol: "sun.max.fill", color: "sunny-color", temp: 78)
    static let cloudy = Weather(conditions: "Cloudy", symbol: "cloud.sun.fill", color: "cloudy-color", temp: 64)
    static let overcast = Weather(conditions: "Overcast", symbol: "cloud.fill", color: "overcast-color", temp: 45)
    static let rainy = Weather(conditions: "Rainy", symbol: "cloud.rain.fill", color: "rainy-color", temp: 62)
    static let lightning = Weather(
        conditions: "Lightning", symbol: "cloud.bolt.fill", color: "lightning-color", temp: 57)
    static let snowy = Weather(conditions: "Snowy", symbol: "snowflake", color: "snowy-color", temp: 18)
}

struct WeatherEntry: TimelineEntry {
    let date: Date
    let weather: Weather

    /// Storms and snow matter for the hour they are forecast, rain a little less: a Smart Stack rotates the
    /// forecast to the top then. Fair weather is not relevant.
    var relevance: TimelineEntryRelevance? {
        switch weather.conditions {
        case "Lightning", "Snowy": TimelineEntryRelevance(score: 60, duration: 3600)
        case "Rainy": TimelineEntryRelevance(score: 30, duration: 3600)
        default: nil
        }
    }
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        return WeatherEntry(date: Date(), weather: .sunny)
    }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
        let entry = WeatherEntry(date: Date(), weather: .sunny)
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        var entries: [WeatherEntry] = []
        let possibleWeathers: [Weather] = [.sunny, .cloudy, .overcast, .rainy, .lightning, .snowy]
        // Five entries an hour apart, starting from the current date.
        let currentDate = Date()
        for hourOffset in 0..<5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            let entry = WeatherEntry(date: entryDate, weather: possibleWeathers.randomElement()!)
            entries.append(entry)
        }
        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }
}

struct WeatherWidgetView: View {
    var entry: Provider.Entry

    var body: some View {
        VStack {
            HStack {
                Text("\(entry.weather.temp)°")
                    .font(.system(size: 32))
                Image(systemName: entry.weather.symbol)
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(minWidth: 20, maxWidth: 40, minHeight: 20, maxHeight: 40)
            }
            HStack {
                Text(entry.weather.conditions)
                    .font(.system(size: 16, weight: .bold))
            }
        }
        .containerBackground(Color(entry.weather.color).gradient, for: .widget)
    }
}

struct WeatherWidget: Widget {
    let kind: String = "WeatherWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            WeatherWidgetView(entry: entry)
        }
        .configurationDisplayName("Weather")
        .description("View the weather forecast for your location.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular])
    }
}

struct WeatherWidgetBundle: WidgetBundle {
    var body: some Widget {
        WeatherWidget()
    }
}
