import Foundation
import Synchronization
import WidgetryDisplayList
import WidgetryHost
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

/// What lets the render route lay a widget out again for StandBy or CarPlay: the entries the host rendered
/// ahead lately for widgets those locations can show, and the lists laid out from them at a location.
///
/// The host renders each entry for its placement only (the Home Screen), so a view that reads
/// `@Environment(\.widgetLocation)` would show its Home Screen content in StandBy. ``DisplayListRenderer`` remembers
/// each entry it renders of a family StandBy or CarPlay shows (the entry is already in memory; nothing more is
/// rendered); when `render.png?location=standBy` is asked, the route lays that entry out with the location's
/// environment, once per generation, slot and appearance, and paints it. Instances never shown there cost one
/// remembered reference per entry, bounded by ``capacity``. An entry not remembered (after a restart, or evicted)
/// falls back to the Home Screen's stored list presented at the location.
public final class LocationRenderings: Sendable {
    /// An entry's identity: the instance and the slot it is shown in.
    struct EntryKey: Hashable, Sendable {
        let instanceID: String
        let slot: RenderSlot
    }

    /// A list laid out at a location: the Home Screen list's key (its generation makes stale lists unreachable)
    /// and the location's appearance.
    struct ListKey: Hashable, Sendable {
        let list: RenderCache.ListKey
        let location: WidgetLocation
        let night: Bool
        let colorScheme: ColorScheme
        let renderingMode: WidgetRenderingMode
    }

    /// A kept value and when it was last used.
    private struct Used<Value: Sendable>: Sendable {
        let value: Value
        let use: UInt64
    }

    private struct State {
        var entries: [EntryKey: Used<WidgetRenderRequest>] = [:]
        var lists: [ListKey: Used<RenderCache.StoredList>] = [:]
        var clock: UInt64 = 0
    }

    /// How many entries (and, separately, laid-out lists) are kept; the least recently used half goes beyond it.
    public let capacity: Int
    private let state = Mutex(State())

    /// Creates an empty memory.
    ///
    /// - Parameter capacity: Entries kept at most; 4096 by default (a few MB of entries and descriptors).
    public init(capacity: Int = 4096) {
        self.capacity = max(1, capacity)
    }

    /// The locations other than the Home Screen that show this family (StandBy and CarPlay show systemSmall).
    static func otherLocations(for family: WidgetFamily) -> [WidgetLocation] {
        WidgetRenderSpec.locations(for: family).filter { $0 == .standBy || $0 == .carPlay }
    }

    /// Keeps a request's entry when a location other than its placement's could show it.
    func remember(_ request: WidgetRenderRequest) {
        guard request.instance.placement == .homeScreen, !Self.otherLocations(for: request.instance.family).isEmpty
        else { return }
        let key = EntryKey(instanceID: request.instance.id, slot: request.slot)
        state.withLock { state in
            state.clock += 1
            state.entries[key] = Used(value: request, use: state.clock)
            Self.trim(&state.entries, to: capacity)
        }
    }

    /// The last request rendered for an instance's slot, if still remembered.
    func request(instanceID: String, slot: RenderSlot) -> WidgetRenderRequest? {
        state.withLock { state in
            let key = EntryKey(instanceID: instanceID, slot: slot)
            guard let found = state.entries[key] else { return nil }
            state.clock += 1
            state.entries[key] = Used(value: found.value, use: state.clock)
            return found.value
        }
    }

    /// A list laid out before at a location.
    func list(for key: ListKey) -> RenderCache.StoredList? {
        state.withLock { state in
            guard let found = state.lists[key] else { return nil }
            state.clock += 1
            state.lists[key] = Used(value: found.value, use: state.clock)
            return found.value
        }
    }

    /// Keeps a list laid out at a location.
    func insert(_ list: RenderCache.StoredList, for key: ListKey) {
        state.withLock { state in
            state.clock += 1
            state.lists[key] = Used(value: list, use: state.clock)
            Self.trim(&state.lists, to: capacity)
        }
    }

    /// How many entries and laid-out lists are kept now.
    public var usage: (entries: Int, lists: Int) {
        state.withLock { ($0.entries.count, $0.lists.count) }
    }

    /// Drops the least recently used half when over capacity (one sort per `capacity / 2` insertions).
    private static func trim<Key, Value>(_ items: inout [Key: Used<Value>], to capacity: Int) {
        guard items.count > capacity else { return }
        let keep = capacity / 2
        let cutoff = items.values.map(\.use).sorted(by: >)[max(0, keep - 1)]
        items = items.filter { $0.value.use >= cutoff }
    }

    /// Lays a remembered entry out at the location the paint spec shows, with that location's environment.
    static func layOut(
        _ request: WidgetRenderRequest, for spec: WidgetRenderSpec, renderer: DisplayListRenderer
    ) async throws -> DisplayList {
        var layout = DisplayListRenderer.spec(for: request, device: renderer.device)
        layout.location = spec.location
        layout.isNightMode = spec.isNightMode
        layout.colorScheme = spec.colorScheme
        layout.renderingMode = spec.renderingMode
        layout.containerBackgroundRemovable = request.widget.containerBackgroundRemovable
        return try await renderer.pipeline.displayList(request.widget, entry: request.entry, request: layout)
    }
}
