import Foundation

/// An instance's budgeted reloads over a sliding window: how many are left now and when the next frees up.
///
/// A reload at `t` counts until `t + window`. With a limit of 70, the 71st reload within any 24 hours is refused
/// until the oldest of the 70 is 24 hours old.
struct ReloadBudget: Sendable, Hashable {
    /// The dates of the counted reloads still in the window, oldest first.
    private(set) var uses: [Date]
    let limit: Int
    let window: TimeInterval

    init(uses: [Date] = [], limit: Int, window: TimeInterval = 86_400) {
        self.uses = uses.sorted()
        self.limit = max(0, limit)
        self.window = window
    }

    /// Budgeted reloads left at `now`.
    func left(at now: Date) -> Int {
        max(0, limit - uses.filter { $0 > now.addingTimeInterval(-window) && $0 <= now }.count)
    }

    /// When a budgeted reload is next allowed: `now` when some are left, otherwise when the oldest counted reload
    /// leaves the window.
    func nextAvailable(at now: Date) -> Date {
        let live = uses.filter { $0 > now.addingTimeInterval(-window) && $0 <= now }
        guard live.count >= limit, limit > 0 else { return limit == 0 ? .distantFuture : now }
        return live[live.count - limit].addingTimeInterval(window)
    }

    /// Counts a reload at `now` and forgets the ones out of the window.
    mutating func spend(at now: Date) {
        uses.removeAll { $0 <= now.addingTimeInterval(-window) }
        uses.append(now)
        uses.sort()
    }
}

extension ReloadBudget {
    /// What a budgeted reload may do now.
    enum Admission: Equatable {
        /// Run it: one use was spent.
        case admitted
        /// Wait until the minimum interval since the last reload has passed.
        case deferred(until: Date)
        /// The budget is spent.
        case refused
    }

    /// Admits a budgeted reload at `now` and spends one use on it, unless the last reload was less than `floor` ago
    /// (it waits for the end of that interval first) or no use is left.
    mutating func admit(at now: Date, lastReload: Date?, floor: TimeInterval) -> Admission {
        if let lastReload, now < lastReload.addingTimeInterval(floor) {
            return .deferred(until: lastReload.addingTimeInterval(floor))
        }
        guard left(at: now) > 0 else { return .refused }
        spend(at: now)
        return .admitted
    }
}
