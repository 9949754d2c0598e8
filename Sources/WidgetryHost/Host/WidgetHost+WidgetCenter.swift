import Foundation
import WidgetryIntents
import WidgetryKit

extension WidgetHost: WidgetCenterConnection {
    /// Takes a `WidgetCenter` request without blocking; the host handles it in order, soon after.
    ///
    /// Connect a host with `WidgetCenter.shared.connect(host)`; ``waitUntilIdle()`` waits until delivered
    /// requests are handled.
    public nonisolated func deliver(_ request: WidgetCenterRequest) {
        inbox.append(.widget(request))
        Task { await self.drainInbox() }
    }

    /// The widgets the host shows, as `WidgetCenter.currentConfigurations()` reports them.
    ///
    /// A configurable widget's `widgetConfigurationIntent(of:)` works when its intent type is known to
    /// `IntentTypeRegistry.shared` (registering happens whenever an intent of the type is erased).
    public func currentConfigurations() async throws -> [WidgetInfo] {
        var infos: [WidgetInfo] = []
        for instance in widgets() {
            var intent: (any AppIntent)?
            if let schema = instances[instance.id]?.widget.intent, let configuration = instance.configuration,
                IntentTypeRegistry.shared.type(named: schema.typeName) != nil
            {
                intent = try? await IntentTypeRegistry.shared.makeIntent(
                    typeName: schema.typeName, parameters: .object(configuration)
                ).base
            }
            infos.append(
                WidgetInfo(
                    kind: instance.kind, family: instance.family, id: instance.id,
                    configuration: instance.configuration, intent: intent))
        }
        return infos
    }

    /// Handles a `WidgetCenter` request now: reloads are app-initiated, budgeted unless the app is active.
    public func handle(_ request: WidgetCenterRequest) async {
        switch request {
        case .reloadTimelines(let kind):
            await reloadAll(order.filter { instances[$0]?.instance.kind == kind }, reason: .appRequest)
        case .reloadAllTimelines:
            await reloadAll(order, reason: .appRequest)
        case .invalidateConfigurationRecommendations:
            recommendationCache = [:]
            log(.info, nil, "Configuration recommendations invalidated; they are asked for again when next shown.")
        }
    }

    /// The configurations a widget's provider recommends, cached until the app invalidates them.
    ///
    /// - throws: `WidgetError` for an unknown kind, ``HostError`` for a Live Activity kind.
    public func configurationRecommendations(kind: String) throws -> [WidgetRecommendation] {
        if let cached = recommendationCache[kind] { return cached }
        let recommendations = try timelineWidget(kind: kind).provider?.recommendations() ?? []
        recommendationCache[kind] = recommendations
        return recommendations
    }

    /// Reloads instances concurrently for one reason.
    func reloadAll(_ ids: [String], reason: ReloadReason) async {
        beginWork()
        defer { endWork() }
        await withTaskGroup(of: Void.self) { group in
            for id in ids {
                group.addTask { await self.reload(id, reason: reason) }
            }
        }
    }

    /// Handles delivered requests, oldest first.
    func drainInbox() async {
        while let item = inbox.next() {
            beginWork()
            switch item {
            case .widget(let request): await handle(request)
            case .control(let request): await handle(request)
            }
            endWork()
        }
    }
}
