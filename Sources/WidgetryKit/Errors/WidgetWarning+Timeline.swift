import Foundation

extension WidgetWarning {
    /// A warning when a timeline has entries and every one is dated before `now`: WidgetKit shows the last entry
    /// until the next reload, so the widget looks frozen.
    ///
    /// - Parameters:
    ///   - entryDates: The dates of the timeline's entries.
    ///   - kind: The widget's kind, for the message.
    ///   - now: The moment the timeline was asked for.
    /// - Returns: `nil` when the timeline is empty or any entry is dated `now` or later.
    public static func timelineInPast(entryDates: [Date], kind: String, now: Date) -> WidgetWarning? {
        guard let last = entryDates.max(), last < now else { return nil }
        let ago = Int(now.timeIntervalSince(last).rounded())
        return WidgetWarning(
            .timelineInPast,
            "Every entry of '\(kind)''s timeline (\(entryDates.count)) is dated in the past, the last "
                + "\(last.ISO8601Format()), \(ago) s before now; iOS shows that last entry until the next reload, so "
                + "the widget looks frozen. Date the first entry now (Date()) and later ones after it.")
    }
}
