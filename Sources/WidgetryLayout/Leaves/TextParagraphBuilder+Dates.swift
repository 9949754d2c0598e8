import Foundation
import WidgetryDisplayList
import WidgetryUI

/// Dates in text: formatted for the layout's `now` with the text's locale and time zone.
extension TextParagraphBuilder {
    func formatted(_ date: ResolvedDynamicDate) -> String {
        if let live = Self.displayDate(date) {
            return DynamicDateFormatter.string(for: live, now: now, locale: date.locale, timeZone: date.timeZone)
        }
        guard case .range(let range) = date.kind else { return "" }
        var calendar = date.calendar
        calendar.timeZone = date.timeZone
        let sameDay = calendar.isDate(range.lowerBound, inSameDayAs: range.upperBound)
        let style = Date.FormatStyle(
            date: sameDay ? .omitted : .abbreviated, time: .shortened, locale: date.locale, calendar: calendar,
            timeZone: date.timeZone)
        return "\(range.lowerBound.formatted(style)) – \(range.upperBound.formatted(style))"
    }

    /// The display-list form of a date that painters format at paint time; `nil` for a date range, which
    /// never changes.
    static func displayDate(_ date: ResolvedDynamicDate) -> DisplayDateText? {
        switch date.kind {
        case .date(let value, let style):
            guard let style = DisplayDateText.Style(rawValue: style.description) else { return nil }
            return .date(value, style: style)
        case .range:
            return nil
        case .timer(let range, let pauseTime, let countsDown, let showsHours):
            return .timerInterval(
                start: range.lowerBound, end: range.upperBound, pauseTime: pauseTime, countsDown: countsDown,
                showsHours: showsHours)
        }
    }

    /// Whether a date's text changes length as time passes (relative, offset and timer styles): SwiftUI
    /// gives such text the whole proposed width so it never has to grow.
    static func changesWidth(_ date: DisplayDateText) -> Bool {
        switch date {
        case .date(_, let style): style == .relative || style == .offset || style == .timer
        case .timerInterval: true
        }
    }
}
