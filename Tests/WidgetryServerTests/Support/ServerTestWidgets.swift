import Foundation
import Synchronization
import WidgetryIntents
import WidgetryKit
import WidgetryUI

// Widgets the server tests drive: a configurable counter with a button, a toggle, links and a widgetURL; a
// Lock Screen ticker with an entry a minute; a widget whose text is markup.

/// Tap counts and flags per counter name; each test uses its own names, so parallel tests do not meet.
actor TapStore {
    static let shared = TapStore()
    private var counts: [String: Int] = [:]
    private var flags: [String: Bool] = [:]

    func add(_ step: Int, to name: String) { counts[name, default: 0] += step }
    func count(_ name: String) -> Int { counts[name, default: 0] }
    func setFlag(_ value: Bool, for name: String) { flags[name] = value }
    func flag(_ name: String) -> Bool { flags[name, default: false] }
}

enum CounterColor: String, AppEnum {
    case blue, green, orange
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Color"
    static let caseDisplayRepresentations: [CounterColor: DisplayRepresentation] = [
        .blue: "Blue", .green: "Green", .orange: "Orange",
    ]
}

struct Room: AppEntity {
    let id: String
    let name: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Room"
    static let defaultQuery = RoomQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    static let all = [Room(id: "kitchen", name: "Kitchen"), Room(id: "attic", name: "Attic")]
}

struct RoomQuery: EntityQuery {
    func entities(for identifiers: [Room.ID]) async throws -> [Room] {
        Room.all.filter { identifiers.contains($0.id) }
    }
    func suggestedEntities() async throws -> [Room] { Room.all }
    func defaultResult() async -> Room? { Room.all.last }
}

struct CounterConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Counter"
    static let description = IntentDescription("Counts taps.")
    @Parameter(title: "Label", default: "Count") var label: String
    @Parameter(title: "Step", default: 1) var step: Int
    @Parameter(title: "Color", default: .blue) var color: CounterColor
    @Parameter(title: "Show flag", default: true) var showsFlag: Bool
    @Parameter(title: "Room") var room: Room
}

struct IncrementIntent: AppIntent {
    static let title: LocalizedStringResource = "Increment"
    @Parameter(title: "Name") var name: String
    @Parameter(title: "Step") var step: Int
    init() {}
    init(name: String, step: Int) {
        self.name = name
        self.step = step
    }
    func perform() async throws -> some IntentResult {
        await TapStore.shared.add(step, to: name)
        return .result()
    }
}

struct FlagIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Flag"
    @Parameter(title: "Name") var name: String
    @Parameter(title: "On") var value: Bool
    init() {}
    init(name: String) { self.name = name }
    func perform() async throws -> some IntentResult {
        await TapStore.shared.setFlag(value, for: name)
        return .result()
    }
}

struct CounterEntry: TimelineEntry {
    let date: Date
    let label: String
    let name: String
    let step: Int
    let count: Int
    let flag: Bool
    let room: String
}

struct CounterProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CounterEntry {
        CounterEntry(date: Date(), label: "Count", name: "placeholder", step: 1, count: 0, flag: false, room: "—")
    }
    func snapshot(for configuration: CounterConfiguration, in context: Context) async -> CounterEntry {
        CounterEntry(
            date: Date(), label: configuration.label, name: "preview", step: configuration.step, count: 7, flag: true,
            room: configuration.room.name)
    }
    func timeline(for configuration: CounterConfiguration, in context: Context) async -> Timeline<CounterEntry> {
        let name = configuration.label
        let entry = CounterEntry(
            date: Date(), label: configuration.label, name: name, step: configuration.step,
            count: await TapStore.shared.count(name), flag: await TapStore.shared.flag(name),
            room: configuration.room.name)
        return Timeline(entries: [entry], policy: .never)
    }
}

