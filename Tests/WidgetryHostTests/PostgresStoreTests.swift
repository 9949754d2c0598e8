import Foundation
import PostgresNIO
import Testing
import WidgetryHost
import WidgetryKit
import WidgetryPostgres

/// URLs and connection failures: no server needed.
@Suite struct PostgresStoreURLTests {
    @Test func aURLFallsBackAsPsqlDoes() throws {
        let url = try PostgresStoreURL("postgres://widgets@db.internal/", environment: [:])
        #expect(url.host == "db.internal" && url.port == 5432 && url.database == "widgets" && url.password == nil)
        #expect(url.tls == .prefer)
        let full = try PostgresStoreURL(
            "postgresql://me:p%40ss@[::1]:6543/app?sslmode=require&connect_timeout=3", environment: [:])
        #expect(full.host == "::1" && full.port == 6543 && full.user == "me" && full.password == "p@ss")
        #expect(full.database == "app" && full.tls == .require && full.connectTimeout == .seconds(3))
        #expect(full.redacted == "postgres://me:***@[::1]:6543/app", "the password never shows")
        let fromEnvironment = try PostgresStoreURL(
            "postgres://127.0.0.1:5433/app", environment: ["PGUSER": "ops", "PGPASSWORD": "secret"])
        #expect(fromEnvironment.user == "ops" && fromEnvironment.password == "secret")
        let reparsed = try PostgresStoreURL(full.with(database: "other"), environment: [:])
        #expect(reparsed.password == "p@ss" && reparsed.database == "other" && reparsed.tls == .require)
    }

    @Test(arguments: [
        ("mysql://u@h/db", "must start with postgres://"),
        ("postgres://u@h:99999/db", "port"),
        ("postgres://u@h/db?sslmode=always", "sslmode 'always'"),
        ("postgres://u@h/db?pool=3", "parameter 'pool' is unknown"),
        ("postgres://u@h/a/b", "contains '/'"),
    ])
    func aBadURLSaysWhatIsWrong(url: String, expected: String) {
        let error = #expect(throws: HostError.self) { try PostgresStoreURL(url, environment: [:]) }
        #expect(error?.code == .storeFailed)
        #expect(error?.message.contains(expected) == true, "\(error?.message ?? "")")
        #expect(error?.detail?.contains("postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE") == true)
    }

    @Test func anUnreachableServerIsAClearErrorNotAHang() async throws {
        // Port 1 on loopback: nothing listens, the connection is refused at once.
        let error = await #expect(throws: HostError.self) {
            try await PostgresWidgetStore.open("postgres://widgets:secret@127.0.0.1:1/widgets?connect_timeout=5")
        }
        #expect(error?.message.contains("Could not open the PostgreSQL store at postgres://widgets:***@") == true)
        #expect(error?.description.contains("Could not connect to 127.0.0.1:1") == true, "\(error?.description ?? "")")
        #expect(error?.description.contains("Is PostgreSQL running there") == true)
        #expect(error?.description.contains("secret") == false)
    }
}

/// The PostgreSQL store against a real server: migrations, checks, login failures, several hosts, resuming.
@Suite(.enabled(if: PostgresTestServer.url != nil, PostgresTestServer.skipReason))
struct PostgresStoreTests {
    /// Runs SQL on a database directly, as an operator would with psql.
    func sql(_ url: String, _ query: PostgresQuery) async throws {
        let parsed = try PostgresStoreURL(url)
        let connection = try await PostgresConnection.connect(
            configuration: PostgresConnection.Configuration(
                host: parsed.host, port: parsed.port, username: parsed.user, password: parsed.password,
                database: parsed.database, tls: .disable),
            id: 1, logger: Logger(label: "test"))
        _ = try await connection.query(query, logger: Logger(label: "test"))
        try await connection.close()
    }

