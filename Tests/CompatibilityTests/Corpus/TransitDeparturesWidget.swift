import SwiftUI
import WidgetKit

// A transit app's departures: one entry per departure with relevance for Smart Stacks, counting down with
// `Text(timerInterval:)`, the next reload when the last train leaves.

struct TransitDeparture: Hashable, Sendable {
    let line: String
    let destination: String
    let departs: Date
    let color: Color
}

struct TransitDeparturesEntry: TimelineEntry {
    let date: Date
    let stop: String
    let departures: [TransitDeparture]
    let relevance: TimelineEntryRelevance?
}

struct TransitDeparturesProvider: TimelineProvider {
    func placeholder(in context: Context) -> TransitDeparturesEntry {
        TransitDeparturesEntry(date: Date(), stop: "Central", departures: [], relevance: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (TransitDeparturesEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TransitDeparturesEntry>) -> Void) {
        let now = Date()
        let departures = (1...4).map {
            TransitDeparture(line: "U\($0)", destination: "Terminus", departs: now + Double($0) * 300, color: .blue)
        }
        let entries = departures.indices.map { index in
            TransitDeparturesEntry(
                date: index == 0 ? now : departures[index - 1].departs, stop: "Central",
                departures: Array(departures[index...]),
                relevance: TimelineEntryRelevance(score: 10, duration: 300))
        }
        completion(Timeline(entries: entries, policy: .after(departures.last!.departs)))
    }
}

struct TransitDeparturesView: View {
    let entry: TransitDeparturesEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label(entry.stop, systemImage: "tram.fill").font(.headline)
            ForEach(entry.departures.prefix(3), id: \.self) { departure in
                HStack {
                    Text(departure.line)
                        .font(.caption.bold())
                        .foregroundColor(.white)
                        .frame(width: 28, height: 18)
                        .background(RoundedRectangle(cornerRadius: 4).fill(departure.color))
                    Text(departure.destination).font(.subheadline).lineLimit(1)
                    Spacer()
                    Text(timerInterval: entry.date...departure.departs, countsDown: true)
                        .font(.subheadline.monospacedDigit())
                        .multilineTextAlignment(.trailing)
                        .frame(width: 56)
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct TransitDeparturesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TransitDepartures", provider: TransitDeparturesProvider()) { entry in
            TransitDeparturesView(entry: entry)
        }
        .configurationDisplayName("Departures")
        .description("Next departures from your stop.")
        .supportedFamilies([.systemMedium])
    }
}

extension CorpusCase {
    static var transitDepartures: CorpusCase {
        let departures = [
            TransitDeparture(line: "U2", destination: "Pankow", departs: corpusNow + 240, color: .red),
            TransitDeparture(line: "S7", destination: "Potsdam Hbf", departs: corpusNow + 600, color: .purple),
        ]
        return .widget(
            TransitDeparturesWidget.self,
            entry: TransitDeparturesEntry(
                date: corpusNow, stop: "Alexanderplatz", departures: departures, relevance: nil),
            family: .systemMedium, expecting: ["Alexanderplatz", "U2", "Pankow", "Potsdam Hbf"])
    }
}
