import Foundation
import WidgetryHost
import WidgetryIntents
import WidgetryKit

/// A widget instance as `GET /api/instances/{id}` shows it: what it is, what it shows, when it reloads next, and
/// its reload ledger.
struct InstanceJSON: Encodable, Sendable, Equatable {
    let id: String
    let kind: String
    let displayName: String
    let family: String
    let placement: String
    let size: SizeJSON
    let configurable: Bool
    let configuration: [String: IntentJSON]?
    let created: Date
    let entry: ShownEntryJSON?
    let timeline: TimelineJSON?
    let nextReload: ScheduledReloadJSON?
    let budgetLeft: Int
    /// The host's recent reload records; left out of listings (`GET /api/instances/{id}/ledger` pages them all).
    let ledger: [ReloadRecordJSON]?

    /// The state of an instance, read from the host.
    ///
    /// - Parameters:
    ///   - id: The instance.
    ///   - host: The host to read it from.
    ///   - ledger: Whether to include the recent reload records.
    /// - throws: ``HostError`` when the instance is gone.
    static func load(_ id: String, from host: WidgetHost, ledger: Bool = true) async throws -> InstanceJSON {
        let instance = try await host.widget(id: id)
        let widget = try? host.bundle.widget(kind: instance.kind)
        let size = await host.configuration.device.size(of: instance.family)
        return InstanceJSON(
            id: instance.id, kind: instance.kind,
            displayName: widget.map { WidgetJSON.displayName(of: $0) } ?? instance.kind,
            family: instance.family.rawValue, placement: instance.placement.rawValue, size: SizeJSON(size),
            configurable: widget?.isConfigurable ?? false, configuration: instance.configuration,
            created: instance.created, entry: try await host.currentEntry(of: id).map(ShownEntryJSON.init),
            timeline: try await host.timeline(of: id).map(TimelineJSON.init),
            nextReload: try await host.nextReload(of: id).map(ScheduledReloadJSON.init),
            budgetLeft: try await host.budgetLeft(of: id),
            ledger: ledger ? await host.ledger(for: id).map(ReloadRecordJSON.init) : nil)
    }
}

/// A size in points.
struct SizeJSON: Encodable, Sendable, Equatable {
    let width: Double
    let height: Double

    init(_ size: CGSize) {
        width = Double(size.width)
        height = Double(size.height)
    }
}

/// What an instance shows.
struct ShownEntryJSON: Encodable, Sendable, Equatable {
    let id: String
    /// `placeholder` or `entry`.
    let slot: String
    /// The entry's index in the timeline; `nil` for the placeholder.
    let index: Int?
    let entryDate: Date
    let shownSince: Date
    let summary: String

    init(_ shown: ShownEntry) {
        id = shown.instanceID
        switch shown.slot {
        case .placeholder:
            slot = "placeholder"
            index = nil
        case .entry(let index):
            slot = "entry"
            self.index = index
        }
        entryDate = shown.entryDate
        shownSince = shown.shownSince
        summary = shown.summary
    }
}

/// An installed timeline.
struct TimelineJSON: Encodable, Sendable, Equatable {
    struct Entry: Encodable, Sendable, Equatable {
        let index: Int
        let date: Date
        let summary: String
        let relevance: Float?
    }

    let id: String
    let reason: String
    let installedAt: Date
    /// `atEnd`, `never`, or `after`.
    let policy: String
    let policyDate: Date?
    let truncatedFrom: Int?
    let entries: [Entry]

    init(_ record: TimelineRecord) {
        id = record.instanceID
        reason = record.reason.rawValue
        installedAt = record.installedAt
        policy = record.policy.kind.rawValue
        policyDate = record.policy.date
        truncatedFrom = record.truncatedFrom
        entries = record.entries.map {
            Entry(index: $0.index, date: $0.date, summary: $0.summary, relevance: $0.relevance)
        }
    }
}

/// A planned reload.
struct ScheduledReloadJSON: Encodable, Sendable, Equatable {
    let date: Date
    let reason: String
    /// `policy`, `request` or `retry`.
    let slot: String
    let requestedDate: Date
    let failures: Int

    init(_ plan: ScheduledReload) {
        date = plan.date
        reason = plan.reason.rawValue
        slot = plan.slot.rawValue
        requestedDate = plan.requestedDate
        failures = plan.failures
    }
}

/// A line of an instance's reload ledger.
struct ReloadRecordJSON: Encodable, Sendable, Equatable {
    let id: String
    let date: Date
    /// `reloaded`, `refused`, `deferred`, `failed` or `warning`.
    let event: String
    let reason: String
    let counted: Bool
    let budgetLeft: Int
    let limit: String?
    let detail: String

    init(_ record: ReloadRecord) {
        id = record.instanceID
        date = record.date
        event = record.event.rawValue
        reason = record.reason.rawValue
        counted = record.counted
        budgetLeft = record.budgetLeft
        limit = record.limit?.rawValue
        detail = record.detail
    }
}
