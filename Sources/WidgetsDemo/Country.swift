// The demo copy of the seed sample. From seed 004 ("WidgetKit for iOS - Getting Started").
import Foundation
import SwiftUI
import WidgetKit

struct Country: Sendable {
    let name: String
    let capital: String
    var url: URL { URL(string: "atlas://country/\(name.replacingOccurrences(of: " ", with: "-"))")! }
    static let uk = Country(name: "United Kingdom", capital: "London")
}

func loadCountries() -> [Country] {
    [
        .uk, Country(name: "France", capital: "Paris"), Country(name: "Japan", capital: "Tokyo"),
        Country(name: "Kenya", capital: "Nairobi"), Country(name: "Peru", capital: "Lima"),
        Country(name: "Canada", capital: "Ottawa"),
    ]
}

struct CountryEntry: TimelineEntry {
    let date: Date
    let country: Country
    var relevance: TimelineEntryRelevance? = TimelineEntryRelevance(score: 10, duration: 3600)
}

struct CountryProvider: TimelineProvider {
    static let sampleData = Country(name: "United Kingdom", capital: "London")

    func placeholder(in context: Context) -> CountryEntry {
        return CountryEntry(date: Date(), country: CountryProvider.sampleData)
    }

    func getSnapshot(in context: Context, completion: @escaping (CountryEntry) -> Void) {
        let country: Country
        if context.isPreview {
            country = CountryProvider.sampleData
        } else {
            country = loadCountries().first ?? CountryProvider.sampleData
        }
        let entry = CountryEntry(date: Date(), country: country)
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CountryEntry>) -> Void) {
        var entries: [CountryEntry] = []
        let countries = loadCountries().shuffled().prefix(5)
        let currentDate = Date()
        var dayOffset = 0
        for country in countries {
            let entryDate = Calendar.current.date(byAdding: .day, value: dayOffset, to: currentDate)!
            let entry = CountryEntry(date: entryDate, country: country)
            entries.append(entry)
            dayOffset += 1
        }
        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }
}

struct CountryView: View {
    var country: Country
    var body: some View {
        VStack(alignment: .leading) {
            Text(country.name).font(.title).bold().lineLimit(1).minimumScaleFactor(0.5)
            Text(country.capital).font(.subheadline).foregroundColor(.secondary)
            Spacer()
            Link(destination: country.url) { Label("Details", systemImage: "info.circle") }
        }
        .padding()
    }
}

struct CountrySmallView: View {
    var country: Country
    var body: some View {
        Text(country.name).font(.headline).widgetURL(country.url)
    }
}

struct CountryWidgetEntryView: View {
    var entry: CountryEntry
    @Environment(\.widgetFamily) var family
    var body: some View {
        switch family {
        case .systemSmall:
            CountrySmallView(country: entry.country)
        default:
            CountryView(country: entry.country)
        }
    }
}

struct CountryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(
            kind: "CountryWidget",
            provider: CountryProvider()
        ) { entry in
            CountryWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Country of the day")
        .description("Show a new country every day")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
        .onBackgroundURLSessionEvents { identifier, completion in
            completion()
        }
    }
}

struct CurrencyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CurrencyWidget", provider: CountryProvider()) { entry in
            Text(entry.country.capital)
        }
        .supportedFamilies([.systemSmall])
    }
}

struct CountryWidgetPreviews: PreviewProvider {
    static var previews: some View {
        CountryView(country: Country.uk)
            .previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}

struct AtlasBundle: WidgetBundle {
    var body: some Widget {
        CountryWidget()
        CurrencyWidget()
    }
}

func refreshCountryWidgets() {
    WidgetCenter.shared.reloadTimelines(ofKind: "CountryWidget")
    WidgetCenter.shared.reloadAllTimelines()
}
