import ArgumentParser
import Foundation
import WidgetryHost
import WidgetryKit
import WidgetryUI

/// `simulate`: the real scheduler on a manual clock, against the bundle's providers.
struct SimulateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Run the host's scheduler on a simulated clock and print every reload, refusal and shown entry."
    )

    @Option(help: "How many hours to simulate.")
    var hours: Double = 24

    @Option(help: "Simulate only this widget kind (default: every timeline widget).")
    var kind: String?

    @Option(help: "The family to add each widget in (default: each widget's first).")
    var family: String?

    @Flag(help: "Print only the counts per widget, not every event.")
    var summary = false

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() async throws {
        let context = try CLIContext.required()
        guard hours > 0, hours <= 24 * 31 else {
            throw CommandError(
                message: "Hours '\(hours.formatted())' is out of range. Simulate between 0 and 744 hours.")
        }
        if let kind { _ = try context.bundle.widget(kind: kind) }
        let family = try family.map(WidgetFamily.named)
        let simulation = HostSimulation(
            bundle: context.bundle, kinds: kind.map { [$0] }, family: family, hours: hours, start: context.now())
        let report = try await simulation.run()
        if json {
            context.output(try JSONOutput.string(SimulationJSON(report)))
        } else {
            context.output(summary ? report.text : Self.details(report))
        }
    }

    /// Every event of every instance, then the lints.
    static func details(_ report: SimulationReport) -> String {
        var lines = [report.text.components(separatedBy: "\n").first ?? ""]
        for instance in report.instances {
            lines.append("")
            lines.append(
                "\(instance.instance.kind) (\(instance.instance.family)): \(instance.reloads.count) reloads, "
                    + "\(instance.countedReloads) counted against the budget, \(instance.refusals.count) refused, "
                    + "\(instance.failures.count) failed, \(instance.shown.count) entries shown")
            for record in instance.records { lines.append("  \(record)") }
            for shown in instance.shown { lines.append("  shown \(shown)") }
            for lint in instance.lints { lines.append("  warning: \(lint)") }
        }
        for problem in report.problems { lines.append("warning: \(problem)") }
        return lines.joined(separator: "\n")
    }
}

/// The simulation as JSON.
struct SimulationJSON: Encodable {
    struct Instance: Encodable {
        var id: String
        var kind: String
        var family: String
        var records: [ReloadRecord]
        var shown: [ShownEntry]
        var lints: [String]
    }

    var start: Date
    var hours: Double
    var elapsedSeconds: Double
    var instances: [Instance]
    var problems: [String]

    init(_ report: SimulationReport) {
        start = report.start
        hours = report.duration / 3600
        elapsedSeconds = report.elapsedSeconds
        instances = report.instances.map {
            Instance(
                id: $0.instance.id, kind: $0.instance.kind, family: "\($0.instance.family)", records: $0.records,
                shown: $0.shown, lints: $0.lints)
        }
        problems = report.problems
    }
}
