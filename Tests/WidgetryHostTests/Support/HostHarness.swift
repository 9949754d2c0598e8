import Foundation
import Synchronization
import WidgetryHost
import WidgetryKit
import WidgetryUI

/// A host on a manual clock with a scripted widget ("Scripted"), a configurable one ("Configurable"), a
/// recording renderer and a collecting logger.
struct HostHarness {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    let clock: ManualClock
    let script: ProviderScript
    let renderer: RecordingRenderer
    let logger: CollectingHostLogger
    let host: WidgetHost
    let events: EventLog

    static func make(
        _ response: ProviderScript.Response = .entries(count: 1, spacing: 0, policy: .after(3600)),
        store: (any WidgetStore)? = nil,
        clock: ManualClock? = nil,
        script: ProviderScript? = nil,
        renderer: RecordingRenderer = RecordingRenderer(),
        configure: (inout HostConfiguration) -> Void = { _ in }
    ) async throws -> HostHarness {
        let clock = clock ?? ManualClock(now: start)
        let script = script ?? ProviderScript(clock: clock, response: response)
        let logger = CollectingHostLogger()
        var configuration = HostConfiguration(logger: logger)
        // Answering providers never miss this deadline, however loaded the machine; tests of hanging providers
        // shorten it with `hangFromNowOn()` once the answers they need are in.
        configuration.limits.providerDeadline = 60
        configure(&configuration)
        let bundle = await makeBundle([ScriptedWidget(kind: "Scripted", script: script), ConfigurableWidget()])
        let host = try await WidgetHost(
            bundle: bundle, store: store, renderer: renderer, clock: clock, configuration: configuration)
        let events = EventLog()
        await host.addObserver { events.append($0) }
        return HostHarness(
            clock: clock, script: script, renderer: renderer, logger: logger, host: host, events: events)
    }

    /// Adds the scripted widget and lets its first timeline arrive.
    @discardableResult
    func addLoaded(
        kind: String = "Scripted", family: WidgetFamily = .systemSmall, configuration: WidgetConfigurationValues? = nil,
        id: String = "w1"
    ) async throws -> WidgetInstance {
        let instance = try await host.addWidget(kind: kind, family: family, configuration: configuration, id: id)
        await clock.runDueWakeUps()
        return instance
    }

    /// From now on the provider hangs and the host's deadline is 0.2 s: every call times out, deterministically,
    /// while every earlier call had a deadline no answer misses.
    func hangFromNowOn() async {
        script.respond(.hang)
        await setDeadline(0.2)
    }

    /// Sets the host's provider deadline.
    func setDeadline(_ seconds: TimeInterval) async {
        var limits = await host.configuration.limits
        limits.providerDeadline = seconds
        await host.setLimits(limits)
    }

    /// The ledger lines of an event kind.
    func records(_ event: ReloadRecord.Event, of id: String = "w1") async -> [ReloadRecord] {
        await host.ledger(for: id).filter { $0.event == event }
    }

    /// Seconds since the harness's start.
    func at(_ seconds: TimeInterval) -> Date { Self.start.addingTimeInterval(seconds) }
}

/// Collects host events.
final class EventLog: Sendable {
    private let events = Mutex<[HostEvent]>([])

    func append(_ event: HostEvent) { events.withLock { $0.append(event) } }

    var shown: [ShownEntry] {
        events.withLock { $0 }.compactMap { if case .entryShown(let shown) = $0 { shown } else { nil } }
    }

    var records: [ReloadRecord] {
        events.withLock { $0 }.compactMap { if case .recorded(let record) = $0 { record } else { nil } }
    }

    var timelines: [TimelineRecord] {
        events.withLock { $0 }.compactMap { if case .timelineInstalled(let timeline) = $0 { timeline } else { nil } }
    }
}
