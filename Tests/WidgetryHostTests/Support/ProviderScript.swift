import Foundation
import Synchronization
import WidgetryHost
import WidgetryKit

/// What a scripted provider answers, per test: each test makes its own script, so tests run in parallel safely.
final class ProviderScript: Sendable {
    enum Policy: Sendable {
        case atEnd
        case after(TimeInterval)
        case never
    }

    enum Response: Sendable {
        /// `count` entries `spacing` seconds apart from now, with a policy relative to now.
        case entries(count: Int, spacing: TimeInterval, policy: Policy)
        /// Never answers (until cancelled).
        case hang
        /// Throws (configurable widgets only: the entity query throws).
        case fail
    }

    private struct State {
        var response: Response
        var queued: [Response] = []
        var timelineCalls = 0
        var placeholderCalls = 0
        var counter = 0
    }

    let id = UUID().uuidString
    /// Where the configurable widget's entity query waits: close it to hold configuration resolution.
    let queryGate = Gate()
    /// Where "now" comes from: the test's manual clock, or the wall clock when `nil`.
    let clock: ManualClock?
    private let state: Mutex<State>

    init(clock: ManualClock?, response: Response = .entries(count: 1, spacing: 0, policy: .after(3600))) {
        self.clock = clock
        state = Mutex(State(response: response))
        ScriptRegistry.register(self)
    }

    var now: Date { clock?.now ?? Date() }

    /// Sets the answer from now on.
    func respond(_ response: Response) { state.withLock { $0.response = response } }

    /// Queues answers for the next calls, then back to the standing answer.
    func respondOnce(_ responses: Response...) { respondOnce(responses) }

    /// Queues answers for the next calls, then back to the standing answer.
    func respondOnce(_ responses: [Response]) { state.withLock { $0.queued += responses } }

    var timelineCalls: Int { state.withLock { $0.timelineCalls } }
    var placeholderCalls: Int { state.withLock { $0.placeholderCalls } }
    var counter: Int { state.withLock { $0.counter } }
    func increment() { state.withLock { $0.counter += 1 } }

    func notePlaceholder() { state.withLock { $0.placeholderCalls += 1 } }

    /// The next answer, counting the call.
    func nextResponse() -> Response {
        state.withLock { state in
            state.timelineCalls += 1
            return state.queued.isEmpty ? state.response : state.queued.removeFirst()
        }
    }

    /// The failure mode without counting a call (the entity query checks it).
    var isFailing: Bool {
        state.withLock { state in
            if case .fail = state.queued.first ?? state.response { return true }
            return false
        }
    }

    func timeline(label: String, count: Int, spacing: TimeInterval, policy: Policy) -> Timeline<ScriptEntry> {
        let now = self.now
        let counter = self.counter
        let entries = (0..<count).map {
            ScriptEntry(
                date: now.addingTimeInterval(Double($0) * spacing), label: "\(label)#\($0)", counter: counter)
        }
        let reloadPolicy: TimelineReloadPolicy =
            switch policy {
            case .atEnd: .atEnd
            case .after(let interval): .after(now.addingTimeInterval(interval))
            case .never: .never
            }
        return Timeline(entries: entries, policy: reloadPolicy)
    }
}

/// Finds scripts by id, for entity queries (static types) that must reach a test's script.
enum ScriptRegistry {
    private static let scripts = Mutex<[String: ProviderScript]>([:])

    static func register(_ script: ProviderScript) {
        scripts.withLock { $0[script.id] = script }
    }

    static func script(_ id: String) -> ProviderScript? {
        scripts.withLock { $0[id] }
    }
}

struct ScriptEntry: TimelineEntry, CustomStringConvertible {
    let date: Date
    let label: String
    var counter = 0

    var description: String { "\(label) counter=\(counter)" }
}

struct ScriptError: Error, CustomStringConvertible {
    var description: String { "the script says fail" }
}
