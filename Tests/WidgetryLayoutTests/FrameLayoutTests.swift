import Foundation
import Testing
import WidgetryLayout
import WidgetryUI

/// Fixed and flexible frames, and fixedSize.
@Suite @MainActor struct FrameLayoutTests {
    // Apple, "frame(width:height:alignment:)": a fixed frame proposes its size to the content and is that size;
    // the text wraps to 30 points and is centered inside.
    @Test func fixedFrameProposesAndReportsItsSize() {
        let view = text20("Hello").id("text").frame(width: 30, height: 100).id("frame")
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "frame") == rect(85, 50, 30, 100))
        #expect(root.frame(ofID: "text") == rect(85, 75, 30, 50))
    }

    // Apple, "frame(width:height:alignment:)": the alignment positions the content inside the frame.
    @Test(arguments: [
        (Alignment.topLeading, 50.0, 50.0), (.center, 95.0, 95.0), (.bottomTrailing, 140.0, 140.0),
        (.leading, 50.0, 95.0), (.top, 95.0, 50.0),
    ])
    func fixedFrameAlignsItsContent(alignment: Alignment, x: CGFloat, y: CGFloat) {
        let view = Color.red.frame(width: 10, height: 10).id("dot").frame(width: 100, height: 100, alignment: alignment)
        #expect(LayoutHarness.frame("dot", in: view) == rect(x, y, 10, 10))
    }

    // Apple, "frame(width:height:alignment:)": a nil dimension takes the content's sizing in that axis.
    @Test func fixedWidthKeepsTheContentHeight() {
        let view = text20("Hi").frame(width: 100).id("frame")
        #expect(LayoutHarness.frame("frame", in: view) == rect(50, 87.5, 100, 25))
    }

    // Apple, "frame(minWidth:idealWidth:maxWidth:…)": maxWidth .infinity makes the frame take the whole
    // proposed width, with the text centered (or aligned) inside.
    @Test(arguments: [(Alignment.center, 90.0), (.leading, 0.0), (.trailing, 180.0)])
    func infiniteMaxWidthFillsTheProposal(alignment: Alignment, textX: CGFloat) {
        let view = text20("Hi").id("text").frame(maxWidth: .infinity, alignment: alignment).id("frame")
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "frame") == rect(0, 87.5, 200, 25))
        #expect(root.frame(ofID: "text") == rect(textX, 87.5, 20, 25))
    }

    // objc.io, "Thinking in SwiftUI" (flexible frames): the content is proposed the proposal clamped to the
    // minimum, so a color becomes 300 wide in a 200-point space and overflows, centered.
    @Test func minimumLargerThanTheProposalOverflows() {
        let view = Color.red.frame(minWidth: 300).id("frame")
        #expect(LayoutHarness.frame("frame", in: view) == rect(-50, 0, 300, 200))
    }

    // objc.io, "Thinking in SwiftUI": with only a minimum, the frame is the content's size raised to the
    // minimum (a 20-point text in a frame of at least 100 is 100 wide).
    @Test func minimumRaisesASmallerContent() {
        let view = text20("Hi").frame(minWidth: 100).id("frame")
        #expect(LayoutHarness.frame("frame", in: view) == rect(50, 87.5, 100, 25))
    }

    // Apple, "frame(minWidth:idealWidth:maxWidth:…)": a maximum caps the content; an axis without bounds
    // takes the content's size (the color's full proposed width).
    @Test func maximumHeightCapsTheContent() {
        let view = Color.red.frame(maxHeight: 50).id("frame")
        #expect(LayoutHarness.frame("frame", in: view) == rect(0, 75, 200, 50))
    }

    // Apple, "frame(minWidth:idealWidth:…)": the ideal size is what the frame reports when offered nil, as
    // under fixedSize().
    @Test func idealSizeAppliesUnderFixedSize() {
        let view = Color.red.frame(idealWidth: 80, idealHeight: 30).fixedSize().id("frame")
        #expect(LayoutHarness.frame("frame", in: view) == rect(60, 85, 80, 30))
    }

    // Apple, "fixedSize(horizontal:vertical:)": fixing the width proposes nil horizontally, so the text keeps its
    // single-line ideal width (120) even in a 50-point space, and overflows centered.
    @Test func fixedHorizontalSizeKeepsTheTextOnOneLine() {
        let view = text20("Hello world!").fixedSize(horizontal: true, vertical: false).id("text")
        #expect(LayoutHarness.frame("text", in: view, width: 50) == rect(-35, 87.5, 120, 25))
    }

    // SwiftUI (the equal-height trick): under fixedSize(horizontal: false, vertical: true) the row is measured at
    // its ideal height (two 25-point lines: 50) and then placed with exactly that height proposed, so the 3-point
    // bar beside the text is 50 tall, not its 10-point default.
    @Test func fixedVerticalSizePlacesChildrenWithTheMeasuredHeight() {
        let view = HStack(spacing: 6) {
            Color.blue.frame(width: 3).id("bar")
            VStack(alignment: .leading, spacing: 0) {
                text20("Title")
                text20("Detail")
            }
            .id("text")
        }
        .fixedSize(horizontal: false, vertical: true)
        .id("row")
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "row") == rect(65.5, 75, 69, 50))
        #expect(root.frame(ofID: "bar") == rect(65.5, 75, 3, 50))
        #expect(root.frame(ofID: "text") == rect(74.5, 75, 60, 50))
    }

    // objc.io, "Thinking in SwiftUI": shapes and colors have an ideal size of 10×10, which fixedSize() reveals.
    @Test func colorIdealSizeIsTenByTen() {
        let view = Color.red.fixedSize().id("color")
        #expect(LayoutHarness.frame("color", in: view) == rect(95, 95, 10, 10))
    }
}
