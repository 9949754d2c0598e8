import Foundation

/// A date shown in text, kept symbolic so it is formatted when drawn rather than when resolved.
///
/// Relative, offset and timer styles change as time passes; renderers format them against the time of
/// drawing (and HTML output can keep them ticking).
public struct ResolvedDynamicDate: Hashable, Sendable, CustomStringConvertible {
    /// Which date and how to show it.
    public enum Kind: Hashable, Sendable {
        /// `Text(date, style:)`.
        case date(Date, style: Text.DateStyle)
        /// `Text(dates)`: a range such as `10:00 – 11:30 AM`.
        case range(ClosedRange<Date>)
        /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
        case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
    }

    public var kind: Kind
    /// The locale to format with.
    public var locale: Locale
    /// The time zone to format with.
    public var timeZone: TimeZone
    /// The calendar to format with.
    public var calendar: Calendar

    /// Creates a dynamic date.
    public init(kind: Kind, locale: Locale, timeZone: TimeZone, calendar: Calendar) {
        self.kind = kind
        self.locale = locale
        self.timeZone = timeZone
        self.calendar = calendar
    }

    public var description: String {
        let iso = Date.ISO8601FormatStyle()
        switch kind {
        case .date(let date, let style): return "\(style) \(iso.format(date))"
        case .range(let range): return "range \(iso.format(range.lowerBound))…\(iso.format(range.upperBound))"
        case .timer(let range, let pauseTime, let countsDown, let showsHours):
            var text = "timer \(iso.format(range.lowerBound))…\(iso.format(range.upperBound))"
            text += countsDown ? " down" : " up"
            if let pauseTime { text += " paused \(iso.format(pauseTime))" }
            if !showsHours { text += " noHours" }
            return text
        }
    }
}
