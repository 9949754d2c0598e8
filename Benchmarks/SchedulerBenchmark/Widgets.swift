// The demo's seed widgets, copied with their providers' reload policies (an executable target cannot be imported):
// weather (five hourly entries, `.atEnd`), game status (`.after` 15 minutes), the configurable category widget
// (one entry, `.atEnd`), order status (`.after` an hour), steps (four quarter-hour entries, `.atEnd`), the
// character detail and favorites (`.never`). Views are one `Text`: rendering is stubbed, they are never drawn.
import Foundation
import WidgetryIntents
import WidgetryKit
import WidgetryUI

struct WeatherEntry: TimelineEntry {
    let date: Date
    let conditions: String
    let temperature: Int
}

struct WeatherProvider: TimelineProvider {
    static let conditions = ["Sunny", "Cloudy", "Overcast", "Rainy", "Lightning", "Snowy"]

    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: Date(), conditions: "Sunny", temperature: 78)
    }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (WeatherEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<WeatherEntry>) -> Void) {
        let now = Date()
        let entries = (0..<5).map { hour in
            WeatherEntry(
                date: now.addingTimeInterval(Double(hour) * 3600),
                conditions: Self.conditions[(hour + Int(now.timeIntervalSince1970)) % Self.conditions.count],
                temperature: 40 + hour * 7)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct GameStatusEntry: TimelineEntry {
    let date: Date
    let status: String
}

struct GameStatusProvider: TimelineProvider {
    func placeholder(in context: Context) -> GameStatusEntry { GameStatusEntry(date: Date(), status: "—") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (GameStatusEntry) -> Void) {
        completion(GameStatusEntry(date: Date(), status: "Your turn"))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<GameStatusEntry>) -> Void) {
        let now = Date()
        completion(
            Timeline(
                entries: [GameStatusEntry(date: now, status: "Your turn")], policy: .after(now.addingTimeInterval(900)))
        )
    }
}

enum BenchmarkCategory: String, AppEnum {
    case food, drinks, dessert
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Category"
    static let caseDisplayRepresentations: [BenchmarkCategory: DisplayRepresentation] = [
        .food: "Food", .drinks: "Drinks", .dessert: "Dessert",
    ]
}

struct SelectCategoryIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select Category"
    @Parameter(title: "Category", default: .food) var category: BenchmarkCategory
    @Parameter(title: "Show prices", default: true) var showPrices: Bool
    @Parameter(title: "Maximum items", default: 3) var maxItems: Int
}

struct CategoryEntry: TimelineEntry {
    let date: Date
    let category: String
    let items: [String]
}

struct CategoryProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CategoryEntry { CategoryEntry(date: .now, category: "Sample", items: []) }
    func snapshot(for configuration: SelectCategoryIntent, in context: Context) async -> CategoryEntry {
        await timeline(for: configuration, in: context).entries[0]
    }
    func timeline(for configuration: SelectCategoryIntent, in context: Context) async -> Timeline<CategoryEntry> {
        let name = configuration.category.rawValue.capitalized
        let items = (1...max(1, min(configuration.maxItems, 5))).map { "\(name) \($0)" }
        return Timeline(entries: [CategoryEntry(date: .now, category: name, items: items)], policy: .atEnd)
    }
}

struct OrderEntry: TimelineEntry {
    let date: Date
    let step: String
}

struct OrderProvider: TimelineProvider {
    func placeholder(in context: Context) -> OrderEntry { OrderEntry(date: Date(), step: "Ordered") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (OrderEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<OrderEntry>) -> Void) {
        let now = Date()
        completion(
            Timeline(entries: [OrderEntry(date: now, step: "On the way")], policy: .after(now.addingTimeInterval(3600)))
        )
    }
}

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: Date(), steps: 0) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (StepsEntry) -> Void) {
        completion(StepsEntry(date: Date(), steps: 4200))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<StepsEntry>) -> Void) {
        let now = Date()
        let entries = (0..<4).map { StepsEntry(date: now.addingTimeInterval(Double($0) * 900), steps: 4200 + $0 * 300) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct NeverEntry: TimelineEntry {
    let date: Date
    let name: String
}

struct CharacterProvider: TimelineProvider {
    func placeholder(in context: Context) -> NeverEntry { NeverEntry(date: Date(), name: "Power Panda") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (NeverEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<NeverEntry>) -> Void) {
        completion(Timeline(entries: [NeverEntry(date: Date(), name: "Power Panda")], policy: .never))
    }
}

struct WeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WeatherWidget", provider: WeatherProvider()) { Text($0.conditions) }
            .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

struct GameStatusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.mygame.game-status", provider: GameStatusProvider()) { Text($0.status) }
            .supportedFamilies([.systemSmall])
    }
}

struct CategoryWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "ConfigWidget", intent: SelectCategoryIntent.self, provider: CategoryProvider()) {
            Text($0.category)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct OrderWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "OrderStatusWidget", provider: OrderProvider()) { Text($0.step) }
            .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryInline])
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StepsWidget", provider: StepsProvider()) { Text("\($0.steps)") }
            .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

struct CharacterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.mygame.character-detail", provider: CharacterProvider()) { Text($0.name) }
            .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

/// One kind of instance the benchmark adds: a widget kind at a family, with a configuration.
struct InstanceTemplate: Sendable {
    let kind: String
    let family: WidgetFamily
    let configuration: WidgetConfigurationValues?
}

/// The benchmark's bundle and the mix of instances it adds, in proportions a home screen might have.
@MainActor
func benchmarkBundle() -> WidgetBundleDescriptor {
    let widgets: [any Widget] = [
        WeatherWidget(), GameStatusWidget(), CategoryWidget(), OrderWidget(), StepsWidget(), CharacterWidget(),
    ]
    return WidgetBundleDescriptor(
        name: "SchedulerBenchmark", widgets: widgets.flatMap { WidgetBundleDescriptor(widget: $0).widgets },
        controls: [])
}

/// Twenty templates, used round-robin: every policy, several families, Home and Lock Screen, three configurations.
let templates: [InstanceTemplate] = {
    var list: [InstanceTemplate] = []
    for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge, .systemSmall] {
        list.append(InstanceTemplate(kind: "WeatherWidget", family: family, configuration: nil))
    }
    list.append(InstanceTemplate(kind: "com.mygame.game-status", family: .systemSmall, configuration: nil))
    list.append(InstanceTemplate(kind: "com.mygame.game-status", family: .systemSmall, configuration: nil))
    for (category, family) in [
        ("food", WidgetFamily.systemSmall), ("drinks", .systemMedium), ("dessert", .systemSmall),
    ] {
        list.append(
            InstanceTemplate(
                kind: "ConfigWidget", family: family,
                configuration: ["category": .string(category), "maxItems": .int(category.count)]))
    }
    for family in [WidgetFamily.systemSmall, .systemMedium, .accessoryCircular, .accessoryInline] {
        list.append(InstanceTemplate(kind: "OrderStatusWidget", family: family, configuration: nil))
    }
    for family in [WidgetFamily.accessoryCircular, .accessoryRectangular, .accessoryInline] {
        list.append(InstanceTemplate(kind: "StepsWidget", family: family, configuration: nil))
    }
    for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge, .systemMedium] {
        list.append(InstanceTemplate(kind: "com.mygame.character-detail", family: family, configuration: nil))
    }
    return list
}()
