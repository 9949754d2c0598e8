import Foundation

/// The threads widget code runs on: providers, intent queries, placeholders, snapshots and actions.
///
/// Swift's cooperative pool has one thread per core, and it also serves HTTP and fires the host's deadlines. A
/// provider that blocks its thread — a synchronous network call, `sleep`, a semaphore nobody signals — would take
/// one of those threads for as long as it blocks; two such providers on a two-core machine stop everything. Work
/// that ``Deadline`` runs prefers this executor instead: a pool that starts another thread whenever every thread it
/// has is busy (up to ``maximumThreads``), so a blocked thread costs only the call that blocked it, and the deadline,
/// which runs on the cooperative pool, still ends the wait.
///
/// Threads beyond ``keptThreads`` end after ``idleLifetime`` without work. When all ``maximumThreads`` are blocked,
/// further calls wait in a queue and miss their deadlines; the host goes on.
package final class ProviderThreads: TaskExecutor, @unchecked Sendable {
    /// The pool the host and the command-line tools use.
    package static let shared = ProviderThreads()

    /// The most threads the pool starts.
    package let maximumThreads: Int
    /// Threads that stay when idle.
    package let keptThreads: Int
    /// How long a thread beyond ``keptThreads`` waits for work before it ends.
    package let idleLifetime: TimeInterval

    private let condition = NSCondition()
    // Guarded by `condition`.
    private var queue: [UnownedJob] = []
    private var head = 0
    private var threads = 0
    private var idle = 0
    private var busyPeak = 0

    /// Creates a pool.
    package init(maximumThreads: Int = 128, keptThreads: Int = 2, idleLifetime: TimeInterval = 30) {
        self.maximumThreads = max(1, maximumThreads)
        self.keptThreads = max(0, keptThreads)
        self.idleLifetime = idleLifetime
    }

    /// Queues a job, starting a thread when no idle thread is left to take it.
    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        queue.append(job)
        let waiting = queue.count - head
        if waiting > idle && threads < maximumThreads {
            threads += 1
            condition.unlock()
            start()
        } else {
            condition.signal()
            condition.unlock()
        }
    }

    /// Threads running now, idle ones included.
    package var threadCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return threads
    }

    private func start() {
        let thread = Thread { [self] in run() }
        thread.name = "widgetry-provider"
        thread.start()
    }

    private func run() {
        while let job = next() {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    /// The next job, or `nil` when this thread should end.
    private func next() -> UnownedJob? {
        condition.lock()
        defer { condition.unlock() }
        while head == queue.count {
            idle += 1
            let woke = condition.wait(until: Date(timeIntervalSinceNow: idleLifetime))
            idle -= 1
            if !woke && head == queue.count && threads > keptThreads {
                threads -= 1
                return nil
            }
        }
        let job = queue[head]
        head += 1
        if head > 64 && head * 2 > queue.count {
            queue.removeFirst(head)
            head = 0
        }
        return job
    }
}
