import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Why a call to the provider process gave no answer.
public struct ProviderProcessError: Error, CustomStringConvertible, Sendable {
    /// What happened, as a sentence fragment a host puts after "the provider failed: ".
    public let description: String

    init(_ description: String) { self.description = description }
}

/// A supervised worker process: started on first use, restarted with back-off after it ends, killed when a call
/// overruns its deadline.
final class ProviderProcess: Sendable {
    private let executable: URL
    private let arguments: [String]
    private let options: ProviderIsolation.Options
    private let log: @Sendable (String) -> Void
    private let state = Mutex(SupervisorState())

    struct SupervisorState {
        var current: WorkerConnection?
        var generation = 0
        var crashesInARow = 0
        var notBefore: Date = .distantPast
        var restarts = 0
        var isShutDown = false
    }

    init(
        executable: URL, arguments: [String], options: ProviderIsolation.Options,
        log: @escaping @Sendable (String) -> Void
    ) {
        self.executable = executable
        self.arguments = arguments
        self.options = options
        self.log = log
        // A write to a worker that just died must be an error, not a signal that ends the host.
        signal(SIGPIPE, SIG_IGN)
    }

    /// The running worker's process id, if one runs.
    var processID: Int32? { state.withLock { $0.current?.processID } }

    /// How many times a worker was started after the first.
    var restarts: Int { state.withLock { $0.restarts } }

    /// Sends a call and waits for its answer.
    ///
    /// - throws: ``ProviderProcessError`` when the worker cannot start, ends, or overruns and is killed; the
    ///   worker's own error, as a ``ProviderProcessError``, when the call failed there.
    func call(_ request: WorkerRequest) async throws -> WorkerResponse {
        let connection = try connection()
        return try await withCheckedThrowingContinuation { continuation in
            connection.send(request, deadline: options.deadline + options.killGrace) {
                continuation.resume(with: $0)
            }
        }
    }

    /// Sends a call and blocks the calling thread until it is answered (for the synchronous `placeholder(in:)`).
    func callBlocking(_ request: WorkerRequest) throws -> WorkerResponse {
        let connection = try connection()
        let semaphore = DispatchSemaphore(value: 0)
        let result = Mutex<Result<WorkerResponse, any Error>?>(nil)
        connection.send(request, deadline: options.deadline + options.killGrace) { outcome in
            result.withLock { $0 = outcome }
            semaphore.signal()
        }
        semaphore.wait()
        return try result.withLock { $0! }.get()
    }

    /// Stops the worker (closing its input, then killing it) and starts no other.
    func shutDown() {
        let current = state.withLock { state -> WorkerConnection? in
            state.isShutDown = true
            defer { state.current = nil }
            return state.current
        }
        current?.stop(reason: "the host stopped")
    }

    /// The running worker, started if none runs and the back-off allows.
    private func connection() throws -> WorkerConnection {
        try state.withLock { state in
            if let current = state.current, current.isRunning { return current }
            guard !state.isShutDown else { throw ProviderProcessError("the provider process was shut down") }
            let now = Date()
            if now < state.notBefore {
                throw ProviderProcessError(
                    "the provider process is restarting after \(state.crashesInARow) crash(es) in a row; the next "
                        + "start is at \(state.notBefore.ISO8601Format())")
            }
            if state.generation > 0 { state.restarts += 1 }
            state.generation += 1
            let generation = state.generation
            let connection = try WorkerConnection(
                executable: executable, arguments: arguments, log: log,
                onEnd: { [weak self] connection, reason in self?.ended(connection, generation: generation, reason) })
            state.current = connection
            log(
                "Started provider process \(connection.processID) (\(executable.path) \(arguments.joined(separator: " ")))."
            )
            return connection
        }
    }

