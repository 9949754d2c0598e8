import Foundation
import Testing
import WidgetryLayout
import WidgetryUI

/// `LazyVGrid` and `LazyHGrid` with SwiftUI's track sizing; the default spacing is 8 points.
@Suite @MainActor struct LazyGridLayoutTests {
    private func cells(_ count: Int, height: CGFloat) -> some View {
        ForEach(0..<count) { index in Color.red.frame(height: height).id("c\(index)") }
    }

    // Apple, "GridItem.Size.flexible": the grid's width less spacing, divided among the flexible items. In 166
    // points, three columns and two 8-point gaps leave 150: 50 each, at 0, 58 and 116. Six 20-point cells make two
    // rows 8 apart, 48 tall, centered in the 200-point height at y = 76.
    @Test func threeFlexibleColumnsShareTheWidth() {
        let view = LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) { cells(6, height: 20) }
            .id("grid")
        let root = LayoutHarness.layout(view, width: 166, height: 200).root
        #expect(root.frame(ofID: "grid") == rect(0, 76, 166, 48))
        #expect(root.frame(ofID: "c0") == rect(0, 76, 50, 20))
        #expect(root.frame(ofID: "c1") == rect(58, 76, 50, 20))
        #expect(root.frame(ofID: "c2") == rect(116, 76, 50, 20))
        #expect(root.frame(ofID: "c3") == rect(0, 104, 50, 20))
        #expect(root.frame(ofID: "c5") == rect(116, 104, 50, 20))
    }

    // Apple, "GridItem.Size.adaptive": as many columns of at least 50 as fit in 170 with 8-point gaps:
    // floor((170 + 8) / (50 + 8)) = 3, sharing 170 − 2 × 8 = 154: 51⅓ each, at 0, 59⅓ and 118⅔. The fourth cell
    // starts the second row, 30 + 8 below; the 68-point grid is centered at y = 66.
    @Test func adaptiveColumnsFitAsManyAsTheMinimumAllows() {
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))]) { cells(4, height: 30) }.id("grid")
        let root = LayoutHarness.layout(view, width: 170, height: 200).root
        let third: CGFloat = 154 / 3
        #expect(isClose(root.frame(ofID: "grid"), rect(0, 66, 170, 68)))
        #expect(isClose(root.frame(ofID: "c0"), rect(0, 66, third, 30)))
        #expect(isClose(root.frame(ofID: "c1"), rect(third + 8, 66, third, 30)))
        #expect(isClose(root.frame(ofID: "c2"), rect(2 * third + 16, 66, third, 30)))
        #expect(isClose(root.frame(ofID: "c3"), rect(0, 104, third, 30)))
    }

    // An adaptive item's columns lie within its bounds. In 170 with a 30…40 item, floor((170 + 8) / (30 + 8)) = 4
    // columns of (170 − 3 × 8) / 4 = 36.5 fit. In 100 with a 30…45 item, floor(108 / 38) = 2 columns of
    // (100 − 8) / 2 = 46 are capped at 45: the grid is 2 × 45 + 8 = 98 wide, centered at x = 1, and its second
    // row starts 10 + 8 below the first (28 tall, at y = 36).
    @Test func adaptiveColumnsStayWithinTheirBounds() {
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 30, maximum: 40))]) { cells(3, height: 10) }
            .id("grid")
        let root = LayoutHarness.layout(view, width: 170, height: 100).root
        #expect(root.frame(ofID: "grid") == rect(0, 45, 170, 10))
        #expect(root.frame(ofID: "c1") == rect(44.5, 45, 36.5, 10))
        let capped = LazyVGrid(columns: [GridItem(.adaptive(minimum: 30, maximum: 45))]) { cells(3, height: 10) }
            .id("grid")
        let narrow = LayoutHarness.layout(capped, width: 100, height: 100).root
        #expect(narrow.frame(ofID: "grid") == rect(1, 36, 98, 28))
        #expect(narrow.frame(ofID: "c1") == rect(54, 36, 45, 10))
        #expect(narrow.frame(ofID: "c2") == rect(1, 54, 45, 10))
    }

    // A fixed column takes its 40 points; the flexible one gets 200 − 40 − 8 = 152 at x = 48. The row is as tall as
    // its tallest cell (the 25-point text); the 10-point color is centered in it (y + 7.5), the 10×25 text centered
    // in its 40-point column (x = 15). The 25-point grid is centered at y = 87.5.
    @Test func fixedAndFlexibleColumnsMix() {
        let view = LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.flexible())]) {
            text20("A").id("text")
            Color.green.frame(height: 10).id("color")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "text") == rect(15, 87.5, 10, 25))
        #expect(root.frame(ofID: "color") == rect(48, 95, 152, 10))
    }

    // Flexible items are sized in order: the first gets half of 200 clamped to its 50-point maximum, the second the
    // remaining 150. Reversed, the first takes half (100) and the capped one 50, so the grid is 150 wide.
    @Test func flexibleItemsAreSizedInOrder() {
        let capFirst = LazyVGrid(columns: [GridItem(.flexible(maximum: 50), spacing: 0), GridItem(.flexible())]) {
            cells(2, height: 10)
        }
        let first = LayoutHarness.layout(capFirst, width: 200, height: 10).root
        #expect(first.frame(ofID: "c0") == rect(0, 0, 50, 10))
        #expect(first.frame(ofID: "c1") == rect(50, 0, 150, 10))
        let capLast = LazyVGrid(columns: [GridItem(.flexible(), spacing: 0), GridItem(.flexible(maximum: 50))]) {
            cells(2, height: 10)
        }
        let last = LayoutHarness.layout(capLast, width: 200, height: 10).root
        #expect(last.frame(ofID: "c0") == rect(25, 0, 100, 10))
        #expect(last.frame(ofID: "c1") == rect(125, 0, 50, 10))
    }

    // Item spacing is the gap after the item (4 here), the grid's spacing the gap between rows (10); each item
    // aligns its cells. The grid is 60 + 4 + 60 = 124 wide and 40 + 10 + 10 = 60 tall, at (38, 70).
    // Top-leading puts a at the first cell's corner; bottom-trailing puts the 30×40 b at
    // (38 + 64 + 60 − 30, 70 + 40 − 40); c starts the second row at y = 70 + 50.
    @Test func itemSpacingAndAlignment() {
        let columns = [
            GridItem(.fixed(60), spacing: 4, alignment: .topLeading),
            GridItem(.fixed(60), alignment: .bottomTrailing),
        ]
        let view = LazyVGrid(columns: columns, spacing: 10) {
            Color.red.frame(width: 20, height: 20).id("a")
            Color.blue.frame(width: 30, height: 40).id("b")
            Color.green.frame(width: 10, height: 10).id("c")
        }
        .id("grid")
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "grid") == rect(38, 70, 124, 60))
        #expect(root.frame(ofID: "a") == rect(38, 70, 20, 20))
        #expect(root.frame(ofID: "b") == rect(132, 70, 30, 40))
        #expect(root.frame(ofID: "c") == rect(38, 120, 10, 10))
    }

    // Apple, "LazyVGrid.init": the grid's alignment places cells in their cell when the item has none. The
    // 100-point column is centered at x = 50; trailing puts the 20-point text at 50 + 100 − 20.
    @Test func gridAlignmentAppliesWhenTheItemHasNone() {
        let view = LazyVGrid(columns: [GridItem(.fixed(100))], alignment: .trailing) { text20("Hi").id("text") }
        #expect(LayoutHarness.frame("text", in: view) == rect(130, 87.5, 20, 25))
    }

    // Apple, "GridItem": a horizontal grid sizes rows from its items (30 and 50, 8 apart: 88 tall) and makes each
    // column as wide as its widest cell: the first holds the 20-point color and the 50-point "Hello" (50 wide), the
    // second the 40-point color; with 6 between columns the grid is 96 wide, at (52, 56). Cells are centered in
    // their cell: r0 at 52 + 15, "Hello" at y = 56 + 38 + 12.5, r2 at 52 + 50 + 6.
    @Test func horizontalGridRows() {
        let view = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(50))], spacing: 6) {
            Color.red.frame(width: 20).id("r0")
            text20("Hello").id("r1")
            Color.blue.frame(width: 40).id("r2")
        }
        .id("grid")
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "grid") == rect(52, 56, 96, 88))
        #expect(root.frame(ofID: "r0") == rect(67, 56, 20, 30))
        #expect(root.frame(ofID: "r1") == rect(52, 106.5, 50, 25))
        #expect(root.frame(ofID: "r2") == rect(108, 56, 40, 30))
    }

    // A horizontal grid's alignment is vertical: bottom puts the 25-point text at the bottom of its 50-point row.
    @Test func horizontalGridAlignment() {
        let view = LazyHGrid(rows: [GridItem(.fixed(50))], alignment: .bottom) { text20("Hi").id("text") }
        #expect(LayoutHarness.frame("text", in: view) == rect(90, 100, 20, 25))
    }

    // Offered no width (fixedSize), a flexible column is as wide as its widest cell (the 50-point "Hello"),
    // clamped to its bounds; a fixed one keeps its length. 40 + 8 + 50 = 98 wide, centered at x = 51.
    @Test func idealWidthFollowsTheCells() {
        let view = LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.flexible())]) {
            text20("A")
            text20("Hello").id("hello")
            text20("B")
            text20("Hi").id("hi")
        }
        .fixedSize().id("grid")
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "grid") == rect(51, 71, 98, 58))
        #expect(root.frame(ofID: "hello") == rect(99, 71, 50, 25))
        #expect(root.frame(ofID: "hi") == rect(114, 104, 20, 25))
    }

    // Widgets don't scroll, so lazy stacks place children as VStack and HStack do, with one difference SwiftUI
    // has everywhere: a lazy stack takes the whole length it is offered across its axis (a `LazyVStack` is as wide
    // as its parent offers; a `VStack` hugs its widest child) and aligns its children within it.
    @Test func lazyStacksTakeTheOfferedCrossLength() {
        let lazy = LayoutHarness.layout(
            LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
                text20("One").id("one")
                LazyHStack(spacing: 4) {
                    text20("A").id("a")
                    Color.red.frame(width: 10, height: 10).id("b")
                }
            }
            .id("lazy")
        ).root
        let eager = LayoutHarness.layout(
            VStack(alignment: .leading) {
                text20("One").id("one")
                HStack(spacing: 4) {
                    text20("A").id("a")
                    Color.red.frame(width: 10, height: 10).id("b")
                }
            }
            .id("eager")
        ).root
        // The eager column hugs "One" (30 wide) and is centered; the lazy one is 200 wide, its children on its
        // leading edge, and the lazy row inside takes the height its column offers it.
        #expect(eager.frame(ofID: "eager")?.width == 30)
        #expect(eager.frame(ofID: "one")?.minX == 85)
        #expect(lazy.frame(ofID: "lazy")?.width == 200)
        #expect(lazy.frame(ofID: "one")?.minX == 0)
        #expect(lazy.frame(ofID: "a")?.minX == 0)
        #expect(lazy.frame(ofID: "lazy")?.height == 200)
    }

    @Test func lazyStacksAlignChildrenWithinTheirFullLength() {
        let view = LazyVStack(alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("narrow")
            Color.blue.frame(width: 100, height: 10).id("wide")
        }
        let root = LayoutHarness.layout(view, width: 200, height: 100).root
        #expect(root.frame(ofID: "narrow") == rect(160, 40, 40, 10))
        #expect(root.frame(ofID: "wide") == rect(100, 50, 100, 10))
    }

    // Empty cells (an `if` that is false) take no track, as in stacks.
    @Test func emptyChildrenTakeNoCell() {
        let show = false
        let view = LazyVGrid(columns: [GridItem(.fixed(20), spacing: 0), GridItem(.fixed(20))]) {
            if show { Color.red.id("hidden") }
            Color.blue.frame(height: 10).id("first")
            Color.green.frame(height: 10).id("second")
        }
        let root = LayoutHarness.layout(view, width: 40, height: 10).root
        #expect(root.frame(ofID: "first") == rect(0, 0, 20, 10))
        #expect(root.frame(ofID: "second") == rect(20, 0, 20, 10))
    }
}
