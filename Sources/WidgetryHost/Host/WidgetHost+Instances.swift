import Foundation
import WidgetryIntents
import WidgetryKit
import WidgetryUI

extension WidgetHost {
    /// Adds a widget: validates its family and configuration, shows its redacted placeholder, and plans its first
    /// timeline for now.
    ///
    /// The first timeline is asked for when the clock next wakes the host (at once on the wall clock; on a
    /// ``ManualClock``, at the next ``ManualClock/advance(to:)``), so the placeholder shows until then.
    ///
    /// For example:
    ///
    /// ```swift
    /// let widget = try await host.addWidget(kind: "CategoryWidget", family: .systemMedium,
    ///                                       configuration: ["category": "drinks"])
    /// ```
    ///
    /// - Parameters:
    ///   - kind: The widget's kind string.
    ///   - family: A family the widget supports.
    ///   - placement: Where it is shown; the Lock Screen for accessory families unless given.
    ///   - configuration: The configuration JSON for configurable widgets; defaults fill in the rest.
    ///   - id: The instance's identity; a new UUID unless given.
    /// - Returns: The instance, with its configuration completed.
    /// - throws: `WidgetError` for an unknown kind, ``HostError`` for a Live Activity kind, an unsupported family,
    ///   a configuration that does not fit, or a store that failed.
    @discardableResult
    public func addWidget(
        kind: String, family: WidgetFamily, placement: WidgetPlacement? = nil,
        configuration: WidgetConfigurationValues? = nil, id: String = UUID().uuidString
    ) async throws -> WidgetInstance {
        let widget = try timelineWidget(kind: kind)
        guard widget.supportedFamilies.contains(family) else {
            throw HostError(
                .unsupportedFamily,
                "Widget '\(kind)' does not support family '\(family)'. Supported families: "
                    + "\(HostError.quotedList(widget.supportedFamilies.map(\.rawValue))).")
        }
        if instances[id] != nil { throw HostError.instanceExists(id) }
        // The slow part — the intent's queries, the placeholder, its renderings — runs before the id is taken, so
        // a hanging provider never holds up other requests for the id.
        let resolved = try await resolve(configuration, for: widget)
        let created = clock.now
        let instance = WidgetInstance(
            id: id, kind: kind, family: family, placement: placement ?? .default(for: family),
            configuration: resolved, created: created)
        var state = InstanceState(
            instance: instance, shared: sharedWidget(widget),
            budget: ReloadBudget(limit: self.configuration.limits.dailyReloadBudget))
        var renderings: [StoredRendering] = []
        if let placeholder = await placeholderEntry(for: state) {
            state.placeholder = TimelineRecord.Entry(
                index: -1, date: placeholder.date, summary: EntryDescriptionRenderer.summary(of: placeholder))
            let rendered = await render([(.placeholder, placeholder)], of: state)
            renderings = rendered.renderings
        }
        return try await serially(id) {
            // Checked and acted on with no other mutation of the id in between; the store's primary key and its
            // insert-only change refuse a duplicate too.
            if instances[id] != nil { throw HostError.instanceExists(id) }
            let now = clock.now
            let plan = ScheduledReload(slot: .request, date: now, reason: .initial, requestedDate: now)
            var stored = state.stored
            stored.scheduled = [plan]
            try await groupCommit([.insertInstance(instance), .saveState(stored), .saveRenderings(renderings)])
            state.shown = state.shownEntry(at: now)
            state.generation = scheduler.nextSequence()
            instances[id] = state
            order.append(id)
            setPlan(plan, for: id)
            publish(.instanceAdded(instance))
            if let shown = state.shown { publish(.entryShown(shown)) }
            arm()
            return instance
        }
    }

    /// Removes a widget with its timeline, renderings, plans and ledger.
    ///
    /// Waits for an add or edit of the same id in progress; once it returns, nothing brings the instance back.
    ///
    /// - throws: ``HostError`` for an unknown instance or a store that failed.
    public func removeWidget(id: String) async throws {
        try await serially(id) {
            _ = try state(of: id)
            try await groupCommit([.deleteInstance(id: id)])
            instances[id] = nil
            order.removeAll { $0 == id }
            lastPruned[id] = nil
            publish(.instanceRemoved(id: id))
            await stackMemberRemoved(id)
            arm()
        }
    }

