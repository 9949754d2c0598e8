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
