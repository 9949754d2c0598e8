import ActivityKit
import AppIntents
// The demo copy of the seed sample. From seed 003 ("widgetkit": widgets, interactivity, Live Activities, controls, push).
import Foundation
import SwiftUI
import WidgetKit

// MARK: Static widget

struct OrderEntry: TimelineEntry {
    let date: Date
    let orderName: String
    let progress: Double
}

struct OrderProvider: TimelineProvider {
    func placeholder(in context: Context) -> OrderEntry { OrderEntry(date: .now, orderName: "Order", progress: 0.5) }
    func getSnapshot(in context: Context, completion: @escaping (OrderEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<OrderEntry>) -> Void) {
        Task {
            let entry = OrderEntry(date: .now, orderName: "Pizza", progress: 0.3)
            let nextUpdate = Calendar.current.date(byAdding: .hour, value: 1, to: .now)!
            completion(Timeline(entries: [entry], policy: .after(nextUpdate)))
        }
    }
}

struct OrderWidgetView: View {
    let entry: OrderEntry
    @Environment(\.widgetFamily) var family
    @Environment(\.widgetRenderingMode) var renderingMode
    @Environment(\.widgetLocation) var location
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.showsWidgetContainerBackground) var showsBackground

    var body: some View {
        switch family {
        case .systemSmall:
            VStack(alignment: .leading) {
                Text(entry.orderName).font(.headline)
                Gauge(value: entry.progress) { Text("Progress") }
                    .gaugeStyle(.linearCapacity)
            }
            .containerBackground(.blue.gradient, for: .widget)
        case .accessoryCircular:
            Gauge(value: entry.progress) { Image(systemName: "bag") }
                .gaugeStyle(.accessoryCircular)
        case .accessoryInline:
            Text("\(entry.orderName) \(Int(entry.progress * 100))%")
        default:
            HStack {
                Text(entry.orderName).font(.title2)
                Spacer()
                Text(entry.date, style: .relative)
                Text(entry.date, style: .time)
            }
            .padding()
            .opacity(renderingMode == .vibrant ? 0.9 : 1)
            .foregroundStyle(colorScheme == .dark ? Color.white : Color.black)
            .containerBackground(for: .widget) { Color.orange }
        }
    }
}

struct OrderStatusWidget: Widget {
    let kind: String = "OrderStatusWidget"
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: OrderProvider()) { entry in
            OrderWidgetView(entry: entry)
        }
        .configurationDisplayName("Order Status")
        .description("Track your current order.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryInline])
        .contentMarginsDisabled()
    }
}

// MARK: Configurable widget

enum Category: String, AppEnum {
    case food, drinks, dessert
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Category"
    static let caseDisplayRepresentations: [Category: DisplayRepresentation] = [
        .food: "Food", .drinks: "Drinks", .dessert: "Dessert",
    ]
    var name: String { rawValue.capitalized }
}

struct SelectCategoryIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select Category"
    @Parameter(title: "Category", default: .food) var category: Category
    @Parameter(title: "Show prices", default: true) var showPrices: Bool
    @Parameter(title: "Maximum items", default: 3) var maxItems: Int
    @Parameter(title: "Title", default: "A Default Title") var title: String
}

struct CategoryEntry: TimelineEntry {
    let date: Date
    let categoryName: String
    let items: [String]
}

actor DataStore {
    static let shared = DataStore()
    private var favorites: Set<String> = []
    func items(for category: Category) -> [String] { ["\(category.name) 1", "\(category.name) 2"] }
    func isFavorite(_ id: String) -> Bool { favorites.contains(id) }
    func toggleFavorite(_ id: String) {
        if favorites.contains(id) { favorites.remove(id) } else { favorites.insert(id) }
    }
}

struct CategoryProvider: AppIntentTimelineProvider {
    typealias Entry = CategoryEntry
    typealias Intent = SelectCategoryIntent

