import Foundation
import Synchronization
import WidgetryIntents
import WidgetryKit
import WidgetryPipeline

#if canImport(Glibc)
    import Glibc
#endif

/// The child side of ``ProviderIsolation``: answers a host's provider calls for a bundle, over standard input and
/// output, until the host closes the pipe.
///
/// The bundle's executable runs it as the hidden `_provider-worker` command. Entries stay here: the host gets a
/// token, the date and the relevance of each, and asks for an entry's display list by its token, so entry types
/// need not be `Codable`. Widget code that prints writes to standard error, never into the protocol.
public enum ProviderWorker {
    /// How many entries the worker keeps for later rendering; the oldest go first (a host renders a timeline's
    /// entries as soon as it gets them).
    static let keptEntries = 4096

    /// Runs the worker until the host closes its end; returns the exit code.
    ///
    /// - Parameters:
    ///   - bundle: The bundle whose providers answer.
    ///   - assets: The bundle's asset catalogs, for rendering.
    ///   - memoryLimitMB: The limit of this process's writable memory (`RLIMIT_DATA`), in MiB; `nil` for none.
    ///   - kind: The one widget kind to answer for; `nil` for all of them.
    public static func run(
        bundle: WidgetBundleDescriptor, assets: WidgetAssets, memoryLimitMB: Int?, kind: String? = nil
    ) async -> Int32 {
        let bundle =
            kind.map { kind in
                WidgetBundleDescriptor(
                    name: bundle.name, widgets: bundle.widgets.filter { $0.kind == kind }, controls: [])
            } ?? bundle
        if let memoryLimitMB {
            // RLIMIT_DATA counts what the process can write to — the heap, anonymous mappings, thread stacks — and
            // not address space merely reserved (RLIMIT_AS would count malloc's arenas and fail thread creation
            // long before memory is really used).
            var limit = rlimit()
            limit.rlim_cur = rlim_t(memoryLimitMB) << 20
            limit.rlim_max = rlim_t(memoryLimitMB) << 20
            if setrlimit(Int32(RLIMIT_DATA.rawValue), &limit) != 0 {
                CLIOutput.standardError("Could not limit the provider process to \(memoryLimitMB) MiB: errno \(errno)")
            }
        }
        // The protocol keeps private copies of stdin and stdout; widget code's print() goes to stderr.
        // Close-on-exec: a process the worker starts (the crash backtracer, widget code's own) must not hold the
        // pipes open, or the host would not see the worker's end.
        let input = fcntl(0, F_DUPFD_CLOEXEC, 3)
        let output = fcntl(1, F_DUPFD_CLOEXEC, 3)
        dup2(2, 1)
        let null = open("/dev/null", O_RDONLY)
        if null >= 0 { dup2(null, 0) }
        let worker = Worker(bundle: bundle, assets: assets, output: output)
        do {
            try worker.send(
                WorkerGreeting(
                    protocolName: WorkerProtocol.name, version: WorkerProtocol.version, processID: getpid(),
                    kinds: bundle.timelineWidgets.map(\.kind)))
        } catch {
            return 1
        }
        return await withCheckedContinuation { (done: CheckedContinuation<Int32, Never>) in
            let thread = Thread {
                while true {
                    let body: Data
                    do {
                        guard let frame = try WorkerProtocol.readFrame(from: input) else { break }
                        body = frame
                    } catch {
                        CLIOutput.standardError("Provider worker: \(error); stopping.")
                        done.resume(returning: 1)
                        return
                    }
                    guard let request = try? JSONDecoder().decode(WorkerRequest.self, from: body) else {
                        CLIOutput.standardError("Provider worker: a request it could not read; ignored.")
                        continue
                    }
                    Task(executorPreference: ProviderThreads.shared) { await worker.answer(request) }
                }
                done.resume(returning: 0)
            }
            thread.name = "provider-worker-reader"
            thread.start()
        }
    }
}

/// Standard error for the worker's own messages.
enum CLIOutput {
    static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// The worker's state: the bundle, the entries it keeps, and the output it writes answers to.
private final class Worker: Sendable {
    let bundle: WidgetBundleDescriptor
    let pipeline: WidgetPipeline
    let output: Int32
    /// Tokens carry the worker's own prefix, so a token from an earlier worker never names an entry of this one.
    let tokenPrefix = String(UUID().uuidString.prefix(8))
    private let writeLock = Mutex(())
    private let entries = Mutex(KeptEntries())

