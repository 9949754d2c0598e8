import Foundation

extension LiveActivityRecord {
    /// This record with what another copy of the same activity knows, so that no change either copy holds is
    /// lost: how hosts sharing a store combine the activity one of them changed with what another changed, in
    /// either order.
    ///
    /// - The content (and its alert) with the later timestamp wins, as ActivityKit ignores older updates; at equal
    ///   timestamps, `other`'s.
    /// - An end is never undone: if either copy ended, the merge ends as it did (`other`'s end when both did).
    /// - The state reported to observers is the further along of the two (pending, then active or stale, then ended,
    ///   then dismissed), so time-based changes are not reported twice.
    /// - Histories and the high-priority budget's dates are united, oldest first, duplicates once (a coalesced run
    ///   of throttled pushes with its larger count).
    ///
    /// - Parameter other: Another copy of this activity (the same ``id``); a record of another activity is ignored.
    /// - Returns: The merged record.
    public func merged(with other: LiveActivityRecord) -> LiveActivityRecord {
        guard other.id == id else { return self }
        var merged = self
        if other.timestamp >= timestamp {
            merged.content = other.content
            merged.timestamp = other.timestamp
            merged.alert = other.alert
        }
        if other.endDate != nil {
            merged.endDate = other.endDate
            merged.dismissalPolicy = other.dismissalPolicy
            merged.dismissalDate = other.dismissalDate
        }
        if other.pushToken != nil { merged.pushToken = other.pushToken }
        if other.reportedState.progress >= reportedState.progress { merged.reportedState = other.reportedState }
        if storedHistory != nil || other.storedHistory != nil {
            merged.storedHistory = Self.mergedHistory(history, other.history)
        }
        if highPriorityUpdateDates != nil || other.highPriorityUpdateDates != nil {
            merged.highPriorityUpdateDates = Array(
                Set((highPriorityUpdateDates ?? []) + (other.highPriorityUpdateDates ?? []))
            )
            .sorted()
        }
        return merged
    }

    /// Two histories of one activity as one, oldest first: an entry both hold appears once (a coalesced run with
    /// the larger count), and only the newest ``historyLimit`` are kept.
    static func mergedHistory(
        _ first: [LiveActivityHistoryEntry], _ second: [LiveActivityHistoryEntry]
    ) -> [LiveActivityHistoryEntry] {
        struct Key: Hashable {
            let date: Date
            let event: LiveActivityHistoryEntry.Event
            let state: ActivityState
            let priority: Int?
        }
        var index: [Key: Int] = [:]
        var entries: [LiveActivityHistoryEntry] = []
        for entry in first + second {
            let key = Key(date: entry.date, event: entry.event, state: entry.state, priority: entry.priority)
            if let at = index[key] {
                if (entry.count ?? 1) > (entries[at].count ?? 1) { entries[at] = entry }
            } else {
                index[key] = entries.count
                entries.append(entry)
            }
        }
        // Stable: entries of the same moment keep the order they were written in.
        let sorted = entries.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
            .map(\.element)
        return Array(sorted.suffix(historyLimit))
    }
}

extension ActivityState {
    /// How far along an activity's life the state is; a state never goes back to a lower one.
    var progress: Int {
        switch self {
        case .pending: 0
        case .active, .stale: 1
        case .ended: 2
        case .dismissed: 3
        }
    }
}
