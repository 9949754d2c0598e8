import Foundation
import MisbehavingWidgets
import Synchronization
import Testing
import WidgetryHost
import WidgetryIsolation
import WidgetryKit
import WidgetryPipeline
import WidgetryServer
import WidgetryUI

enum TimelineProviderContextSample {
    static func make() -> TimelineProviderContext {
        TimelineProviderContext(
            family: .systemMedium, isPreview: true, device: .default,
            environmentVariants: .init(colorSchemes: [.dark], renderingModes: [.accented, .vibrant]))
    }

    static func spec() -> WidgetRenderSpec {
        var spec = WidgetRenderSpec(family: .accessoryRectangular)
        spec.redaction = .placeholder
        spec.scale = 3
        spec.now = Date(timeIntervalSince1970: 1_800_000_000)
        spec.timeZone = TimeZone(identifier: "Europe/Oslo")!
        spec.sizeOverride = CGSize(width: 172, height: 76)
        return spec
    }
}

/// The `misbehaving-widgets` executable `swift build` puts beside the test bundle.
enum MisbehavingExecutable {
    static func url() throws -> URL {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent())
            candidates.append(executable.deletingLastPathComponent().deletingLastPathComponent())
        }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        candidates.append(cwd.appendingPathComponent(".build/debug"))
        for directory in candidates {
            let url = directory.appendingPathComponent("misbehaving-widgets")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw TestSetupError(
            "misbehaving-widgets is not built; run `swift build` before `swift test` (scripts/test.sh does). Looked in "
                + candidates.map(\.path).joined(separator: ", "))
    }
}

struct TestSetupError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Collects log lines from several threads.
final class LogLines: Sendable {
    private let lines = Mutex<[String]>([])

    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}

/// A host over the misbehaving bundle, its providers in a worker process.
struct IsolatedHost {
    let host: WidgetHost
    let clock: ManualClock
    let isolation: ProviderIsolation
    let log: LogLines

    static func make(
        deadline: TimeInterval = 600, killGrace: TimeInterval = 0.5, initialBackoff: TimeInterval = 0
    ) async throws -> IsolatedHost {
        let log = LogLines()
        let isolation = ProviderIsolation(
            executable: try MisbehavingExecutable.url(), arguments: ["_provider-worker", "--memory-mb", "1024"],
            options: .init(deadline: deadline, killGrace: killGrace, initialBackoff: initialBackoff),
            log: { log.append($0) })
        let bundle = await MainActor.run { WidgetBundleDescriptor(MisbehavingWidgets()) }
        // Deadlines on the wall clock only guard against providers that never answer; the default is long, so a
        // worker starting slowly on a busy machine never turns into a timeout.
        var limits = HostLimits()
        limits.providerDeadline = deadline
        // The misbehaving providers date their entries with `Date()`; the host moves them onto its manual clock.
        let clock = ManualClock()
        let host = try await WidgetHost(
            bundle: isolation.isolating(bundle), renderer: DisplayListRenderer(pipeline: WidgetPipeline()),
            clock: clock,
            configuration: HostConfiguration(
                limits: limits, developerMode: true, timelineDating: .relativeToWallClock, logger: SilentLogger()))
        return IsolatedHost(host: host, clock: clock, isolation: isolation, log: log)
    }

    /// Adds a widget and waits for its first timeline (or its failure).
    @discardableResult
    func add(_ kind: String, configuration: WidgetConfigurationValues? = nil) async throws -> String {
        let instance = try await host.addWidget(kind: kind, family: .systemSmall, configuration: configuration)
        await clock.advance(by: 0)
        await host.waitUntilIdle()
        return instance.id
    }

    func events(of id: String) async -> [ReloadRecord.Event] {
        await host.ledger(for: id).map(\.event)
    }
}

struct SilentLogger: HostLogger {
    func log(_ message: HostLogMessage) {}
}
