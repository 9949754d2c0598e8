import AppIntents
import SwiftUI
import WidgetKit

// A launcher widget whose tiles follow the widget's corner radius: `ContainerRelativeShape` and `.containerRelative`
// passed where a shape goes (`clipShape`, `background(_:in:)`, `containerShape`), each tile a deep link.

struct ShortcutTile: Identifiable, Sendable {
    let id: String
    let title: String
    let symbol: String
    let color: Color
}

struct ShortcutTilesEntry: TimelineEntry {
    let date: Date
    let tiles: [ShortcutTile]
}

struct ShortcutTilesProvider: TimelineProvider {
    func placeholder(in context: Context) -> ShortcutTilesEntry { ShortcutTilesEntry(date: Date(), tiles: []) }

    func getSnapshot(in context: Context, completion: @escaping (ShortcutTilesEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ShortcutTilesEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct ShortcutTilesView: View {
    let entry: ShortcutTilesEntry

    var body: some View {
        HStack(spacing: 8) {
            ForEach(entry.tiles) { tile in
                Link(destination: URL(string: "shortcuts://run/\(tile.id)")!) {
                    VStack(alignment: .leading) {
                        Image(systemName: tile.symbol).font(.title3)
                        Spacer()
                        Text(tile.title).font(.caption.bold()).lineLimit(2)
                    }
                    .foregroundColor(.white)
                    .padding(8)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                    .background(tile.color, in: .containerRelative)
                }
            }
        }
        .clipShape(ContainerRelativeShape())
        .containerShape(.containerRelative)
        .containerBackground(.background, for: .widget)
    }
}

struct ShortcutTilesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ShortcutTiles", provider: ShortcutTilesProvider()) { entry in
            ShortcutTilesView(entry: entry)
        }
        .configurationDisplayName("Shortcuts")
        .description("Run your favorite shortcuts.")
        .supportedFamilies([.systemMedium])
        .contentMarginsDisabled()
    }
}

extension CorpusCase {
    static var shortcutTiles: CorpusCase {
        let tiles = [
            ShortcutTile(id: "home", title: "Directions Home", symbol: "car.fill", color: .blue),
            ShortcutTile(id: "log", title: "Log Water", symbol: "drop.fill", color: .teal),
            ShortcutTile(id: "music", title: "Focus Music", symbol: "music.note", color: .pink),
        ]
        return .widget(
            ShortcutTilesWidget.self, entry: ShortcutTilesEntry(date: corpusNow, tiles: tiles), family: .systemMedium,
            expecting: ["Directions Home", "Log Water", "Focus Music", "drop.fill"])
    }
}
