import Foundation

extension DynamicDateFormatter {
    /// The distance between two dates in its largest non-zero unit and the next one, without a sign.
    static func relative(from now: Date, to date: Date, locale: Locale, timeZone: TimeZone) -> String {
        let lower = min(now, date)
        let upper = max(now, date)
        // Whole seconds, rounded towards the nearer date, as a live clock shows them.
        let seconds = Foundation.floor(upper.timeIntervalSince(lower) + 1e-9)
        if locale.language.languageCode?.identifier != "en" {
            let style = Duration.UnitsFormatStyle(
                allowedUnits: [.weeks, .days, .hours, .minutes, .seconds],
                width: .abbreviated,
                maximumUnitCount: 2,
                fractionalPart: .hide(rounded: .down)
            ).locale(locale)
            return Duration.seconds(seconds).formatted(style)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = calendar.dateComponents(
            [.year, .month, .weekOfMonth, .day, .hour, .minute, .second],
            from: lower,
            to: lower.addingTimeInterval(seconds)
        )
        let units: [(Int?, String, String)] = [
            (components.year, "yr", "yrs"),
            (components.month, "mth", "mths"),
            (components.weekOfMonth, "wk", "wks"),
            (components.day, "day", "days"),
            (components.hour, "hr", "hr"),
            (components.minute, "min", "min"),
            (components.second, "sec", "sec"),
        ]
        // The largest non-zero unit and the one after it, unless that is zero: "1 hr" for 1:00:05.
        guard let first = units.firstIndex(where: { ($0.0 ?? 0) != 0 }) else { return "0 sec" }
        let parts = units[first..<min(first + 2, units.count)].compactMap { value, one, other -> String? in
            guard let value, value != 0 else { return nil }
            return "\(value) \(value == 1 ? one : other)"
        }
        return parts.joined(separator: ", ")
    }
}