    /// Records a worker's end and when the next may start.
    private func ended(_ connection: WorkerConnection, generation: Int, _ reason: String) {
        let message = state.withLock { state -> String? in
            guard state.generation == generation else { return nil }
            state.current = nil
            if state.isShutDown { return nil }
            if connection.startedAt.distance(to: Date()) > options.maximumBackoff { state.crashesInARow = 0 }
            state.crashesInARow += 1
            let delay = min(
                options.maximumBackoff, options.initialBackoff * pow(2, Double(state.crashesInARow - 1)))
            state.notBefore = Date().addingTimeInterval(delay)
            return "The provider process \(connection.processID) \(reason); the host keeps serving. The next call "
                + "starts a new one" + (delay > 0 ? " after \(delay.formatted()) s." : ".")
        }
        if let message { log(message) }
    }
}

/// One running worker process and its calls in flight.
final class WorkerConnection: Sendable {
    typealias Completion = @Sendable (Result<WorkerResponse, any Error>) -> Void

    private struct Calls {
        var pending: [UInt64: (completion: Completion, timer: Task<Void, Never>?)] = [:]
        var nextID: UInt64 = 0
        var endReason: String?
        var killReason: String?
    }

    let processID: Int32
    let startedAt = Date()
    private let process: Process
    private let input: FileHandle
    private let output: FileHandle
    private let calls = Mutex(Calls())
    private let writeLock = Mutex(())
    private let log: @Sendable (String) -> Void

