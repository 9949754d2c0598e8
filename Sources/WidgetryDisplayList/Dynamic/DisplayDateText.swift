import Foundation

/// A date shown as live text: `Text(date, style:)` or `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
public enum DisplayDateText: Sendable, Hashable {
    /// `Text(date, style:)`.
    case date(Date, style: Style)
    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
    case timerInterval(start: Date, end: Date, pauseTime: Date?, countsDown: Bool, showsHours: Bool)

    /// The styles of `Text.DateStyle`.
    public enum Style: String, Codable, Sendable, Hashable, CaseIterable {
        /// The time of day: "11:23 PM".
        case time
        /// The date: "June 3, 2019".
        case date
        /// The distance to now in the two largest units: "2 hr, 5 min".
        case relative
        /// The signed distance to now: "+2 hr, 5 min", "-3 min".
        case offset
        /// A clock counting to or from the date: "2:32", "1:02:03".
        case timer
    }
}

/// Dates are written as seconds since 1970 whatever the encoder's date strategy, so lists stay portable.
extension DisplayDateText: Codable {
    private enum CodingKeys: String, CodingKey { case date, style, start, end, pauseTime, countsDown, showsHours }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let style = try container.decodeIfPresent(Style.self, forKey: .style) {
            self = .date(Date(timeIntervalSince1970: try container.decode(Double.self, forKey: .date)), style: style)
        } else {
            self = .timerInterval(
                start: Date(timeIntervalSince1970: try container.decode(Double.self, forKey: .start)),
                end: Date(timeIntervalSince1970: try container.decode(Double.self, forKey: .end)),
                pauseTime: try container.decodeIfPresent(Double.self, forKey: .pauseTime).map(
                    Date.init(timeIntervalSince1970:)),
                countsDown: try container.decodeIfPresent(Bool.self, forKey: .countsDown) ?? true,
                showsHours: try container.decodeIfPresent(Bool.self, forKey: .showsHours) ?? true
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .date(let date, let style):
            try container.encode(date.timeIntervalSince1970, forKey: .date)
            try container.encode(style, forKey: .style)
        case .timerInterval(let start, let end, let pauseTime, let countsDown, let showsHours):
            try container.encode(start.timeIntervalSince1970, forKey: .start)
            try container.encode(end.timeIntervalSince1970, forKey: .end)
            try container.encodeIfPresent(pauseTime?.timeIntervalSince1970, forKey: .pauseTime)
            try container.encode(countsDown, forKey: .countsDown)
            try container.encode(showsHours, forKey: .showsHours)
        }
    }
}
