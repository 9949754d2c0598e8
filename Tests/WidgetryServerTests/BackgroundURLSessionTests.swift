import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing
import WidgetryHost
import WidgetryKit
import WidgetryUI

/// Background URL sessions: a provider starts a download on a `.background(withIdentifier:)` session and returns;
/// the host lets the download finish, calls the widget's `onBackgroundURLSessionEvents` handler with the identifier
/// and a completion, tells the delegate `urlSessionDidFinishEvents`, and records each step in the ledger. The
/// download is served by a local server that answers only when the test opens its gate.
@Suite struct BackgroundURLSessionTests {
    /// What the widget's code saw, for the test to check.
    final class Probe: Sendable {
        struct Seen {
            var handlerIdentifiers: [String] = []
            var downloaded: [String] = []
            var finishEvents = 0
        }
        let identifier: String
        let matching: String?
        let completes: Bool
        let url: URL
        let seen = Mutex(Seen())
        private let lock = NSLock()
        nonisolated(unsafe) private var kept: (() -> Void)?

        /// What the handler does: keeps the completion (as iOS code keeps it in a property) and notes the call.
        func keep(_ completion: @escaping () -> Void, for identifier: String) {
            lock.withLock { kept = completion }
            seen.withLock { $0.handlerIdentifiers.append(identifier) }
        }

        /// The completion the handler kept.
        var completion: (() -> Void)? { lock.withLock { kept } }
        /// The probe of a widget made by `init()`, which the tests never use.
        static let unused = Probe(identifier: "unused", matching: nil, completes: false, url: URL(fileURLWithPath: "/"))
        init(identifier: String, matching: String?, completes: Bool, url: URL) {
            self.identifier = identifier
            self.matching = matching
            self.completes = completes
            self.url = url
        }
    }

    /// The session delegate, written as for iOS: keeps the handler's completion and calls it when the session says
    /// its events are done.
    final class Fetcher: NSObject, URLSessionDownloadDelegate, @unchecked Sendable {
        let probe: Probe
        init(probe: Probe) { self.probe = probe }

        func start() {
            let session = URLSession(
                configuration: .background(withIdentifier: probe.identifier), delegate: self, delegateQueue: nil)
            session.downloadTask(with: probe.url).resume()
        }

        func urlSession(
            _ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL
        ) {
            let text = (try? String(contentsOf: location, encoding: .utf8)) ?? "?"
            probe.seen.withLock { $0.downloaded.append(text) }
        }

