import Foundation
import Synchronization
import WidgetryDisplayList
import WidgetryIntents
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

/// Runs a bundle's providers in a child process, so a provider that traps, leaks or blocks costs only its own
/// reload, as a widget extension's crash costs only the extension on iOS.
///
/// ``isolating(_:)`` returns the bundle with every widget's provider replaced by a stand-in that forwards each
/// call — placeholder, snapshot, timeline, recommendations, configuration checks, the rendering of entries and the
/// intents of tapped buttons and toggles — to a worker: the same executable run with `_provider-worker`
/// (``ProviderWorker``), one process per widget kind. The worker keeps the entries; the host keeps their dates and
/// relevance and asks the worker to lay an entry out when it renders ahead. When a worker ends (a trap, the memory
/// limit, a kill after an overrun), the calls it was answering fail — the host records them in the ledger, keeps
/// the current content and retries them as for any failing provider — and the kind's next call starts a new
/// worker, after a back-off that doubles with each crash in a row. Other kinds' workers are not touched.
///
/// For example, what `serve --isolate` does:
///
/// ```swift
/// let isolation = ProviderIsolation(
///     executable: URL(fileURLWithPath: "/proc/self/exe"),
///     arguments: ["_provider-worker", "--memory-mb", "1024"])
/// let host = try await WidgetHost(bundle: isolation.isolating(bundle), store: store, renderer: renderer)
/// ```
public final class ProviderIsolation: Sendable {
    /// Limits and back-off of the worker.
    public struct Options: Sendable {
        /// The provider deadline the host applies; a call still unanswered at this plus ``killGrace`` ends the
        /// worker.
        public var deadline: TimeInterval
        /// How long past the deadline a call may run before the worker is killed.
        public var killGrace: TimeInterval
        /// The wait before the first restart after a crash; it doubles with each crash in a row.
        public var initialBackoff: TimeInterval
        /// The longest wait between restarts; a worker that lived longer than this resets the count.
        public var maximumBackoff: TimeInterval

        /// Creates options.
        ///
        /// - Parameters:
        ///   - deadline: The host's provider deadline (15 s by default, as `HostLimits`).
        ///   - killGrace: The grace after the deadline before a kill (5 s by default).
        ///   - initialBackoff: The first restart's wait (1 s by default).
        ///   - maximumBackoff: The longest restart wait (60 s by default).
        public init(
            deadline: TimeInterval = 15, killGrace: TimeInterval = 5, initialBackoff: TimeInterval = 1,
            maximumBackoff: TimeInterval = 60
        ) {
            self.deadline = deadline
            self.killGrace = killGrace
            self.initialBackoff = initialBackoff
            self.maximumBackoff = maximumBackoff
        }
    }

    /// The default memory limit of a worker, in MiB.
    public static let defaultMemoryLimitMB = 1024
    /// The least memory limit a worker starts with, in MiB (the Swift runtime, Foundation, the text engine's fonts
    /// and a few threads' stacks need about 100 MiB before any widget runs).
    public static let minimumMemoryLimitMB = 256

    private let executable: URL
    private let arguments: [String]
    private let options: Options
    private let log: @Sendable (String) -> Void
    private let processes = Mutex<[String: ProviderProcess]>([:])

    /// Creates an isolation; no process starts until the first call.
    ///
    /// - Parameters:
    ///   - executable: The bundle's executable; `/proc/self/exe` for the running one.
    ///   - arguments: The arguments that make it a worker: `["_provider-worker"]`, with `--memory-mb N` to cap it.
    ///   - options: The deadline, the kill grace and the restart back-off.
    ///   - log: Where to report starts, ends and kills of workers.
    public init(
        executable: URL, arguments: [String] = ["_provider-worker"], options: Options = Options(),
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.executable = executable
        self.arguments = arguments
        self.options = options
        self.log = log
    }

    /// The process id of the worker answering for a kind, or `nil` before its first call and between a crash and
    /// the next call.
    public func processID(for kind: String) -> Int32? {
        processes.withLock { $0[kind] }?.processID
    }

    /// How many times workers started again after their first start, over all kinds.
    public var restarts: Int {
        processes.withLock { Array($0.values) }.reduce(0) { $0 + $1.restarts }
    }

    /// How many times the worker of a kind started again after its first start.
    public func restarts(for kind: String) -> Int {
        processes.withLock { $0[kind] }?.restarts ?? 0
    }

    /// Ends every worker; calls fail from now on.
    public func shutDown() {
        for process in processes.withLock({ Array($0.values) }) { process.shutDown() }
    }

    /// The bundle with each widget's provider answered by a worker of its own (one process per kind, so a kind
    /// that keeps crashing waits out its back-off alone); controls and Live Activities stay as they are.
    public func isolating(_ bundle: WidgetBundleDescriptor) -> WidgetBundleDescriptor {
        var isolated = WidgetBundleDescriptor(
            name: bundle.name,
            widgets: bundle.widgets.map { widget in
                guard let original = widget.provider else { return widget }
                return widget.replacingProvider(
                    standIn(for: widget.kind, original: original, configurable: widget.intent != nil))
            },
            controls: bundle.controls)
        // Smart Stacks the bundle suggests stay; relevance clues (`RelevanceConfiguration`) are asked in the host.
        isolated.suggestedStacks = bundle.suggestedStacks
        return isolated
    }

