import Foundation
import WidgetryKit

/// The lints a simulation reports for one instance.
enum SimulationLints {
    static func lints(
        records: [ReloadRecord], shown: [ShownEntry], timelines: [TimelineRecord], limits: HostLimits,
        duration: TimeInterval
    ) -> [String] {
        var lints: [String] = []
        let floor = limits.minimumReloadInterval
        let close = timelines.reduce(0) { count, timeline in
            let dates = timeline.entries.map(\.date).sorted()
            return count + zip(dates, dates.dropFirst()).filter { $1.timeIntervalSince($0) < floor }.count
        }
        if close > 0 {
            lints.append(
                "\(close) entries were less than \(WidgetHost.duration(floor)) after the previous one; the host shows "
                    + "entries at most every \(WidgetHost.duration(floor)), so some were never seen. Space entries "
                    + "further apart, or use Text(date, style:) for counting.")
        }
        let endsNow = timelines.contains {
            TimelineInspection.endsNowWithAtEnd(
                policy: $0.policy, lastEntryDate: $0.entries.map(\.date).max(), installedAt: $0.installedAt)
        }
        if endsNow {
            lints.append(TimelineInspection.atEndNowWarning(floor: floor))
        }
        let refused = records.filter { $0.limit == .budgetExhausted && $0.event == .refused }
        let budget = limits.dailyReloadBudget
        let intervals = timelines.compactMap { $0.policyReloadDate?.timeIntervalSince($0.installedAt) }
        let shortest = intervals.min()
        let asks = shortest.map { interval in
            interval < floor
                ? "the policy asks for the next reload \(interval < 1 ? "at once" : "after \(WidgetHost.duration(interval))"), "
                    + "and the host waits the minimum \(WidgetHost.duration(floor))"
                : "the policy asks for a reload every \(WidgetHost.duration(interval))"
        }
        if !refused.isEmpty {
            lints.append(
                "\(refused.count) \(refused.count == 1 ? "reload was" : "reloads were") refused because the budget "
                    + "of \(budget) a day was spent" + (asks.map { "; \($0)" } ?? "")
                    + ". Return more entries per timeline, or reload less often.")
        } else if let shortest, let asks, budget > 0, max(shortest, floor) < 86_400 / Double(budget) {
            lints.append(
                "\(asks.prefix(1).uppercased() + asks.dropFirst()): \(Int(86_400 / max(shortest, floor))) reloads a day, "
                    + "over the budget of \(budget), so a longer run would be refused reloads.")
        }
        if let last = timelines.last, last.policy.kind == .never {
            let later = records.filter {
                $0.event == .reloaded && $0.date > last.installedAt
                    && [.appRequest, .push, .interaction].contains($0.reason)
            }
            let earlierOutside = records.contains {
                $0.event == .reloaded && [.appRequest, .push].contains($0.reason)
            }
            if later.isEmpty && !earlierOutside {
                lints.append(
                    "The timeline's policy is .never and nothing reloaded it in \(WidgetHost.duration(duration)); it "
                        + "shows the same content until the app calls WidgetCenter.shared.reloadTimelines(ofKind:).")
            }
        }
        let failures = records.filter { $0.event == .failed }
        if let first = failures.first {
            lints.append("The provider failed \(failures.count) times; first: \(first.detail)")
        }
        if timelines.isEmpty {
            lints.append("No timeline arrived; the widget showed its placeholder throughout.")
        }
        for warning in records.filter({ $0.event == .warning }).map(\.detail).uniqued() {
            lints.append(warning)
        }
        return lints
    }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
