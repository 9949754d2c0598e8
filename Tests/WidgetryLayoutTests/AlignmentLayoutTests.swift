import Foundation
import Testing
import WidgetryLayout
import WidgetryUI

private enum ValueColumn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

extension HorizontalAlignment {
    fileprivate static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

/// ZStack alignment, alignment guides, ViewThatFits and Grid.
@Suite @MainActor struct AlignmentLayoutTests {
    // Apple, "ZStack": the stack is the union of its children, aligned on its alignment (center by default).
    @Test(arguments: [(Alignment.center, 90.0, 90.0), (.topLeading, 50.0, 75.0), (.bottomTrailing, 130.0, 105.0)])
    func zStackAlignsItsChildren(alignment: Alignment, x: CGFloat, y: CGFloat) {
        let view = ZStack(alignment: alignment) {
            Color.red.frame(width: 100, height: 50).id("wide")
            Color.blue.frame(width: 20, height: 20).id("small")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "wide") == rect(50, 75, 100, 50))
        #expect(root.frame(ofID: "small") == rect(x, y, 20, 20))
    }

    // Apple, "ZStack": every child is proposed the stack's proposal; a color fills it, text keeps its size.
    @Test func zStackProposesTheSameSizeToEveryChild() {
        let view = ZStack {
            Color.red.id("fill")
            text20("Hi").id("text")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "fill") == rect(0, 0, 200, 200))
        #expect(root.frame(ofID: "text") == rect(90, 87.5, 20, 25))
    }

    // Apple, "alignmentGuide(_:computeValue:)": a leading guide of 20 shifts the view 20 points left of the
    // others' leading edges.
    @Test func alignmentGuideShiftsAView() {
        let view = VStack(alignment: .leading) {
            Color.red.frame(width: 50, height: 10).id("a")
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in 20 }.id("b")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "a") == rect(85, 86, 50, 10))
        #expect(root.frame(ofID: "b") == rect(65, 104, 50, 10))
    }

    // Apple, "alignmentGuide(_:computeValue:)" with d[.top] as the bottom guide: the view hangs below the
    // others' bottom edge.
    @Test func alignmentGuideFromTheViewDimensions() {
        let view = HStack(alignment: .bottom) {
            Color.red.frame(width: 10, height: 40).id("a")
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.bottom) { d in d[.top] }.id("b")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "a") == rect(86, 75, 10, 40))
        #expect(root.frame(ofID: "b") == rect(104, 115, 10, 10))
    }

    // Apple, "AlignmentID" and swiftui-lab, "Alignment Guides in SwiftUI": a custom guide set deep inside two
    // HStacks is passed up through them, so the VStack lines up the values in one column.
    @Test func customAlignmentCrossesNestedStacks() {
        let view = VStack(alignment: .valueColumn) {
            HStack {
                text20("Name:")
                text20("X").alignmentGuide(.valueColumn) { d in d[.leading] }.id("x")
            }
            HStack {
                text20("Longer:")
                text20("Y").alignmentGuide(.valueColumn) { d in d[.leading] }.id("y")
            }
        }
        let root = LayoutHarness.layout(view).root
        // The rows are texts, so they sit line on line (text-to-text spacing is the font's leading, 0 here).
        #expect(root.frame(ofID: "x") == rect(134, 75, 10, 25))
        #expect(root.frame(ofID: "y") == rect(134, 100, 10, 25))
    }

    // Apple, "ViewThatFits": the first child whose ideal size fits is shown; the long text needs 210 points.
    @Test(arguments: [(CGFloat(100), "short"), (300, "long")])
    func viewThatFitsPicksTheFirstThatFits(width: CGFloat, shown: String) {
        let view = ViewThatFits {
            text20("Hello wonderful world").id("long")
            text20("Short").id("short")
        }
        let root = LayoutHarness.layout(view, width: width).root
        #expect(root.frame(ofID: shown) != nil)
        #expect(root.frame(ofID: shown == "long" ? "short" : "long") == nil)
    }

    // Apple, "ViewThatFits": when no child fits, the last one is shown, proposed the available space.
    @Test func viewThatFitsFallsBackToTheLast() {
        let view = ViewThatFits {
            text20("Hello wonderful world")
            text20("Still long text").id("last")
        }
        #expect(LayoutHarness.frame("last", in: view, width: 100) == rect(0, 75, 100, 50))
    }

    // Apple, "ViewThatFits(in:)": constrained only vertically, a text that wraps into the height fits.
    @Test func viewThatFitsOnlyChecksTheGivenAxes() {
        let view = ViewThatFits(in: .vertical) {
            text20("Very long line of text here").id("wrapping")
            text20("B")
        }
        #expect(LayoutHarness.frame("wrapping", in: view, width: 100, height: 100) == rect(5, 12.5, 90, 75))
    }

    // Apple, "Grid": columns are as wide as their widest cell, rows as tall as their tallest, with cells
    // centered and 8 points between them.
    @Test func gridAlignsColumnsAndRows() {
        let view = Grid {
            GridRow {
                text20("A").id("a")
                text20("BBB").id("b")
            }
            GridRow {
                text20("CC").id("c")
                text20("D").id("d")
            }
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "a") == rect(76, 71, 10, 25))
        #expect(root.frame(ofID: "b") == rect(99, 71, 30, 25))
        #expect(root.frame(ofID: "c") == rect(71, 104, 20, 25))
        #expect(root.frame(ofID: "d") == rect(109, 104, 10, 25))
    }

    // Apple, "Grid": a view outside a GridRow spans every column.
    @Test func gridViewOutsideARowSpansAllColumns() {
        let view = Grid {
            GridRow {
                text20("A")
                text20("B")
            }
            Color.red.frame(height: 2).id("line")
        }
        #expect(LayoutHarness.frame("line", in: view) == rect(86, 115.5, 28, 2))
    }
}
