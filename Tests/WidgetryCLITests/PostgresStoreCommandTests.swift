import Foundation
import Logging
import Testing
import Widgetry
import WidgetryHost
import WidgetryPostgres

@testable import WidgetryCLI
@testable import WidgetryServing

/// The PostgreSQL server these tests use (`scripts/postgres.sh` prints one; `scripts/test.sh` and CI export it).
private let postgresServer = ProcessInfo.processInfo.environment["WIDGETRY_TEST_POSTGRES"].flatMap {
    $0.isEmpty ? nil : $0
}

/// `--store postgres://…` for `serve` and the store commands.
@MainActor
@Suite struct PostgresStoreCommandTests {
    let bundle = WidgetBundleDescriptor(NowBundle())

    @Test func aStoreArgumentOrWIDGETRY_STOREPicksTheStore() {
        let url = "postgres://widgets@db:5432/widgets"
        guard case .postgres(url) = StoreLocation.resolve(url, bundleName: "B", environment: [:]) else {
            Issue.record("a postgres:// --store is PostgreSQL")
            return
        }
        guard case .postgres(url) = StoreLocation.resolve(nil, bundleName: "B", environment: ["WIDGETRY_STORE": url])
        else {
            Issue.record("WIDGETRY_STORE is read when --store is not given")
            return
        }
        guard case .sqlite(let path) = StoreLocation.resolve(nil, bundleName: "B", environment: [:]) else {
            Issue.record("the default is a SQLite file")
            return
        }
        #expect(path.hasSuffix("/B.sqlite"))
        guard
            case .sqlite("/tmp/x.sqlite") = StoreLocation.resolve(
                "/tmp/x.sqlite", bundleName: "B", environment: ["WIDGETRY_STORE": url])
        else {
            Issue.record("--store wins over WIDGETRY_STORE")
            return
        }
    }

    @Test func aBadURLIsOneLineSayingWhatIsWrong() async {
        let run = await CLIRun.run(
            ["store", "check", "--store", "postgres://u@h/db?sslmode=sometimes"], bundle: bundle)
        #expect(run.code == 1)
        #expect(run.errors.contains("sslmode 'sometimes' is not one of"), "\(run.errors)")
        let serve = await CLIRun.run(["serve", "--port", "0", "--store", "postgres://u@h:0/db"], bundle: bundle)
        #expect(serve.code == 1)
        #expect(serve.errors.contains("port 0 is out of range"), "\(serve.errors)")
    }

    @Test func backupPointsAtPgDump() async {
        let run = await CLIRun.run(
            ["store", "backup", "/tmp/never-written.sqlite", "--store", "postgres://u@127.0.0.1:1/db"], bundle: bundle)
        #expect(run.code == 1)
        #expect(run.errors.contains("pg_dump"), "\(run.errors)")
    }

    @Test(.enabled(if: postgresServer != nil, "WIDGETRY_TEST_POSTGRES is not set: run scripts/postgres.sh first"))
    func migrateAndCheckAPostgresStore() async throws {
        let name = "widgetry_cli_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let url = try await PostgresWidgetStore.createDatabase(name, on: try #require(postgresServer))
        let before = await CLIRun.run(["store", "check", "--store", url], bundle: bundle)
        #expect(before.code == 1, "missing migrations are unhealthy")
        #expect(before.output.contains("missing migrations: 1 ("), "\(before.output)")
        #expect(before.output.hasSuffix("NOT HEALTHY"))
        #expect(!before.output.contains(":widgetry@"), "the password is never printed")
        let migrate = await CLIRun.run(["store", "migrate", "--store", url], bundle: bundle)
        #expect(migrate.code == 0, "\(migrate.errors)")
        let versions = PostgresWidgetStore.migrations.map { String($0.version) }.joined(separator: ", ")
        #expect(migrate.output.contains("Applied migration(s) \(versions)"), "\(migrate.output)")
        let again = await CLIRun.run(["store", "migrate", "--store", url], bundle: bundle)
        #expect(again.output.contains("is up to date: schema version \(PostgresWidgetStore.schemaVersion)"))
        let after = await CLIRun.run(["store", "check", "--store", url, "--json"], bundle: bundle)
        #expect(after.code == 0, "\(after.errors)")
        let report = try JSONDecoder().decode(PostgresStoreCheckReport.self, from: Data(after.output.utf8))
        #expect(report.isHealthy && report.counts["instances"] == 0)
    }
}
