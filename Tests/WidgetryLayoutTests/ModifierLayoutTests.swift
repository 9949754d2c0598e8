import Foundation
import Testing
import WidgetryLayout
import WidgetryUI

/// Padding, aspect ratio, offset, position, overlay and background.
@Suite @MainActor struct ModifierLayoutTests {
    // Apple, "padding(_:_:)": without a length, the padding is the platform default, 16 points on iOS.
    @Test func defaultPaddingIsSixteen() {
        let view = Color.red.frame(width: 10, height: 10).padding().id("padded")
        #expect(LayoutHarness.frame("padded", in: view) == rect(79, 79, 42, 42))
    }

    // Apple, "padding(_:_:)": only the given edges are inset.
    @Test func paddingOnSomeEdges() {
        let view = Color.red.frame(width: 10, height: 10).padding(.horizontal, 5).id("padded")
        #expect(LayoutHarness.frame("padded", in: view) == rect(90, 95, 20, 10))
    }

    // Apple, "padding(_:)" with EdgeInsets: each edge by its own amount, the content offset by leading and top.
    @Test func paddingWithInsets() {
        let view = Color.red.frame(width: 10, height: 10).id("dot")
            .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("padded")
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "padded") == rect(92, 93, 16, 14))
        #expect(root.frame(ofID: "dot") == rect(94, 94, 10, 10))
    }

    // objc.io, "Thinking in SwiftUI": padding proposes the size minus the insets, so the text wraps at 60.
    @Test func paddingShrinksTheProposal() {
        let view = text20("Hello world").id("text").padding(.horizontal, 30).id("padded")
        let root = LayoutHarness.layout(view, width: 120).root
        #expect(root.frame(ofID: "padded") == rect(5, 75, 110, 50))
        #expect(root.frame(ofID: "text") == rect(35, 75, 50, 50))
    }

    // Apple, "aspectRatio(_:contentMode:)": .fit proposes the largest 2:1 size inside the proposal, .fill the
    // smallest that covers it (overflowing, centered).
    @Test(arguments: [(ContentMode.fit, rect(0, 50, 200, 100)), (.fill, rect(-100, 0, 400, 200))])
    func aspectRatioFitsOrFills(mode: ContentMode, expected: CGRect) {
        let view = Color.red.aspectRatio(2, contentMode: mode).id("color")
        #expect(LayoutHarness.frame("color", in: view) == expected)
    }

    // Apple, "aspectRatio(_:contentMode:)": with a nil ratio the content's own (square symbol) ratio is kept.
    @Test func aspectRatioFromTheContent() {
        let view = Image(systemName: "star").resizable().aspectRatio(contentMode: .fit).id("image")
            .frame(width: 200, height: 100)
        #expect(LayoutHarness.frame("image", in: view) == rect(50, 50, 100, 100))
    }

    // Apple, "scaledToFit()": a tall ratio fits the height.
    @Test func tallRatioFitsTheHeight() {
        let view = Color.red.aspectRatio(0.5, contentMode: .fit).id("color")
        #expect(LayoutHarness.frame("color", in: view) == rect(50, 0, 100, 200))
    }

    // Apple, "offset(x:y:)": offset moves the drawing, not the layout: the frame and the sibling stay put, and
    // only the drawn items move.
    @Test func offsetMovesDrawingNotLayout() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).offset(x: 50).id("moved")
            Color.blue.frame(width: 10, height: 10).id("next")
        }
        let result = LayoutHarness.layout(view)
        #expect(result.root.frame(ofID: "moved") == rect(90, 95, 10, 10))
        #expect(result.root.frame(ofID: "next") == rect(100, 95, 10, 10))
        #expect(result.displayList.items.map(\.frame).contains(rect(140, 95, 10, 10)))
    }

    // Apple, "position(x:y:)": the modified view takes the whole proposal and centers its content at the point.
    @Test func positionCentersTheContentAtThePoint() {
        let view = Color.red.frame(width: 20, height: 20).id("dot").position(x: 30, y: 40).id("positioned")
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "positioned") == rect(0, 0, 200, 200))
        #expect(root.frame(ofID: "dot") == rect(20, 30, 20, 20))
    }

    // Apple, "background(_:alignment:)": the background is proposed the content's size.
    @Test func backgroundTakesTheContentSize() {
        let view = text20("Hello").id("text").background(Color.red.id("background"))
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "text") == rect(75, 87.5, 50, 25))
        #expect(root.frame(ofID: "background") == rect(75, 87.5, 50, 25))
    }

    // Apple, "overlay(alignment:content:)": the overlay is aligned in the content's frame.
    @Test func overlayIsAlignedInTheContentFrame() {
        let view = Color.red.frame(width: 100, height: 100)
            .overlay(alignment: .topTrailing) { Color.blue.frame(width: 10, height: 10).id("badge") }
        #expect(LayoutHarness.frame("badge", in: view) == rect(140, 50, 10, 10))
    }

    // Apple, "overlay(alignment:content:)": an overlay never changes the size of the view it decorates.
    @Test func overlayDoesNotChangeTheSize() {
        let view = Color.red.frame(width: 10, height: 10)
            .overlay { Color.blue.frame(width: 50, height: 50).id("big") }
            .id("base")
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "base") == rect(95, 95, 10, 10))
        #expect(root.frame(ofID: "big") == rect(75, 75, 50, 50))
    }
}
