import Intents
import SwiftUI
import WidgetKit

// A transit app's departures widget configured through Intents/Base.lproj/TransitStops.intentdefinition, the
// localized definition Xcode keeps once a project is localized (German titles in de.lproj). The file is as Xcode
// writes it: a stop property without a type (String), a response parameter of Xcode's "Custom" type (INObject),
// a Placemark parameter Linux cannot have, and keys Widgetry has no use for.

final class TransitStopIntentHandler: INExtension, SelectStopIntentHandling {
    static let stops: [(name: String, line: String)] = [("Central Station", "U2"), ("Harbour", "Tram 11")]

    func provideStopOptionsCollection(
        for intent: SelectStopIntent, with completion: @escaping (INObjectCollection<TransitStop>?, Error?) -> Void
    ) {
        let items = Self.stops.map { stop -> TransitStop in
            let item = TransitStop(identifier: stop.name, display: stop.name)
            item.line = stop.line
            return item
        }
        completion(INObjectCollection(items: items), nil)
    }
}

struct TransitStopEntry: TimelineEntry {
    let date: Date
    let stop: String
    let line: String
    let direction: TravelDirection
    let minutes: [Int]
}

struct TransitStopProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> TransitStopEntry {
        TransitStopEntry(date: Date(), stop: "Central Station", line: "U2", direction: .inbound, minutes: [2, 9, 16])
    }

    func getSnapshot(
        for configuration: SelectStopIntent, in context: Context, completion: @escaping (TransitStopEntry) -> Void
    ) {
        completion(entry(for: configuration, at: Date()))
    }

    func getTimeline(
        for configuration: SelectStopIntent, in context: Context,
        completion: @escaping (Timeline<TransitStopEntry>) -> Void
    ) {
        let now = Date()
        let entries = (0..<3).map { entry(for: configuration, at: now.addingTimeInterval(Double($0) * 60)) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }

    private func entry(for configuration: SelectStopIntent, at date: Date) -> TransitStopEntry {
        let name = configuration.stop?.displayString ?? "Central Station"
        let line = configuration.stop?.line ?? "U2"
        let direction = configuration.direction == .unknown ? .inbound : configuration.direction
        return TransitStopEntry(date: date, stop: name, line: line, direction: direction, minutes: [2, 9, 16])
    }
}

struct TransitStopView: View {
    var entry: TransitStopEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(entry.line)
                    .font(.caption.bold())
                    .padding(.horizontal, 6)
                    .background(Capsule().fill(Color(.systemBlue)))
                    .foregroundColor(.white)
                Text(entry.direction == .inbound ? "Inbound" : "Outbound")
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            Text(entry.stop).font(.headline)
            ForEach(entry.minutes, id: \.self) { minutes in
                Text("in \(minutes) min").font(.subheadline.monospacedDigit())
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct TransitStopIntentWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "TransitStop", intent: SelectStopIntent.self, provider: TransitStopProvider()) {
            entry in
            TransitStopView(entry: entry)
        }
        .configurationDisplayName("Departures")
        .description("The next departures from a stop.")
        .supportedFamilies([.systemSmall])
    }
}

extension CorpusCase {
    static var transitStopIntent: CorpusCase {
        .widget(
            TransitStopIntentWidget.self,
            entry: TransitStopEntry(
                date: corpusNow, stop: "Harbour", line: "Tram 11", direction: .outbound, minutes: [4, 12]),
            family: .systemSmall, expecting: ["Harbour", "Tram 11", "Outbound", "in 4 min"])
    }
}