    /// The worker of a kind, made (not started) on first use.
    private func process(for kind: String) -> ProviderProcess {
        processes.withLock { processes in
            if let existing = processes[kind] { return existing }
            let log = self.log
            let process = ProviderProcess(
                executable: executable, arguments: arguments + ["--kind", kind], options: options,
                log: { log("[\(kind)] \($0)") })
            processes[kind] = process
            return process
        }
    }

    /// A provider that forwards to the kind's worker. A widget without an intent runs no code of its author's to
    /// check a configuration or recommend one, so those calls are answered here.
    private func standIn(for kind: String, original: AnyWidgetProvider, configurable: Bool) -> AnyWidgetProvider {
        let process = self.process(for: kind)
        return AnyWidgetProvider(
            placeholder: { context in
                let request = WorkerRequest(id: 0, operation: .placeholder, kind: kind, context: ContextWire(context))
                do {
                    let response = try process.callBlocking(request)
                    return try Self.entries(of: response, process: process).first.map(AnyTimelineEntry.init)
                        ?? AnyTimelineEntry(IsolatedEntry.failed(ProviderProcessError("no placeholder came back")))
                } catch {
                    return AnyTimelineEntry(IsolatedEntry.failed(error))
                }
            },
            snapshot: { configuration, context in
                let response = try await process.call(
                    WorkerRequest(
                        id: 0, operation: .snapshot, kind: kind, configuration: configuration,
                        context: ContextWire(context)))
                guard let entry = try Self.entries(of: response, process: process).first else {
                    throw ProviderProcessError("the snapshot came back without an entry")
                }
                return AnyTimelineEntry(entry)
            },
            timeline: { configuration, context in
                let response = try await process.call(
                    WorkerRequest(
                        id: 0, operation: .timeline, kind: kind, configuration: configuration,
                        context: ContextWire(context)))
                guard let policy = response.policy else {
                    throw ProviderProcessError("the timeline came back without a reload policy")
                }
                return AnyTimeline(
                    entries: try Self.entries(of: response, process: process).map(AnyTimelineEntry.init),
                    policy: policy)
            },
            recommendations: {
                guard configurable else { return original.recommendations() }
                let request = WorkerRequest(id: 0, operation: .recommendations, kind: kind)
                let response = try? process.callBlocking(request)
                return (response?.recommendations ?? []).map {
                    WidgetRecommendation(description: $0.description, configuration: $0.configuration)
                }
            },
            resolveConfiguration: { configuration in
                guard configurable else { return try await original.resolveConfiguration(configuration) }
                return try await process.call(
                    WorkerRequest(id: 0, operation: .resolveConfiguration, kind: kind, configuration: configuration)
                ).configuration
            },
            content: { entry in
                // Entries from the worker lay themselves out there (``RemotelyLaidOutEntry``); this is only
                // reached by code that makes views itself.
                if let entry = entry.base as? IsolatedEntry {
                    return AnyView(Text(entry.summary))
                }
                return original.content(for: entry)
            },
            performAction: { intentType, parameters, toggleValue in
                _ = try await process.call(
                    WorkerRequest(
                        id: 0, operation: .perform, kind: kind, intentType: intentType, parameters: parameters,
                        toggleValue: toggleValue))
            })
    }

    private static func entries(of response: WorkerResponse, process: ProviderProcess) throws -> [IsolatedEntry] {
        guard let entries = response.entries else {
            throw ProviderProcessError("the answer came back without entries")
        }
        return entries.map {
            IsolatedEntry(
                date: $0.date, relevance: $0.relevance, summary: $0.summary, token: $0.token, process: process,
                failure: nil)
        }
    }
}

/// A stand-in for an entry the provider process keeps: its date and relevance, and the way to lay it out there.
public struct IsolatedEntry: RemotelyLaidOutEntry, CustomStringConvertible {
    /// The entry's date, as the provider set it.
    public let date: Date
    /// The entry's relevance, as the provider set it.
    public let relevance: TimelineEntryRelevance?
    /// `String(describing:)` of the entry in the worker, at most 500 characters.
    public let summary: String
    let token: String?
    let process: ProviderProcess?
    let failure: String?

    static func failed(_ error: any Error) -> IsolatedEntry {
        IsolatedEntry(date: Date(), relevance: nil, summary: "", token: nil, process: nil, failure: "\(error)")
    }

    public var description: String { summary }

    /// Asks the provider process to lay the entry out.
    ///
    /// - throws: ``ProviderProcessError`` when the process ended, dropped the entry, or failed to lay it out.
    public func displayList(kind: String, request: WidgetRenderSpec) async throws -> DisplayList {
        guard let token, let process else {
            throw ProviderProcessError("the provider process gave no entry: \(failure ?? "unknown")")
        }
        let response = try await process.call(
            WorkerRequest(id: 0, operation: .render, kind: kind, token: token, spec: SpecWire(request)))
        guard let json = response.displayList else {
            throw ProviderProcessError("the rendering came back without a display list")
        }
        return try DisplayList(jsonData: Data(json.utf8))
    }
}
