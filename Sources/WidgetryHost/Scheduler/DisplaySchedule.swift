import Foundation

/// When each entry of a timeline is shown, with entries closer together than the floor shown no more often.
///
/// At install time the host shows the latest entry dated at or before now (the first entry when all are in the
/// future). Each later change happens at the next entry's date, but no sooner than `floor` after the previous
/// change; when several entries are due by then, the latest of them is shown and the others are skipped.
enum DisplaySchedule {
    struct Change: Sendable, Hashable {
        let date: Date
        let index: Int
    }

    static func changes(entries: [TimelineRecord.Entry], from start: Date, floor: TimeInterval) -> [Change] {
        guard !entries.isEmpty else { return [] }
        // Entries are almost always in date order already (a resumed million would each sort and copy theirs).
        let inOrder = !zip(entries, entries.dropFirst()).contains { $0.date > $1.date }
        let sorted =
            inOrder
            ? entries
            : entries.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
                .map(\.element)
        var position = sorted.lastIndex { $0.date <= start } ?? 0
        var changes: [Change] = []
        changes.reserveCapacity(sorted.count - position)
        changes.append(Change(date: start, index: sorted[position].index))
        var last = start
        position += 1
        while position < sorted.count {
            let date = max(sorted[position].date, last.addingTimeInterval(floor))
            while position + 1 < sorted.count, sorted[position + 1].date <= date { position += 1 }
            changes.append(Change(date: date, index: sorted[position].index))
            last = date
            position += 1
        }
        return changes
    }

    /// The change in effect at `date`: the last one at or before it.
    static func current(in changes: [Change], at date: Date) -> Change? {
        changes.last { $0.date <= date } ?? changes.first
    }
}
