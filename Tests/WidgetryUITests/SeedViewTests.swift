import Foundation
import Testing
import WidgetryIntents
import WidgetryUI

/// The resolved tree of each seed view, checked for the structure layout and rendering rely on.
@Suite @MainActor struct SeedViewTests {
    private let date = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func weatherHoldsTheTemperatureAndAFramedSymbol() throws {
        let node = resolve(WeatherWidgetView(entry: WeatherEntry(date: date, weather: .sunny)))
        #expect(node.modifier == .containerBackground(.widget, alignment: .center))
        #expect(node.widgetContainerBackground?.kind == .paint(.colorGradient(ResolvedColor(assetName: "sunny-color"))))
        let column = node.children[0]
        #expect(column.stack?.axis == .vertical)
        let row = column.children[0]
        #expect(row.stack?.axis == .horizontal)
        let temperature = try #require(row.children[0].text)
        #expect(temperature.plainText == "78°")
        #expect(temperature.runs[0].style.font.base == .system(size: 32))
        let frame = row.children[1]
        #expect(
            frame.modifier
                == .flexibleFrame(ResolvedFlexibleFrame(minWidth: 20, maxWidth: 40, minHeight: 20, maxHeight: 40)))
        #expect(frame.children[0].modifier == .aspectRatio(nil, contentMode: .fit))
        let image = try #require(frame.children[0].children[0].image)
        #expect(image.source == .system(name: "sun.max.fill", variableValue: nil))
        #expect(image.isResizable)
        let conditions = try #require(column.children[1].children[0].text)
        #expect(conditions.plainText == "Sunny")
        #expect(conditions.runs[0].style.font == ResolvedFont(base: .system(size: 16), weight: .bold))
    }

    @Test func gameStatusShowsTheSummaryOnlyWhenSmall() throws {
        let small = resolve(GameStatusView("Turn 12 · your move"), in: Environments.make(family: .systemSmall))
        #expect(small.widgetURL == URL(string: "mygame://status"))
        #expect(small.widgetContainerBackground?.kind == .paint(.color(rgb(118, 118, 128, 0.12))))
        let stack = try #require(small.first { $0.stack != nil })
        #expect(
            stack.stack
                == ResolvedStack(
                    axis: .vertical, alignment: Alignment(horizontal: .leading, vertical: .center), spacing: 4))
        let caption = try #require(stack.text("Game Status"))
        #expect(caption.firstRunStyle?.font.base == .textStyle(.caption))
        #expect(caption.firstRunStyle?.foreground == .color(rgb(60, 60, 67, 0.6)))
        #expect(!caption.traits.isPrivacySensitive)
        let status = try #require(stack.text("Turn 12 · your move"))
        #expect(status.firstRunStyle?.font.base == .textStyle(.headline))
        #expect(status.traits.isPrivacySensitive)

        let medium = resolve(GameStatusView("Turn 12"), in: Environments.make(family: .systemMedium))
        let text = try #require(medium.text)
        #expect(text.plainText == "Game details are not available in this size.")
        #expect(text.multilineTextAlignment == .center)
        // `.redacted(reason:)` sits inside `.unredacted()`, so, as in SwiftUI, the inner placeholder wins.
        #expect(medium.traits.redactionReasons == .placeholder)
        #expect(medium.widgetURL == nil)
    }

    @Test func gameStatusSecretsAreRedactedWhileLocked() {
        let locked = resolve(GameStatusView("Turn 12"), in: Environments.make(redactionReasons: .privacy))
        #expect(locked.text("Turn 12")?.traits.isRedacted == true)
        #expect(locked.text("Game Status")?.traits.isRedacted == false)
    }

    @Test func characterDetailShowsHealthThreeWays() throws {
        let entry = CharacterDetailEntry(
            date: date, detail: CharacterDetail(id: "Power Panda", avatar: "🐼", healthLevel: 0.14))
        let node = resolve(CharacterDetailView(entry: entry))
        #expect(node.widgetContainerBackground?.kind == .paint(.color(rgb(52, 199, 89, 0.2))))
        let stack = node.children[0]
        #expect(stack.stack?.alignment.horizontal == .leading)
        #expect(stack.children.count == 4)
        #expect(stack.children[0].firstRunStyle?.font.base == .system(size: 40))
        #expect(stack.children[1].text?.plainText == "Power Panda")
        #expect(
            stack.children[2].kind
                == .progress(
                    ResolvedProgress(
                        kind: .determinate(fraction: 0.14), style: .automatic, tint: .color(rgb(0, 122, 255)))))
        guard case .gauge(let gauge) = stack.children[3].kind else {
            Issue.record("expected a gauge")
            return
        }
        #expect(gauge.style == .linearCapacity)
        #expect(gauge.fraction == 0.14)
        #expect(stack.children[3].children[0].text?.plainText == "Health")
    }

    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge])
    func countryPicksTheViewForTheFamily(family: WidgetFamily) throws {
        let node = resolve(
            CountryWidgetEntryView(entry: CountryEntry(date: date, country: .uk)), in: Environments.make(family: family)
        )
        let url = URL(string: "atlas://country/United-Kingdom")!
        if family == .systemSmall {
            #expect(node.modifier == .widgetURL(url))
            #expect(node.children[0].text?.plainText == "United Kingdom")
            #expect(node.children[0].firstRunStyle?.font.base == .textStyle(.headline))
            #expect(node.linkDestinations.isEmpty)
        } else {
            #expect(node.modifier == .padding(.edges(.all, nil)))
            let stack = node.children[0]
            #expect(stack.children.count == 4)
            let title = try #require(stack.children[0].text)
            #expect(title.runs[0].style.font == ResolvedFont(base: .textStyle(.title), weight: .bold))
            #expect(title.lineLimit == 1)
            #expect(title.minimumScaleFactor == 0.5)
            #expect(stack.children[1].firstRunStyle?.foreground == .color(rgb(60, 60, 67, 0.6)))
            #expect(stack.children[2].kind == .spacer(minLength: nil))
            #expect(stack.children[3].kind == .link(url))
            #expect(stack.children[3].children[0].stack?.axis == .horizontal)
            #expect(node.widgetURL == nil)
        }
    }

    @Test func orderSmallShowsAGaugeOnABlueGradient() throws {
        let entry = OrderEntry(date: date, orderName: "Pizza", progress: 0.3)
        for scheme in ColorScheme.allCases {
            let node = resolve(
                OrderWidgetView(entry: entry), in: Environments.make(family: .systemSmall, colorScheme: scheme))
            let blue = scheme == .light ? rgb(0, 122, 255) : rgb(10, 132, 255)
            #expect(node.widgetContainerBackground?.kind == .paint(.colorGradient(blue)))
            let gauge = try #require(node.first { if case .gauge = $0.kind { true } else { false } })
            #expect(
                gauge.kind
                    == .gauge(
                        ResolvedGauge(
                            value: 0.3, lowerBound: 0, upperBound: 1, style: .linearCapacity, tint: .color(blue))))
        }
    }

    @Test func orderAccessoryFamilies() throws {
        let entry = OrderEntry(date: date, orderName: "Pizza", progress: 0.3)
        let circular = resolve(
            OrderWidgetView(entry: entry), in: Environments.make(family: .accessoryCircular, renderingMode: .vibrant))
        guard case .gauge(let gauge) = circular.kind else {
            Issue.record("expected a gauge, got \(circular)")
            return
        }
        #expect(gauge.style == .accessoryCircular)
        #expect(circular.children[0].image?.source == .system(name: "bag", variableValue: nil))
        let inline = resolve(OrderWidgetView(entry: entry), in: Environments.make(family: .accessoryInline))
        #expect(inline.text?.plainText == "Pizza 30%")
    }

    @Test(arguments: [
        (ColorScheme.light, WidgetRenderingMode.fullColor), (.dark, .fullColor), (.light, .vibrant), (.dark, .accented),
    ])
    func orderMediumFollowsSchemeAndRenderingMode(scheme: ColorScheme, mode: WidgetRenderingMode) throws {
        let entry = OrderEntry(date: date, orderName: "Pizza", progress: 0.3)
        let node = resolve(
            OrderWidgetView(entry: entry),
            in: Environments.make(family: .systemMedium, colorScheme: scheme, renderingMode: mode))
        let orange = scheme == .light ? rgb(255, 149, 0) : rgb(255, 159, 10)
        #expect(node.widgetContainerBackground?.kind == .paint(.color(orange)))
        #expect(node.children[0].modifier == .opacity(mode == .vibrant ? 0.9 : 1))
        let row = try #require(node.first { $0.stack?.axis == .horizontal })
        let textColor = scheme == .dark ? rgb(255, 255, 255) : rgb(0, 0, 0)
        #expect(row.allNodes.compactMap(\.text).allSatisfy { $0.runs[0].style.foreground == .color(textColor) })
        #expect(row.children.count == 4)
        #expect(row.children[1].kind == .spacer(minLength: nil))
        #expect(row.children[2].text?.runs[0].content.dynamicDate?.kind == .date(date, style: .relative))
        #expect(row.children[3].text?.runs[0].content.dynamicDate?.kind == .date(date, style: .time))
    }

    @Test func categoryListsItsItems() {
        let node = resolve(
            CategoryWidgetView(entry: CategoryEntry(date: date, categoryName: "Food", items: ["Food 1", "Food 2"])))
        #expect(node.plainTexts == ["Food", "Food 1", "Food 2"])
        #expect(node.text("Food 2")?.firstRunStyle?.font.base == .textStyle(.caption))
    }

    @Test func interactiveWidgetCarriesItsIntents() throws {
        let entry = FavoriteEntry(date: date, itemID: "42", itemName: "Margherita", isFavorite: true)
        let node = resolve(InteractiveWidgetView(entry: entry))
        #expect(node.modifier == .padding(.edges(.all, nil)))
        #expect(node.allNodes.allSatisfy { $0.traits.isInvalidatable })
        let row = node.children[0]
        #expect(row.children.count == 4)
        #expect(row.children[0].text?.plainText == "Margherita")
        let intent = AnyAppIntent(ToggleFavoriteIntent(itemID: "42"))
        guard case .button(let button) = row.children[2].kind, case .toggle(let toggle) = row.children[3].kind else {
            Issue.record("expected a button and a toggle, got \(row)")
            return
        }
        #expect(button.action == .intent(intent))
        #expect(row.children[2].children[0].image?.source == .system(name: "star.fill", variableValue: nil))
        #expect(toggle.isOn)
        #expect(toggle.intent == intent)
        #expect(node.intents == [intent, intent])
        let notFavorite = resolve(
            InteractiveWidgetView(entry: FavoriteEntry(date: date, itemID: "42", itemName: "M", isFavorite: false)))
        #expect(notFavorite.first { $0.image != nil }?.image?.source == .system(name: "star", variableValue: nil))
    }

    @Test func stepsStackAccentsOnlyTheSymbol() throws {
        let node = resolve(
            StepsView(entry: StepsEntry(date: date, stepCount: 4200)),
            in: Environments.make(family: .accessoryCircular, renderingMode: .accented))
        #expect(node.stack?.axis == nil)
        #expect(node.children[0].kind == .accessoryWidgetBackground)
        let column = node.children[1]
        #expect(column.children[0].image?.source == .system(name: "figure.walk", variableValue: nil))
        #expect(column.children[0].traits.isWidgetAccentable)
        #expect(column.children[1].text?.plainText == "4200")
        #expect(!column.children[1].traits.isWidgetAccentable)
    }

    @Test func favoritesImageDesaturatesWhenAccented() {
        #expect(resolve(FavoritesImageView()).image?.accentedRenderingMode == .accentedDesaturated)
    }

    @Test(arguments: [true, false])
    func deliveryLockScreenCountsDownAndShowsStaleness(isStale: Bool) throws {
        let range = date...date.addingTimeInterval(1800)
        let view = DeliveryLockScreenView(
            restaurantName: "Pizza Place", state: DeliveryState(driverName: "Alex", estimatedDeliveryTime: range),
            isStale: isStale)
        let node = resolve(view)
        #expect(node.modifier == .activitySystemActionForegroundColor(rgb(255, 255, 255)))
        #expect(node.children[0].modifier == .activityBackgroundTint(rgb(0, 0, 0, 0.6)))
        #expect(node.plainTexts.contains("Driver: Alex"))
        #expect(node.plainTexts.contains("Updating...") == isStale)
        let timer = try #require(node.first { $0.text?.runs.first?.content.dynamicDate != nil })
        #expect(
            timer.text?.runs[0].content.dynamicDate?.kind
                == .timer(range, pauseTime: nil, countsDown: true, showsHours: true))
    }

    @Test func deliveryCompactTimerIsFixedWidthAndMonospaced() throws {
        let range = date...date.addingTimeInterval(1800)
        let node = resolve(
            DeliveryCompactTrailingView(state: DeliveryState(driverName: "Alex", estimatedDeliveryTime: range)))
        #expect(node.modifier == .frame(ResolvedFrame(width: 40, height: nil, alignment: .center)))
        let text = try #require(node.children[0].text)
        #expect(text.runs[0].style.font.isMonospacedDigit)
    }

    @Test func weatherDumpsReadably() {
        let dump = resolve(WeatherWidgetView(entry: WeatherEntry(date: date, weather: .snowy)), in: Environments.dark)
            .dump()
        #expect(
            dump == """
                ContainerBackground(for: widget)
                  VStack(alignment: center)
                    HStack(alignment: center)
                      Text "18°" (system 32, #FFFFFF)
                      Frame(minWidth: 20, maxWidth: 40, minHeight: 20, maxHeight: 40, alignment: center)
                        AspectRatio(fit)
                          Image(systemName: 'snowflake') (resizable, body, #FFFFFF)
                    HStack(alignment: center)
                      Text "Snowy" (system 16 bold, #FFFFFF)
                  background: Paint gradient(asset('snowy-color'))
                """)
    }
}
