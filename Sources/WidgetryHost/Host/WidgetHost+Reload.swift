import Foundation
import WidgetryKit
import WidgetryUI

extension WidgetHost {
    /// Reloads an instance's timeline for a reason, within the budget and the minimum interval.
    ///
    /// Free reasons reload at once. Budgeted ones are deferred when the last reload was less than the minimum
    /// interval ago, and refused when the budget is spent (policy reloads and retries are then planned for when
    /// the budget frees up). A reload asked for while another is in progress runs right after it.
    ///
    /// - Parameters:
    ///   - id: The instance.
    ///   - reason: Why to reload.
    ///   - run: Who started it: a client (the default), or the clock, with the leases it holds on a shared store.
    func reload(
        _ id: String, reason: ReloadReason, plan: ScheduledReload? = nil, merged: [String] = [], run: ReloadRun = .asked
    ) async {
        // Asked for here (an app, a push, the API) on a shared store: other hosts may have reloaded it since, so
        // its budget and interval are read from the store first. Claimed reloads have just been read.
        if workClaims.readsAskedReloadsFromStore, run.leases.isEmpty, instances[id]?.isReloading == false {
            await refreshFromStore([id])
        }
        guard let state = instances[id] else { return }
        if state.isReloading {
            // One reload waits behind the one in progress; a free reason wins over a budgeted one.
            if let queued = state.queuedReason, isFree(queued) || !isFree(reason) { return }
            instances[id]?.queuedReason = reason
            return
        }
        beginWork()
        defer { endWork() }
        instances[id]?.isReloading = true
        var next: (reason: ReloadReason, plan: ScheduledReload?, merged: [String])? = (reason, plan, merged)
        while let current = next {
            await admitAndReload(id, reason: current.reason, plan: current.plan, merged: current.merged, run: run)
            guard instances[id] != nil else { return }
            next = instances[id]?.queuedReason.map { ($0, nil, []) }
            instances[id]?.queuedReason = nil
        }
        instances[id]?.isReloading = false
        // What this host kept in memory of a reload another host took over is not what the store has.
        if workClaims.takeLost(id) { await refreshFromStore([id]) }
        arm()
    }

    /// Whether a reload for this reason spends no budget now.
    func isFree(_ reason: ReloadReason) -> Bool {
        configuration.developerMode || reason.isAlwaysFree || (reason == .appRequest && appIsActive)
    }

    /// Checks the budget and the interval, then reloads, or records why not.
    private func admitAndReload(
        _ id: String, reason: ReloadReason, plan: ScheduledReload?, merged: [String], run: ReloadRun
    ) async {
        guard let state = instances[id] else { return }
        let now = clock.now
        let free = isFree(reason)
        if !free {
            switch instances[id]?.budget.admit(at: now, lastReload: state.lastReload, floor: configuration.reloadFloor)
            {
            case .deferred(let until):
                await deferReload(id, reason: reason, plan: plan, until: until, run: run)
                return
            case .refused:
                await refuse(id, reason: reason, plan: plan, run: run)
                return
            case .admitted, .none: break
            }
        }
        instances[id]?.lastReload = now
        await performReload(id, reason: reason, counted: !free, plan: plan, merged: merged, at: now, run: run)
    }

    /// Moves a budgeted reload to the end of the minimum interval.
    private func deferReload(
        _ id: String, reason: ReloadReason, plan: ScheduledReload?, until date: Date, run: ReloadRun
    ) async {
        guard let state = instances[id] else { return }
        let now = clock.now
        let slot = plan?.slot ?? .request
        let existing = state.plans[slot]?.plan
        let keepsExisting = existing.map { $0.date <= date } ?? false
        if !keepsExisting {
            setPlan(
                ScheduledReload(
                    slot: slot, date: date, reason: reason, requestedDate: plan?.requestedDate ?? now,
                    failures: plan?.failures ?? 0), for: id)
        }
        let record = ReloadRecord(
            date: now, instanceID: id, event: .deferred, reason: reason, counted: false,
            budgetLeft: state.budget.left(at: now), limit: .minimumInterval,
            detail: "The last reload was at \(state.lastReload?.ISO8601Format() ?? "?"); reloads are at least "
                + "\(Self.duration(configuration.reloadFloor)) apart, so this one waits until "
                + "\((keepsExisting ? existing!.date : date).ISO8601Format()).")
        await commit(id, records: [record], run: run)
    }

    /// Records a refusal for a spent budget; policy reloads and retries wait for the budget to free up.
    private func refuse(_ id: String, reason: ReloadReason, plan: ScheduledReload?, run: ReloadRun) async {
        guard let state = instances[id] else { return }
        let now = clock.now
        let available = state.budget.nextAvailable(at: now)
        let limit = configuration.limits.dailyReloadBudget
        var detail =
            "Budget exhausted: \(limit) of \(limit) reloads used in the last 24 h; the next is available at "
            + "\(available.ISO8601Format())."
        if let plan, plan.slot != .request, available < .distantFuture {
            let floor = (state.lastReload ?? now).addingTimeInterval(configuration.reloadFloor)
            setPlan(
                ScheduledReload(
                    slot: plan.slot, date: max(available, floor), reason: reason, requestedDate: plan.requestedDate,
                    failures: plan.failures), for: id)
            detail += " The host tries again then."
        } else {
            detail += " Ask again later, or mark the app active for free reloads."
        }
        log(.info, id, "Refused a \(reason) reload. \(detail)")
        let record = ReloadRecord(
            date: now, instanceID: id, event: .refused, reason: reason, counted: false, budgetLeft: 0,
            limit: .budgetExhausted, detail: detail)
        await commit(id, records: [record], run: run)
    }