    /// Changes a widget's configuration and reloads it at once, for free.
    ///
    /// The new configuration is validated by the widget's intent (defaults fill in the rest) before anything
    /// changes; a configuration that does not fit leaves the widget as it was. A widget removed while its new
    /// configuration was being validated stays removed: the edit then fails as for an unknown instance.
    ///
    /// - Parameters:
    ///   - id: The instance.
    ///   - configuration: The new configuration JSON.
    /// - Returns: The instance with its completed configuration.
    /// - throws: ``HostError`` for an unknown instance, a configuration that does not fit, or a failing store.
    @discardableResult
    public func reconfigureWidget(id: String, configuration: WidgetConfigurationValues?) async throws
        -> WidgetInstance
    {
        let original = try state(of: id)
        let resolved = try await resolve(configuration, for: original.widget)
        let instance = try await serially(id) {
            // The instance validated against may have been removed, or removed and added again, meanwhile.
            guard let current = instances[id], current.generation == original.generation else {
                throw HostError.unknownInstance(id, known: order)
            }
            var instance = current.instance
            instance.configuration = resolved
            try await groupCommit([.updateInstance(instance)])
            instances[id]?.instance = instance
            publish(.instanceReconfigured(instance))
            return instance
        }
        await reload(id, reason: .configurationEdit)
        return instance
    }

    /// The timeline widget of a kind.
    func timelineWidget(kind: String) throws -> WidgetDescriptor {
        let widget = try bundle.widget(kind: kind)
        guard widget.role == .widget, widget.provider != nil else {
            throw HostError(
                .notATimelineWidget,
                "'\(kind)' is a Live Activity, not a widget with a timeline. Widget kinds: "
                    + "\(HostError.quotedList(bundle.timelineWidgets.map(\.kind))).")
        }
        return widget
    }

    /// The in-memory state of an instance.
    func state(of id: String) throws -> InstanceState {
        guard let state = instances[id] else { throw HostError.unknownInstance(id, known: order) }
        return state
    }

    /// A configuration validated by the widget's intent, under the provider deadline.
    func resolve(
        _ configuration: WidgetConfigurationValues?, for widget: WidgetDescriptor
    ) async throws -> WidgetConfigurationValues? {
        guard let provider = widget.provider else { return nil }
        let deadline = self.configuration.limits.providerDeadline
        let resolved: WidgetConfigurationValues??
        do {
            resolved = try await Deadline.run(seconds: deadline) {
                try await provider.resolveConfiguration(configuration)
            }
        } catch {
            throw HostError(
                .invalidConfiguration,
                "Configuration \(Self.describe(configuration)) does not fit widget '\(widget.kind)': \(error)")
        }
        guard let resolved else {
            throw HostError(
                .invalidConfiguration,
                "Widget '\(widget.kind)' did not resolve configuration \(Self.describe(configuration)) within "
                    + "\(deadline.formatted()) s; its entity queries may hang. Try again, or raise the deadline.")
        }
        return resolved
    }

    /// The provider's placeholder entry, under the deadline; `nil` (logged) when it does not answer.
    func placeholderEntry(for state: InstanceState) async -> AnyTimelineEntry? {
        guard let provider = state.widget.provider else { return nil }
        let context = TimelineProviderContext(
            family: state.instance.family, isPreview: false, device: configuration.device,
            environmentVariants: environmentVariants(for: state.instance.placement))
        let deadline = configuration.limits.providerDeadline
        let entry = try? await Deadline.run(seconds: deadline) { provider.placeholder(in: context) }
        if entry == nil {
            log(
                .warning, state.id,
                "The provider of '\(state.instance.kind)' did not return a placeholder within "
                    + "\(deadline.formatted()) s; the widget shows nothing until its first timeline.")
        }
        return entry
    }

    static func describe(_ configuration: WidgetConfigurationValues?) -> String {
        guard let configuration else { return "'none'" }
        return "'\(IntentJSON.object(configuration))'"
    }
}