    struct KeptEntries {
        var byToken: [String: (kind: String, entry: AnyTimelineEntry)] = [:]
        var order: [String] = []
        var next = 0
    }

    init(bundle: WidgetBundleDescriptor, assets: WidgetAssets, output: Int32) {
        self.bundle = bundle
        self.pipeline = WidgetPipeline(assets: assets)
        self.output = output
    }

    func send<Value: Encodable>(_ value: Value) throws {
        let frame = try WorkerProtocol.frame(value)
        try writeLock.withLock { _ in try WorkerProtocol.write(frame, to: output) }
    }

    func answer(_ request: WorkerRequest) async {
        var response: WorkerResponse
        do {
            response = try await perform(request)
        } catch {
            response = WorkerResponse(id: request.id, error: "\(error)")
        }
        do {
            try send(response)
        } catch {
            CLIOutput.standardError("Provider worker: could not answer call \(request.id): \(error)")
        }
    }

    private func perform(_ request: WorkerRequest) async throws -> WorkerResponse {
        var response = WorkerResponse(id: request.id)
        if request.operation == .render {
            guard let token = request.token, let spec = request.spec else {
                throw WorkerProtocolError("a render call needs a token and a spec")
            }
            guard let kept = entries.withLock({ $0.byToken[token] }) else {
                throw WorkerProtocolError(
                    "the entry '\(token)' is no longer kept by the provider process (it keeps the newest "
                        + "\(ProviderWorker.keptEntries))")
            }
            let widget = try bundle.widget(kind: kept.kind)
            let list = try await pipeline.displayList(widget, entry: kept.entry, request: try spec.decoded())
            response.displayList = String(decoding: try list.jsonData(), as: UTF8.self)
            return response
        }
        if request.operation == .perform {
            try await performIntent(request)
            return response
        }
        let widget = try bundle.widget(kind: request.kind)
        guard let provider = widget.provider else {
            throw WorkerProtocolError("'\(request.kind)' is a Live Activity and has no provider")
        }
        switch request.operation {
        case .placeholder:
            let context = try requireContext(request)
            response.entries = [keep(provider.placeholder(in: context), kind: widget.kind)]
        case .snapshot:
            let context = try requireContext(request)
            let entry = try await provider.snapshot(for: request.configuration, in: context)
            response.entries = [keep(entry, kind: widget.kind)]
        case .timeline:
            let context = try requireContext(request)
            let timeline = try await provider.timeline(for: request.configuration, in: context)
            response.entries = timeline.entries.map { keep($0, kind: widget.kind) }
            response.policy = timeline.policy
        case .recommendations:
            response.recommendations = provider.recommendations().map {
                RecommendationWire(description: $0.description, configuration: $0.configuration)
            }
        case .resolveConfiguration:
            response.configuration = try await provider.resolveConfiguration(request.configuration)
        case .render, .perform:
            break
        }
        return response
    }

    /// Performs a tapped button's or toggle's intent; the registry knows the types the worker's views showed.
    private func performIntent(_ request: WorkerRequest) async throws {
        guard let typeName = request.intentType else {
            throw WorkerProtocolError("a perform call needs an intent type")
        }
        let intent: AnyAppIntent
        do {
            intent = try await IntentTypeRegistry.shared.makeActionIntent(
                typeName: typeName, parameters: request.parameters ?? .object([:]), toggleValue: request.toggleValue)
        } catch {
            throw WorkerProtocolError("it could not be prepared: \(error)")
        }
        do {
            try await intent.perform()
        } catch {
            throw WorkerProtocolError("it failed in perform(): \(error)")
        }
    }

    private func requireContext(_ request: WorkerRequest) throws -> TimelineProviderContext {
        guard let context = request.context else {
            throw WorkerProtocolError("a \(request.operation.rawValue) call needs a context")
        }
        return try context.decoded()
    }

    private func keep(_ entry: AnyTimelineEntry, kind: String) -> EntryWire {
        let token = entries.withLock { kept in
            kept.next += 1
            let token = "\(tokenPrefix)-\(kept.next)"
            kept.byToken[token] = (kind, entry)
            kept.order.append(token)
            if kept.order.count > ProviderWorker.keptEntries {
                let dropped = kept.order.count - ProviderWorker.keptEntries * 3 / 4
                for old in kept.order.prefix(dropped) { kept.byToken[old] = nil }
                kept.order.removeFirst(dropped)
            }
            return token
        }
        return EntryWire(token: token, date: entry.date, relevance: entry.relevance, summary: entry.summary)
    }
}
