import Foundation
import Synchronization
import WidgetryKit
import WidgetryUI

/// Runs the real host and scheduler on a ``ManualClock`` for hours of simulated time against a bundle's
/// providers, and reports every reload, refusal and shown entry, with lints.
///
/// A simulated day takes seconds: time jumps from one due event to the next, and providers are called as the
/// host calls them (under the deadline, in real time).
///
/// Providers date entries with `Date()`, the wall clock, which does not move with the simulation. The simulation
/// therefore uses ``TimelineDating/relativeToWallClock``: each timeline is shifted by
/// `(simulated now − wall clock just before the call)`, so "now, then every hour" means the simulated now and
/// the intervals are kept. Set ``configuration``'s `timelineDating` to ``TimelineDating/asReturned`` for
/// providers that date entries some other way.
///
/// For example:
///
/// ```swift
/// var simulation = HostSimulation(bundle: WidgetBundleDescriptor(MyWidgets()))
/// simulation.script = [SimulationStep(at: 3600, .push(kinds: ["GameStatus"]))]
/// let report = try await simulation.run()
/// print(report.text)
/// ```
public struct HostSimulation: Sendable {
    /// The bundle whose widgets are simulated.
    public var bundle: WidgetBundleDescriptor
    /// The kinds to add one instance of; every timeline widget when `nil`.
    public var kinds: [String]?
    /// The family to add each at; each kind's first supported family when `nil`.
    public var family: WidgetFamily?
    /// How long to simulate, in seconds.
    public var duration: TimeInterval
    /// The simulated start.
    public var start: Date
    /// The host's configuration; a ``CollectingHostLogger`` and wall-clock-relative dating by default.
    public var configuration: HostConfiguration
    /// What renders entries; ``EntryDescriptionRenderer`` by default, which makes no views.
    public var renderer: any WidgetRenderer
    /// Things that happen during the simulation: app requests, pushes, appearance changes.
    public var script: [SimulationStep]
    /// Smart Stacks to make, each a list of kinds (an instance of each, in a family they share; see
    /// ``StackSimulation``).
    public var stacks: [[String]] = []
    /// The device's location for coordinate relevance clues; none by default.
    public var location: RelevanceLocation?

    /// Creates a simulation.
    /// - Parameters:
    ///   - bundle: The bundle.
    ///   - kinds: The kinds to simulate; every timeline widget when `nil`.
    ///   - family: The family; each kind's first when `nil`.
    ///   - hours: How many hours to simulate.
    ///   - start: The simulated start; the wall clock's now by default.
    public init(
        bundle: WidgetBundleDescriptor, kinds: [String]? = nil, family: WidgetFamily? = nil, hours: Double = 24,
        start: Date = Date()
    ) {
        self.bundle = bundle
        self.kinds = kinds
        self.family = family
        self.duration = hours * 3600
        self.start = start
        self.configuration = HostConfiguration(timelineDating: .relativeToWallClock, logger: CollectingHostLogger())
        self.renderer = EntryDescriptionRenderer()
        self.script = []
    }

    /// Runs the simulation.
    ///
    /// - Returns: Per instance, every reload, refusal, failure and shown entry, and the lints.
    /// - throws: `WidgetError` for an unknown kind, ``HostError`` for an unsupported family or a failing store.
    public func run() async throws -> SimulationReport {
        let wallStart = ContinuousClock.now
        let clock = ManualClock(now: start)
        let host = try await WidgetHost(
            bundle: bundle, store: InMemoryWidgetStore(), renderer: renderer, clock: clock,
            configuration: configuration)
        let events = Mutex<[HostEvent]>([])
        await host.addObserver { event in events.withLock { $0.append(event) } }
        var problems: [String] = []
        await host.setRelevanceLocation(location)
        problems += await makeStacks(on: host)
        for kind in kinds ?? bundle.timelineWidgets.map(\.kind) where stacks.allSatisfy({ !$0.contains(kind) }) {
            let widget = try bundle.widget(kind: kind)
            guard let family = family ?? widget.supportedFamilies.first else {
                problems.append("Widget '\(kind)' supports no families; it was not simulated.")
                continue
            }
            do {
                try await host.addWidget(kind: kind, family: family, id: "\(kind)")
            } catch {
                problems.append("Widget '\(kind)' could not be added: \(error)")
            }
        }
        for step in script {
            clock.setWakeUp(UUID(), at: start.addingTimeInterval(step.at)) {
                await step.input.apply(to: host)
            }
        }
        await clock.advance(to: start.addingTimeInterval(duration))
        await host.waitUntilIdle()
        await host.stop()
        var instances: [InstanceSimulation] = []
        let collected = events.withLock { $0 }
        for instance in await host.widgets() {
            let records = try await host.storedLedger(for: instance.id)
            instances.append(
                InstanceSimulation(
                    instance: instance, records: records,
                    shown: collected.compactMap {
                        if case .entryShown(let shown) = $0, shown.instanceID == instance.id { shown } else { nil }
                    },
                    timelines: collected.compactMap {
                        if case .timelineInstalled(let timeline) = $0, timeline.instanceID == instance.id {
                            timeline
                        } else {
                            nil
                        }
                    }, limits: configuration.limits, duration: duration))
        }
        let elapsed = ContinuousClock.now - wallStart
        var report = SimulationReport(
            start: start, duration: duration, instances: instances, problems: problems,
            elapsedSeconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        report.stacks = await stackReports(of: host, end: start.addingTimeInterval(duration))
        return report
    }
}

/// Something that happens at a moment of a simulation.
public struct SimulationStep: Sendable {
    /// Seconds after the simulation's start.
    public var at: TimeInterval
    /// What happens.
    public var input: SimulationInput

    /// Creates a step.
    public init(at: TimeInterval, _ input: SimulationInput) {
        self.at = at
        self.input = input
    }
}

/// What can happen during a simulation.
public enum SimulationInput: Sendable {
    /// The app calls `WidgetCenter`.
    case widgetCenter(WidgetCenterRequest)
    /// A push `{"aps":{"content-changed":true}}` for some kinds (all when `nil`).
    case push(kinds: [String]?)
    /// The app becomes active or inactive.
    case appActive(Bool)
    /// The appearance or locale changes.
    case environment(EnvironmentChange)

    func apply(to host: WidgetHost) async {
        switch self {
        case .widgetCenter(let request): await host.handle(request)
        case .push(let kinds):
            _ = try? await host.handlePush(Data(#"{"aps":{"content-changed":true}}"#.utf8), kinds: kinds)
        case .appActive(let active): await host.setAppActive(active)
        case .environment(let change): await host.environmentDidChange(change)
        }
    }
}
