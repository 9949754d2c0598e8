import Foundation
import Testing
import WidgetryDisplayList
import WidgetryLayout
import WidgetryUI

/// The dump, invalid input and the widget modifiers that draw outside the view.
@Suite @MainActor struct RobustnessTests {
    // Widgetry DESIGN, "a text dump of the laid-out tree for snapshot tests": one view a line with its frame.
    @Test func dumpOfTheWeatherWidget() {
        let result = LayoutHarness.layout(
            WeatherSeedView(), in: WidgetContainer(family: .systemSmall, size: CGSize(width: 170, height: 170)))
        #expect(
            result.dump() == """
                Widget (0, 0, 170, 170) content (16, 16, 138, 138)
                  ContainerBackground (37, 52, 96, 66) for: widget
                    VStack (37, 52, 96, 66)
                      HStack (37, 52, 96, 40)
                        Text#temperature (37, 52, 48, 40) "78°" lines: 1
                        Frame#symbol (93, 52, 40, 40) minWidth: 20, maxWidth: 40, minHeight: 20, maxHeight: 40, alignment: center
                          AspectRatio (93, 52, 40, 40) fit
                            Image (93, 52, 40, 40) systemName: 'sun.max.fill' resizable
                      HStack (65, 98, 40, 20)
                        Text#conditions (65, 98, 40, 20) "Sunny" lines: 1
                    containerBackground: Paint (0, 0, 170, 170) gradient(asset('sunny-color'))
                """)
    }

    // Apple, "frame(width:height:alignment:)": invalid (infinite or negative) lengths are ignored, so the list
    // stays finite and encodable.
    @Test func invalidFrameLengthsAreIgnored() throws {
        let view = Color.red.frame(width: .infinity, height: -5).id("color")
        let result = LayoutHarness.layout(view)
        #expect(result.root.frame(ofID: "color") == rect(0, 0, 200, 200))
        _ = try result.displayList.jsonData()
    }

    // Apple, "lineLimit(_:)": a limit below one still shows one line.
    @Test func lineLimitBelowOneShowsOneLine() {
        let result = LayoutHarness.layout(text20("Hello world").lineLimit(0).id("text"), width: 60)
        #expect(result.root.first { $0.id == "text" }?.detail == "\"Hello world\" lines: 1 truncated")
    }

    // Apple, "hidden()": a hidden view keeps its space but draws nothing and cannot be tapped.
    @Test func hiddenViewKeepsItsSpace() throws {
        let url = try #require(URL(string: "app://x"))
        let view = HStack(spacing: 0) {
            Link(destination: url) { Color.red.frame(width: 10, height: 10) }.hidden()
            Color.blue.frame(width: 10, height: 10).id("visible")
        }
        let result = LayoutHarness.layout(view)
        #expect(result.root.frame(ofID: "visible") == rect(100, 95, 10, 10))
        #expect(result.displayList.items.count == 1)
        #expect(result.displayList.hitRegions.isEmpty)
    }

    // Apple, "activityBackgroundTint(_:)": a Live Activity's tint is drawn behind the whole activity.
    @Test func activityBackgroundTintFillsTheBackground() {
        let view = text20("Arriving").activityBackgroundTint(.black)
        let container = WidgetContainer(size: CGSize(width: 408, height: 160))
        let result = LayoutHarness.layout(view, in: container)
        guard case .group(let background) = result.displayList.items.first,
            case .fill(let fill) = background.items.first
        else {
            Issue.record("No tint")
            return
        }
        #expect(background.semantics.isContainerBackground)
        #expect(fill.frame == rect(0, 0, 408, 160))
    }

    // Apple, "widgetLabel(_:)": the label is drawn by the system around accessory widgets, not in the view.
    @Test func widgetLabelIsNotLaidOutInTheView() {
        let view = text20("72").widgetLabel { text20("Heart rate") }
        let result = LayoutHarness.layout(view)
        #expect(result.root.first { $0.kind == "Text" && $0.detail.hasPrefix("\"Heart") } == nil)
        #expect(result.displayList.allItems.filter { $0.kind == "text" }.count == 1)
    }

    // Apple, "Text(_:style:)" (relative): a relative date is formatted for `now` and kept live for painters.
    @Test func relativeDateIsLive() {
        let view = Text(LayoutHarness.now.addingTimeInterval(-125), style: .relative)
        let result = LayoutHarness.layout(view)
        guard case .dynamicText(let item) = result.displayList.items.first else {
            Issue.record("No dynamic text")
            return
        }
        #expect(item.dates.count == 1)
        #expect(!item.paragraph.string.isEmpty)
    }
}
