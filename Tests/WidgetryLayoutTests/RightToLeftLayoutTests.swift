import Foundation
import Testing
import WidgetryDisplayList
import WidgetryLayout
import WidgetryUI

/// Right-to-left layout is left-to-right layout mirrored: leading is on the right, stacks run from the right,
/// `.leading` alignment and padding sit on the right; texts and images keep their drawing unless they flip.
@Suite @MainActor struct RightToLeftLayoutTests {
    static func rightToLeft<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 100) -> WidgetLayout {
        view.environment(\.layoutDirection, .rightToLeft).layoutInHarness(width: width, height: height)
    }

    @Test func anHStackRunsFromTheRight() {
        let row = HStack(spacing: 10) {
            Color.red.frame(width: 20).id("first")
            Color.blue.frame(width: 30).id("second")
        }
        .frame(width: 200, height: 100)
        let root = Self.rightToLeft(row).root
        // Left to right the row (60 wide) is centered at x 70: first at 70–90, second at 100–130.
        #expect(root.frame(ofID: "first") == rect(110, 0, 20, 100))
        #expect(root.frame(ofID: "second") == rect(70, 0, 30, 100))
    }

    @Test func leadingAlignmentAndPaddingAreOnTheRight() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("narrow")
            Color.blue.frame(width: 100, height: 10).id("wide")
        }
        .padding(.leading, 12)
        .frame(width: 200, height: 100, alignment: .leading)
        let root = Self.rightToLeft(view).root
        // The 20-point column is centered vertically (y 40); its leading edge is 12 points from the right.
        #expect(root.frame(ofID: "narrow") == rect(148, 40, 40, 10))
        #expect(root.frame(ofID: "wide") == rect(88, 50, 100, 10))
    }

    @Test func leftToRightInsideRightToLeftIsNotMirrored() {
        let inner = HStack(spacing: 0) {
            Color.red.frame(width: 20).id("a")
            Color.blue.frame(width: 20).id("b")
        }
        .environment(\.layoutDirection, .leftToRight)
        let view = HStack(spacing: 0) {
            inner
            Color.green.frame(width: 40).id("c")
        }
        .frame(width: 200, height: 100)
        let root = Self.rightToLeft(view).root
        // The outer row is mirrored: the inner pair (first) is on the right, in its own left-to-right order.
        #expect(root.frame(ofID: "c") == rect(60, 0, 40, 100))
        #expect(root.frame(ofID: "a") == rect(100, 0, 20, 100))
        #expect(root.frame(ofID: "b") == rect(120, 0, 20, 100))
    }

    @Test func aWholeWidgetInARightToLeftEnvironmentIsMirrored() {
        var environment = LayoutHarness.environment()
        environment.layoutDirection = .rightToLeft
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 50).id("leading")
            Spacer()
        }
        let node = ViewResolver.resolve(view, in: environment)
        let container = WidgetContainer(size: CGSize(width: 200, height: 100), contentMargins: EdgeInsets())
        let root = WidgetLayoutEngine(textEngine: FixedTextEngine()).layout(node, in: container, now: .now).root
        #expect(root.frame(ofID: "leading") == rect(150, 0, 50, 100))
    }

    @Test func leadingTextLinesAreDrawnFromTheRight() throws {
        let view = Text("one two three four").font(.system(size: 20)).frame(width: 120)
        let layout = Self.rightToLeft(view)
        let text = try #require(
            layout.displayList.items.lazy.compactMap { item -> DisplayText? in
                if case .text(let text) = item { return text }
                return nil
            }.first)
        #expect(text.paragraph.alignment == .trailing, "leading lines of a right-to-left text sit on the right")
    }

    @Test func flippingImagesAreMirroredOnlyRightToLeft() {
        let arrow = Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true)
        let mirrored = Self.rightToLeft(arrow).root.dump()
        let plain = arrow.layoutInHarness(width: 200, height: 100).root.dump()
        #expect(mirrored.contains("Scale (91.5, 41.5, 17, 17) -1×1"), "drawn mirrored: \(mirrored)")
        #expect(!plain.contains("Scale"), "left to right, nothing changes: \(plain)")
    }
}

extension View {
    @MainActor fileprivate func layoutInHarness(width: CGFloat, height: CGFloat) -> WidgetLayout {
        LayoutHarness.layout(self, width: width, height: height)
    }
}
