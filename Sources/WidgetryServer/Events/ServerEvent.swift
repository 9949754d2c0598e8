import Foundation
import WidgetryHost
import WidgetryIntents
import WidgetryKit

/// One server-sent event: a name, a JSON payload and a sequence number.
///
/// Names and payloads (all carry `id`, the instance, where one is concerned):
/// - `instance-added`, `instance-reconfigured`: `{"id", "kind", "family", "placement", "configuration"}`
/// - `instance-removed`: `{"id"}`
/// - `entry`: `{"id", "slot", "index", "entryDate", "shownSince", "summary"}` — what the widget shows changed
/// - `timeline`: `{"id", "reason", "installedAt", "entries", "policy"}` — a new timeline was installed
/// - `ledger`: a reload record `{"id", "date", "event", "reason", "counted", "budgetLeft", "detail"}`
/// - `url-opened`: `{"id", "url", "source", "disposition", "date"}`
/// - `control`: a control as `GET /api/controls/{id}` shows it — added, tapped or refreshed
/// - `activity`: `{"event", "activity", "alert"?}` — a Live Activity started, changed, ended or was dismissed
///   (`event` names which); `activity` is as `GET /api/activities/{id}` shows it; `alert` (`{"title", "body",
///   "sound"}`) when an update or end came with an `AlertConfiguration`
/// - `stack`: `{"id", "top", "record"?}` — a Smart Stack's top changed (`record` is the rotation ledger line that
///   says why), it was made or changed (no `record`), or it was deleted or emptied (`top` absent)
/// - `reload`: `{"reason"}` — the page missed events the event log no longer keeps (its `Last-Event-ID` is too old
///   or unknown): it should read everything again
struct ServerEvent: Sendable, Equatable {
    /// The event's `event:` name.
    let name: String
    /// The event's `data:`, one line of JSON.
    let data: String
    /// The event's `id:`, increasing: the event log's id when the server has one (``EventRelay``); 0 sends none.
    var sequence = 0

    /// The event in the `text/event-stream` format.
    var wireFormat: String {
        (sequence > 0 ? "id: \(sequence)\n" : "") + "event: \(name)\ndata: \(data)\n\n"
    }

    /// An event with a payload encoded as JSON.
    init(name: String, payload: some Encodable) {
        self.name = name
        let encoded = (try? APIJSON.encoder.encode(payload)) ?? Data("{}".utf8)
        self.data = String(decoding: encoded, as: UTF8.self)
    }

    /// The event for a host event; a control's name and template come from the bundle.
    init(_ event: HostEvent, bundle: WidgetBundleDescriptor) {
        switch event {
        case .instanceAdded(let instance):
            self.init(name: "instance-added", payload: InstanceSummary(instance))
        case .instanceReconfigured(let instance):
            self.init(name: "instance-reconfigured", payload: InstanceSummary(instance))
        case .instanceRemoved(let id):
            self.init(name: "instance-removed", payload: ["id": id])
        case .entryShown(let shown):
            self.init(name: "entry", payload: ShownEntryJSON(shown))
        case .timelineInstalled(let record):
            self.init(name: "timeline", payload: TimelineJSON(record))
        case .recorded(let record):
            self.init(name: "ledger", payload: ReloadRecordJSON(record))
        case .controlChanged(let state):
            self.init(name: "control", payload: ControlJSON(state, bundle: bundle))
        case .stackChanged(let id, let top, let record):
            self.init(
                name: "stack", payload: StackEventJSON(id: id, top: top, record: record.map(StackRecordJSON.init)))
        }
    }
}

/// The fields of an instance that events carry.
struct InstanceSummary: Encodable, Sendable {
    let id: String
    let kind: String
    let family: String
    let placement: String
    let configuration: [String: IntentJSON]?

    init(_ instance: WidgetInstance) {
        id = instance.id
        kind = instance.kind
        family = instance.family.rawValue
        placement = instance.placement.rawValue
        configuration = instance.configuration
    }
}

/// The payload of an `activity` event: what happened, the activity after it, and the alert an update or end came
/// with (the page shows its title and body briefly and expands the island).
struct ActivityEventJSON: Encodable, Sendable {
    let event: String
    let activity: ActivityJSON
    let alert: AlertJSON?

    init(event: String, activity: ActivityJSON, alert: AlertConfiguration? = nil) {
        self.event = event
        self.activity = activity
        self.alert = alert.map(AlertJSON.init)
    }
}

/// An `AlertConfiguration` as events show it.
struct AlertJSON: Encodable, Sendable {
    let title: String
    let body: String
    let sound: String

    init(_ alert: AlertConfiguration) {
        title = String(localized: alert.title)
        body = String(localized: alert.body)
        sound = alert.sound.description
    }
}
