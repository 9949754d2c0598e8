import Foundation
import Synchronization
import Widgetry
import WidgetryCLI
import WidgetryServing

/// Runs the command line in-process against a bundle and collects what it prints.
struct CLIRun {
    let code: Int32
    let output: String
    let errors: String

    static let fixedNow = Date(timeIntervalSince1970: 1_800_000_000)

    static func run(
        _ arguments: [String], bundle: WidgetBundleDescriptor, previews: [PreviewDescriptor] = []
    ) async -> CLIRun {
        let out = Mutex<[String]>([])
        let err = Mutex<[String]>([])
        let context = CLIContext(
            bundle: bundle, previews: previews,
            output: { line in out.withLock { $0.append(line) } },
            errorOutput: { line in err.withLock { $0.append(line) } },
            now: { fixedNow })
        // The serving root: the authoring commands plus serve and store, which some of these tests run.
        let code = await ServingWidgetBundleCommand.run(arguments: arguments, context: context)
        return CLIRun(
            code: code, output: out.withLock { $0.joined(separator: "\n") },
            errors: err.withLock { $0.joined(separator: "\n") })
    }
}

// A small bundle with a static widget, a configurable one with every parameter kind, and a Live Activity.

struct TickEntry: TimelineEntry {
    let date: Date
    let tick: Int
    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: Float(tick)) }
}

struct TickProvider: TimelineProvider {
    func placeholder(in context: Context) -> TickEntry { TickEntry(date: CLIRun.fixedNow, tick: 0) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (TickEntry) -> Void) {
        completion(TickEntry(date: CLIRun.fixedNow, tick: 1))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TickEntry>) -> Void) {
        let entries = [0, 120, 3600].enumerated().map {
            TickEntry(date: CLIRun.fixedNow.addingTimeInterval(Double($0.element)), tick: $0.offset)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct TickWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Tick", provider: TickProvider()) { entry in Text("\(entry.tick)") }
            .configurationDisplayName("Ticks")
            .description("Counts ticks.")
            .supportedFamilies([.systemSmall, .accessoryInline])
    }
}

enum Topping: String, AppEnum {
    case cheese, olives
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Topping"
    static let caseDisplayRepresentations: [Topping: DisplayRepresentation] = [.cheese: "Cheese", .olives: "Olives"]
}

struct Shop: AppEntity {
    let id: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shop"
    static let defaultQuery = ShopQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct ShopQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Shop] {
        identifiers.filter { $0 != "closed" }.map(Shop.init)
    }
    func suggestedEntities() async throws -> [Shop] { [Shop(id: "Corner"), Shop(id: "Harbour")] }
    func defaultResult() async -> Shop? { Shop(id: "Corner") }
}

struct OrderIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Choose Order"
    @Parameter(title: "Topping", default: .cheese) var topping: Topping
    @Parameter(title: "Shop") var shop: Shop
    @Parameter(title: "Count", default: 1) var count: Int
}

struct OrderEntry: TimelineEntry {
    let date: Date
    let summary: String
}

struct OrderProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> OrderEntry { OrderEntry(date: CLIRun.fixedNow, summary: "…") }
    func snapshot(for configuration: OrderIntent, in context: Context) async -> OrderEntry {
        OrderEntry(
            date: CLIRun.fixedNow,
            summary: "\(configuration.count) \(configuration.topping.rawValue) at \(configuration.shop.id)")
    }
    func timeline(for configuration: OrderIntent, in context: Context) async -> Timeline<OrderEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
    }
}

struct OrderWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Order", intent: OrderIntent.self, provider: OrderProvider()) { entry in
            Text(entry.summary)
        }
        .configurationDisplayName("Order")
        .supportedFamilies([.systemMedium])
    }
}

struct CLITestBundle: WidgetBundle {
    var body: some Widget {
        TickWidget()
        OrderWidget()
    }
}
