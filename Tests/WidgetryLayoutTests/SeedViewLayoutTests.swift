import Foundation
import Testing
import WidgetryDisplayList
import WidgetryLayout
import WidgetryUI

/// The seed widgets laid out in their families on the default iPhone profile.
@Suite @MainActor struct SeedViewLayoutTests {
    private let small = WidgetContainer(family: .systemSmall, size: CGSize(width: 170, height: 170))
    private let medium = WidgetContainer(family: .systemMedium, size: CGSize(width: 364, height: 170))

    // Seed 002 on systemSmall: the 32-point temperature and a symbol framed to 20–40 points (40 here, its
    // aspect kept) side by side, the conditions below, centered in 170×170 minus 16-point margins, over a
    // full-bleed gradient of the asset color.
    // The rows are 6 points apart: the resizable symbol (a plain view) above the 16-point text asks for a tenth
    // of a line (2) plus the text's half leading (4); the two texts alone would sit line on line.
    @Test func weatherSmall() {
        let result = LayoutHarness.layout(WeatherSeedView(), in: small)
        #expect(result.root.frame(ofID: "temperature") == rect(37, 52, 48, 40))
        #expect(result.root.frame(ofID: "symbol") == rect(93, 52, 40, 40))
        #expect(result.root.frame(ofID: "conditions") == rect(65, 98, 40, 20))
        guard case .group(let background) = result.displayList.items.first,
            case .fill(let fill) = background.items.first,
            case .linearGradient(let gradient, _, _) = fill.paint
        else {
            Issue.record("No gradient background")
            return
        }
        #expect(fill.frame == rect(0, 0, 170, 170))
        #expect(
            gradient.stops.map(\.color.source) == [
                .asset("sunny-color", opacity: 1), .asset("sunny-color", opacity: 1),
            ])
        // `Color("asset").gradient` is a gradient, as for literal colors: the top is the asset lightened by 20 %
        // once the asset is resolved at paint time.
        #expect(gradient.stops.map(\.color.lightening) == [0.2, nil])
    }

    // Seed 002: the symbol image is drawn as a symbol scaled to its 40-point frame.
    @Test func weatherSymbolIsDrawnAtItsFrame() {
        let result = LayoutHarness.layout(WeatherSeedView(), in: small)
        let symbol = result.displayList.allItems.compactMap { item -> DisplayImage? in
            if case .image(let image) = item { return image }
            return nil
        }.first
        #expect(symbol?.frame == rect(93, 52, 40, 40))
        guard case .symbol(let drawn) = symbol?.content else {
            Issue.record("No symbol")
            return
        }
        #expect(drawn.name == "sun.max.fill")
        #expect(drawn.pointSize == 40)
    }

    // Seed 000 on systemSmall: caption and headline 4 points apart, the status wrapped to the content width,
    // marked privacy-sensitive, and the widget URL over the whole widget.
    @Test func gameStatusSmall() throws {
        let result = LayoutHarness.layout(GameTurnSummarySeedView(status: "Turn 12 · your move"), in: small)
        #expect(result.root.frame(ofID: "caption") == rect(25.5, 54.25, 66, 15))
        #expect(result.root.frame(ofID: "status") == rect(25.5, 73.25, 119, 42.5))
        let url = try #require(URL(string: "mygame://status"))
        #expect(
            result.displayList.hitRegions == [
                HitRegion(frame: rect(0, 0, 170, 170), action: .openURL(url, source: .widgetURL))
            ])
        let privacy = result.displayList.allItems.contains { item in
            if case .group(let group) = item { return group.semantics.isPrivacySensitive }
            return false
        }
        #expect(privacy)
    }

    // Seed 001 on systemMedium: the padded column is as wide as its widest text and centered; the spacer
    // pushes the link to the bottom; the title keeps its full size because the less flexible texts are
    // offered space first.
    @Test func countryMedium() throws {
        let result = LayoutHarness.layout(CountrySeedView(), in: medium, family: .systemMedium)
        #expect(result.root.frame(ofID: "name") == rect(84, 32, 196, 35))
        // The capital sits right under the name: two texts meet at their line boxes.
        #expect(result.root.frame(ofID: "capital") == rect(84, 67, 45, 18.75))
        #expect(result.root.frame(ofID: "link") == rect(84, 116.75, 84.5, 21.25))
        let url = try #require(URL(string: "https://en.wikipedia.org/wiki/United_Kingdom"))
        #expect(
            result.displayList.hitRegions == [
                HitRegion(frame: rect(84, 116.75, 84.5, 21.25), action: .openURL(url, source: .link), zIndex: 1)
            ])
    }

    // Seed 003 on systemMedium: the switch toggle takes the row's remaining width, the button its symbol's
    // size; both regions perform the intent; the content is tagged invalidatable.
    @Test func favoriteMedium() {
        let result = LayoutHarness.layout(FavoriteSeedView(), in: medium, family: .systemMedium)
        #expect(result.root.frame(ofID: "button") == rect(74, 76.5, 17, 17))
        #expect(result.root.frame(ofID: "toggle") == rect(99, 69.5, 233, 31))
        #expect(result.displayList.hitRegions.map(\.frame) == [rect(74, 76.5, 17, 17), rect(99, 69.5, 233, 31)])
        let invalidatable = result.displayList.allItems.contains { item in
            if case .group(let group) = item { return group.semantics.isInvalidatable }
            return false
        }
        #expect(invalidatable)
    }

    // Seed 000 (character detail) on systemSmall: the leading column with a 4-point progress bar and a
    // linear capacity gauge taking the content width.
    @Test func characterDetailSmall() {
        let result = LayoutHarness.layout(CharacterDetailSeedView(), in: small)
        // Avatar and name: line on line. Name above the bar: half a line plus a tenth, 8.5 + 2⅓. Bar above the
        // gauge: two plain views, 8. 50 + 21.25 + 10⅚ + 4 + 8 + 29.25 = 123⅓, centred in 138 from 16.
        let gap: CGFloat = 8.5 + 7.0 / 3.0
        let height: CGFloat = 50 + 21.25 + gap + 4 + 8 + 29.25
        let top: CGFloat = 16 + (138 - height) / 2
        let bar: CGFloat = top + 71.25 + gap
        #expect(isClose(result.root.frame(ofID: "avatar"), rect(16, top, 20, 50)))
        #expect(isClose(result.root.frame(ofID: "name"), rect(16, top + 50, 93.5, 21.25)))
        #expect(isClose(result.root.frame(ofID: "progress"), rect(16, bar, 138, 4)))
        #expect(isClose(result.root.frame(ofID: "gauge"), rect(16, bar + 12, 138, 29.25)))
    }
}