    func placeholder(in context: Context) -> CategoryEntry {
        CategoryEntry(date: .now, categoryName: "Sample", items: [])
    }
    func snapshot(for config: SelectCategoryIntent, in context: Context) async -> CategoryEntry {
        let items = await DataStore.shared.items(for: config.category)
        return CategoryEntry(date: .now, categoryName: config.category.name, items: items)
    }
    func timeline(for config: SelectCategoryIntent, in context: Context) async -> Timeline<CategoryEntry> {
        let items = await DataStore.shared.items(for: config.category)
        let entry = CategoryEntry(date: .now, categoryName: config.category.name, items: items)
        return Timeline(entries: [entry], policy: .atEnd)
    }
}

struct CategoryWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(
            kind: "ConfigWidget", intent: SelectCategoryIntent.self,
            provider: CategoryProvider()
        ) { entry in
            VStack(alignment: .leading) {
                Text(entry.categoryName).font(.headline)
                ForEach(entry.items, id: \.self) { item in
                    Text(item).font(.caption)
                }
            }
        }
    }
}

// MARK: Interactive widget

struct ToggleFavoriteIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle Favorite"
    @Parameter(title: "Item ID") var itemID: String
    init() {}
    init(itemID: String) { self.itemID = itemID }
    func perform() async throws -> some IntentResult {
        await DataStore.shared.toggleFavorite(itemID)
        return .result()
    }
}

struct FavoriteEntry: TimelineEntry {
    let date: Date
    let itemID: String
    let itemName: String
    let isFavorite: Bool
}

struct InteractiveWidgetView: View {
    let entry: FavoriteEntry
    var body: some View {
        HStack {
            Text(entry.itemName)
            Spacer()
            Button(intent: ToggleFavoriteIntent(itemID: entry.itemID)) {
                Image(systemName: entry.isFavorite ? "star.fill" : "star")
            }
            Toggle(isOn: entry.isFavorite, intent: ToggleFavoriteIntent(itemID: entry.itemID)) {
                Text("Favorite")
            }
        }
        .padding()
        .invalidatableContent()
    }
}

// MARK: Live Activity

enum DeliveryStep: Int, Codable, Hashable, CaseIterable, Comparable {
    case preparing, onTheWay, delivered
    var icon: String {
        switch self {
        case .preparing: "frying.pan"
        case .onTheWay: "box.truck.fill"
        case .delivered: "checkmark.circle.fill"
        }
    }
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var driverName: String
        var estimatedDeliveryTime: ClosedRange<Date>
        var currentStep: DeliveryStep
    }
    var orderNumber: Int
    var restaurantName: String
}

struct DeliveryActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(context.attributes.restaurantName).font(.headline)
                HStack {
                    Text("Driver: \(context.state.driverName)")
                    Spacer()
                    Text(timerInterval: context.state.estimatedDeliveryTime, countsDown: true)
                }
                if context.isStale { Text("Updating...") }
            }
            .padding()
            .activityBackgroundTint(Color.black.opacity(0.6))
            .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "box.truck.fill").font(.title2)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.estimatedDeliveryTime, countsDown: true)
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.restaurantName).font(.headline)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    HStack {
                        ForEach(DeliveryStep.allCases, id: \.self) { step in
                            Image(systemName: step.icon)
                                .foregroundStyle(step <= context.state.currentStep ? .primary : .tertiary)
                        }
                    }
                }
            } compactLeading: {
                Image(systemName: "box.truck.fill")
            } compactTrailing: {
                Text(timerInterval: context.state.estimatedDeliveryTime, countsDown: true)
                    .frame(width: 40).monospacedDigit()
            } minimal: {
                Image(systemName: "box.truck.fill")
            }
            .widgetURL(URL(string: "pizza://order/\(context.attributes.orderNumber)"))
            .keylineTint(.orange)
        }
        .supplementalActivityFamilies([.small, .medium])
    }
}

