import Foundation

/// Formats live dates as iOS does for `Text(date, style:)` and `Text(timerInterval:)`: a pure function of the
/// render time, locale and time zone.
///
/// For example, with `now` at 10:00:
///
/// ```swift
/// DynamicDateFormatter.string(for: .date(now + 754, style: .timer), now: now, locale: .init(identifier: "en_US"),
///                             timeZone: .gmt)                     // "12:34"
/// DynamicDateFormatter.string(for: .date(now + 7500, style: .relative), ...)   // "2 hr, 5 min"
/// ```
///
/// - `.time`: the locale's short time, "11:23 PM".
/// - `.date`: the locale's long date, "June 3, 2019".
/// - `.relative`: the distance in its largest unit and the next (dropped when zero), "2 hr, 5 min", "1 yr, 1 mth",
///   "45 sec", "1 hr".
/// - `.offset`: the same with a sign, "+2 hr, 5 min" for a date after now, "-3 min" before.
/// - `.timer`: positional, "2:32", "1:02:03", "36:59:01"; counting down to a future date, up from a past one.
/// - `timerInterval`: the time left (counting down) or elapsed (counting up), clamped to the interval, frozen at
///   `pauseTime`; without hours, minutes go past 59 ("75:00").
///
/// Counting down rounds up to whole seconds (a clock shows "0:00" only when done); counting up rounds down.
/// English uses iOS's short units (`yr`, `mth`, `wk`, `day`, `hr`, `min`, `sec`); other languages use the
/// locale's abbreviated duration units from weeks to seconds.
public enum DynamicDateFormatter {
    /// Formats a live date for a moment.
    ///
    /// - Parameters:
    ///   - text: The date and style.
    ///   - now: The render time.
    ///   - locale: The locale.
    ///   - timeZone: The time zone of `.time` and `.date` (and of calendar units in `.relative`).
    public static func string(for text: DisplayDateText, now: Date, locale: Locale, timeZone: TimeZone) -> String {
        switch text {
        case .date(let date, .time):
            return date.formatted(
                Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, timeZone: timeZone))
        case .date(let date, .date):
            return date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: timeZone))
        case .date(let date, .relative):
            return relative(from: now, to: date, locale: locale, timeZone: timeZone)
        case .date(let date, .offset):
            let sign = date >= now ? "+" : "-"
            return sign + relative(from: now, to: date, locale: locale, timeZone: timeZone)
        case .date(let date, .timer):
            let interval = date.timeIntervalSince(now)
            let seconds = interval > 0 ? ceilSeconds(interval) : floorSeconds(-interval)
            return positional(seconds, showsHours: true)
        case .timerInterval(let start, let end, let pauseTime, let countsDown, let showsHours):
            let reference = pauseTime ?? now
            let duration = max(end.timeIntervalSince(start), 0)
            if countsDown {
                let remaining = min(max(end.timeIntervalSince(reference), 0), duration)
                return positional(ceilSeconds(remaining), showsHours: showsHours)
            }
            let elapsed = min(max(reference.timeIntervalSince(start), 0), duration)
            return positional(floorSeconds(elapsed), showsHours: showsHours)
        }
    }

    /// The next moment after `now` at which the formatted string can change, for scheduling repaints.
    ///
    /// - Parameters:
    ///   - text: The date and style.
    ///   - now: The current render time.
    ///   - timeZone: The time zone of `.time` and `.date`.
    /// - Returns: The next change, or `nil` when the text never changes again (a paused or finished timer).
    public static func nextChange(for text: DisplayDateText, after now: Date, timeZone: TimeZone) -> Date? {
        switch text {
        case .date(_, .time):
            return nextBoundary(after: now, period: 60)
        case .date(_, .date):
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            return calendar.nextDate(
                after: now, matching: DateComponents(hour: 0, minute: 0, second: 0),
                matchingPolicy: .nextTime)
        case .date(let date, _):
            return nextBoundary(after: now, period: 1, phase: date.timeIntervalSince1970)
        case .timerInterval(let start, let end, let pauseTime, _, _):
            if pauseTime != nil || now >= end { return nil }
            if now < start { return start }
            return nextBoundary(after: now, period: 1, phase: start.timeIntervalSince1970)
        }
    }

    private static func nextBoundary(after now: Date, period: Double, phase: Double = 0) -> Date {
        let t = now.timeIntervalSince1970 - phase
        let next = (Foundation.floor(t / period) + 1) * period
        return Date(timeIntervalSince1970: next + phase)
    }

    private static func ceilSeconds(_ value: Double) -> Int { Int(Foundation.ceil(value - 1e-9)) }
    private static func floorSeconds(_ value: Double) -> Int { Int(Foundation.floor(value + 1e-9)) }

    /// "2:32", "1:02:03"; without hours minutes run past 59.
    static func positional(_ totalSeconds: Int, showsHours: Bool) -> String {
        let seconds = totalSeconds % 60
        let totalMinutes = totalSeconds / 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if showsHours, totalMinutes >= 60 {
            return "\(totalMinutes / 60):\(two(totalMinutes % 60)):\(two(seconds))"
        }
        return "\(totalMinutes):\(two(seconds))"
    }
}
