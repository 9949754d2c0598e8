import Foundation
import Testing
import WidgetryLayout
import WidgetryUI

/// Default stack spacing from each pair's spacing preferences (SwiftUI's `ViewSpacing`), with the test engine's
/// fonts: ascender = size, descender = size / 4, no leading, cap height = ¾ size. For 20 points: a line is 25,
/// a tenth of it rounded up to a pixel (⅓ point) is 2⅔, so a plain view above a text is 25 + 2⅔ − 20 = 7⅔
/// away and a text above a plain view max(27⅔ − 15, 2⅔ + 5) = 12⅔ away.
@Suite @MainActor struct StackSpacingTests {
    // SwiftUI: texts in a VStack sit line on line (0 points for fonts without leading), not 8 apart; three of
    // them end 16 points higher than with a flat 8.
    @Test func stackedTextsHaveNoGap() {
        let view = VStack {
            text20("One").id("one")
            text20("Two").id("two")
            text20("Three").id("three")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "one") == rect(85, 62.5, 30, 25))
        #expect(root.frame(ofID: "two") == rect(85, 87.5, 30, 25))
        #expect(root.frame(ofID: "three") == rect(75, 112.5, 50, 25))
    }

    // SwiftUI: texts side by side in an HStack are 8 points apart: text has no horizontal preferences.
    @Test func textsSideBySideAreEightApart() {
        let view = HStack {
            text20("A").id("a")
            text20("B").id("b")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "a") == rect(86, 87.5, 10, 25))
        #expect(root.frame(ofID: "b") == rect(104, 87.5, 10, 25))
    }

    // SwiftUI: a stack publishes its children's preferences, and frames pass them through, so a row of a text
    // and a spacer stretched to the full width still meets the text below it line on line.
    @Test func wrappersCarryTheirTextsSpacing() {
        let view = VStack {
            HStack {
                text20("Title")
                Spacer()
            }
            .frame(maxWidth: .infinity)
            .id("row")
            text20("Body").id("body")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "row") == rect(0, 75, 200, 25))
        #expect(root.frame(ofID: "body") == rect(80, 100, 40, 25))
    }

    // SwiftUI: a plain view above a text is a tenth of a line plus the text's half leading away (7⅔), and a
    // text above a plain view a line plus a tenth minus the cap height (12⅔).
    @Test func plainViewsAndTextsUseTheTextsMetrics() {
        let above = VStack {
            Color.red.frame(width: 10, height: 10).id("color")
            text20("T").id("text")
        }
        let aboveRoot = LayoutHarness.layout(above).root
        let colorBottom = aboveRoot.frame(ofID: "color")?.maxY ?? 0
        let textTop = aboveRoot.frame(ofID: "text")?.minY ?? 0
        #expect(abs(textTop - colorBottom - (7 + 2.0 / 3.0)) < 0.001)

        let below = VStack {
            text20("T").id("text")
            Color.red.frame(width: 10, height: 10).id("color")
        }
        let belowRoot = LayoutHarness.layout(below).root
        let gap = (belowRoot.frame(ofID: "color")?.minY ?? 0) - (belowRoot.frame(ofID: "text")?.maxY ?? 0)
        #expect(abs(gap - (12 + 2.0 / 3.0)) < 0.001)
    }

    // SwiftUI: two plain views share no preference, so the platform's 8 points apply.
    @Test func plainViewsAreEightApart() {
        let view = VStack {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 10, height: 10).id("b")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "a") == rect(95, 86, 10, 10))
        #expect(root.frame(ofID: "b") == rect(95, 104, 10, 10))
    }

    // SwiftUI: padding replaces the padded edge's preferences by a plain view's, so a text padded below meets
    // the next text as a plain view does: 4 points of padding, then 7⅔.
    @Test func paddingMakesAnEdgePlain() {
        let view = VStack {
            text20("A").padding(.bottom, 4).id("padded")
            text20("B").id("b")
        }
        let root = LayoutHarness.layout(view).root
        let gap = (root.frame(ofID: "b")?.minY ?? 0) - (root.frame(ofID: "padded")?.maxY ?? 0)
        #expect(abs(gap - (7 + 2.0 / 3.0)) < 0.001)
    }

    // SwiftUI: a symbol sits with text like a glyph: no gap between a symbol and the text below it.
    @Test func symbolsMeetTextWithoutAGap() {
        let view = VStack {
            Image(systemName: "star.fill").font(.system(size: 20)).id("symbol")
            text20("Star").id("text")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "text")?.minY == root.frame(ofID: "symbol")?.maxY)
    }

    // SwiftUI: a spacer publishes 0 along its stack's axis, so there is no gap next to it.
    @Test func spacersTakeNoSpacing() {
        let view = HStack {
            text20("A").id("a")
            Spacer().id("spacer")
            text20("B").id("b")
        }
        .frame(width: 100)
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "spacer") == rect(60, 100, 80, 0))
    }

    // An explicit spacing wins over every preference.
    @Test func explicitSpacingWins() {
        let view = VStack(spacing: 3) {
            text20("A").id("a")
            text20("B").id("b")
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "b")?.minY == (root.frame(ofID: "a")?.maxY ?? 0) + 3)
    }
}
