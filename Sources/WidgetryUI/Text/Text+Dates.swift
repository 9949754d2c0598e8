import Foundation

extension Text {
    /// A predefined style for displaying a date that may change over time.
    public struct DateStyle: Hashable, Sendable, CustomStringConvertible {
        let name: String

        /// The time component, such as `11:23 PM`.
        public static let time = DateStyle(name: "time")
        /// The date component, such as `June 3, 2019`.
        public static let date = DateStyle(name: "date")
        /// A relative date, updating live, such as `2 hr, 15 min`.
        public static let relative = DateStyle(name: "relative")
        /// An offset from now, updating live, such as `+2 hours`.
        public static let offset = DateStyle(name: "offset")
        /// A timer counting up or down to the date, updating live, such as `2:32`.
        public static let timer = DateStyle(name: "timer")

        public var description: String { name }
    }

    /// Creates text that displays a date in a style; relative, offset and timer styles update live.
    ///
    /// - Parameters:
    ///   - date: The date to display.
    ///   - style: How to display it.
    public init(_ date: Date, style: DateStyle) {
        storage = .date(.date(date, style: style))
    }

    /// Creates text that displays a range of dates, such as `10:00 – 11:30 AM`.
    public init(_ dates: ClosedRange<Date>) {
        storage = .date(.range(dates))
    }

    /// Creates text that displays a date interval, such as `10:00 – 11:30 AM`.
    public init(_ interval: DateInterval) {
        storage = .date(.range(interval.start...interval.end))
    }

    /// Creates text that displays a live timer over an interval.
    ///
    /// - Parameters:
    ///   - timerInterval: The interval the timer runs over.
    ///   - pauseTime: If set, the timer shows the value at this date, frozen.
    ///   - countsDown: Whether the timer counts down to the end, rather than up from the start.
    ///   - showsHours: Whether the timer shows hours, rather than only minutes and seconds.
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        storage = .date(.timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }
}