func runDelivery() async throws {
    let attributes = DeliveryAttributes(orderNumber: 123, restaurantName: "Pizza Place")
    let state = DeliveryAttributes.ContentState(
        driverName: "Alex",
        estimatedDeliveryTime: Date()...Date().addingTimeInterval(1800),
        currentStep: .preparing
    )
    let content = ActivityContent(state: state, staleDate: nil, relevanceScore: 75)
    let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
    _ = activity.id
    _ = activity.activityState
    var newState = state
    newState.currentStep = .onTheWay
    let updated = ActivityContent(state: newState, staleDate: nil, relevanceScore: 90)
    await activity.update(updated)
    var finalState = newState
    finalState.currentStep = .delivered
    let final = ActivityContent(state: finalState, staleDate: nil, relevanceScore: 0)
    await activity.end(final, dismissalPolicy: .after(.now.addingTimeInterval(3600)))
    for running in Activity<DeliveryAttributes>.activities { _ = running.content.state }
    _ = ActivityAuthorizationInfo().areActivitiesEnabled
}

// MARK: Control Center controls

struct OpenCameraIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Camera"
    static let openAppWhenRun: Bool = true
    func perform() async throws -> some IntentResult { .result() }
}

struct ToggleFlashlightIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle Flashlight"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct FlashlightValueProvider: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { true }
}

struct OpenCameraControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "OpenCamera") {
            ControlWidgetButton(action: OpenCameraIntent()) {
                Label("Camera", systemImage: "camera.fill")
            }
        }
        .displayName("Open Camera")
    }
}

struct FlashlightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Flashlight", provider: FlashlightValueProvider()) { value in
            ControlWidgetToggle(isOn: value, action: ToggleFlashlightIntent()) {
                Label("Flashlight", systemImage: value ? "flashlight.on.fill" : "flashlight.off.fill")
            }
        }
        .displayName("Flashlight")
        .description("Turns the flashlight on and off.")
    }
}

func reloadControls() {
    ControlCenter.shared.reloadControls(ofKind: "Flashlight")
    ControlCenter.shared.reloadAllControls()
}

// MARK: Lock Screen widget

struct StepsEntry: TimelineEntry {
    let date: Date
    let stepCount: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: .now, stepCount: 4200) }
    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        let entries = (0..<4).map {
            StepsEntry(date: .now.addingTimeInterval(Double($0) * 900), stepCount: 4200 + $0 * 300)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct StepsWidget: Widget {
    let kind = "StepsWidget"
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            ZStack {
                AccessoryWidgetBackground()
                VStack {
                    Image(systemName: "figure.walk")
                        .widgetAccentable()
                    Text("\(entry.stepCount)").font(.headline)
                }
            }
        }
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

// MARK: Push-based reloads

struct MyWidgetPushHandler: WidgetPushHandler {
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {
        let tokenString = pushInfo.token.map { String(format: "%02x", $0) }.joined()
        _ = tokenString
    }
}

struct FavoritesProvider: TimelineProvider {
    func placeholder(in context: Context) -> FavoriteEntry {
        FavoriteEntry(date: .now, itemID: "margherita", itemName: "Margherita", isFavorite: false)
    }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (FavoriteEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<FavoriteEntry>) -> Void) {
        Task {
            let isFavorite = await DataStore.shared.isFavorite("margherita")
            let entry = FavoriteEntry(date: .now, itemID: "margherita", itemName: "Margherita", isFavorite: isFavorite)
            completion(Timeline(entries: [entry], policy: .never))
        }
    }
}

struct FavoritesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Favorites", provider: FavoritesProvider()) { entry in
            InteractiveWidgetView(entry: entry)
                .widgetAccentedRenderingMode(.accentedDesaturated)
        }
        .configurationDisplayName("Favorites")
        .description("Mark your favorite pizza without opening the app.")
        .supportedFamilies([.systemMedium])
        .pushHandler(MyWidgetPushHandler.self)
    }
}

// MARK: Bundle

struct SeedWidgets: WidgetBundle {
    var body: some Widget {
        OrderStatusWidget()
        FavoritesWidget()
        DeliveryActivityWidget()  // Live Activity
        OpenCameraControl()  // Control Center
        FlashlightControl()
        StepsWidget()
        CategoryWidget()
    }
}
