import Foundation
import Testing
import WidgetryDisplayList
import WidgetryLayout
import WidgetryUI

/// Text wrapping, line limits, truncation, scaling and alignment.
@Suite @MainActor struct TextLayoutTests {
    // Apple, "Text": text wraps to the proposed width (60 points fits "Hello" but not "Hello world").
    @Test func textWrapsAtTheProposedWidth() {
        let result = LayoutHarness.layout(text20("Hello world").id("text"), width: 60)
        #expect(result.root.frame(ofID: "text") == rect(5, 75, 50, 50))
        #expect(result.root.first { $0.id == "text" }?.detail == "\"Hello world\" lines: 2")
    }

    // Apple, "lineLimit(_:)" and "truncationMode(_:)": one line, cut at the end with an ellipsis.
    @Test func lineLimitTruncatesTheTail() {
        let result = LayoutHarness.layout(text20("Hello world").lineLimit(1).id("text"), width: 60)
        #expect(result.root.frame(ofID: "text") == rect(0, 87.5, 60, 25))
        #expect(result.root.first { $0.id == "text" }?.detail == "\"Hello world\" lines: 1 truncated")
        guard case .text(let item) = result.displayList.allItems.first(where: { $0.kind == "text" }) else {
            Issue.record("No text item")
            return
        }
        #expect(item.paragraph.lineLimit == 1)
        #expect(item.paragraph.truncationMode == .tail)
    }

    // SwiftUI (a recorded frame: 193 of 200 points, at x = 3.5): a truncated text is as wide as its ellipsized
    // line, and centred in what it was offered. "Hello…" is 60 points (10 per character); offered 65.
    @Test func truncatedTextIsAsWideAsItsEllipsizedLine() {
        let result = LayoutHarness.layout(text20("Hello world").lineLimit(1).id("text"), width: 65)
        #expect(result.root.frame(ofID: "text") == rect(2.5, 87.5, 60, 25))
    }

    // Apple, "Text" (sizeThatFits): a text offered less height than it needs shows the lines that fit and
    // truncates the rest.
    @Test func proposedHeightLimitsTheLines() {
        let view = text20("one two three").id("text").frame(width: 50, height: 60)
        let result = LayoutHarness.layout(view)
        #expect(result.root.frame(ofID: "text") == rect(80, 75, 40, 50))
        #expect(result.root.first { $0.id == "text" }?.detail == "\"one two three\" lines: 2 truncated")
    }

    // Apple, "minimumScaleFactor(_:)": the font shrinks (here to 72%) until the line fits the width.
    @Test func minimumScaleFactorShrinksToFit() throws {
        let view = text20("Hello world").lineLimit(1).minimumScaleFactor(0.5).id("text")
        let result = LayoutHarness.layout(view, width: 80)
        #expect(isClose(result.root.frame(ofID: "text"), rect(0.4, 91, 79.2, 18)))
        #expect(result.root.first { $0.id == "text" }?.detail == "\"Hello world\" lines: 1 scale: 0.72")
        guard case .text(let item) = result.displayList.allItems.first(where: { $0.kind == "text" }) else {
            Issue.record("No text item")
            return
        }
        #expect(abs(item.paragraph.runs[0].font.size - 14.4) < 0.0001)
    }

    // Apple, "minimumScaleFactor(_:)": the font never shrinks below the factor; the rest is truncated.
    @Test func minimumScaleFactorIsAFloor() {
        let view = text20("Hello world").lineLimit(1).minimumScaleFactor(0.9).id("text")
        let result = LayoutHarness.layout(view, width: 80)
        #expect(result.root.frame(ofID: "text") == rect(4, 88.75, 72, 22.5))
        #expect(result.root.first { $0.id == "text" }?.detail == "\"Hello world\" lines: 1 truncated scale: 0.9")
    }

    // Apple, "lineLimit(_:reservesSpace:)": the text is as tall as its limit even when shorter.
    @Test func lineLimitReservesSpace() {
        let view = text20("Hi").lineLimit(3, reservesSpace: true).id("text")
        #expect(LayoutHarness.frame("text", in: view) == rect(90, 62.5, 20, 75))
    }

    // Apple, "multilineTextAlignment(_:)": the lines' alignment is carried to the paragraph painters draw.
    @Test(arguments: [
        (TextAlignment.leading, DisplayParagraph.Alignment.leading), (.center, .center), (.trailing, .trailing),
    ])
    func multilineTextAlignmentReachesTheParagraph(alignment: TextAlignment, expected: DisplayParagraph.Alignment) {
        let result = LayoutHarness.layout(text20("Hello world").multilineTextAlignment(alignment), width: 60)
        guard case .text(let item) = result.displayList.allItems.first(where: { $0.kind == "text" }) else {
            Issue.record("No text item")
            return
        }
        #expect(item.paragraph.alignment == expected)
    }

    // Apple, "truncationMode(_:)": where the text is cut is carried to the paragraph painters draw.
    @Test(arguments: [
        (Text.TruncationMode.head, DisplayParagraph.TruncationMode.head), (.middle, .middle), (.tail, .tail),
    ])
    func truncationModeReachesTheParagraph(mode: Text.TruncationMode, expected: DisplayParagraph.TruncationMode) {
        let result = LayoutHarness.layout(text20("Hello world").lineLimit(1).truncationMode(mode), width: 60)
        guard case .text(let item) = result.displayList.allItems.first(where: { $0.kind == "text" }) else {
            Issue.record("No text item")
            return
        }
        #expect(item.paragraph.truncationMode == expected)
    }

    // Apple, "fixedSize()": a text offered nil keeps its ideal, unwrapped width.
    @Test func fixedSizeTextIsUnwrapped() {
        let view = text20("Hello world").fixedSize().id("text")
        #expect(LayoutHarness.frame("text", in: view, width: 60) == rect(-25, 87.5, 110, 25))
    }

    // Apple, "Text(_:style:)" (timer): text that counts takes the whole proposed width, because its length
    // changes while it is shown; it is measured with the time at `now` ("1:30") and drawn as dynamic text.
    @Test func timerTextTakesTheProposedWidth() throws {
        let view = Text(LayoutHarness.now.addingTimeInterval(90), style: .timer).font(.system(size: 20)).id("timer")
            .frame(width: 150)
        let result = LayoutHarness.layout(view)
        #expect(result.root.frame(ofID: "timer") == rect(25, 87.5, 150, 25))
        guard case .dynamicText(let item) = result.displayList.allItems.first(where: { $0.kind == "dynamicText" })
        else {
            Issue.record("No dynamic text item")
            return
        }
        #expect(item.paragraph.string == "1:30")
        #expect(
            item.dates == [.init(runIndex: 0, date: .date(LayoutHarness.now.addingTimeInterval(90), style: .timer))])
    }

    // Apple, "Text": the default font is body (17 points at the default Dynamic Type size).
    @Test func defaultFontIsBody() {
        let view = Text("Hi").id("text")
        #expect(LayoutHarness.frame("text", in: view) == rect(91.5, 89.375, 17, 21.25))
    }

    // Apple, "textCase(_:)": the case is applied to what is measured and drawn.
    @Test func textCaseChangesTheString() {
        let result = LayoutHarness.layout(text20("Hi").textCase(.uppercase))
        guard case .text(let item) = result.displayList.allItems.first(where: { $0.kind == "text" }) else {
            Issue.record("No text item")
            return
        }
        #expect(item.paragraph.string == "HI")
        #expect(item.baselineOrigin == CGPoint(x: 90, y: 107.5))
    }
}
