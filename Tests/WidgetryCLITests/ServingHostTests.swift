import Foundation
import Testing
import Widgetry
import WidgetryHost
import WidgetrySQLite
import WidgetryServer
import WidgetryServing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The assembly `serve`, the tests and an embedding app build a serving host with.
@MainActor
@Suite struct ServingHostTests {
    let bundle = WidgetBundleDescriptor(NowBundle())

    func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-serving-\(UUID().uuidString)")
            .appendingPathComponent("host.sqlite").path
    }

    /// A configuration an app embedding a host would write: its own file, any free port, its own activities.
    func configuration(path: String) -> ServingHostConfiguration {
        var configuration = ServingHostConfiguration(bundle: bundle, store: .sqlite(path: path))
        configuration.server.port = 0
        configuration.clock = ManualClock(now: CLIRun.fixedNow)
        configuration.activities = LiveActivityStore(clock: { CLIRun.fixedNow })
        configuration.connectsWidgetCenter = false
        configuration.host.logger = CollectingHostLogger()
        return configuration
    }

    @Test func anEmbeddedHostServesItsWidgetsAndLeavesThemInItsFileWhenStopped() async throws {
        let path = temporaryPath()
        let serving = try await ServingHost(configuration(path: path))
        #expect(await serving.host.widgets().map(\.kind) == ["Now", "Tick"], "a new store shows one of each")
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let running = Task { try await serving.run { port in continuation.yield(port) } }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        let (data, response) = try await URLSession.shared.data(
            from: URL(string: "http://127.0.0.1:\(port)/api/instances")!)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        let body = String(decoding: data, as: UTF8.self)
        #expect(body.contains("\"Tick\""), "\(body)")
        await serving.stop()
        try await running.value

        // Stopped: the file alone holds the widgets and the first-run mark.
        let reopened = try SQLiteWidgetStore(path: path)
        #expect(try await reopened.isSeeded())
        let host = try await WidgetHost(bundle: bundle, store: reopened, clock: ManualClock())
        #expect(await host.widgets().map(\.kind).sorted() == ["Now", "Tick"])
        await host.stop()
        try await reopened.close()
    }

    @Test func aSecondStartOfTheSameFileAddsNothing() async throws {
        let path = temporaryPath()
        var configuration = configuration(path: path)
        configuration.firstRun = .empty
        let first = try await ServingHost(configuration)
        #expect(await first.host.widgets().isEmpty, "an empty first run shows nothing")
        await first.stop()
        try await first.run()
        configuration.firstRun = .oneOfEach
        let second = try await ServingHost(configuration)
        #expect(await second.host.widgets().isEmpty, "the first run is over: nothing is added")
        await second.stop()
        try await second.run()
    }

    @Test func aServerThatCannotServeIsRefusedBeforeTheStoreIsOpened() async throws {
        let path = temporaryPath()
        var configuration = configuration(path: path)
        configuration.server.host = "0.0.0.0"
        await #expect(throws: WidgetServerError.self) { try await ServingHost(configuration) }
        #expect(!FileManager.default.fileExists(atPath: path), "nothing was created")
    }

    @Test func aStoreTheCallerOpenedStaysOpenAfterTheHostStops() async throws {
        let path = temporaryPath()
        let store = try SQLiteWidgetStore(path: path)
        var configuration = configuration(path: path)
        configuration.store = .opened(ServingStore(store: store, eventLog: store))
        let serving = try await ServingHost(configuration)
        await serving.stop()
        try await serving.run()
        #expect(try await store.isSeeded(), "the caller's store is still open and readable")
        try await store.close()
    }
}
