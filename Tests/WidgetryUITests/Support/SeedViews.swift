// The views of the seed documents, copied from the conformance samples as widget authors write them.
import Foundation
import WidgetryIntents
import WidgetryUI

// MARK: Weather (seed 002)

struct Weather: Sendable {
    let conditions: String
    let symbol: String
    let color: String
    let temp: Int
    static let sunny = Weather(conditions: "Sunny", symbol: "sun.max.fill", color: "sunny-color", temp: 78)
    static let snowy = Weather(conditions: "Snowy", symbol: "snowflake", color: "snowy-color", temp: 18)
}

struct WeatherEntry {
    let date: Date
    let weather: Weather
}

struct WeatherWidgetView: View {
    var entry: WeatherEntry

    var body: some View {
        VStack {
            HStack {
                Text("\(entry.weather.temp)°")
                    .font(.system(size: 32))
                Image(systemName: entry.weather.symbol)
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(minWidth: 20, maxWidth: 40, minHeight: 20, maxHeight: 40)
            }
            HStack {
                Text(entry.weather.conditions)
                    .font(.system(size: 16, weight: .bold))
            }
        }
        .containerBackground(Color(entry.weather.color).gradient, for: .widget)
    }
}

// MARK: Game status (seed 000)

struct GameTurnSummary: View {
    var status: String
    init(_ status: String) { self.status = status }
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Game Status").font(.caption).foregroundStyle(.secondary)
            Text(status).font(.headline).privacySensitive()
        }
        .containerBackground(.fill.tertiary, for: .widget)
        .widgetURL(URL(string: "mygame://status"))
    }
}

struct GameDetailsNotAvailable: View {
    var body: some View {
        Text("Game details are not available in this size.")
            .multilineTextAlignment(.center)
            .redacted(reason: .placeholder)
            .unredacted()
    }
}

struct GameStatusView: View {
    @Environment(\.widgetFamily) var family: WidgetFamily
    var gameStatus: String
    init(_ gameStatus: String) { self.gameStatus = gameStatus }

    @ViewBuilder
    var body: some View {
        switch family {
        case .systemSmall: GameTurnSummary(gameStatus)
        default: GameDetailsNotAvailable()
        }
    }
}

// MARK: Character detail (seed 001)

struct CharacterDetail {
    let id: String
    let avatar: String
    let healthLevel: Double
}

struct CharacterDetailEntry {
    var date: Date
    var detail: CharacterDetail
}

struct CharacterDetailView: View {
    var entry: CharacterDetailEntry
    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.detail.avatar).font(.system(size: 40))
            Text(entry.detail.id).font(.headline)
            ProgressView(value: entry.detail.healthLevel)
            Gauge(value: entry.detail.healthLevel) { Text("Health") }
                .gaugeStyle(.linearCapacity)
        }
        .containerBackground(for: .widget) { Color.green.opacity(0.2) }
    }
}

// MARK: Country (seed 004)

struct Country: Sendable {
    let name: String
    let capital: String
    var url: URL { URL(string: "atlas://country/\(name.replacingOccurrences(of: " ", with: "-"))")! }
    static let uk = Country(name: "United Kingdom", capital: "London")
}

struct CountryEntry {
    let date: Date
    let country: Country
}

struct CountryView: View {
    var country: Country
    var body: some View {
        VStack(alignment: .leading) {
            Text(country.name).font(.title).bold().lineLimit(1).minimumScaleFactor(0.5)
            Text(country.capital).font(.subheadline).foregroundColor(.secondary)
            Spacer()
            Link(destination: country.url) { Label("Details", systemImage: "info.circle") }
        }
        .padding()
    }
}

struct CountrySmallView: View {
    var country: Country
    var body: some View {
        Text(country.name).font(.headline).widgetURL(country.url)
    }
}

struct CountryWidgetEntryView: View {
    var entry: CountryEntry
    @Environment(\.widgetFamily) var family
    var body: some View {
        switch family {
        case .systemSmall:
            CountrySmallView(country: entry.country)
        default:
            CountryView(country: entry.country)
        }
    }
}

// MARK: Orders (seed 003)

struct OrderEntry {
    let date: Date
    let orderName: String
    let progress: Double
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

// MARK: Category (seed 003)

struct CategoryEntry {
    let date: Date
    let categoryName: String
    let items: [String]
}

struct CategoryWidgetView: View {
    let entry: CategoryEntry
    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.categoryName).font(.headline)
            ForEach(entry.items, id: \.self) { item in
                Text(item).font(.caption)
            }
        }
    }
}

// MARK: Interactive (seed 003)

struct ToggleFavoriteIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle Favorite"
    @Parameter(title: "Item ID") var itemID: String
    init() {}
    init(itemID: String) { self.itemID = itemID }
    func perform() async throws -> some IntentResult { .result() }
}

struct FavoriteEntry {
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

// MARK: Steps (seed 003)

struct StepsEntry {
    let date: Date
    let stepCount: Int
}

struct StepsView: View {
    let entry: StepsEntry
    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            VStack {
                Image(systemName: "figure.walk")
                    .widgetAccentable()
                Text("\(entry.stepCount)").font(.headline)
            }
        }
    }
}

struct FavoritesImageView: View {
    var body: some View {
        Image(systemName: "star")
            .widgetAccentedRenderingMode(.accentedDesaturated)
    }
}

// MARK: Delivery Live Activity (seed 003)

struct DeliveryState {
    var driverName: String
    var estimatedDeliveryTime: ClosedRange<Date>
}

struct DeliveryLockScreenView: View {
    let restaurantName: String
    let state: DeliveryState
    let isStale: Bool
    var body: some View {
        VStack(alignment: .leading) {
            Text(restaurantName).font(.headline)
            HStack {
                Text("Driver: \(state.driverName)")
                Spacer()
                Text(timerInterval: state.estimatedDeliveryTime, countsDown: true)
            }
            if isStale { Text("Updating...") }
        }
        .padding()
        .activityBackgroundTint(Color.black.opacity(0.6))
        .activitySystemActionForegroundColor(.white)
    }
}

struct DeliveryCompactTrailingView: View {
    let state: DeliveryState
    var body: some View {
        Text(timerInterval: state.estimatedDeliveryTime, countsDown: true)
            .frame(width: 40).monospacedDigit()
    }
}
