import Foundation
import Testing
import WidgetryLayout
import WidgetryUI

/// `containerRelativeFrame`, `TimelineView` and `AsyncImage`: views whose content a widget fixes when it is drawn.
@Suite @MainActor struct DrawnOnceViewLayoutTests {
    // Apple, "containerRelativeFrame(_:alignment:)": along the given axes the frame is the container's length; the
    // other axis keeps the content's size.
    @Test func containerRelativeFrameTakesTheContainerWidth() {
        let view = Color.red.frame(width: 10, height: 10).containerRelativeFrame(.horizontal).id("frame")
            .environment(\._containerSize, CGSize(width: 150, height: 120))
        #expect(LayoutHarness.frame("frame", in: view) == rect(25, 95, 150, 10))
    }

    // Apple, "containerRelativeFrame(_:count:span:spacing:alignment:)": two of three columns with 10 points between
    // them: (150 − 2 × 10) / 3 × 2 + 10.
    @Test func containerRelativeFrameSpansColumns() {
        let view = Color.red.containerRelativeFrame([.horizontal, .vertical], count: 3, span: 2, spacing: 10).id(
            "frame"
        )
        .environment(\._containerSize, CGSize(width: 150, height: 150))
        let frame = LayoutHarness.frame("frame", in: view)
        #expect(abs(frame.width - (130.0 / 3 * 2 + 10)) < 0.001)
        #expect(abs(frame.height - frame.width) < 0.001)
    }

    @Test func containerRelativeFrameAsksTheClosureForEachAxis() {
        var asked: [Axis] = []
        let view = Color.red.containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading) { length, axis in
            asked.append(axis)
            return length / 2
        }.id("frame").environment(\._containerSize, CGSize(width: 160, height: 100))
        #expect(LayoutHarness.frame("frame", in: view) == rect(60, 75, 80, 50))
        #expect(Set(asked) == [.horizontal, .vertical])
    }

    @Test func containerRelativeFrameOutsideAContainerLeavesTheView() {
        let view = Color.red.frame(width: 10, height: 10).containerRelativeFrame(.horizontal).id("frame")
        #expect(LayoutHarness.frame("frame", in: view) == rect(95, 95, 10, 10))
    }

    // A widget is drawn for its entry's date: `everyMinute` gives the start of that minute.
    @Test func timelineViewShowsTheScheduleMomentOfTheEntryDate() {
        let entryDate = Date(timeIntervalSinceReferenceDate: 60 * 1000 + 42)
        var seen: [Date] = []
        var cadences: [TimelineViewDefaultContext.Cadence] = []
        let view = TimelineView(.everyMinute) { context in
            let _ = seen.append(context.date)
            let _ = cadences.append(context.cadence)
            Text("now")
        }.environment(\._timelineDate, entryDate)
        _ = ViewResolver.resolve(view, in: LayoutHarness.environment())
        #expect(seen == [Date(timeIntervalSinceReferenceDate: 60 * 1000)])
        #expect(cadences == [.minutes])
    }

    @Test func timelineViewPeriodicAndExplicitSchedulesPickTheLatestDateAtOrBeforeTheEntry() {
        let start = Date(timeIntervalSince1970: 1_000)
        let entryDate = start.addingTimeInterval(25)
        var seen: [Date] = []
        var cadences: [TimelineViewDefaultContext.Cadence] = []
        let periodic = TimelineView(.periodic(from: start, by: 10)) { context in
            let _ = seen.append(context.date)
            let _ = cadences.append(context.cadence)
            EmptyView()
        }.environment(\._timelineDate, entryDate)
        let explicit = TimelineView(.explicit([start, start.addingTimeInterval(30)])) { context in
            let _ = seen.append(context.date)
            EmptyView()
        }.environment(\._timelineDate, entryDate)
        let early = TimelineView(.explicit([start.addingTimeInterval(100)])) { context in
            let _ = seen.append(context.date)
            EmptyView()
        }.environment(\._timelineDate, entryDate)
        for view in [AnyView(periodic), AnyView(explicit), AnyView(early)] {
            _ = ViewResolver.resolve(view, in: LayoutHarness.environment())
        }
        #expect(seen == [start.addingTimeInterval(20), start, entryDate])
        #expect(cadences == [.seconds])
    }

    // On iOS an `AsyncImage` in a widget never loads: its content closure is asked for the `.empty` phase only.
    @Test func asyncImageInAWidgetShowsItsEmptyPhase() {
        var phases: [String] = []
        let view = AsyncImage(url: URL(string: "https://example.com/a.png")) { phase in
            let _ = phases.append(phase.image == nil && phase.error == nil ? "empty" : "loaded")
            Color.blue.id("placeholder")
        }.frame(width: 40, height: 40)
        #expect(LayoutHarness.frame("placeholder", in: view) == rect(80, 80, 40, 40))
        #expect(phases == ["empty"])
        let plain = AsyncImage(url: nil).frame(width: 30, height: 20).id("plain")
        #expect(LayoutHarness.frame("plain", in: plain) == rect(85, 90, 30, 20))
    }

    @Test func fontWidthIsKeptInTheResolvedFont() {
        let state = Text("Wide").fontWidth(.expanded)
        let tree = ViewResolver.resolve(state.font(.headline.width(.condensed)), in: LayoutHarness.environment())
        #expect(tree.dump().contains("width expanded"), "\(tree.dump())")
    }
}
