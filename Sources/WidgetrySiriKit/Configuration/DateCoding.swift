import Foundation

/// Dates of SiriKit parameters (`DateComponents`) as configuration JSON: ISO 8601 strings, in UTC.
enum DateCoding {
    static let utc = TimeZone(identifier: "UTC")!

    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar
    }

    /// The date in an ISO 8601 string such as `2024-06-01T09:30:00Z`, or `nil`.
    static func date(from text: String) -> Date? {
        try? Date(text, strategy: .iso8601)
    }

    static func string(from date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// Components in UTC with calendar and time zone set, so they convert back to the same date.
    static func components(from date: Date) -> DateComponents {
        calendar.dateComponents([.calendar, .timeZone, .year, .month, .day, .hour, .minute, .second], from: date)
    }

    /// The date the components name, using their calendar and time zone when they have them (UTC otherwise).
    static func date(from components: DateComponents) -> Date? {
        if let date = components.date { return date }
        var calendar = components.calendar ?? calendar
        calendar.timeZone = components.timeZone ?? utc
        return calendar.date(from: components)
    }
}