    /// Asks the provider through the reload executor, then installs the timeline or records the failure and plans a
    /// retry.
    private func performReload(
        _ id: String, reason: ReloadReason, counted: Bool, plan: ScheduledReload?, merged: [String], at now: Date,
        run: ReloadRun
    ) async {
        guard let state = instances[id], state.widget.provider != nil else { return }
        let context = TimelineProviderContext(
            family: state.instance.family, isPreview: false, device: configuration.device,
            environmentVariants: environmentVariants(for: state.instance.placement))
        let outcome = await reloadExecutor.timeline(
            of: state.widget, configuration: state.instance.configuration, context: context,
            owner: backgroundSessionOwner(for: id, kind: state.instance.kind), at: now)
        guard instances[id] != nil else { return }
        // A claimed reload stores its outcome only while its lease is still this host's.
        guard await stillHolds(run.leases) else { return }
        switch outcome {
        case .timeline(let timeline, let shift):
            await install(
                timeline, for: id, reason: reason, counted: counted, plan: plan, merged: merged, shift: shift, at: now,
                run: run)
        case .failed(let failure):
            await recordFailure(failure, for: id, reason: reason, counted: counted, at: now, run: run)
        case .notATimelineWidget:
            return
        }
    }

    /// The provider's side of reloads, with the host's configuration as it is now.
    var reloadExecutor: ReloadExecutor { ReloadExecutor(configuration: configuration) }

    /// Records a failed provider call, keeps the current content and plans a retry with back-off.
    private func recordFailure(
        _ failure: ProviderFailure, for id: String, reason: ReloadReason, counted: Bool, at now: Date,
        run: ReloadRun
    ) async {
        guard let state = instances[id] else { return }
        let failures = state.failures + 1
        instances[id]?.failures = failures
        let executor = reloadExecutor
        let delay = executor.retryDelay(afterFailures: failures)
        let retry = executor.retryPlan(afterFailures: failures, at: now)
        setPlan(retry, for: id)
        let detail =
            "The provider of '\(state.instance.kind)' \(failure.sentence); the current content stays. Failure "
            + "\(failures) in a row; retrying at \(retry.date.ISO8601Format()) (in \(Self.duration(delay))), "
            + "within the budget."
        log(.warning, id, detail)
        let record = ReloadRecord(
            date: now, instanceID: id, event: .failed, reason: reason, counted: counted,
            budgetLeft: state.budget.left(at: now), detail: detail)
        await commit(id, records: [record], run: run)
    }

    /// Saves ledger lines with the instance's state, then keeps them in memory and publishes them.
    ///
    /// - Parameter run: Who started the change: a claimed reload's leases are required in the same transaction, and
    ///   what the clock fired may wait for the next group of writes.
    /// - Returns: `false` when a claimed reload's lease was lost (another host took it over): nothing was stored
    ///   and the caller must not act on the outcome. Other store failures are logged and return `true`.
    @discardableResult
    func commit(
        _ id: String, records: [ReloadRecord], extra: [WidgetStoreChange] = [], state: StoredInstanceState? = nil,
        run: ReloadRun = .asked
    ) async -> Bool {
        guard let current = instances[id] else { return true }
        // A claimed reload's outcome is stored only while this host still holds its lease, checked in the same
        // transaction.
        var changes =
            workClaims.storeRequirements(for: run) + extra + [
                .appendRecords(records), .saveState(state ?? current.stored),
            ]
        let now = clock.now
        if now >= (lastPruned[id] ?? .distantPast).addingTimeInterval(Self.pruneInterval) {
            lastPruned[id] = now
            let retention = configuration.ledgerRetention
            changes.append(
                .pruneLedger(
                    instanceID: id, before: now.addingTimeInterval(-retention.maximumAge),
                    keepingLast: retention.maximumRecords, protecting: now.addingTimeInterval(-86_400)))
        }
        do {
            // What the clock started has no client waiting: it may be written with the next group of changes.
            if run.firedByClock {
                try await store.applyDeferred(changes)
            } else {
                try await groupCommit(changes)
            }
        } catch let error as HostError where error.code == .leaseLost {
            scheduler.statistics.leasesLost += 1
            workClaims.noteLost(id)
            log(.warning, id, error.message)
            return false
        } catch {
            // A widget removed while its reload ran has nothing left to save to; that is no failure.
            if instances[id] != nil { log(.error, id, "\(error)") }
        }
        for record in records {
            scheduler.statistics.count(record.event)
            configuration.metrics?.count(record, kind: current.instance.kind)
            publish(.recorded(record))
        }
        return true
    }

    /// The least time between two prunings of an instance's stored ledger: the first commit after it prunes.
    static let pruneInterval: TimeInterval = 3600

    /// The environments a provider is told the widget may be shown in.
    func environmentVariants(for placement: WidgetPlacement) -> TimelineProviderContext.EnvironmentVariants {
        let variants = configuration.variants(for: placement)
        var schemes: [ColorScheme] = []
        var modes: [WidgetRenderingMode] = []
        for variant in variants {
            if !schemes.contains(variant.colorScheme) { schemes.append(variant.colorScheme) }
            if !modes.contains(variant.renderingMode) { modes.append(variant.renderingMode) }
        }
        return TimelineProviderContext.EnvironmentVariants(colorSchemes: schemes, renderingModes: modes)
    }

    static func duration(_ seconds: TimeInterval) -> String {
        let seconds = Int(seconds.rounded())
        if seconds < 60 { return "\(seconds) s" }
        if seconds < 3600 { return seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds / 60) min \(seconds % 60) s" }
        let minutes = seconds / 60
        return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
    }
}