struct CounterView: View {
    let entry: CounterEntry
    var body: some View {
        VStack(alignment: .leading) {
            Text("\(entry.label): \(entry.count)").font(.headline)
            Text(entry.room).font(.caption)
            Button(intent: IncrementIntent(name: entry.name, step: entry.step)) { Text("Add") }
            Toggle(isOn: entry.flag, intent: FlagIntent(name: entry.name)) { Text("Flag") }
            Toggle(isOn: entry.count > 0, intent: IncrementIntent(name: entry.name, step: 10)) { Text("Bump") }
            Link(destination: URL(string: "https://example.com/help")!) { Text("Help") }
            Link(destination: URL(string: "file:///etc/passwd")!) { Text("File") }
        }
        .widgetURL(URL(string: "testapp://counter"))
    }
}

struct CounterWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Counter", intent: CounterConfiguration.self, provider: CounterProvider()) {
            CounterView(entry: $0)
        }
        .configurationDisplayName("Counter")
        .description("Counts taps on its button.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct TickEntry: TimelineEntry {
    let date: Date
    let minute: Int
}

/// An entry a minute for ten minutes, `.atEnd`.
struct TickProvider: TimelineProvider {
    func placeholder(in context: Context) -> TickEntry { TickEntry(date: Date(), minute: -1) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (TickEntry) -> Void) {
        completion(TickEntry(date: Date(), minute: 0))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TickEntry>) -> Void) {
        let now = Date()
        let entries = (0..<10).map { TickEntry(date: now.addingTimeInterval(Double($0) * 60), minute: $0) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct TickerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Ticker", provider: TickProvider()) { entry in
            VStack {
                Text("Minute \(entry.minute)")
                Text(entry.date, style: .timer)
            }
        }
        .configurationDisplayName("Ticker")
        .description("A new entry every minute.")
        .supportedFamilies([.accessoryRectangular, .accessoryCircular, .systemSmall])
        .pushHandler(TickerPushHandler.self)
    }
}

/// What the ticker's push handler was told: each call's token and widget ids, in order.
enum TickerPushCalls {
    static let calls = CallLog<(token: Data, ids: [String])>()
}

struct TickerPushHandler: WidgetPushHandler {
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {
        TickerPushCalls.calls.append((pushInfo.token, widgets.map(\.id).sorted()))
    }
}

struct MarkupEntry: TimelineEntry {
    let date: Date
}

struct MarkupProvider: TimelineProvider {
    func placeholder(in context: Context) -> MarkupEntry { MarkupEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (MarkupEntry) -> Void) {
        completion(MarkupEntry(date: Date()))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<MarkupEntry>) -> Void) {
        completion(Timeline(entries: [MarkupEntry(date: Date())], policy: .never))
    }
}

struct MarkupWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Markup", provider: MarkupProvider()) { _ in
            Text("<script>alert('x')</script> & \"quotes\"")
                .privacySensitive()
        }
        .configurationDisplayName("<b>Markup</b>")
        .description("Text that looks like HTML.")
        // systemExtraLarge is an iPad family: an iPhone's gallery leaves it out.
        .supportedFamilies([.systemSmall, .systemExtraLarge])
    }
}

/// The test widgets draw their own backgrounds, as widgets deployed before iOS 17 may.
func drawingOwnBackground(_ widget: WidgetDescriptor) -> WidgetDescriptor {
    var widget = widget
    widget.requiresContainerBackground = false
    return widget
}

/// The bundle every server test uses; registers the counter's configuration intent so its form lists entities.
@MainActor
func serverTestBundle() -> WidgetBundleDescriptor {
    IntentTypeRegistry.shared.register(CounterConfiguration.self)
    let widgets: [any Widget] = [CounterWidget(), TickerWidget(), MarkupWidget(), ParcelActivityWidget()]
    return WidgetBundleDescriptor(
        name: "ServerTestWidgets", displayName: "Server Tests",
        widgets: widgets.flatMap { WidgetBundleDescriptor(widget: $0).widgets }.map(drawingOwnBackground),
        controls: WidgetBundleDescriptor(ServerControls()).controls)
}

