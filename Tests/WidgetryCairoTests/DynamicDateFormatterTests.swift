import Foundation
import Testing
import WidgetryDisplayList

@Suite struct DynamicDateFormatterTests {
    let now = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC
    let locale = Locale(identifier: "en_US")
    let utc = TimeZone(identifier: "UTC")!

    func format(_ text: DisplayDateText, locale: Locale? = nil) -> String {
        DynamicDateFormatter.string(for: text, now: now, locale: locale ?? self.locale, timeZone: utc)
    }

    @Test(arguments: [
        (754.0, "12:34"), (3723.0, "1:02:03"), (132_541.0, "36:49:01"), (5.0, "0:05"), (0.4, "0:01"), (0.0, "0:00"),
        (-152.0, "2:32"), (-152.7, "2:32"),
    ])
    func timerCountsToOrFromTheDate(offset: Double, expected: String) {
        #expect(format(.date(now.addingTimeInterval(offset), style: .timer)) == expected)
    }

    @Test(arguments: [
        (7500.0, "2 hr, 5 min"), (-7500.0, "2 hr, 5 min"), (45.0, "45 sec"), (330.0, "5 min, 30 sec"),
        (3605.0, "1 hr"), (0.0, "0 sec"), (86_400.0 * 3 + 7200, "3 days, 2 hr"), (86_400.0 * 10, "1 wk, 3 days"),
        (60.0, "1 min"),
    ])
    func relativeShowsTwoLargestUnits(offset: Double, expected: String) {
        #expect(format(.date(now.addingTimeInterval(offset), style: .relative)) == expected)
    }

    @Test func relativeUsesCalendarMonthsAndYears() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let later = calendar.date(byAdding: DateComponents(year: 1, month: 1), to: now)!
        #expect(format(.date(later, style: .relative)) == "1 yr, 1 mth")
    }

    @Test func offsetIsSigned() {
        #expect(format(.date(now.addingTimeInterval(7200), style: .offset)) == "+2 hr")
        #expect(format(.date(now.addingTimeInterval(-180), style: .offset)) == "-3 min")
    }

    @Test func timeAndDateUseLocaleAndTimeZone() {
        let time = format(.date(now, style: .time))
        #expect(time.replacingOccurrences(of: "\u{202F}", with: " ") == "10:13 PM")
        #expect(format(.date(now, style: .date)) == "November 14, 2023")
        #expect(format(.date(now, style: .date), locale: Locale(identifier: "de_DE")) == "14. November 2023")
        #expect(format(.date(now, style: .time), locale: Locale(identifier: "de_DE")) == "22:13")
    }

    @Test func otherLanguagesUseTheirUnits() {
        #expect(
            format(.date(now.addingTimeInterval(7500), style: .relative), locale: Locale(identifier: "de_DE"))
                == "2 Std., 5 Min.")
    }

    @Test(arguments: [
        // start offset, end offset, pause offset, countsDown, showsHours, expected
        (-60.0, 540.0, nil as Double?, true, true, "9:00"),
        (-60.0, 540.0, nil, false, true, "1:00"),
        (60.0, 660.0, nil, true, true, "10:00"),
        (60.0, 660.0, nil, false, true, "0:00"),
        (-700.0, -100.0, nil, true, true, "0:00"),
        (-700.0, -100.0, nil, false, true, "10:00"),
        (-60.0, 5340.0, nil, true, false, "89:00"),
        (-60.0, 5340.0, nil, true, true, "1:29:00"),
        (-60.0, 540.0, -30.0, true, true, "9:30"),
    ])
    func timerIntervalCountsWithinTheRange(
        start: Double, end: Double, pause: Double?, countsDown: Bool, showsHours: Bool, expected: String
    ) {
        let text = DisplayDateText.timerInterval(
            start: now.addingTimeInterval(start), end: now.addingTimeInterval(end),
            pauseTime: pause.map { now.addingTimeInterval($0) }, countsDown: countsDown, showsHours: showsHours)
        #expect(format(text) == expected)
    }

    @Test func nextChangeFollowsTheTextsPeriod() {
        let half = now.addingTimeInterval(0.5)
        #expect(
            DynamicDateFormatter.nextChange(
                for: .date(now.addingTimeInterval(100), style: .timer), after: half, timeZone: utc)
                == now.addingTimeInterval(1))
        #expect(
            DynamicDateFormatter.nextChange(for: .date(now, style: .time), after: now, timeZone: utc)
                == Date(timeIntervalSince1970: 1_700_000_040))
        let paused = DisplayDateText.timerInterval(
            start: now, end: now.addingTimeInterval(60), pauseTime: now,
            countsDown: true, showsHours: true)
        #expect(DynamicDateFormatter.nextChange(for: paused, after: now, timeZone: utc) == nil)
    }

    @Test func dynamicTextResolvesOnlyDatedRuns() {
        let text = DisplayDynamicText(
            paragraph: DisplayParagraph(runs: [DisplayTextRun("Arrives in "), DisplayTextRun("0:00")]),
            dates: [.init(runIndex: 1, date: .date(now.addingTimeInterval(754), style: .timer))],
            frame: .zero)
        #expect(text.resolvedParagraph(now: now, locale: locale, timeZone: utc).string == "Arrives in 12:34")
    }
}
