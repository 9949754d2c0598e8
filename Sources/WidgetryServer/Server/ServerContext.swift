import Foundation
import Logging
import WidgetryHost
import WidgetryKit
import WidgetryPipeline

/// What every route handler shares: the host, the painters, the event hub, the opened-URL log, the gallery's
/// previews and the page's files.
struct ServerContext: Sendable {
    let host: WidgetHost
    /// The renderer the host renders ahead with, when the server was given it: it lays entries out again at
    /// StandBy and CarPlay.
    let renderer: DisplayListRenderer?
    /// The Live Activities the server shows and changes (`LiveActivityStore.shared` unless given).
    let activities: LiveActivityStore
    /// Awaited before a change to an activity is acknowledged.
    let activitiesSaved: @Sendable () async -> Void
    /// The journal that keeps the activities in the store, when the server was given it: activities other hosts
    /// sharing the store started or changed are read from it.
    let activityJournal: LiveActivityJournal?
    /// The widgets' push token, when the host gave one: APNs `widgets` pushes must be sent to it.
    let widgetPushTokens: WidgetPushTokens?
    let configuration: WidgetServerConfiguration
    let painting: WidgetPainting
    let hub: EventHub
    let openedURLs: OpenedURLs
    let previews: GalleryPreviews
    /// Painted renders of instances, by display list and everything else that changes their bytes.
    let renderCache: RenderCache
    /// The JSON of each listed instance, reused while its state is unchanged.
    let instanceListing: InstanceListingCache
    let assets: WebAssets
    let logger: Logger
    /// The host's device, read once: widget sizes and the grid come from it.
    let device: DeviceProfile
    /// The variants the host renders per placement, read once.
    let variants: [WidgetPlacement: [RenderVariant]]
    /// The host's developer mode, read once, for the page.
    let developerMode: Bool
    /// What `GET /metrics` exports.
    let metrics: ServerMetrics
    /// This host in the directory of live hosts (`GET /api/hosts`).
    let presence: HostPresence
    /// The dashboards shown on e-ink devices and the devices that poll them, when `serve` has any.
    var panels: PanelScreens? = nil
    /// Stops the running server from outside (``WidgetServer/stop()``).
    let stopSwitch = ServerStopSwitch()

    /// The stored variants of a placement, first the default.
    func variants(for placement: WidgetPlacement) -> [RenderVariant] {
        let stored = variants[placement] ?? []
        return stored.isEmpty ? [RenderVariant(.light, .fullColor)] : stored
    }

    /// The widget descriptor of a kind, as a 400 naming `field` when unknown or a Live Activity.
    func timelineWidget(kind: String, field: String = "kind") throws -> WidgetDescriptor {
        let kinds = host.bundle.timelineWidgets.map(\.kind)
        guard let widget = host.bundle.timelineWidgets.first(where: { $0.kind == kind }) else {
            let isActivity = host.bundle.liveActivities.contains { $0.kind == kind }
            throw WidgetServerError.badRequest(
                (isActivity ? "'\(kind)' is a Live Activity, not a widget." : "Unknown widget kind '\(kind)'.")
                    + " Kinds: \(kinds.map { "'\($0)'" }.joined(separator: ", ")).",
                field: field, code: isActivity ? "notATimelineWidget" : "unknownKind")
        }
        return widget
    }
}
