import Foundation
import Testing
import WidgetryTesting

@testable import WidgetsDemo

/// Reference images of every demo widget in every family it supports, light and dark, plus accented, vibrant and
/// placeholder variants. Compared with `PixelTolerance.standard` (4/255 per channel, 0.1 % of pixels); record with
/// `WIDGETRY_RECORD=1 swift test --filter WidgetsDemoTests`.
@MainActor
@Suite struct DemoWidgetSnapshotTests {
    nonisolated static let day = Date(timeIntervalSince1970: 1_780_306_860)  // 2026-06-01 09:41 UTC
    nonisolated static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/WidgetsDemo/Assets.xcassets")

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let families: [WidgetFamily]
        let make: @MainActor @Sendable () throws -> WidgetSnapshot
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "game-status", families: [.systemSmall]) {
            try demoSnapshot(GameStatusWidget(), entry: GameStatusEntry(date: day, gameStatus: "Turn 12 · your move"))
        },
        Case(name: "character-detail", families: [.systemSmall, .systemMedium, .systemLarge]) {
            try demoSnapshot(
                CharacterDetailWidget(),
                entry: CharacterDetailEntry(date: day, detail: CharacterDetail.allCharacters[1]))
        },
        Case(name: "weather", families: [.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular]) {
            try demoSnapshot(WeatherWidget(), entry: WeatherEntry(date: day, weather: .sunny), assets: assets)
        },
        Case(name: "country", families: [.systemSmall, .systemMedium, .systemLarge]) {
            try demoSnapshot(CountryWidget(), entry: CountryEntry(date: day, country: .uk))
        },
        Case(name: "currency", families: [.systemSmall]) {
            try demoSnapshot(CurrencyWidget(), entry: CountryEntry(date: day, country: .uk))
        },
        Case(name: "order-status", families: [.systemSmall, .systemMedium, .accessoryCircular, .accessoryInline]) {
            try demoSnapshot(OrderStatusWidget(), entry: OrderEntry(date: day, orderName: "Pizza", progress: 0.3))
        },
        Case(name: "category", families: [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]) {
            try demoSnapshot(
                CategoryWidget(),
                entry: CategoryEntry(date: day, categoryName: "Drinks", items: ["Drinks 1", "Drinks 2"]))
        },
        Case(name: "favorites", families: [.systemMedium]) {
            try demoSnapshot(
                FavoritesWidget(),
                entry: FavoriteEntry(date: day, itemID: "margherita", itemName: "Margherita", isFavorite: true))
        },
        Case(name: "steps", families: [.accessoryCircular, .accessoryRectangular, .accessoryInline]) {
            try demoSnapshot(StepsWidget(), entry: StepsEntry(date: day, stepCount: 4200))
        },
        Case(name: "emoji-ranger", families: [.systemSmall, .systemMedium]) {
            try demoSnapshot(EmojiRangerWidget(), entry: SimpleEntry(date: day, relevance: nil, hero: "🐳"))
        },
    ]

    @Test(arguments: cases)
    func everyFamilyMatchesItsReferenceInEveryLookTheSystemShows(_ widget: Case) async throws {
        let snapshot = try widget.make()
        #expect(snapshot.widget.supportedFamilies == widget.families, "the case lists every supported family")
        for family in widget.families {
            // The Lock Screen is always dark: accessory families have no light look to compare.
            let schemes: [ColorScheme] = family.isAccessory ? [.dark] : [.light, .dark]
            for scheme in schemes {
                await assertSnapshot(
                    snapshot, family: family, colorScheme: scheme, named: "\(widget.name)-\(family)-\(scheme)")
            }
        }
    }

    @Test func accessoryFamiliesAreNeverRenderedLight() async throws {
        let snapshot = try demoSnapshot(StepsWidget(), entry: StepsEntry(date: Self.day, stepCount: 4200))
        await #expect(throws: PipelineError.self) {
            _ = try await snapshot.png(family: .accessoryCircular, colorScheme: .light)
        }
        _ = try await snapshot.png(family: .accessoryCircular)
    }

    @Test func weatherAccentedMatchesItsReference() async throws {
        let snapshot = try demoSnapshot(
            WeatherWidget(), entry: WeatherEntry(date: Self.day, weather: .rainy), assets: Self.assets)
        await assertSnapshot(
            snapshot, family: .systemMedium, colorScheme: .dark, renderingMode: .accented,
            named: "weather-systemMedium-accented")
    }

    @Test func stepsVibrantMatchesItsReference() async throws {
        let snapshot = try demoSnapshot(StepsWidget(), entry: StepsEntry(date: Self.day, stepCount: 9876))
        await assertSnapshot(
            snapshot, family: .accessoryCircular, colorScheme: .dark, renderingMode: .vibrant,
            named: "steps-accessoryCircular-vibrant")
    }

    @Test func countryPlaceholderMatchesItsReference() async throws {
        let snapshot = try demoSnapshot(CountryWidget(), entry: CountryEntry(date: Self.day, country: .uk))
        await assertSnapshot(
            snapshot, family: .systemMedium, redaction: .placeholder, named: "country-systemMedium-placeholder")
    }

    @Test func weatherSmallLayoutDumpMatchesItsReference() async throws {
        let snapshot = try demoSnapshot(
            WeatherWidget(), entry: WeatherEntry(date: Self.day, weather: .sunny), assets: Self.assets)
        await assertSnapshot(snapshot, family: .systemSmall, as: .dump, named: "weather-systemSmall-layout")
    }
}

/// The demo's widgets predate iOS 17 (the bundle says so through `WidgetryBundleOptions`), so their snapshots do
/// not require a container background either.
@MainActor
func demoSnapshot<W: Widget>(_ widget: W, entry: some TimelineEntry, assets: URL? = nil) throws -> WidgetSnapshot {
    try WidgetSnapshot(
        widget, entry: entry, assets: assets,
        requiresContainerBackground: DemoWidgets.requiresContainerBackground)
}
