import Foundation
import WidgetryKit

extension WidgetHost {
    /// Installs a timeline the provider returned: shifts and cuts it, renders every entry ahead, stores it with
    /// its ledger lines (among them a warning when every entry is in the past, and the silent failures the renderer
    /// found), then shows the current entry and plans the next policy reload.
    func install(
        _ timeline: AnyTimeline, for id: String, reason: ReloadReason, counted: Bool, plan: ScheduledReload?,
        merged: [String], shift: TimeInterval, at now: Date, run: ReloadRun
    ) async {
        guard let state = instances[id] else { return }
        let limits = configuration.limits
        var records: [ReloadRecord] = []
        // Entries are rendered as the provider made them; only the host's record of their dates is shifted.
        let kept = Array(timeline.entries.prefix(max(0, limits.maximumTimelineEntries)))
        let policy =
            timeline.policy.kind == .after
            ? TimelineReloadPolicy.after((timeline.policy.date ?? now).addingTimeInterval(shift)) : timeline.policy
        let truncated = timeline.entries.count > kept.count ? timeline.entries.count : nil
        let budgetLeft = state.budget.left(at: now)
        var detail = counted ? "" : "Free: \(freeReason(reason))."
        if let plan, plan.requestedDate < now, plan.slot == .policy {
            detail += (detail.isEmpty ? "" : " ") + "The policy asked for \(plan.requestedDate.ISO8601Format())."
        }
        if !merged.isEmpty { detail += (detail.isEmpty ? "" : " ") + "Also due: \(merged.joined(separator: ", "))." }
        records.append(
            ReloadRecord(
                date: now, instanceID: id, event: .reloaded, reason: reason, counted: counted, budgetLeft: budgetLeft,
                detail: detail + (detail.isEmpty ? "" : " ") + "\(kept.count) entries, policy \(policy)."))
        if let truncated {
            let warning =
                "The timeline had \(truncated) entries; the host keeps the first \(kept.count) and cut the rest. "
                + "Return fewer entries and a reload policy instead."
            log(.warning, id, warning)
            records.append(
                ReloadRecord(
                    date: now, instanceID: id, event: .warning, reason: reason, counted: false,
                    budgetLeft: budgetLeft, detail: warning))
        }
        if let past = WidgetWarning.timelineInPast(
            entryDates: kept.map { $0.date.addingTimeInterval(shift) }, kind: state.instance.kind, now: now)
        {
            log(.warning, id, past.message)
            records.append(
                ReloadRecord(
                    date: now, instanceID: id, event: .warning, reason: reason, counted: false,
                    budgetLeft: budgetLeft, detail: past.message))
        }
        // Everything is written before memory changes and before anyone is told: a restart never loses a
        // timeline the host acted on.
        let lastEntryDate = kept.map(\.date).max()?.addingTimeInterval(shift)
        let policyPlan = self.policyPlan(policy, lastEntryDate: lastEntryDate, at: now)
        var stored = state.stored
        stored.failures = 0
        stored.scheduled = policyPlan.map { [$0] } ?? []
        if kept.isEmpty {
            let warning = "The timeline has no entries; the widget keeps showing its previous content."
            records.append(
                ReloadRecord(
                    date: now, instanceID: id, event: .warning, reason: reason, counted: false,
                    budgetLeft: budgetLeft, detail: warning))
            if await commit(id, records: records, state: stored, run: run) { applyInstalledPlans(policyPlan, for: id) }
            return
        }
        let entryRecords = kept.enumerated().map { index, entry in
            TimelineRecord.Entry(
                index: index, date: entry.date.addingTimeInterval(shift),
                summary: EntryDescriptionRenderer.summary(of: entry), relevance: entry.relevance?.score,
                relevanceDuration: entry.relevance?.duration)
        }
        let record = TimelineRecord(
            instanceID: id, reason: reason, installedAt: now, entries: entryRecords, policy: policy,
            truncatedFrom: truncated, dateShift: shift)
        let rendered = await render(kept.enumerated().map { (RenderSlot.entry($0.offset), $0.element) }, of: state)
        records += rendered.warnings.map {
            ReloadRecord(
                date: now, instanceID: id, event: .warning, reason: reason, counted: false, budgetLeft: budgetLeft,
                detail: $0)
        }
        guard instances[id] != nil else { return }
        guard
            await commit(
                id, records: records, extra: [.saveTimeline(record), .saveRenderings(rendered.renderings)],
                state: stored, run: run)
        else { return }
        guard instances[id] != nil else { return }
        instances[id]?.timeline = record
        instances[id]?.display = DisplaySchedule.changes(
            entries: entryRecords, from: now, floor: configuration.displayFloor)
        applyInstalledPlans(policyPlan, for: id)
        publish(.timelineInstalled(record))
        showEntryChange(for: id, at: now)
    }

    /// After a successful reload: no failures, no pending retry or request, the new policy's plan.
    private func applyInstalledPlans(_ policyPlan: ScheduledReload?, for id: String) {
        instances[id]?.failures = 0
        for slot in ScheduledReload.Slot.allCases { clearPlan(slot, for: id) }
        if let policyPlan { setPlan(policyPlan, for: id) }
    }

    /// The reload a policy asks for, no sooner than the minimum interval after now; `nil` for `.never`.
    func policyPlan(_ policy: TimelineReloadPolicy, lastEntryDate: Date?, at now: Date) -> ScheduledReload? {
        guard let requested = policy.nextReloadDate(lastEntryDate: lastEntryDate, now: now) else { return nil }
        let date = max(requested, now.addingTimeInterval(configuration.reloadFloor))
        let reason: ReloadReason = policy.kind == .atEnd ? .policyAtEnd : .policyAfter
        return ScheduledReload(slot: .policy, date: date, reason: reason, requestedDate: requested)
    }

    /// Why a reload was free, for its ledger line.
    func freeReason(_ reason: ReloadReason) -> String {
        if configuration.developerMode && !reason.isAlwaysFree && !(reason == .appRequest && appIsActive) {
            return "developer mode"
        }
        switch reason {
        case .initial: return "the first timeline of a new widget"
        case .interaction: return "after an interactive intent"
        case .configurationEdit: return "the configuration changed"
        case .appearanceChange: return "the appearance changed"
        case .localeChange: return "the locale changed"
        case .appRequest: return "the app is active"
        default: return "developer mode"
        }
    }
}
