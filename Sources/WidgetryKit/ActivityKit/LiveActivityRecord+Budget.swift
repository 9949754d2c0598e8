import Foundation

extension LiveActivityRecord {
    /// The high-priority (`apns-priority: 10`) updates applied in the hour before `now`, counted from the budget's
    /// own record of them: how much history is kept, and how many pushes were throttled, never changes the count.
    ///
    /// A record saved before the budget kept its record counts from its history, as hosts did then.
    /// - Parameter now: The moment the hour ends.
    public func highPriorityUpdates(before now: Date) -> Int {
        let hourAgo = now.addingTimeInterval(-3600)
        guard let dates = highPriorityUpdateDates else {
            return history.filter { $0.event == .updated && $0.priority == 10 && $0.date > hourAgo }.count
        }
        return dates.filter { $0 > hourAgo }.count
    }

    /// Records a high-priority update applied at `now`, forgetting those more than an hour old (so the record
    /// holds at most one hour's budget of dates).
    mutating func spendHighPriorityUpdate(at now: Date) {
        let hourAgo = now.addingTimeInterval(-3600)
        var dates =
            highPriorityUpdateDates
            ?? history.filter { $0.event == .updated && $0.priority == 10 && $0.date > hourAgo }.map(\.date)
        dates.removeAll { $0 <= hourAgo }
        dates.append(now)
        highPriorityUpdateDates = dates
    }
}
