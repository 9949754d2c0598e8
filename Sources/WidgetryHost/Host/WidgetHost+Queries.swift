import Foundation
import WidgetryKit

extension WidgetHost {
    /// The widgets, in the order they were added.
    public func widgets() -> [WidgetInstance] {
        order.compactMap { instances[$0]?.instance }
    }

    /// One widget.
    ///
    /// - throws: ``HostError`` for an unknown instance.
    public func widget(id: String) throws -> WidgetInstance {
        try state(of: id).instance
    }

    /// What a widget shows at a date (now by default): an entry of its timeline, or its placeholder before the
    /// first timeline.
    ///
    /// - throws: ``HostError`` for an unknown instance.
    public func currentEntry(of id: String, at date: Date? = nil) throws -> ShownEntry? {
        try state(of: id).shownEntry(at: date ?? clock.now)
    }

    /// The stored rendering of what a widget shows at a date, in a variant.
    ///
    /// - Parameters:
    ///   - id: The instance.
    ///   - variant: The color scheme and rendering mode; the placement's first variant when `nil`.
    ///   - date: When; now by default.
    /// - Returns: The renderer's data, or `nil` when nothing was rendered for that entry and variant.
    /// - throws: ``HostError`` for an unknown instance or a failing store.
    public func currentRendering(of id: String, variant: RenderVariant? = nil, at date: Date? = nil) async throws
        -> Data?
    {
        let state = try state(of: id)
        guard let shown = state.shownEntry(at: date ?? clock.now) else { return nil }
        let variant = variant ?? configuration.variants(for: state.instance.placement)[0]
        return try await store.rendering(instanceID: id, slot: shown.slot, variant: variant)
    }

    /// The stored rendering of one slot of a widget in a variant: what the server paints from, so it asks the host
    /// and never reads the store itself.
    ///
    /// - Parameters:
    ///   - id: The instance.
    ///   - slot: The placeholder or an entry of its timeline.
    ///   - variant: The color scheme and rendering mode.
    /// - Returns: The renderer's data, or `nil` when nothing was rendered for that slot and variant.
    /// - throws: ``HostError`` when the store fails.
    public func rendering(of id: String, slot: RenderSlot, variant: RenderVariant) async throws -> Data? {
        try await store.rendering(instanceID: id, slot: slot, variant: variant)
    }

    /// The current timeline's record: entry dates and summaries, policy, when it was installed.
    ///
    /// - throws: ``HostError`` for an unknown instance.
    public func timeline(of id: String) throws -> TimelineRecord? {
        try state(of: id).timeline
    }

    /// The earliest planned reload of a widget; `nil` when none is planned (a `.never` policy).
    ///
    /// - throws: ``HostError`` for an unknown instance.
    public func nextReload(of id: String) throws -> ScheduledReload? {
        try state(of: id).nextReload
    }

    /// Every planned reload of a widget, earliest first.
    ///
    /// - throws: ``HostError`` for an unknown instance.
    public func plannedReloads(of id: String) throws -> [ScheduledReload] {
        try state(of: id).stored.scheduled
    }

    /// Budgeted reloads a widget has left in the sliding 24 hours.
    ///
    /// - throws: ``HostError`` for an unknown instance.
    public func budgetLeft(of id: String) throws -> Int {
        try state(of: id).budget.left(at: clock.now)
    }

    /// A widget's most recent ledger lines (at most ``HostConfiguration/ledgerMemoryLimit``), oldest first; an
    /// unknown instance has none.
    ///
    /// The lines are read from the store, which holds every line the host recorded (the scheduler's deferred ones
    /// included); the host keeps none in memory. A store that cannot be read is logged and gives no lines.
    public func ledger(for id: String) async -> [ReloadRecord] {
        guard instances[id] != nil else { return [] }
        do {
            return try await store.recentRecords(instanceID: id, limit: configuration.ledgerMemoryLimit)
        } catch {
            log(.error, id, "Could not read the ledger: \(error)")
            return []
        }
    }

    /// How many ledger lines of each event a widget has had since it was added, lines pruned by the
    /// ``HostConfiguration/ledgerRetention`` and repeats folded into one line included.
    ///
    /// - throws: ``HostError`` for a failing store.
    public func ledgerTotals(for id: String) async throws -> [ReloadRecord.Event: Int] {
        try await store.ledgerTotals(instanceID: id)
    }

    /// A widget's ledger from the store (what its ``HostConfiguration/ledgerRetention`` kept), oldest first.
    ///
    /// - throws: ``HostError`` for a failing store.
    public func storedLedger(for id: String, since: Date? = nil) async throws -> [ReloadRecord] {
        try await store.records(instanceID: id, since: since)
    }
}
