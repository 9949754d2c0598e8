import Foundation
import Testing
import WidgetryLayout
import WidgetryUI

/// `GeometryReader`: it takes the whole proposal, puts its content at its top-leading corner, and builds the
/// content from a proxy for the frame layout gave it.
@Suite @MainActor struct GeometryReaderLayoutTests {
    private static let small = WidgetContainer(family: .systemSmall, size: CGSize(width: 170, height: 170))

    // Apple, "GeometryReader": the reader fills the space it is offered; the systemSmall content area is the
    // 170-pt widget less 16-pt margins, (16, 16, 138, 138). Its content sits at the top-leading corner: the
    // 20-pt "Hi" is 2 × 10 wide and 25 tall with the fixed engine, at (16, 16).
    @Test func fillsTheContentAreaAndPutsTextAtTopLeading() {
        let view = GeometryReader { _ in text20("Hi").id("text") }.id("reader")
        let root = LayoutHarness.layout(view, in: Self.small).root
        #expect(root.frame(ofID: "reader") == rect(16, 16, 138, 138))
        #expect(root.frame(ofID: "text") == rect(16, 16, 20, 25))
    }

    // The proxy's size is the 200×200 the reader got, so the frame is 100 wide; its height is the circle's, which
    // takes the 200 proposed. The frame sits at the reader's top-leading corner.
    @Test func contentSizedFromTheProxyGetsHalfTheWidth() {
        let view = GeometryReader { proxy in
            Circle().frame(width: proxy.size.width / 2).id("circle")
        }
        #expect(LayoutHarness.frame("circle", in: view) == rect(0, 0, 100, 200))
    }

    // The content is built for the size the reader actually got (200×120 here), not the size at resolution.
    @Test func contentIsBuiltForTheLaidOutSize() {
        let view = GeometryReader { proxy in
            text20("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
        }
        let root = LayoutHarness.layout(view, width: 200, height: 120).root
        #expect(root.frame(ofText: "200x120") == rect(0, 0, 70, 25))
    }

    // A padding of 20 leading and 10 top inside the systemSmall content area (16, 16, 138, 138) puts the reader
    // at (36, 26), 118×128: its global frame, relative to the widget's origin. Its local frame starts at zero.
    @Test func globalFrameOfAPaddedReaderIsRelativeToTheWidget() {
        let view = GeometryReader { proxy in
            let global = proxy.frame(in: .global)
            let local = proxy.frame(in: .local)
            VStack(alignment: .leading, spacing: 0) {
                text20(Self.describe(global))
                text20(Self.describe(local))
            }
        }
        .padding(EdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 0))
        let root = LayoutHarness.layout(view, in: Self.small).root
        #expect(root.frame(ofText: "36 26 118 128") != nil)
        #expect(root.frame(ofText: "0 0 118 128") != nil)
        // The content's first line is at the reader's top-leading corner.
        #expect(root.frame(ofText: "36 26 118 128")?.origin == CGPoint(x: 36, y: 26))
    }

