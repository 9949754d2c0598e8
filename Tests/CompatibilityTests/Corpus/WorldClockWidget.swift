import AppIntents
import SwiftUI
import WidgetKit

// A world clock configured with App Intents: cities from an `EnumerableEntityQuery`, several chosen at once, each
// time shown in its own time zone through the environment.

struct WorldCityEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "City"
    static let defaultQuery = WorldCityQuery()

    let id: String
    let name: String
    let timeZoneID: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    static let all = [
        WorldCityEntity(id: "tyo", name: "Tokyo", timeZoneID: "Asia/Tokyo"),
        WorldCityEntity(id: "lon", name: "London", timeZoneID: "Europe/London"),
        WorldCityEntity(id: "nyc", name: "New York", timeZoneID: "America/New_York"),
    ]
}

struct WorldCityQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [WorldCityEntity] { WorldCityEntity.all }

    func entities(for identifiers: [WorldCityEntity.ID]) async throws -> [WorldCityEntity] {
        WorldCityEntity.all.filter { identifiers.contains($0.id) }
    }
}

struct WorldClockIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Cities"

    @Parameter(title: "Cities")
    var cities: [WorldCityEntity]?
}

struct WorldClockEntry: TimelineEntry {
    let date: Date
    let cities: [WorldCityEntity]
}

struct WorldClockProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> WorldClockEntry {
        WorldClockEntry(date: .now, cities: WorldCityEntity.all)
    }

    func snapshot(for configuration: WorldClockIntent, in context: Context) async -> WorldClockEntry {
        WorldClockEntry(date: .now, cities: configuration.cities ?? WorldCityEntity.all)
    }

    func timeline(for configuration: WorldClockIntent, in context: Context) async -> Timeline<WorldClockEntry> {
        let start = Calendar.current.date(bySetting: .second, value: 0, of: .now) ?? .now
        let entries = (0..<60).map {
            WorldClockEntry(date: start.addingTimeInterval(Double($0) * 60), cities: configuration.cities ?? [])
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct WorldClockView: View {
    let entry: WorldClockEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(entry.cities) { city in
                HStack {
                    Text(city.name).font(.subheadline)
                    Spacer()
                    Text(entry.date, style: .time)
                        .font(.subheadline.monospacedDigit().weight(.semibold))
                        .environment(\.timeZone, TimeZone(identifier: city.timeZoneID) ?? .current)
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct WorldClockWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "WorldClock", intent: WorldClockIntent.self, provider: WorldClockProvider()) {
            WorldClockView(entry: $0)
        }
        .configurationDisplayName("World Clock")
        .description("Time in the cities you choose.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

extension CorpusCase {
    static var worldClock: CorpusCase {
        .widget(
            WorldClockWidget.self, entry: WorldClockEntry(date: corpusNow, cities: WorldCityEntity.all),
            family: .systemMedium,
            expecting: ["Tokyo", "6:41\u{202F}PM", "London", "10:41\u{202F}AM", "New York", "5:41\u{202F}AM"])
    }
}
