import ArgumentParser
import Foundation
import WidgetryCLI
import WidgetryHost
import WidgetryPostgres
import WidgetrySQLite

/// `store`: maintenance of the store `serve` keeps its widgets in (a SQLite file or a PostgreSQL database):
/// migrations, online backups and checks.
struct StoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract: "Migrate, back up or check the store that `serve` keeps its widgets in (SQLite or PostgreSQL).",
        subcommands: [StoreMigrateCommand.self, StoreBackupCommand.self, StoreCheckCommand.self]
    )
}

/// The `--store PATH|URL` option the store commands share with `serve`.
struct StorePathOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The SQLite file `serve` uses, or its postgres:// URL (default: $WIDGETRY_STORE, else ./BUNDLE.sqlite).",
            valueName: "path-or-url"))
    var store: String?

    /// The location given, or `serve`'s default for the bundle.
    func location(in context: CLIContext) -> StoreLocation {
        StoreLocation.resolve(store, bundleName: context.bundle.name)
    }

    /// The SQLite file given, or `serve`'s default; a PostgreSQL URL is refused with `refusal`.
    func path(in context: CLIContext, refusal: String) throws -> String {
        switch location(in: context) {
        case .sqlite(let path): return path
        case .postgres: throw CommandError(message: refusal, exitCode: 1)
        }
    }
}

/// `store migrate`: creates or upgrades the store's schema, as `serve` does when it starts.
struct StoreMigrateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Create or upgrade the store's schema (what `serve` does at start) and say what was applied.",
        discussion: """
            Safe while hosts run and when several hosts start together: PostgreSQL migrations run in one \
            transaction under an advisory lock, and a database written by a newer version is refused.
            """
    )

    @OptionGroup var store: StorePathOption

    func run() async throws {
        let context = try CLIContext.required()
        let location = store.location(in: context)
        do {
            switch location {
            case .sqlite(let path):
                let before = FileManager.default.fileExists(atPath: path)
                let opened = try SQLiteWidgetStore(path: path)
                try await opened.close()
                context.output(
                    "\(before ? "Migrated" : "Created") '\(path)': schema version \(SQLiteWidgetStore.schemaVersion).")
            case .postgres(let text):
                let url = try PostgresStoreURL(text)
                let applied = try await PostgresWidgetStore.migrate(url)
                let version = PostgresWidgetStore.schemaVersion
                if applied.isEmpty {
                    context.output("\(url.redacted) is up to date: schema version \(version).")
                } else {
                    context.output(
                        "Applied migration(s) \(applied.map(String.init).joined(separator: ", ")) to \(url.redacted): "
                            + "schema version \(version).")
                }
            }
        } catch let error as HostError {
            throw CommandError(message: error.description, exitCode: 1)
        }
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
        let path = try store.path(
            in: context,
            refusal: "`store backup` copies SQLite files; back up a PostgreSQL store with pg_dump "
                + "(pg_dump --schema=\(PostgresWidgetStore.schema) URL > widgets.sql).")
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
        discussion: """
            Exits with status 1 when the file is damaged or was written by a newer version. For PostgreSQL it \
            lists the migrations the database lacks (missing) or this build does not know (unknown), with counts \
            and ledger totals, and exits with status 1 when there are any.
            """
    )

    @OptionGroup var store: StorePathOption

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() async throws {
        let context = try CLIContext.required()
        let report: StoreCheckReport
        do {
            switch store.location(in: context) {
            case .sqlite(let path):
                report = try await SQLiteWidgetStore.check(path: path)
            case .postgres(let url):
                let postgres = try await PostgresWidgetStore.check(url)
                context.output(json ? try JSONOutput.string(postgres) : Self.text(postgres))
                if !postgres.isHealthy {
                    throw CommandError(message: "The store '\(postgres.url)' is not healthy.", exitCode: 1)
                }
                return
            }
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

extension StoreCheckCommand {
    /// A PostgreSQL store's report as lines of text.
    static func text(_ report: PostgresStoreCheckReport) -> String {
        var lines = ["Store \(report.url)"]
        lines.append("  server: PostgreSQL \(report.serverVersion)")
        lines.append("  schema version: \(report.applied.max() ?? 0) (this build writes \(report.knownSchemaVersion))")
        if !report.missing.isEmpty {
            lines.append(
                "  missing migrations: " + report.missing.map { "\($0.version) (\($0.name))" }.joined(separator: ", ")
                    + " — run `store migrate` (serve also applies them at start)")
        }
        if !report.unknown.isEmpty {
            lines.append(
                "  unknown migrations: " + report.unknown.map { "\($0.version) (\($0.name))" }.joined(separator: ", ")
                    + " — written by a newer version of Widgetry")
        }
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