/// A parcel on its way: the server's Live Activity.
struct ParcelAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var stopsAway: Int
    }

    var carrier: String
}

struct ParcelActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParcelAttributes.self) { context in
            Text("\(context.attributes.carrier): \(context.state.stopsAway) stops away").padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.carrier) }
            } compactLeading: {
                Image(systemName: "shippingbox.fill")
            } compactTrailing: {
                Text("\(context.state.stopsAway)")
            } minimal: {
                Text("\(context.state.stopsAway)")
            }
            .widgetURL(URL(string: "testapp://parcel"))
            .keylineTint(.orange)
        }
    }
}

/// The fan the server's control switches; only `ControlAPITests.aToggleTappedOverHTTP…` changes it.
enum Fan {
    static let isOn = Mutex(false)
}

struct ToggleFanIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle Fan"
    @Parameter(title: "On") var value: Bool

    func perform() async throws -> some IntentResult {
        let value = self.value
        Fan.isOn.withLock { $0 = value }
        return .result()
    }
}

struct FanValueProvider: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { Fan.isOn.withLock { $0 } }
}

struct FanControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Fan", provider: FanValueProvider()) { isOn in
            ControlWidgetToggle(isOn: isOn, action: ToggleFanIntent()) { Text("Fan") }
        }
        .displayName("Fan")
    }
}

/// The lamp the browser test switches from Control Center (the fan is the API tests').
enum Lamp {
    static let isOn = Mutex(false)
}

struct ToggleLampIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle Lamp"
    @Parameter(title: "On") var value: Bool

    func perform() async throws -> some IntentResult {
        let value = self.value
        Lamp.isOn.withLock { $0 = value }
        return .result()
    }
}

struct LampValueProvider: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { Lamp.isOn.withLock { $0 } }
}

struct LampControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Lamp", provider: LampValueProvider()) { isOn in
            ControlWidgetToggle(isOn: isOn, action: ToggleLampIntent()) {
                Label("Lamp", systemImage: isOn ? "lightbulb.fill" : "lightbulb")
            }
            .tint(.orange)
        }
        .displayName("Lamp")
    }
}

/// What the heater's push handler was told: each call's control ids and tokens.
enum HeaterPushCalls {
    static let calls = CallLog<[String: Data]>()
}

struct HeaterPushHandler: ControlPushHandler {
    func pushTokensDidChange(controls: [ControlInfo]) {
        let tokens = Dictionary(uniqueKeysWithValues: controls.compactMap { c in c.pushInfo.map { (c.id, $0.token) } })
        HeaterPushCalls.calls.append(tokens)
    }
}

/// The heater `ControlCenter` reloads reach over HTTP: its provider reads a value only that test sets.
enum Heater {
    static let isOn = Mutex(false)
}

struct HeaterValueProvider: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { Heater.isOn.withLock { $0 } }
}

struct SetHeaterIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Set Heater"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct HeaterControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Heater", provider: HeaterValueProvider()) { isOn in
            ControlWidgetToggle(isOn: isOn, action: SetHeaterIntent()) {
                Label("Heater", systemImage: "heater.vertical")
            }
        }
        .displayName("Heater")
        .pushHandler(HeaterPushHandler.self)
    }
}

/// A control people configure: a button that names the room its configuration intent chose.
struct ThermostatRoom: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Choose Room"
    @Parameter(title: "Room", default: "Kitchen") var room: String
}

struct ShowThermostatIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Thermostat"
    func perform() async throws -> some IntentResult { .result() }
}

struct ThermostatControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "Thermostat", intent: ThermostatRoom.self) { configuration in
            ControlWidgetButton(action: ShowThermostatIntent()) {
                Label("Heat \(configuration.room)", systemImage: "thermometer.medium")
            }
        }
        .displayName("Thermostat")
    }
}

struct ServerControls: WidgetBundle {
    var body: some Widget {
        FanControl()
        LampControl()
        HeaterControl()
        ThermostatControl()
    }
}
