import ArgumentParser
import Foundation
import WidgetryHost

/// `store`: maintenance of the SQLite file `serve` keeps its widgets in: online backups and checks.
struct StoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract: "Back up or check the SQLite store that `serve` keeps its widgets in.",
        subcommands: [StoreBackupCommand.self, StoreCheckCommand.self]
    )
}

/// The `--store PATH` option the store commands share with `serve`.
struct StorePathOption: ParsableArguments {
    @Option(help: "The SQLite file `serve` uses (default: ./BUNDLE.sqlite).")
    var store: String?

    /// The path given, or `serve`'s default for the bundle.
    func path(in context: CLIContext) -> String {
        store ?? FileManager.default.currentDirectoryPath + "/\(context.bundle.name).sqlite"
    }
}

/// `store backup PATH`: SQLite's online backup of the store to a new file, safe while `serve` runs.
struct StoreBackupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy the store to a new file with SQLite's online backup (safe while `serve` runs).",
        discussion: """
            The copy is consistent and includes what is still in the '-wal' file; an existing file is never \
            overwritten. The copy is checked after it is written.
            """
    )

    @Argument(help: "The new file to write.")
    var destination: String

    @OptionGroup var store: StorePathOption

    func run() async throws {
        let context = try CLIContext.required()
        let path = store.path(in: context)
        guard FileManager.default.fileExists(atPath: path) else {
            throw CommandError(message: "There is no store at '\(path)'. Give its path with --store PATH.")
        }
        do {
            let source = try SQLiteWidgetStore(path: path)
            try await source.backup(to: destination)
            try await source.close()
            let report = try await SQLiteWidgetStore.check(path: destination)
            guard report.isHealthy else {
                throw CommandError(
                    message: "The backup '\(destination)' failed its check:\n" + StoreCheckCommand.text(report),
                    exitCode: 1)
            }
            context.output(
                "Backed up '\(path)' to '\(report.path)': \(report.counts["instances"] ?? 0) widgets, "
                    + "\(report.counts["ledgerLines"] ?? 0) ledger lines, schema version \(report.schemaVersion).")
        } catch let error as HostError {
            throw CommandError(message: error.description, exitCode: 1)
        }
    }
}

/// `store check`: integrity, schema version and counts of a store, without changing it.
struct StoreCheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the store: SQLite's integrity check, the schema version and counts (changes nothing).",
        discussion: "Exits with status 1 when the file is damaged or was written by a newer version."
    )

    @OptionGroup var store: StorePathOption

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() async throws {
        let context = try CLIContext.required()
        let report: StoreCheckReport
        do {
            report = try await SQLiteWidgetStore.check(path: store.path(in: context))
        } catch let error as HostError {
            throw CommandError(message: error.description, exitCode: 1)
        }
        context.output(json ? try JSONOutput.string(report) : Self.text(report))
        if !report.isHealthy { throw CommandError(message: "The store '\(report.path)' is not healthy.", exitCode: 1) }
    }

    /// The report as lines of text.
    static func text(_ report: StoreCheckReport) -> String {
        var lines = ["Store \(report.path)"]
        lines.append("  integrity: \(report.integrity.joined(separator: "; "))")
        lines.append("  foreign key violations: \(report.foreignKeyViolations)")
        var schema = "  schema version: \(report.schemaVersion) (this build writes \(report.knownSchemaVersion))"
        if report.schemaVersion > report.knownSchemaVersion { schema += " — written by a newer version" }
        lines.append(schema)
        lines.append("  seeded: \(report.isSeeded ? "yes" : "no (serve adds one of each widget on its next start)")")
        for (name, count) in report.counts.sorted(by: { $0.key < $1.key }) { lines.append("  \(name): \(count)") }
        if !report.ledgerTotals.isEmpty {
            let totals = report.ledgerTotals.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            lines.append("  ledger totals: " + totals.joined(separator: ", "))
        }
        lines.append(report.isHealthy ? "OK" : "NOT HEALTHY")
        return lines.joined(separator: "\n")
    }
}
