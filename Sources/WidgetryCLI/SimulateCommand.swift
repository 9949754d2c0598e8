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

    @Option(
        name: .customLong("stack"),
        help: ArgumentHelp(
            "A Smart Stack of these kinds, comma-separated, such as 'WeatherWidget,CountryWidget' (repeatable): "
                + "the report says which widget was on top when, and why."))
    var stacks: [String] = []

    @Option(help: "The device's location as LAT,LON, for location relevance clues (default: none).")
    var location: String?

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
        var simulation = HostSimulation(
            bundle: context.bundle, kinds: kind.map { [$0] }, family: family, hours: hours, start: context.now())
        simulation.stacks = try stacks.map { try Self.stackKinds($0, bundle: context.bundle) }
        simulation.location = try location.map(Self.location)
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
        lines += report.stackLines
        for problem in report.problems { lines.append("warning: \(problem)") }
        return lines.joined(separator: "\n")
    }

    /// The kinds of a `--stack` value: at least two, each a timeline widget of the bundle, none twice.
    static func stackKinds(_ value: String, bundle: WidgetBundleDescriptor) throws -> [String] {
        let kinds = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard kinds.count >= 2, !kinds.contains(where: \.isEmpty) else {
            throw CommandError(
                message: "Stack '\(value)' needs two or more widget kinds, comma-separated, such as "
                    + "'WeatherWidget,CountryWidget'.")
        }
        guard Set(kinds).count == kinds.count else {
            throw CommandError(message: "Stack '\(value)' names a kind twice; a stack holds one of each.")
        }
        for kind in kinds { _ = try bundle.widget(kind: kind) }
        return kinds
    }

    /// A `--location` value: `LAT,LON` in degrees.
    static func location(_ value: String) throws -> RelevanceLocation {
        try RelevanceLocationOption.parse(value)
    }
}

/// Parses a `--location` value (`simulate` and `serve`): `LAT,LON` in degrees.
package enum RelevanceLocationOption {
    /// The location `value` names, or an error saying what a location looks like.
    package static func parse(_ value: String) throws -> RelevanceLocation {
        guard let location = RelevanceLocation(parsing: value) else {
            throw CommandError(
                message: "Location '\(value)' is not LAT,LON in degrees, such as '51.5074,-0.1278' "
                    + "(latitude -90 to 90, longitude -180 to 180).")
        }
        return location
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
    var stacks: [Stack]
    var problems: [String]

    struct Stack: Encodable {
        var id: String
        var name: String
        var members: [String]
        var smartRotate: Bool
        var periods: [StackSimulation.Period]
    }

    init(_ report: SimulationReport) {
        start = report.start
        hours = report.duration / 3600
        elapsedSeconds = report.elapsedSeconds
        instances = report.instances.map {
            Instance(
                id: $0.instance.id, kind: $0.instance.kind, family: "\($0.instance.family)", records: $0.records,
                shown: $0.shown, lints: $0.lints)
        }
        stacks = report.stacks.map {
            Stack(
                id: $0.stack.id, name: $0.stack.name, members: $0.stack.members, smartRotate: $0.stack.smartRotate,
                periods: $0.periods)
        }
        problems = report.problems
    }
}