    init(
        executable: URL, arguments: [String], log: @escaping @Sendable (String) -> Void,
        onEnd: @escaping @Sendable (WorkerConnection, String) -> Void
    ) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let toWorker = Pipe()
        let fromWorker = Pipe()
        process.standardInput = toWorker
        process.standardOutput = fromWorker
        process.standardError = FileHandle.standardError
        // A trap's message ("Fatal error: …") reaches the log either way. The backtracer is off unless asked for
        // (SWIFT_BACKTRACE=enable=yes): it runs under the worker's memory limit and holds the dying worker for
        // seconds while it symbolicates.
        var environment = ProcessInfo.processInfo.environment
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        // Fewer malloc arenas: less memory reserved per thread under the worker's memory limit.
        if environment["MALLOC_ARENA_MAX"] == nil { environment["MALLOC_ARENA_MAX"] = "2" }
        process.environment = environment
        do {
            try process.run()
        } catch {
            throw ProviderProcessError("the provider process could not start (\(executable.path)): \(error)")
        }
        self.process = process
        self.processID = process.processIdentifier
        self.input = toWorker.fileHandleForWriting
        self.output = fromWorker.fileHandleForReading
        self.log = log
        // The parent's copies of the child's ends must close, or the reader never sees the end of the stream.
        try? toWorker.fileHandleForReading.close()
        try? fromWorker.fileHandleForWriting.close()
        let thread = Thread { [self] in
            let reason = self.readUntilEnd()
            process.waitUntilExit()
            let status = process.terminationStatus
            var ending =
                process.terminationReason == .uncaughtSignal
                ? "ended with signal \(status) (\(Self.signalName(status)))" : "exited with status \(status)"
            if let killReason = calls.withLock({ $0.killReason }) { ending = "was stopped: \(killReason)" }
            if let reason { ending += " (\(reason))" }
            // The supervisor hears of the end first, so whoever a failed call wakes finds it recorded.
            onEnd(self, ending)
            self.fail(ending)
        }
        thread.name = "provider-process-\(processID)"
        thread.start()
    }

    /// Whether the process has not ended.
    var isRunning: Bool { calls.withLock { $0.endReason == nil } }

    /// Sends a call; `completion` runs once, with the answer or the reason there is none.
    func send(_ request: WorkerRequest, deadline: TimeInterval, completion: @escaping Completion) {
        var request = request
        let registered: Bool = calls.withLock { calls in
            guard calls.endReason == nil else { return false }
            calls.nextID += 1
            request.id = calls.nextID
            calls.pending[request.id] = (completion, nil)
            return true
        }
        guard registered else {
            completion(.failure(ProviderProcessError("the provider process ended before the call was sent")))
            return
        }
        let id = request.id
        let what = "\(request.operation.rawValue) of '\(request.kind)'"
        let timer = Task { [weak self] in
            try? await Task.sleep(nanoseconds: UInt64(max(0, deadline) * 1_000_000_000))
            guard !Task.isCancelled else { return }
            self?.overran(id, deadline: deadline, what: what)
        }
        let sent = request
        calls.withLock { calls in
            if calls.pending[id] != nil { calls.pending[id]?.timer = timer } else { timer.cancel() }
        }
        do {
            let frame = try WorkerProtocol.frame(sent)
            try writeLock.withLock { _ in try WorkerProtocol.write(frame, to: input.fileDescriptor) }
        } catch {
            // The reader notices the process's end and fails every call, this one too.
            kill("writing a call failed: \(error)")
        }
    }

    /// Closes the worker's input so it ends by itself, and kills it if it has not ended a second later.
    func stop(reason: String) {
        calls.withLock { $0.killReason = $0.killReason ?? reason }
        try? input.close()
        let process = self.process
        Task.detached {
            try? await Task.sleep(nanoseconds: 1_000_000_000)
            if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
        }
    }

    /// Kills the worker at once.
    func kill(_ reason: String) {
        let first = calls.withLock { calls -> Bool in
            guard calls.killReason == nil else { return false }
            calls.killReason = reason
            return true
        }
        if first { log("Stopping provider process \(processID): \(reason).") }
        Glibc.kill(processID, SIGKILL)
    }

    private func overran(_ id: UInt64, deadline: TimeInterval, what: String) {
        guard calls.withLock({ $0.pending[id] != nil }) else { return }
        kill("the \(what) did not return within \(deadline.formatted()) s (the deadline and the grace)")
    }

    /// Reads answers until the stream ends; returns a problem with the stream, if any.
    private func readUntilEnd() -> String? {
        let descriptor = output.fileDescriptor
        do {
            guard let first = try WorkerProtocol.readFrame(from: descriptor) else {
                return "before greeting the host"
            }
            let greeting = try JSONDecoder().decode(WorkerGreeting.self, from: first)
            guard greeting.protocolName == WorkerProtocol.name, greeting.version == WorkerProtocol.version else {
                kill(
                    "it speaks \(greeting.protocolName) version \(greeting.version), the host "
                        + "\(WorkerProtocol.name) version \(WorkerProtocol.version); rebuild the bundle")
                return nil
            }
            while let body = try WorkerProtocol.readFrame(from: descriptor) {
                let response = try JSONDecoder().decode(WorkerResponse.self, from: body)
                let call = calls.withLock { $0.pending.removeValue(forKey: response.id) }
                guard let call else { continue }
                call.timer?.cancel()
                if let error = response.error {
                    call.completion(.failure(ProviderProcessError(error)))
                } else {
                    call.completion(.success(response))
                }
            }
            return nil
        } catch {
            kill("its output could not be read: \(error)")
            return nil
        }
    }

    /// Fails every call in flight with the process's end.
    private func fail(_ ending: String) {
        let pending = calls.withLock { calls in
            calls.endReason = ending
            defer { calls.pending = [:] }
            return calls.pending
        }
        try? input.close()
        try? output.close()
        for call in pending.values {
            call.timer?.cancel()
            call.completion(.failure(ProviderProcessError("the provider process \(ending) while answering")))
        }
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL, a Swift runtime trap"
        case SIGTRAP: "SIGTRAP, a Swift runtime trap"
        case SIGABRT: "SIGABRT"
        case SIGSEGV: "SIGSEGV"
        case SIGBUS: "SIGBUS"
        case SIGKILL: "SIGKILL"
        case SIGTERM: "SIGTERM"
        default: "signal \(signal)"
        }
    }
}
