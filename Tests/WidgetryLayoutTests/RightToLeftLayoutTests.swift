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
        let root = WidgetLayoutEngine(textEngine: FixedTextEngine(), options: LayoutHarness.exactOptions).layout(
            node, in: container, now: LayoutHarness.now
        ).root
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

/// What right to left changes beyond frames: offsets run towards the leading edge, built-in controls fill from
/// the right, and a geometry reader reports where it is on screen.
@Suite @MainActor struct RightToLeftDrawingTests {
    static func rightToLeft<V: View>(_ view: V) -> WidgetLayout {
        LayoutHarness.layout(view.environment(\.layoutDirection, .rightToLeft), width: 200, height: 100)
    }

    static func groups(in items: [DisplayItem]) -> [DisplayGroup] {
        items.flatMap { item -> [DisplayGroup] in
            guard case .group(let group) = item else { return [] }
            return [group] + groups(in: group.items)
        }
    }

    // SwiftUI flips x positions in a right-to-left layout, so `.offset(x: 10)` moves the drawing 10 points left.
    @Test func aPositiveOffsetMovesLeft() throws {
        let view = Color.red.frame(width: 20, height: 20).offset(x: 10, y: 4)
        let transform = try #require(Self.groups(in: Self.rightToLeft(view).displayList.items).first).transform
        #expect(transform.apply(to: CGPoint(x: 100, y: 50)) == CGPoint(x: 90, y: 54))
        let leftToRight = LayoutHarness.layout(view, width: 200, height: 100)
        let plain = try #require(Self.groups(in: leftToRight.displayList.items).first).transform
        #expect(plain.apply(to: CGPoint(x: 100, y: 50)) == CGPoint(x: 110, y: 54))
    }

    // A quarter-full bar fills from the trailing end of its track on the right: once mirrored, the filled
    // capsule ends at the track's right edge.
    @Test func aProgressBarFillsFromTheRight() throws {
        let view = ProgressView(value: 0.25).frame(width: 100)
        let layout = Self.rightToLeft(view)
        let mirror = try #require(
            Self.groups(in: layout.displayList.items).first { group in
                group.transform.apply(to: CGPoint(x: 0, y: 0)).x != 0
            })
        let fills = mirror.items.compactMap { item -> DisplayFill? in
            if case .fill(let fill) = item { return fill }
            return nil
        }
        try #require(fills.count == 2, "a track and a fill: \(fills)")
        let track = mirror.transform.apply(to: fills[0].frame)
        let filled = mirror.transform.apply(to: fills[1].frame)
        #expect(abs(filled.maxX - track.maxX) < 1e-9)
        #expect(abs(filled.width - track.width / 4) < 1e-9)
    }

    // The reader sits after a 50-point view: left to right it is at x 75 (the 150-point row centred in 200);
    // mirrored, the row runs from the right and the reader is at x 25, which is what its proxy reports.
    @Test func aGeometryReaderReportsWhereItIsOnScreen() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 50)
            GeometryReader { proxy in
                Text("x\(Int(proxy.frame(in: .global).minX))").font(.system(size: 10))
            }
            .frame(width: 100)
            .id("reader")
        }
        .frame(width: 200, height: 100)
        let root = Self.rightToLeft(view).root
        #expect(root.frame(ofID: "reader") == rect(25, 0, 100, 100))
        #expect(root.frame(ofText: "x25") != nil, "\(root.dump())")
    }
}
