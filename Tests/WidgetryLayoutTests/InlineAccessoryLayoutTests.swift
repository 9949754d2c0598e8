import Foundation
import Testing
import WidgetryDisplayList
import WidgetryLayout
import WidgetryUI

/// `accessoryInline`: one line of the view's first image and first text.
@Suite @MainActor struct InlineAccessoryLayoutTests {
    let inline = WidgetContainer(family: .accessoryInline, size: CGSize(width: 257, height: 26))

    func texts(_ list: DisplayList) -> [String] {
        list.allItems.compactMap { item in
            if case .text(let text) = item { return text.paragraph.string }
            return nil
        }
    }

    func symbols(_ list: DisplayList) -> [String] {
        list.allItems.compactMap { item in
            if case .image(let image) = item, case .symbol(let symbol) = image.content { return symbol.name }
            return nil
        }
    }

    func fills(_ list: DisplayList) -> Int {
        list.allItems.filter { if case .fill = $0 { true } else { false } }.count
    }

    // Apple, "accessoryInline": the system shows the first text and image only, ignoring containers, the
    // container background and AccessoryWidgetBackground.
    @Test func showsTheFirstImageAndTextOnOneLine() {
        let view = ZStack {
            AccessoryWidgetBackground()
            VStack {
                Image(systemName: "figure.walk")
                text20("4200 steps")
                text20("Goal 10 000")
            }
        }
        .containerBackground(Color.blue, for: .widget)
        let result = LayoutHarness.layout(view, in: inline, family: .accessoryInline)
        #expect(symbols(result.displayList) == ["figure.walk"])
        #expect(texts(result.displayList) == ["4200 steps"])
        #expect(fills(result.displayList) == 0)
        // Side by side, 4 points apart, centred on the line: a 20-point symbol and a 100-point text.
        let items = result.displayList.allItems.filter { $0.kind == "text" || $0.kind == "image" }
        #expect(items.count == 2)
        #expect(items.allSatisfy { $0.frame.maxY <= 26 + 12.5 })
        #expect(abs(items[1].frame.minX - items[0].frame.maxX - 4) < 0.001)
    }

    // Apple, "ViewThatFits" in an inline widget: the first choice whose line fits the width is shown.
    @Test func viewThatFitsPicksTheFirstChoiceThatFitsTheLine() {
        let view = ViewThatFits {
            text20("Next: Design review with the whole team")
            text20("Design review")
        }
        let result = LayoutHarness.layout(view, in: inline, family: .accessoryInline)
        #expect(texts(result.displayList) == ["Design review"])
    }

    // The text is kept to one line, truncated, however long.
    @Test func longTextsStayOnOneLine() {
        let view = text20("A very long line that would wrap onto several lines in a larger widget")
        let result = LayoutHarness.layout(view, in: inline, family: .accessoryInline)
        guard case .text(let item)? = result.displayList.allItems.first(where: { $0.kind == "text" }) else {
            Issue.record("No text")
            return
        }
        #expect(item.paragraph.lineLimit == 1)
        #expect(item.frame.height == 25)
    }

    // The widget's URL still applies to the line.
    @Test func widgetURLIsKept() throws {
        let url = try #require(URL(string: "steps://today"))
        let view = VStack { text20("Steps") }.widgetURL(url)
        let result = LayoutHarness.layout(view, in: inline, family: .accessoryInline)
        #expect(result.displayList.hitRegions.map(\.action) == [.openURL(url, source: .widgetURL)])
    }
}
