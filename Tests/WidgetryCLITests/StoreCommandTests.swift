import Foundation
import Logging
import Testing
import Widgetry
import WidgetryHost
import WidgetrySQLite

@testable import WidgetryCLI
@testable import WidgetryServing

/// A widget whose only entry is "now" with `.atEnd`: the host would ask again at once.
struct NowProvider: TimelineProvider {
    func placeholder(in context: Context) -> TickEntry { TickEntry(date: Date(), tick: 0) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (TickEntry) -> Void) {
        completion(TickEntry(date: Date(), tick: 0))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TickEntry>) -> Void) {
        completion(Timeline(entries: [TickEntry(date: Date(), tick: 0)], policy: .atEnd))
    }
}

struct NowWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Now", provider: NowProvider()) { entry in Text("\(entry.tick)") }
            .supportedFamilies([.systemSmall])
    }
}

struct NowBundle: WidgetBundle {
    var body: some Widget {
        NowWidget()
        TickWidget()
    }
}

@MainActor
@Suite struct StoreCommandTests {
    let bundle = WidgetBundleDescriptor(NowBundle())

    func temporaryPath(_ name: String = "host.sqlite") -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-cli-\(UUID().uuidString)")
            .appendingPathComponent(name).path
    }

    func makeStore(widgets: Int) async throws -> String {
        let path = temporaryPath()
        let store = try SQLiteWidgetStore(path: path)
        let host = try await WidgetHost(bundle: bundle, store: store, clock: ManualClock())
        for index in 0..<widgets { try await host.addWidget(kind: "Tick", family: .systemSmall, id: "w\(index)") }
        await host.stop()
        try await store.close()
        return path
    }

    @Test func storeCheckReportsIntegritySchemaAndCounts() async throws {
        let path = try await makeStore(widgets: 2)
        let run = await CLIRun.run(["store", "check", "--store", path], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output.contains("integrity: ok"))
        #expect(run.output.contains("instances: 2"))
        #expect(run.output.contains("schema version: \(SQLiteWidgetStore.schemaVersion)"))
        #expect(run.output.hasSuffix("OK"))
    }

    @Test func storeBackupWritesACheckedCopyAndNeverOverwrites() async throws {
        let path = try await makeStore(widgets: 1)
        let target = temporaryPath("backup.sqlite")
        let run = await CLIRun.run(["store", "backup", target, "--store", path], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output.contains("1 widgets"))
        let copy = try await SQLiteWidgetStore.check(path: target)
        #expect(copy.isHealthy && copy.counts["instances"] == 1)
        let again = await CLIRun.run(["store", "backup", target, "--store", path], bundle: bundle)
        #expect(again.code == 1)
        #expect(again.errors.contains(target))
    }

    @Test func storeCommandsNameAMissingStore() async {
        let path = temporaryPath()
        let run = await CLIRun.run(["store", "check", "--store", path], bundle: bundle)
        #expect(run.code == 1)
        #expect(run.errors.contains("No file at '\(path)'"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func serveRefusesABadLedgerRetention() async {
        let run = await CLIRun.run(["serve", "--ledger-retention-days", "0"], bundle: bundle)
        #expect(run.code != 0)
        #expect(run.errors.contains("--ledger-retention-days '0' is out of range"), "\(run.errors)")
    }

    @Test func serveSeedsANewStoreOnceAndAnEmptiedStoreStaysEmpty() async throws {
        let path = temporaryPath()
        let logger = Logger(label: "test")
        let store = try SQLiteWidgetStore(path: path)
        let host = try await WidgetHost(bundle: bundle, store: store, clock: ManualClock())
        #expect(try await ServingHost.seedOnFirstRun(host, store: store, firstRun: .oneOfEach, logger: logger))
        #expect(await host.widgets().map(\.kind) == ["Now", "Tick"])
        for widget in await host.widgets() { try await host.removeWidget(id: widget.id) }
        await host.stop()
        try await store.close()
        let reopened = try SQLiteWidgetStore(path: path)
        let second = try await WidgetHost(bundle: bundle, store: reopened, clock: ManualClock())
        #expect(try await !ServingHost.seedOnFirstRun(second, store: reopened, firstRun: .oneOfEach, logger: logger))
        #expect(await second.widgets().isEmpty, "removing every widget is remembered")
    }

    @Test func timelineAndSimulateLintATimelineThatEndsNowWithAtEnd() async {
        let timeline = await CLIRun.run(["timeline", "--kind", "Now"], bundle: bundle)
        #expect(timeline.output.contains("The policy is .atEnd and the last entry is dated now"), "\(timeline.output)")
        let simulate = await CLIRun.run(["simulate", "--kind", "Now", "--hours", "1"], bundle: bundle)
        #expect(simulate.code == 0, "\(simulate.errors)")
        #expect(simulate.output.contains("The policy is .atEnd and the last entry is dated now"))
    }
}