    @Test func migrationsAreVersionedAndRunOnce() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        let before = try await PostgresWidgetStore.check(url)
        #expect(before.applied.isEmpty && !before.isHealthy)
        #expect(before.missing.map(\.version) == PostgresWidgetStore.migrations.map(\.version))
        #expect(try await PostgresWidgetStore.check(url).missing.count == before.missing.count, "check changes nothing")
        #expect(
            try await PostgresWidgetStore.migrate(PostgresStoreURL(url))
                == PostgresWidgetStore.migrations.map(\.version))
        #expect(try await PostgresWidgetStore.migrate(PostgresStoreURL(url)).isEmpty, "nothing left to apply")
        let store = try await PostgresWidgetStore.open(url)
        try await store.close()
        let after = try await PostgresWidgetStore.check(url)
        #expect(after.isHealthy && after.applied == PostgresWidgetStore.migrations.map(\.version))
        #expect(after.counts["instances"] == 0 && !after.isSeeded)
    }

    @Test func hostsStartingTogetherMigrateOnce() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        let stores = try await withThrowingTaskGroup(of: PostgresWidgetStore.self) { group in
            for _ in 0..<4 { group.addTask { try await PostgresWidgetStore.open(url) } }
            var stores: [PostgresWidgetStore] = []
            for try await store in group { stores.append(store) }
            return stores
        }
        #expect(stores.count == 4)
        #expect(try await PostgresWidgetStore.check(url).applied == PostgresWidgetStore.migrations.map(\.version))
        for store in stores { try await store.close() }
    }

    @Test func aDatabaseWrittenByANewerVersionIsRefusedAndReported() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        try await PostgresWidgetStore.open(url).close()
        try await sql(url, "INSERT INTO widgetry.schema_migrations (version, name) VALUES (999, 'from the future')")
        let error = await #expect(throws: HostError.self) { try await PostgresWidgetStore.open(url) }
        #expect(error?.message.contains("written by a newer version") == true)
        #expect(error?.detail?.contains("999") == true)
        let report = try await PostgresWidgetStore.check(url)
        #expect(report.unknown.map(\.version) == [999] && report.missing.isEmpty && !report.isHealthy)
    }

    @Test func aWrongPasswordSaysSo() async throws {
        let server = try PostgresStoreURL(try #require(PostgresTestServer.url))
        let wrong = "postgres://\(server.user):not-the-password@\(server.host):\(server.port)/\(server.database)"
        let error = await #expect(throws: HostError.self) { try await PostgresWidgetStore.open(wrong) }
        #expect(error?.description.contains("The password for user '\(server.user)' is wrong") == true)
        #expect(error?.description.contains("not-the-password") == false, "\(error?.description ?? "")")
    }

    @Test func aMissingDatabaseSaysHowToCreateIt() async throws {
        let server = try PostgresStoreURL(try #require(PostgresTestServer.url))
        let error = await #expect(throws: HostError.self) {
            try await PostgresWidgetStore.open(server.with(database: "widgetry_no_such_database"))
        }
        #expect(error?.description.contains("'widgetry_no_such_database' does not exist: create it") == true)
    }

    @Test func aHostResumesFromPostgresExactlyAsFromSQLite() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        let firstStore = try await PostgresWidgetStore.open(url)
        let first = try await HostHarness.make(
            .entries(count: 3, spacing: 600, policy: .after(3600)), store: firstStore)
        try await first.addLoaded()
        await first.clock.advance(by: 700)
        let shown = try await first.host.currentEntry(of: "w1")
        let rendering = try await first.host.currentRendering(of: "w1", variant: RenderVariant(.dark, .accented))
        let ledger = await first.host.ledger(for: "w1")
        let plans = try await first.host.plannedReloads(of: "w1")
        let timeline = try await first.host.timeline(of: "w1")
        let widget = try await first.host.widget(id: "w1")
        await first.host.stop()
        try await firstStore.close()

        let secondStore = try await PostgresWidgetStore.open(url)
        let second = try await HostHarness.make(store: secondStore, clock: first.clock, script: first.script)
        #expect(await second.host.widgets() == [widget])
        #expect(try await second.host.currentEntry(of: "w1") == shown)
        #expect(try await second.host.currentRendering(of: "w1", variant: RenderVariant(.dark, .accented)) == rendering)
        #expect(await second.host.ledger(for: "w1") == ledger)
        #expect(try await second.host.plannedReloads(of: "w1") == plans)
        #expect(try await second.host.timeline(of: "w1") == timeline)
        #expect(first.script.timelineCalls == 1 && first.script.placeholderCalls == 1, "no provider was called")
        #expect(second.renderer.callCount == 0, "nothing was rendered again")
        await second.clock.advance(to: second.at(1200))
        #expect(try await second.host.currentEntry(of: "w1")?.slot == .entry(2), "entry changes resume")
        await second.clock.advance(to: second.at(3600))
        #expect(first.script.timelineCalls == 2, "the planned reload happens on the new host")
        #expect(await second.records(.reloaded).last?.reason == .policyAfter)
        await second.host.stop()
        try await secondStore.close()
    }

    @Test func hostsSharingADatabaseSeeEachOtherInItsDirectory() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        let a = try await PostgresWidgetStore.open(url)
        let b = try await PostgresWidgetStore.open(url)
        let t0 = Date(timeIntervalSince1970: 1_800_000_000.25)
        let first = HostRecord(id: "a", started: t0, lastHeartbeat: t0, bundle: "Demo", address: "http://a:8080")
        var second = HostRecord(id: "b", started: t0.addingTimeInterval(5), lastHeartbeat: t0, bundle: "Demo")
        try await a.register(first)
        try await b.register(second)
        #expect(try await b.liveHosts(since: t0) == [first, second], "each sees both, oldest first")
        second.lastHeartbeat = t0.addingTimeInterval(30)
        second.instances = 12
        try await b.heartbeat(second)
        #expect(try await a.liveHosts(since: t0.addingTimeInterval(10)) == [second], "a silent host drops out")
        try await b.deregister(hostID: "b")
        #expect(try await a.liveHosts(since: t0) == [first])
        try await a.close()
        try await b.close()
    }

    @Test func aSecondHostOnTheSameDatabaseReadsWhatTheFirstWrote() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        let writerStore = try await PostgresWidgetStore.open(url)
        let writer = try await HostHarness.make(
            .entries(count: 2, spacing: 600, policy: .after(3600)), store: writerStore)
        try await writer.addLoaded()
        let readerStore = try await PostgresWidgetStore.open(url)
        let reader = try await HostHarness.make(store: readerStore, clock: writer.clock, script: writer.script)
        #expect(await reader.host.widgets().map(\.id) == ["w1"])
        #expect(
            try await reader.host.currentRendering(of: "w1", variant: RenderVariant(.light, .fullColor))
                == writer.host.currentRendering(of: "w1", variant: RenderVariant(.light, .fullColor)))
        #expect(try await readerStore.ledgerTotals(instanceID: "w1") == writerStore.ledgerTotals(instanceID: "w1"))
        await reader.host.stop()
        await writer.host.stop()
        try await readerStore.close()
        try await writerStore.close()
    }
}