        func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
            probe.seen.withLock { $0.finishEvents += 1 }
            if probe.completes { probe.completion?() }
        }
    }

    struct Entry: TimelineEntry {
        let date: Date
    }

    struct Provider: TimelineProvider {
        let fetcher: Fetcher
        func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
            completion(Entry(date: Date()))
        }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            fetcher.start()
            completion(Timeline(entries: [Entry(date: Date())], policy: .never))
        }
    }

    /// Handles every session's events (`matching:` left out).
    struct DownloadWidget: Widget {
        let probe: Probe
        init() { probe = Probe.unused }
        init(probe: Probe) { self.probe = probe }
        var body: some WidgetConfiguration {
            let probe = probe
            return StaticConfiguration(kind: "Download", provider: Provider(fetcher: Fetcher(probe: probe))) { _ in
                Text("Download")
            }
            .supportedFamilies([.systemSmall])
            .onBackgroundURLSessionEvents { identifier, completion in
                probe.keep(completion, for: identifier)
            }
        }
    }

    /// Handles the events of the session with exactly the probe's matching string.
    struct MatchingDownloadWidget: Widget {
        let probe: Probe
        init() { probe = Probe.unused }
        init(probe: Probe) { self.probe = probe }
        var body: some WidgetConfiguration {
            let probe = probe
            return StaticConfiguration(kind: "Download", provider: Provider(fetcher: Fetcher(probe: probe))) { _ in
                Text("Download")
            }
            .supportedFamilies([.systemSmall])
            .onBackgroundURLSessionEvents(matching: probe.matching ?? "") { identifier, completion in
                probe.keep(completion, for: identifier)
            }
        }
    }

    /// A server whose `/country` answers once the test opens the gate, and the host under a manual clock.
    struct Harness {
        let host: WidgetHost
        let clock: ManualClock
        let probe: Probe
        let records: AsyncStream<ReloadRecord>
    }

    static func withHarness(
        matching: String?, completes: Bool, identifier: String = "com.example.country.\(UUID().uuidString)",
        _ body: @escaping @Sendable (Harness, @Sendable () -> Void) async throws -> Void
    ) async throws {
        let (gate, opener) = AsyncStream.makeStream(of: Void.self)
        let router = Router()
        router.get("/country") { _, _ -> String in
            for await _ in gate { break }
            return "Kenya"
        }
        try await Application(router: router).test(.live) { client in
            let port = try #require(client.port)
            let url = try #require(URL(string: "http://127.0.0.1:\(port)/country"))
            let probe = Probe(identifier: identifier, matching: matching, completes: completes, url: url)
            let clock = ManualClock()
            let bundle = await MainActor.run {
                matching == nil
                    ? WidgetBundleDescriptor(widget: DownloadWidget(probe: probe))
                    : WidgetBundleDescriptor(widget: MatchingDownloadWidget(probe: probe))
            }
            let host = try await WidgetHost(bundle: bundle, clock: clock)
            let (records, sink) = AsyncStream.makeStream(of: ReloadRecord.self)
            let observer = await host.addObserver { event in
                if case .recorded(let record) = event, record.reason == .backgroundURLSession { sink.yield(record) }
            }
            try await body(Harness(host: host, clock: clock, probe: probe, records: records), { opener.yield() })
            await host.removeObserver(observer)
            opener.finish()
            await host.stop()
        }
    }

    /// The next background-session ledger line, within 10 s (a guard against a hang, not a wait).
    static func next(_ records: AsyncStream<ReloadRecord>) async throws -> ReloadRecord {
        let record = try await Deadline.run(seconds: 10) { () async -> ReloadRecord? in
            for await record in records { return record }
            return nil
        }
        return try #require(record.flatMap { $0 }, "no background-session ledger line within 10 s")
    }

    @Test func aDownloadFinishingAfterTheReloadIsDeliveredToTheHandlerAndItsCompletionIsRecorded() async throws {
        try await Self.withHarness(matching: nil, completes: true) { harness, openGate in
            let instance = try await harness.host.addWidget(kind: "Download", family: .systemSmall)
            await harness.clock.runDueWakeUps()  // the first timeline
            await harness.host.waitUntilIdle()
            let ledger = await harness.host.ledger(for: instance.id)
            #expect(ledger.contains { $0.event == .reloaded }, "the reload ended while the download waits: \(ledger)")
            #expect(harness.probe.seen.withLock { $0.handlerIdentifiers.isEmpty })
            #expect(BackgroundURLSessions.shared.identifiers.contains(harness.probe.identifier))

            openGate()
            let delivered = try await Self.next(harness.records)
            #expect(delivered.instanceID == instance.id)
            #expect(delivered.detail.contains("finished 1 task; its events were delivered"), "\(delivered.detail)")
            let completed = try await Self.next(harness.records)
            #expect(completed.detail.contains("called its completion"), "\(completed.detail)")

            let seen = harness.probe.seen.withLock { $0 }
            #expect(seen.handlerIdentifiers == [harness.probe.identifier])
            #expect(seen.downloaded == ["Kenya"])
            #expect(seen.finishEvents == 1)
            let lines = await harness.host.ledger(for: instance.id).filter { $0.reason == .backgroundURLSession }
            #expect(lines.count == 2)
        }
    }

    @Test func aMatchingStringThatDiffersLeavesTheHandlerUncalledAndSaysSo() async throws {
        try await Self.withHarness(matching: "com.example.other", completes: true) { harness, openGate in
            let instance = try await harness.host.addWidget(kind: "Download", family: .systemSmall)
            await harness.clock.runDueWakeUps()  // the first timeline
            await harness.host.waitUntilIdle()
            openGate()
            let line = try await Self.next(harness.records)
            #expect(line.instanceID == instance.id)
            #expect(line.detail.contains("no widget's onBackgroundURLSessionEvents handler matches"), "\(line.detail)")
            let seen = harness.probe.seen.withLock { $0 }
            #expect(seen.handlerIdentifiers.isEmpty)
            #expect(seen.downloaded == ["Kenya"], "the download itself still finished")
            #expect(seen.finishEvents == 0)
        }
    }

    @Test func anExactMatchingStringIsDelivered() async throws {
        let identifier = "com.example.exact.\(UUID().uuidString)"
        try await Self.withHarness(matching: identifier, completes: true, identifier: identifier) {
            harness, openGate in
            _ = try await harness.host.addWidget(kind: "Download", family: .systemSmall)
            await harness.clock.runDueWakeUps()  // the first timeline
            await harness.host.waitUntilIdle()
            openGate()
            let delivered = try await Self.next(harness.records)
            let completed = try await Self.next(harness.records)
            #expect(delivered.detail.contains("were delivered"))
            #expect(completed.detail.contains("called its completion"))
            #expect(harness.probe.seen.withLock { $0.handlerIdentifiers } == [identifier])
        }
    }

    @Test func aHandlerThatNeverCompletesIsRecordedAtTheDeadlineAndALateCompletionChangesNothing() async throws {
        try await Self.withHarness(matching: nil, completes: false) { harness, openGate in
            let instance = try await harness.host.addWidget(kind: "Download", family: .systemSmall)
            await harness.clock.runDueWakeUps()  // the first timeline
            await harness.host.waitUntilIdle()
            openGate()
            let delivered = try await Self.next(harness.records)
            #expect(delivered.detail.contains("were delivered"))
            #expect(harness.probe.seen.withLock { $0.handlerIdentifiers } == [harness.probe.identifier])

            await harness.clock.advance(by: WidgetHost.backgroundEventsDeadline + 1)
            let missed = try await Self.next(harness.records)
            #expect(missed.event == .warning)
            #expect(missed.detail.contains("did not call its completion"), "\(missed.detail)")
            #expect(missed.detail.contains("within 30 s"))

            // Calling the completion now records nothing more.
            harness.probe.completion?()
            let lines = await harness.host.ledger(for: instance.id)
            #expect(lines.filter { $0.reason == .backgroundURLSession }.count == 2)
        }
    }
}
