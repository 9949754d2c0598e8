import Foundation
import Testing
import WidgetryDisplayList
import WidgetryHTML
import WidgetryRendering

@Suite struct DynamicTextTests {
    @Test(arguments: HTMLFixtures.liveDates.indices)
    func initialStringIsTheServersForNow(index: Int) throws {
        let date = HTMLFixtures.liveDates[index]
        let expected = DynamicDateFormatter.string(
            for: date, now: HTMLFixtures.now, locale: Locale(identifier: "en_US"), timeZone: HTMLFixtures.utc)
        // Layout measured a representative string; the painter formats the date for the render time.
        let item = DisplayItem.dynamicText(
            DisplayDynamicText(
                paragraph: DisplayParagraph(runs: [DisplayTextRun("--:--")]), dates: [.init(runIndex: 0, date: date)],
                frame: CGRect(x: 0, y: 0, width: 120, height: 20)))
        let html = try HTMLFixtures.fragment([item])
        #expect(html.contains(">" + HTMLEscapingForTests.text(expected) + "</span>"), "\(date)")
    }

    @Test func dateRunsCarryStyleAndDate() throws {
        let item = HTMLFixtures.dynamicText(
            "Arrives in ", .date(HTMLFixtures.now.addingTimeInterval(754.5), style: .timer), at: .zero)
        let html = try HTMLFixtures.fragment([item])
        #expect(
            html.contains(
                ">Arrives in <span class=\"wgt-date\" data-style=\"timer\" data-date=\"1700000754.5\">12:35</span></div>"
            ))
        #expect(html.contains("class=\"wgt-text wgt-dynamic\""))
        #expect(html.contains("data-locale=\"en-US\""))
        #expect(html.contains("data-now=\"1700000000\""))
    }

    @Test func intervalRunsCarryBoundsAndOptions() throws {
        let date = DisplayDateText.timerInterval(
            start: HTMLFixtures.now.addingTimeInterval(-60), end: HTMLFixtures.now.addingTimeInterval(540),
            pauseTime: HTMLFixtures.now.addingTimeInterval(-30), countsDown: false, showsHours: false)
        let html = try HTMLFixtures.fragment([HTMLFixtures.dynamicText("", date, at: .zero)])
        #expect(
            html.contains(
                "<span class=\"wgt-date\" data-style=\"timerInterval\" data-start=\"1699999940\" data-end=\"1700000540\" "
                    + "data-pause=\"1699999970\" data-counts-down=\"false\" data-shows-hours=\"false\">0:30</span>"))
    }

    @Test func redactedDynamicTextShowsNoDate() throws {
        let item = HTMLFixtures.dynamicText("In ", .date(HTMLFixtures.now + 60, style: .timer), at: .zero)
        let html = try HTMLFixtures.fragment([item], options: HTMLFixtures.options { $0.redaction = .placeholder })
        #expect(!html.contains("wgt-date"))
        #expect(html.contains("data-redaction=\"placeholder\""))
    }

    @Test func documentsIncludeTheTimerScriptOnlyForLiveDates() throws {
        let painter = HTMLFixtures.painter(.document)
        let live = try painter.paint(HTMLFixtures.weatherWidget(), options: HTMLFixtures.options())
        #expect(live.components(separatedBy: HTMLTimerScript.source).count == 2)
        let still = try painter.paint(HTMLFixtures.shapesAndGradients(), options: HTMLFixtures.options())
        #expect(!still.contains(HTMLTimerScript.source))
        #expect(
            !(try HTMLFixtures.painter().paint(HTMLFixtures.weatherWidget(), options: HTMLFixtures.options()))
                .contains("<script>"))
    }
}
