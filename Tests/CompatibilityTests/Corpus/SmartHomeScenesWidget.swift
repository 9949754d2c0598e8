import AppIntents
import SwiftUI
import WidgetKit

// A smart-home app's scenes widget: the room is configured through an App Intent entity, each scene is an
// interactive button running an intent, laid out in a two-column `Grid`.

struct HomeRoomEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Room")
    static let defaultQuery = HomeRoomQuery()

    var id: String
    var name: String
    var scenes: [String]

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(scenes.count) scenes")
    }

    static let all = [
        HomeRoomEntity(id: "living", name: "Living Room", scenes: ["Movie", "Relax", "Bright", "Off"]),
        HomeRoomEntity(id: "bedroom", name: "Bedroom", scenes: ["Wake Up", "Night"]),
    ]
}

struct HomeRoomQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [HomeRoomEntity] {
        HomeRoomEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [HomeRoomEntity] { HomeRoomEntity.all }
}

struct HomeRunSceneIntent: AppIntent {
    static let title: LocalizedStringResource = "Run Scene"

    @Parameter(title: "Scene")
    var scene: String

    init() {}
    init(scene: String) { self.scene = scene }

    func perform() async throws -> some IntentResult { .result() }
}

struct HomeRoomConfigurationIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Room"
    static let description: IntentDescription = "Pick the room whose scenes to show."

    @Parameter(title: "Room")
    var room: HomeRoomEntity?
}

struct SmartHomeScenesEntry: TimelineEntry {
    var date: Date
    var room: HomeRoomEntity
}

struct SmartHomeScenesProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> SmartHomeScenesEntry {
        SmartHomeScenesEntry(date: .now, room: HomeRoomEntity.all[0])
    }

    func snapshot(for configuration: HomeRoomConfigurationIntent, in context: Context) async -> SmartHomeScenesEntry {
        SmartHomeScenesEntry(date: .now, room: configuration.room ?? HomeRoomEntity.all[0])
    }

    func timeline(for configuration: HomeRoomConfigurationIntent, in context: Context) async
        -> Timeline<SmartHomeScenesEntry>
    {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
    }
}

struct SmartHomeSceneButton: View {
    let scene: String

    var body: some View {
        Button(intent: HomeRunSceneIntent(scene: scene)) {
            HStack {
                Image(systemName: "lightbulb.fill")
                Text(scene).font(.caption.bold())
                Spacer(minLength: 0)
            }
            .padding(8)
            .background(RoundedRectangle(cornerRadius: 10).fill(.yellow.opacity(0.25)))
        }
        .buttonStyle(.plain)
    }
}

struct SmartHomeScenesView: View {
    let entry: SmartHomeScenesEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.room.name).font(.headline)
            Grid(horizontalSpacing: 8, verticalSpacing: 8) {
                GridRow {
                    ForEach(entry.room.scenes.prefix(2), id: \.self) { SmartHomeSceneButton(scene: $0) }
                }
                GridRow {
                    ForEach(entry.room.scenes.dropFirst(2).prefix(2), id: \.self) { SmartHomeSceneButton(scene: $0) }
                }
            }
        }
        .containerBackground(for: .widget) { Color.black.opacity(0.05) }
    }
}

struct SmartHomeScenesWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(
            kind: "SmartHomeScenes", intent: HomeRoomConfigurationIntent.self, provider: SmartHomeScenesProvider()
        ) { entry in
            SmartHomeScenesView(entry: entry)
        }
        .configurationDisplayName("Scenes")
        .description("Run a room's scenes.")
        .supportedFamilies([.systemMedium])
    }
}

extension CorpusCase {
    static var smartHomeScenes: CorpusCase {
        .widget(
            SmartHomeScenesWidget.self, entry: SmartHomeScenesEntry(date: corpusNow, room: HomeRoomEntity.all[0]),
            family: .systemMedium, expecting: ["Living Room", "Movie", "Relax", "Bright", "Off"])
    }
}
