import AppIntents
import SwiftUI
import WidgetKit

// A shared grocery list: checking an item runs an intent that updates the app group and asks WidgetKit to reload
// this widget's timelines; the view adapts to the accented rendering mode and hides item names when redacted.

enum GroceryStore {
    static let kind = "GroceryList"
}

struct GroceryToggleItemIntent: AppIntent {
    static let title: LocalizedStringResource = "Check Item"

    @Parameter(title: "Item")
    var item: String

    init() {}
    init(item: String) { self.item = item }

    func perform() async throws -> some IntentResult {
        WidgetCenter.shared.reloadTimelines(ofKind: GroceryStore.kind)
        return .result()
    }
}

struct GroceryItem: Hashable, Sendable {
    let name: String
    let quantity: Int
    let isChecked: Bool
}

struct GroceryListEntry: TimelineEntry {
    let date: Date
    let items: [GroceryItem]
}

struct GroceryListProvider: TimelineProvider {
    func placeholder(in context: Context) -> GroceryListEntry {
        GroceryListEntry(date: Date(), items: [GroceryItem(name: "Apples", quantity: 6, isChecked: false)])
    }

    func getSnapshot(in context: Context, completion: @escaping (GroceryListEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GroceryListEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct GroceryListView: View {
    @Environment(\.widgetRenderingMode) private var renderingMode
    @Environment(\.redactionReasons) private var redactionReasons
    let entry: GroceryListEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Groceries")
                .font(.headline)
                .foregroundStyle(renderingMode == .fullColor ? Color.green : Color.primary)
                .unredacted()
            ForEach(entry.items, id: \.self) { item in
                Button(intent: GroceryToggleItemIntent(item: item.name)) {
                    HStack {
                        Image(systemName: item.isChecked ? "checkmark.square.fill" : "square")
                        Text(item.name).strikethrough(item.isChecked)
                        Spacer()
                        Text("×\(item.quantity)").foregroundStyle(.secondary)
                    }
                    .font(.subheadline)
                }
                .buttonStyle(.plain)
            }
            if redactionReasons.contains(.placeholder) {
                Text("Loading…")
            }
            Spacer(minLength: 0)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct GroceryListWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: GroceryStore.kind, provider: GroceryListProvider()) { entry in
            GroceryListView(entry: entry)
        }
        .configurationDisplayName("Groceries")
        .description("Your shared shopping list.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

extension CorpusCase {
    static var groceryList: CorpusCase {
        let items = [
            GroceryItem(name: "Oat milk", quantity: 2, isChecked: true),
            GroceryItem(name: "Sourdough", quantity: 1, isChecked: false),
        ]
        return .widget(
            GroceryListWidget.self, entry: GroceryListEntry(date: corpusNow, items: items), family: .systemMedium,
            expecting: ["Groceries", "Oat milk", "Sourdough", "×2", "checkmark.square.fill"])
    }
}
