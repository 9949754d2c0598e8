import Foundation
import WidgetryKit

/// What a ``HostSimulation`` saw.
public struct SimulationReport: Sendable, CustomStringConvertible {
    /// The simulated start.
    public let start: Date
    /// The simulated duration, in seconds.
    public let duration: TimeInterval
    /// Each simulated instance.
    public let instances: [InstanceSimulation]
    /// Widgets that could not be simulated, and why.
    public let problems: [String]
    /// How long the simulation took on the wall clock, in seconds.
    public let elapsedSeconds: Double
    /// What each Smart Stack showed, when the simulation declared stacks.
    public internal(set) var stacks: [StackSimulation] = []

    /// Every lint of every instance, prefixed with its kind.
    public var lints: [String] {
        instances.flatMap { instance in instance.lints.map { "\(instance.instance.kind): \($0)" } } + problems
    }

    /// A readable summary: per instance, reloads by reason, refusals, failures, entries shown, lints.
    public var text: String {
        var lines = [
            "Simulated \(WidgetHost.duration(duration)) from \(start.ISO8601Format()) in "
                + "\(String(format: "%.2f", elapsedSeconds)) s."
        ]
        for instance in instances {
            lines.append("")
            lines.append("\(instance.instance.kind) (\(instance.instance.family)):")
            let byReason = Dictionary(grouping: instance.reloads, by: \.reason)
                .map { "\($0.key) \($0.value.count)" }.sorted().joined(separator: ", ")
            lines.append(
                "  \(instance.reloads.count) reloads (\(instance.countedReloads) counted)"
                    + (byReason.isEmpty ? "" : ": \(byReason)"))
            lines.append("  \(instance.refusals.count) refused, \(instance.failures.count) failed")
            lines.append("  \(instance.shown.count) entries shown")
            for lint in instance.lints { lines.append("  warning: \(lint)") }
        }
        lines += stackLines
        for problem in problems { lines.append("warning: \(problem)") }
        return lines.joined(separator: "\n")
    }

    /// Each stack's stretches with their top widget and why.
    public var stackLines: [String] {
        stacks.flatMap { stack in
            let rotate = stack.stack.smartRotate ? "on" : "off"
            let title = "Stack \(stack.stack.name) (\(stack.stack.id), Smart Rotate \(rotate)):"
            return ["", title] + stack.lines(from: start)
        }
    }

    public var description: String { text }
}

/// What one instance did during a simulation.
public struct InstanceSimulation: Sendable {
    /// The instance.
    public let instance: WidgetInstance
    /// Its whole ledger, oldest first.
    public let records: [ReloadRecord]
    /// Every entry it showed, in order, starting with its placeholder.
    public let shown: [ShownEntry]
    /// Every timeline it installed.
    public let timelines: [TimelineRecord]
    /// What a widget author should look at.
    public let lints: [String]

    init(
        instance: WidgetInstance, records: [ReloadRecord], shown: [ShownEntry], timelines: [TimelineRecord],
        limits: HostLimits, duration: TimeInterval
    ) {
        self.instance = instance
        self.records = records
        self.shown = shown
        self.timelines = timelines
        self.lints = SimulationLints.lints(
            records: records, shown: shown, timelines: timelines, limits: limits, duration: duration)
    }

    /// The reloads, oldest first.
    public var reloads: [ReloadRecord] { records.filter { $0.event == .reloaded } }
    /// The refusals, oldest first.
    public var refusals: [ReloadRecord] { records.filter { $0.event == .refused } }
    /// The deferrals, oldest first.
    public var deferrals: [ReloadRecord] { records.filter { $0.event == .deferred } }
    /// The failed provider calls, oldest first.
    public var failures: [ReloadRecord] { records.filter { $0.event == .failed } }
    /// The reloads that spent budget (failed calls included).
    public var countedReloads: Int { records.filter(\.counted).count }
}
