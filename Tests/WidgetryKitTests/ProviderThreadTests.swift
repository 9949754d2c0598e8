import Foundation
import Testing
import WidgetryKit
import WidgetryUI

/// Widget code that blocks its thread holds only that thread: the cooperative pool, which serves HTTP and fires
/// deadlines, keeps running.
@Suite struct ProviderThreadTests {
    /// More blocked calls than the cooperative pool has threads.
    static let blockedCalls = ProcessInfo.processInfo.activeProcessorCount + 2

    @Test(.timeLimit(.minutes(2)))
    func callsThatBlockTheirThreadsLeaveOtherCallsRunning() async throws {
        let gate = ThreadGate()
        let started = ThreadCounter()
        let blocked = (0..<Self.blockedCalls).map { _ in
            Task {
                try await Deadline.run(seconds: 3600) {
                    started.increment()
                    gate.wait()
                    return 1
                }
            }
        }
        defer { gate.open() }
        // A guard, not a timing: every blocked call starts at once when each has its own thread.
        let allStarted = await started.wait(for: Self.blockedCalls, timeout: 60)
        #expect(allStarted, "only \(started.value) of \(Self.blockedCalls) blocking calls started")
        let answer = try await Deadline.run(seconds: 3600) { 42 }
        #expect(answer == 42)
        gate.open()
        for call in blocked { #expect(try await call.value == 1) }
    }

    @Test(.timeLimit(.minutes(2)))
    func aProviderBlockedPastItsDeadlineReturnsNilAndTheOthersAnswer() async throws {
        let gate = ThreadGate()
        defer { gate.open() }
        let widget = try #require(await WidgetBundleDescriptor(widget: BlockingWidget(gate: gate)).widgets.first)
        var limits = HostLimits.standard
        limits.providerDeadline = 0.05
        await #expect(throws: (any Error).self) {
            _ = try await TimelineInspection.run(widget, family: .systemSmall, limits: limits)
        }
        let count = try #require(await WidgetBundleDescriptor(widget: CountWidget()).widgets.first)
        let inspection = try await TimelineInspection.run(count, family: .systemSmall)
        #expect(inspection.timeline.entries.count == 3)
    }

    @Test func idleThreadsBeyondTheKeptOnesEnd() async throws {
        let pool = ProviderThreads(maximumThreads: 8, keptThreads: 0, idleLifetime: 0.01)
        let gate = ThreadGate()
        let started = ThreadCounter()
        let calls = (0..<3).map { _ in
            Task(executorPreference: pool) {
                started.increment()
                gate.wait()
            }
        }
        #expect(await started.wait(for: 3, timeout: 60))
        #expect(pool.threadCount == 3, "one thread per blocked call")
        gate.open()
        for call in calls { await call.value }
        // A guard, not a timing: idle threads end after 10 ms.
        var remaining = pool.threadCount
        for _ in 0..<6000 where remaining > 0 {
            try await Task.sleep(nanoseconds: 10_000_000)
            remaining = pool.threadCount
        }
        #expect(remaining == 0)
    }
}

/// A provider whose timeline blocks its thread until the gate opens.
struct BlockingWidget: Widget {
    let gate: ThreadGate

    init() { gate = ThreadGate() }
    init(gate: ThreadGate) { self.gate = gate }

    struct Provider: TimelineProvider {
        let gate: ThreadGate
        func placeholder(in context: Context) -> CountEntry { CountEntry(date: .distantPast, count: -1) }
        func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
            completion(placeholder(in: context))
        }
        func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
            gate.wait()
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Blocking", provider: Provider(gate: gate)) { entry in
            Text("\(entry.count)")
        }
    }
}

/// Blocks threads (not tasks) until opened.
final class ThreadGate: @unchecked Sendable {
    private let condition = NSCondition()
    private var isOpen = false

    func wait() {
        condition.lock()
        while !isOpen { condition.wait() }
        condition.unlock()
    }

    func open() {
        condition.lock()
        isOpen = true
        condition.broadcast()
        condition.unlock()
    }
}

/// Counts from any thread; waiting for a count happens on a thread of its own, so a blocked pool cannot hide it.
final class ThreadCounter: @unchecked Sendable {
    private let condition = NSCondition()
    private var count = 0

    var value: Int {
        condition.lock()
        defer { condition.unlock() }
        return count
    }

    func increment() {
        condition.lock()
        count += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Whether the count reaches `target` within `timeout` seconds.
    func wait(for target: Int, timeout: TimeInterval) async -> Bool {
        await withCheckedContinuation { continuation in
            Thread { [self] in
                let limit = Date(timeIntervalSinceNow: timeout)
                condition.lock()
                while count < target && condition.wait(until: limit) {}
                let reached = count >= target
                condition.unlock()
                continuation.resume(returning: reached)
            }.start()
        }
    }
}