    // A 30-point spacer row above the reader in a VStack named "stack" (spacing 0, 200×200 at the origin) puts the
    // reader at (0, 30), 200×170 in the stack's space; `bounds(of:)` is the stack relative to the reader.
    @Test func namedCoordinateSpaceIsTheNamedAncestors() {
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 30)
            GeometryReader { proxy in
                VStack(spacing: 0) {
                    text20(Self.describe(proxy.frame(in: .named("stack"))))
                    text20(Self.describe(proxy.frame(in: CoordinateSpace.named("stack"))))
                    text20(proxy.bounds(of: .named("stack")).map(Self.describe) ?? "none")
                    text20(proxy.bounds(of: .named("elsewhere")).map(Self.describe) ?? "none")
                }
            }
        }
        .coordinateSpace(name: "stack")
        let root = LayoutHarness.layout(view).root
        #expect(root.allViews.filter { $0.detail.hasPrefix("\"0 30 200 170\"") }.count == 2)
        #expect(root.frame(ofText: "0 -30 200 200") != nil)
        #expect(root.frame(ofText: "none") != nil)
    }

    // `coordinateSpace(_:)` with a NamedCoordinateSpace names the space as `coordinateSpace(name:)` does; a name no
    // ancestor has falls back to the global space. Padding 12 puts the reader at (12, 12) in the widget, (12, 12)
    // in the padded view's space too, as the padding is the named view.
    @Test func namedCoordinateSpaceValueAndUnknownNames() {
        let view = GeometryReader { proxy in
            VStack(spacing: 0) {
                text20("in " + Self.describe(proxy.frame(in: .named("outer"))))
                text20("x " + Self.describe(proxy.frame(in: .named("missing"))))
            }
        }
        .padding(12)
        .padding(EdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0))
        .coordinateSpace(.named("outer"))
        let root = LayoutHarness.layout(view).root
        // The named view is the outer padding, 200×200 at the origin; the reader is inset 12 + 5 from its top.
        #expect(root.frame(ofText: "in 12 17 176 166") != nil)
        #expect(root.frame(ofText: "x 12 17 176 166") != nil)
    }

    // Offered no length (fixedSize proposes nil), a reader takes SwiftUI's default 10 points.
    @Test func unspecifiedProposalGivesTenPoints() {
        let view = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width * 2, height: proxy.size.height * 3).id("red")
        }
        .fixedSize().id("reader")
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofID: "reader") == rect(95, 95, 10, 10))
        #expect(root.frame(ofID: "red") == rect(95, 95, 20, 30))
    }

    // Every view of the content is proposed the reader's size and put at its top-leading corner, as in a
    // ZStack(alignment: .topLeading).
    @Test func severalViewsOverlapAtTopLeading() {
        let view = GeometryReader { _ in
            Color.red.frame(width: 40, height: 40).id("a")
            text20("Hello").id("b")
        }
        let root = LayoutHarness.layout(view, width: 200, height: 100).root
        #expect(root.frame(ofID: "a") == rect(0, 0, 40, 40))
        #expect(root.frame(ofID: "b") == rect(0, 0, 50, 25))
    }

    // The content closure reads the environment of the body that wrote it, also when layout builds it again.
    @Test func contentReadsTheWritersEnvironment() {
        let container = WidgetContainer(size: CGSize(width: 300, height: 150), contentMargins: EdgeInsets())
        let root = LayoutHarness.layout(FamilyReader(), in: container, family: .systemMedium).root
        #expect(root.frame(ofText: "systemMedium 300") == rect(0, 0, 160, 25))
    }

    // A reader in an HStack is as flexible as a color: two of them share 200 points equally.
    @Test func readersShareAStackLikeFlexibleViews() {
        let view = HStack(spacing: 0) {
            GeometryReader { proxy in text20("\(Int(proxy.size.width))").id("left") }
            GeometryReader { proxy in text20("\(Int(proxy.size.width))").id("right") }
        }
        let root = LayoutHarness.layout(view, width: 200, height: 50).root
        #expect(root.frame(ofID: "left") == rect(0, 0, 30, 25))
        #expect(root.frame(ofText: "100") == rect(0, 0, 30, 25))
        #expect(root.frame(ofID: "right") == rect(100, 0, 30, 25))
    }

    // The container background set inside a reader's content is found in the resolved tree and drawn.
    @Test func containerBackgroundInsideTheContentIsDrawn() {
        let view = GeometryReader { _ in
            Text("Hi").containerBackground(Color.red, for: .widget)
        }
        var environment = LayoutHarness.environment()
        environment.showsWidgetContainerBackground = true
        let widget = ViewResolver.resolveWidget(view, in: environment)
        #expect(widget.containerBackground != nil)
        let layout = WidgetLayoutEngine(textEngine: FixedTextEngine(), options: LayoutHarness.exactOptions)
            .layout(widget.content, in: Self.small, now: LayoutHarness.now)
        #expect(layout.root.first { $0.role == "containerBackground" } != nil)
    }

    // A widget's view appears once per resolution: building a reader's content again for its laid-out size does
    // not run `onAppear` again.
    @Test func onAppearInsideTheContentRunsOncePerResolution() {
        let counter = AppearCounter()
        let view = GeometryReader { proxy in
            text20("\(Int(proxy.size.width))").onAppear { counter.count += 1 }
        }
        let root = LayoutHarness.layout(view).root
        #expect(root.frame(ofText: "200") != nil)
        #expect(counter.count == 1)
    }

    static func describe(_ rect: CGRect) -> String {
        [rect.minX, rect.minY, rect.width, rect.height].map { String(Int($0)) }.joined(separator: " ")
    }
}

/// Counts `onAppear` calls.
@MainActor private final class AppearCounter {
    var count = 0
}

/// A view whose geometry reader reads the family from the environment of its body.
private struct FamilyReader: View {
    @Environment(\.widgetFamily) var family

    var body: some View {
        GeometryReader { proxy in
            text20("\(family) \(Int(proxy.size.width))")
        }
    }
}

/// Layout off the main actor builds a reader's content on the main actor.
@Suite struct GeometryReaderConcurrencyTests {
    // Widgetry ARCHITECTURE, "Isolation": layout runs anywhere; a reader's content, which only the main actor may
    // build, is built there for the size layout found (138×138 in systemSmall), and the lists match.
    @Test func readerContentIsBuiltForTheSizeOffTheMainActor() async {
        let node = await MainActor.run {
            ViewResolver.resolve(
                GeometryReader { proxy in Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))") },
                in: EnvironmentValues())
        }
        let container = WidgetContainer(family: .systemSmall, size: CGSize(width: 170, height: 170))
        let engine = WidgetLayoutEngine(textEngine: FixedTextEngine(), options: LayoutHarness.exactOptions)
        let offMain = await Task.detached {
            engine.layout(node, in: container, now: Date(timeIntervalSince1970: 0))
        }.value
        let onMain = await MainActor.run {
            engine.layout(node, in: container, now: Date(timeIntervalSince1970: 0))
        }
        #expect(offMain.root.frame(ofText: "138x138") != nil)
        #expect(offMain.displayList == onMain.displayList)
    }
}
