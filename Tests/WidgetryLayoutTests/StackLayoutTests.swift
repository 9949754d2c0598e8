import Foundation
import Testing
import WidgetryLayout
import WidgetryUI

/// HStack and VStack space distribution, spacing and alignment.
@Suite @MainActor struct StackLayoutTests {
    // objc.io, "How an HStack Lays out Its Children": three equally flexible views share the width equally.
    @Test func equallyFlexibleChildrenShareTheWidth() {
        let view = HStack(spacing: 0) {
            Color.red.id("a")
            Color.green.id("b")
            Color.blue.id("c")
        }
        let root = LayoutHarness.layout(view, width: 300, height: 100).root
        #expect(root.frame(ofID: "a") == rect(0, 0, 100, 100))
        #expect(root.frame(ofID: "b") == rect(100, 0, 100, 100))
        #expect(root.frame(ofID: "c") == rect(200, 0, 100, 100))
    }

    // objc.io, same article: the less flexible red view is offered half of 150 (75) first; the green view,
    // at least 100 wide, then gets 100 and the stack overflows its 150-point frame (175 wide, centered).
    @Test func leastFlexibleChildIsOfferedItsShareFirst() {
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).id("red")
            Color.green.frame(minWidth: 100).id("green")
        }
        .frame(width: 150, height: 100)
        let root = LayoutHarness.layout(view, width: 150, height: 100).root
        #expect(root.frame(ofID: "red") == rect(-12.5, 0, 75, 100))
        #expect(root.frame(ofID: "green") == rect(62.5, 0, 100, 100))
    }

    // SwiftUI Field Guide, "HStack": the text is the least flexible child, so it is offered a third of the
    // width (less the default 8-point spacing) and wraps although the row could fit it on one line.
    @Test func textIsOfferedAThirdAndWraps() {
        let view = HStack {
            Color.purple.id("purple")
            text20("Hello, world").id("text")
            Color.pink.id("pink")
        }
        let root = LayoutHarness.layout(view, width: 240, height: 100).root
        #expect(root.frame(ofID: "purple") == rect(0, 0, 82, 100))
        #expect(root.frame(ofID: "text") == rect(90, 25, 60, 50))
        #expect(root.frame(ofID: "pink") == rect(158, 0, 82, 100))
    }

    // SwiftUI Field Guide, "HStack": a higher layoutPriority makes the stack offer the text all the remaining
    // width (less its siblings' minimums) before the rectangles.
    @Test func layoutPriorityIsOfferedTheRemainingWidthFirst() {
        let view = HStack {
            Color.purple.id("purple")
            text20("Hello, world").layoutPriority(1).id("text")
            Color.pink.id("pink")
        }
        let root = LayoutHarness.layout(view, width: 240, height: 100).root
        #expect(root.frame(ofID: "purple") == rect(0, 0, 52, 100))
        #expect(root.frame(ofID: "text") == rect(60, 37.5, 120, 25))
        #expect(root.frame(ofID: "pink") == rect(188, 0, 52, 100))
    }

    // Apple, "layoutPriority(_:)": a parent offers higher-priority children space first, after setting aside the
    // minimum size of lower-priority ones (here 60 for the min-width frame).
    @Test func higherPriorityGroupLeavesTheMinimumOfLowerOnes() {
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 60).id("low")
            Color.blue.layoutPriority(1).id("high")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "low") == rect(0, 0, 60, 200))
        #expect(root.frame(ofID: "high") == rect(60, 0, 140, 200))
    }

    // objc.io, "Thinking in SwiftUI": children are sorted by flexibility; the capped view (flexibility 50) is
    // offered half and takes 50, the unbounded color takes the remaining 150.
    @Test func cappedChildTakesItsMaximumAndTheRestGoesToTheFlexibleOne() {
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 50).id("capped")
            Color.blue.id("free")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "capped") == rect(0, 0, 50, 200))
        #expect(root.frame(ofID: "free") == rect(50, 0, 150, 200))
    }

    // Apple, "VStack": a VStack distributes height the same way: the fixed 50-point view first, the two
    // flexible colors split the rest.
    @Test func vStackDistributesHeight() {
        let view = VStack(spacing: 0) {
            Color.red.id("a")
            Color.green.frame(height: 50).id("b")
            Color.blue.id("c")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "a") == rect(0, 0, 200, 75))
        #expect(root.frame(ofID: "b") == rect(0, 75, 200, 50))
        #expect(root.frame(ofID: "c") == rect(0, 125, 200, 75))
    }

    // Apple, "Spacer": a spacer expands along the stack's axis and pushes its siblings to the edges; stacks add
    // no default spacing next to a spacer.
    @Test func spacerPushesSiblingsToTheEdges() {
        let view = HStack {
            text20("A").id("a")
            Spacer().id("spacer")
            text20("B").id("b")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "a") == rect(0, 87.5, 10, 25))
        #expect(root.frame(ofID: "spacer") == rect(10, 100, 180, 0))
        #expect(root.frame(ofID: "b") == rect(190, 87.5, 10, 25))
    }

    // Apple, "Spacer(minLength:)": the spacer never shrinks below its minimum, so the text is offered the width
    // less 30 (and its sibling) and wraps.
    @Test func spacerMinimumLengthIsReservedBeforeOthersAreOffered() {
        let view = HStack {
            text20("Hello world!").id("a")
            Spacer(minLength: 30).id("spacer")
            text20("B").id("b")
        }
        let root = LayoutHarness.layout(view, width: 100).root
        #expect(root.frame(ofID: "a") == rect(0, 75, 60, 50))
        #expect(root.frame(ofID: "spacer") == rect(60, 100, 30, 0))
        #expect(root.frame(ofID: "b") == rect(90, 87.5, 10, 25))
    }

    // Apple, "Spacer.minLength": nil means the system's default spacing (8 on iOS), the spacer's ideal length.
    @Test func spacerIdealLengthIsTheDefaultSpacing() {
        let view = HStack {
            Color.red.frame(width: 10, height: 10)
            Spacer().id("spacer")
            Color.blue.frame(width: 10, height: 10)
        }
        .fixedSize()
        .id("stack")
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "stack") == rect(86, 95, 28, 10))
        #expect(root.frame(ofID: "spacer") == rect(96, 100, 8, 0))
    }

    // Apple, "VStack(alignment:spacing:)": nil spacing is the default distance between views, 8 points on iOS;
    // an explicit spacing replaces it.
    @Test(arguments: [(nil, 76.0, 104.0), (0, 80.0, 100.0), (20, 70.0, 110.0)] as [(CGFloat?, CGFloat, CGFloat)])
    func vStackSpacing(spacing: CGFloat?, firstY: CGFloat, secondY: CGFloat) {
        let view = VStack(spacing: spacing) {
            Color.red.frame(width: 50, height: 20).id("a")
            Color.blue.frame(width: 50, height: 20).id("b")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "a") == rect(75, firstY, 50, 20))
        #expect(root.frame(ofID: "b") == rect(75, secondY, 50, 20))
    }

    // Apple, "HorizontalAlignment": a VStack lines its children up on their leading, center or trailing guides.
    @Test(arguments: [(HorizontalAlignment.leading, 50.0), (.center, 75.0), (.trailing, 100.0)])
    func vStackAlignment(alignment: HorizontalAlignment, narrowX: CGFloat) {
        let view = VStack(alignment: alignment) {
            Color.red.frame(width: 100, height: 10).id("wide")
            Color.blue.frame(width: 50, height: 10).id("narrow")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "wide") == rect(50, 86, 100, 10))
        #expect(root.frame(ofID: "narrow") == rect(narrowX, 104, 50, 10))
    }

    // Apple, "VerticalAlignment": an HStack lines its children up on their top, center or bottom guides.
    @Test(arguments: [(VerticalAlignment.top, 80.0), (.center, 95.0), (.bottom, 110.0)])
    func hStackAlignment(alignment: VerticalAlignment, shortY: CGFloat) {
        let view = HStack(alignment: alignment) {
            Color.red.frame(width: 10, height: 40).id("tall")
            Color.blue.frame(width: 10, height: 10).id("short")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "tall") == rect(86, 80, 10, 40))
        #expect(root.frame(ofID: "short") == rect(104, shortY, 10, 10))
    }

    // Apple, "VerticalAlignment.firstTextBaseline": texts of different sizes sit on one baseline.
    @Test func firstTextBaselineAlignsDifferentFontSizes() {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.system(size: 40)).id("big")
            text20("small").id("small")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "big") == rect(41, 75, 60, 50))
        #expect(root.frame(ofID: "small") == rect(109, 95, 50, 25))
    }

    // Apple, "VerticalAlignment.lastTextBaseline": a two-line text aligns its last line with a one-line text.
    @Test func lastTextBaselineAlignsTheLastLines() {
        let view = HStack(alignment: .lastTextBaseline) {
            text20("A\nB").id("two")
            text20("C").id("one")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "two") == rect(86, 75, 10, 50))
        #expect(root.frame(ofID: "one") == rect(104, 100, 10, 25))
    }

    // Apple, "fixedSize()": a fixed-size stack proposes nil and is the sum of its children's ideal sizes plus
    // the spacing.
    @Test func idealSizeIsTheSumOfIdealSizes() {
        let view = HStack {
            text20("ab")
            text20("cd")
        }
        .fixedSize()
        .id("stack")
        #expect(LayoutHarness.frame("stack", in: view) == rect(76, 87.5, 48, 25))
    }

    // Apple, "Divider": in a VStack a divider is a horizontal line across the stack, 1 point thick.
    @Test func dividerInAVStackIsHorizontal() {
        let view = VStack {
            text20("A")
            Divider().id("divider")
            text20("B")
        }
        .frame(width: 100)
        // Text above a plain view: a line plus a tenth (rounded up to a pixel) minus the cap height, 12⅔ points
        // for the 20-point test font; a plain view above text: the tenth plus the text's half leading, 7⅔.
        // 25 + 12⅔ + 1 + 7⅔ + 25 = 71⅓, centred in 200: the divider at 64⅔ + 25 + 12⅔ = 102.
        #expect(LayoutHarness.frame("divider", in: view) == rect(50, 102, 100, 1))
    }

    // Apple, "Divider": in an HStack the divider is a vertical line, extending across the stack's height.
    @Test func dividerInAnHStackIsVertical() {
        let view = HStack {
            text20("A")
            Divider().id("divider")
            text20("B")
        }
        .frame(height: 40)
        #expect(LayoutHarness.frame("divider", in: view) == rect(99.5, 80, 1, 40))
    }

    // Apple, "Group": several views without a container are laid out like a VStack at the root of a widget.
    @Test func rootGroupStacksVertically() {
        let view = Group {
            text20("A").id("a")
            text20("B").id("b")
        }
        let root = LayoutHarness.layout(view).root
        // Two texts sit line on line (SwiftUI's text-to-text spacing is the font's leading, 0 here).
        #expect(root.frame(ofID: "a") == rect(95, 75, 10, 25))
        #expect(root.frame(ofID: "b") == rect(95, 100, 10, 25))
    }
}
