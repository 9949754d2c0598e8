import Foundation

extension LiveActivityStore {
    /// Puts back activities a host saved, such as after a restart; records with the same identifier are replaced.
    ///
    /// Observers are not told: nothing changed for the activities themselves. Call ``advance(to:)`` afterwards to
    /// apply what time changed while the host was away.
    /// - Parameter records: The saved records, in the order they started.
    public func restore(_ records: [LiveActivityRecord]) {
        state.withLock { state in
            for record in records {
                if state.records.updateValue(record, forKey: record.id) == nil { state.order.append(record.id) }
            }
        }
    }

    /// Takes in an activity as another host sharing the store saved it: a new one is added after those known, a
    /// known one becomes the two copies merged (``LiveActivityRecord/merged(with:)``), so a newer change this store
    /// holds is never replaced by an older saved one.
    ///
    /// Observers are not told: the host that made the change told its own, and pages of every host hear of it
    /// through the shared event log. Telling them here would save and announce the change a second time.
    /// - Parameter saved: The activity as read from the store.
    /// - Returns: The activity as this store now holds it.
    @discardableResult
    public func adopt(_ saved: LiveActivityRecord) -> LiveActivityRecord {
        state.withLock { state in
            guard let known = state.records[saved.id] else {
                state.records[saved.id] = saved
                state.order.append(saved.id)
                return saved
            }
            let merged = known.merged(with: saved)
            state.records[saved.id] = merged
            return merged
        }
    }

    /// Forgets dismissed activities whose dismissal date is before a date, keeping the store small.
    /// - Parameter date: The cut-off; activities dismissed at or after it stay.
    /// - Returns: The identifiers forgotten.
    @discardableResult
    public func removeDismissed(before date: Date) -> [String] {
        let limits = self.limits
        return state.withLock { state in
            let removed = state.order.filter { id in
                guard let record = state.records[id], record.reportedState == .dismissed else { return false }
                return record.effectiveEnd(limits: limits).dismissal < date
            }
            for id in removed { state.records[id] = nil }
            state.order.removeAll { removed.contains($0) }
            return removed
        }
    }
}
