// Row 5 of the benchmarks: the host's scheduler at 10 k, 100 k and 1 M widget instances.
//
// For each size, a host on a fresh SQLite file and a ManualClock gets N instances of the demo's widgets (every
// reload policy, mixed families and configurations, round-robin), takes their first timelines, then lives through
// simulated time with rendering stubbed (a 32-byte renderer: no views, no Cairo). Each simulated span is one sample:
// scheduler events (entry changes and planned reloads the heap fired) per wall-clock second, allocations per event.
// Resident memory per instance is measured after the first timelines (idle) and after the last day. Then the host
// stops and a new host resumes from the same file: that is the resume time.
//
// Usage: widgetry-scheduler-benchmark [--instances 10000,100000,1000000] [--hours 24,6,1] [--samples 3,2,2]
//                                     [--directory DIR] [--markdown] [--keep-store] [--resume-rounds N]
//                                     [--reload-throughput]
// `--hours` and `--samples` give each size its simulated span per sample and its number of samples (the last value
// serves the remaining sizes). A size whose memory, extrapolated from the previous size, would not fit in half of
// MemAvailable is skipped and reported as such. `--keep-store` keeps each size's store in DIR after the run;
// `--resume-rounds N` only resumes those kept stores, N times each (ResumeRounds.swift). `--reload-throughput` runs
// row 5b instead: reloads per second with the providers and real renders (ReloadThroughput.swift).
import Foundation
import WidgetryHost
import WidgetryKit
import WidgetrySQLite

/// Renders nothing: 32 bytes naming the instance's kind, the slot and the variant, as a display list stands in.
struct StubRenderer: WidgetRenderer {
    func render(_ request: WidgetRenderRequest) async throws -> WidgetRendering {
        var data = Data(count: 32)
        data[0] = UInt8(truncatingIfNeeded: request.slot.storageIndex)
        data[1] = UInt8(truncatingIfNeeded: request.variant.key.utf8.count)
        data[2] = UInt8(truncatingIfNeeded: request.instance.kind.utf8.count)
        return WidgetRendering(data: data)
    }
}

/// Counts what the host logs (refusals, warnings) instead of printing millions of lines.
final class CountingLogger: HostLogger, @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [HostLogMessage.Level: Int] = [:]
    private var firstError: String?

    func log(_ message: HostLogMessage) {
        lock.lock()
        counts[message.level, default: 0] += 1
        if message.level == .error, firstError == nil { firstError = message.description }
        lock.unlock()
    }

    var errors: (count: Int, first: String?) {
        lock.lock()
        defer { lock.unlock() }
        return (counts[.error] ?? 0, firstError)
    }
}

struct Options {
    var sizes = [10_000, 100_000, 1_000_000]
    var hours: [Double] = [24, 6, 1]
    var samples = [3, 2, 2]
    var directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-scheduler-benchmark").path
    var concurrency = 256
    var keepStore = false
    var resumeRounds = 0
    var reloadThroughput = false

    init(arguments: [String]) throws {
        var rest = arguments.makeIterator()
        while let argument = rest.next() {
            func value() throws -> String {
                guard let value = rest.next() else { throw UsageError("\(argument) needs a value") }
                return value
            }
            func list<T: LosslessStringConvertible & Comparable & Numeric>(_ text: String, _: T.Type) throws -> [T] {
                try text.split(separator: ",").map {
                    guard let parsed = T(String($0).replacingOccurrences(of: "_", with: "")), parsed > 0 else {
                        throw UsageError("\(argument) takes positive numbers separated by commas, got '\($0)'")
                    }
                    return parsed
                }
            }
            switch argument {
            case "--instances": sizes = try list(try value(), Int.self)
            case "--hours": hours = try list(try value(), Double.self)
            case "--samples": samples = try list(try value(), Int.self)
            case "--directory": directory = try value()
            case "--keep-store": keepStore = true
            case "--resume-rounds": resumeRounds = try list(try value(), Int.self)[0]
            case "--reload-throughput": reloadThroughput = true
            case "--markdown": break  // the output is always markdown; kept for scripts that ask for it
            case "--help", "-h":
                print(
                    "usage: widgetry-scheduler-benchmark [--instances 10000,100000,1000000] [--hours 24,6,1] "
                        + "[--samples 3,2,2] [--directory DIR] [--keep-store] [--resume-rounds N] [--reload-throughput]"
                )
                exit(0)
            default: throw UsageError("unknown argument '\(argument)'")
            }
        }
    }

    func hours(at index: Int) -> Double { hours[min(index, hours.count - 1)] }
    func samples(at index: Int) -> Int { samples[min(index, samples.count - 1)] }
}

struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// What one size measured.
struct SizeResult {
    var instances = 0
    var setupSeconds = 0.0
    var eventsPerSecond: [Double] = []
    var hours = 0.0
    var eventsPerSample: [Int] = []
    var allocationsPerEvent: [Double] = []
    var idleBytesPerInstance = 0.0
    var idleHeapPerInstance: Double?
    var afterBytesPerInstance = 0.0
    var reloads = 0
    var refusals = 0
    var deferrals = 0
    var failures = 0
    var groupCommits = 0
    var resumeSeconds = 0.0
    var loadSeconds = 0.0
    var resumedInstances = 0
    var resumedEventsNextMinutes = 0
    var errors = 0
    var firstError: String?
}

func seconds(since start: UInt64) -> Double { Double(monotonicNanoseconds() - start) / 1e9 }

func removeStore(at path: String) {
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
}

func measure(size: Int, hours: Double, samples: Int, options: Options, bundle: WidgetBundleDescriptor)
    async throws -> SizeResult
{
    var result = SizeResult(instances: size, hours: hours)
    try FileManager.default.createDirectory(atPath: options.directory, withIntermediateDirectories: true)
    let path = "\(options.directory)/scheduler-\(size).sqlite"
    removeStore(at: path)
    defer { if !options.keepStore { removeStore(at: path) } }
    let logger = CountingLogger()
    let configuration = HostConfiguration(timelineDating: .relativeToWallClock, logger: logger)
    trimHeap()
    let residentBefore = residentBytes()
    let heapBefore = AllocationCounter.liveBytes()
    let resumeAt = try await live(
        size: size, samples: samples, options: options, bundle: bundle, path: path, configuration: configuration,
        residentBefore: residentBefore, heapBefore: heapBefore, into: &result)
    // The store's part of a restart alone: reading everything a host resumes from (on a store of its own, so the
    // host below starts as cold as a restarted process, but for the file in the kernel's page cache).
    let loadStart = monotonicNanoseconds()
    try await drainLoad(SQLiteWidgetStore(path: path), now: resumeAt)
    result.loadSeconds = seconds(since: loadStart)
    trimHeap()
    // A restart: the first host stopped (its writes are all on disk) and is gone; a new one opens the same file.
    let clock = ManualClock(now: resumeAt)
    let resumeStart = monotonicNanoseconds()
    let resumed = try await WidgetHost(
        bundle: bundle, store: try SQLiteWidgetStore(path: path), renderer: StubRenderer(), clock: clock,
        configuration: configuration)
    result.resumeSeconds = seconds(since: resumeStart)
    result.resumedInstances = await resumed.widgets().count
    let beforeHour = await resumed.schedulerStatistics()
    await clock.advance(by: 600)  // enough to see the schedule go on; the samples measured the speed
    await resumed.waitUntilIdle()
    result.resumedEventsNextMinutes = await resumed.schedulerStatistics().eventsFired - beforeHour.eventsFired
    await resumed.stop()
    if options.keepStore {
        // The store stays as the resumed host left it, at this moment of the manual clock.
        try "\(clock.now.timeIntervalSince1970)\n".write(
            toFile: keptStorePath(directory: options.directory, size: size).stoppedAt, atomically: true,
            encoding: .utf8)
    }
    (result.errors, result.firstError) = logger.errors
    return result
}

/// Adds the instances, takes their first timelines and lives through the samples; returns when the host stopped.
func live(
    size: Int, samples: Int, options: Options, bundle: WidgetBundleDescriptor, path: String,
    configuration: HostConfiguration,
    residentBefore: Int, heapBefore: Int?, into result: inout SizeResult
) async throws -> Date {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let clock = ManualClock(now: start)
    let firstHost = try await WidgetHost(
        bundle: bundle, store: try SQLiteWidgetStore(path: path), renderer: StubRenderer(), clock: clock,
        configuration: configuration)
    let setupStart = monotonicNanoseconds()
    // Instances are added as a home screen's clients would add them: many requests in flight at once.
    try await withThrowingTaskGroup(of: Void.self) { group in
        for index in 0..<size {
            if index >= options.concurrency { try await group.next() }
            let template = templates[index % templates.count]
            group.addTask {
                _ = try await firstHost.addWidget(
                    kind: template.kind, family: template.family, configuration: template.configuration,
                    id: String(format: "w%07d", index))
            }
        }
        try await group.waitForAll()
    }
    await clock.advance(by: 0)  // every first timeline
    await firstHost.waitUntilIdle()
    result.setupSeconds = seconds(since: setupStart)
    trimHeap()
    result.idleBytesPerInstance = Double(residentBytes() - residentBefore) / Double(size)
    if let heapBefore, let heapNow = AllocationCounter.liveBytes() {
        result.idleHeapPerInstance = Double(heapNow - heapBefore) / Double(size)
    }
    if ProcessInfo.processInfo.environment["WIDGETRY_MALLOC_STATS"] != nil { printMallocStatistics() }
    var previous = await firstHost.schedulerStatistics()
    let first = previous
    for _ in 0..<samples {
        let allocationsBefore = AllocationCounter.calls()
        let dayStart = monotonicNanoseconds()
        await clock.advance(by: result.hours * 3600)
        await firstHost.waitUntilIdle()
        let elapsed = seconds(since: dayStart)
        let statistics = await firstHost.schedulerStatistics()
        let events = statistics.eventsFired - previous.eventsFired
        result.eventsPerSample.append(events)
        result.eventsPerSecond.append(Double(events) / elapsed)
        if let before = allocationsBefore, let after = AllocationCounter.calls() {
            result.allocationsPerEvent.append(Double(after - before) / Double(max(events, 1)))
        }
        previous = statistics
    }
    result.reloads = previous.reloads - first.reloads
    result.refusals = previous.refusals - first.refusals
    result.deferrals = previous.deferrals - first.deferrals
    result.failures = previous.failures - first.failures
    result.groupCommits = previous.groupCommits - first.groupCommits
    trimHeap()
    result.afterBytesPerInstance = Double(residentBytes() - residentBefore) / Double(size)
    let stoppedAt = clock.now
    await firstHost.stop()
    return stoppedAt
}

func kb(_ bytes: Double) -> String { String(format: "%.0f B", bytes) }

/// Bytes the kernel says could be allocated without swapping (`MemAvailable` in `/proc/meminfo`).
func availableMemory() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("MemAvailable:") }),
        let kilobytes = Double(line.split(separator: " ")[1])
    else { return .infinity }
    return kilobytes * 1024
}

func say(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

@MainActor
func run() async -> Int32 {
    let options: Options
    do {
        options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
        say("widgetry-scheduler-benchmark: \(error)")
        return 2
    }
    if options.reloadThroughput { return await reloadThroughput(options: options) }
    let bundle = benchmarkBundle()
    if options.resumeRounds > 0 { return await resumeRounds(options.resumeRounds, options: options, bundle: bundle) }
    var results: [SizeResult] = []
    var skipped: [String] = []
    for (index, size) in options.sizes.enumerated() {
        let hours = options.hours(at: index)
        let samples = options.samples(at: index)
        // Twice the bytes per instance the previous size ended with (the resumed host holds a second copy while
        // the first is freed), against half of what is available: a shared machine is not pushed into swap.
        if let previous = results.last {
            let needed = 2 * max(previous.afterBytesPerInstance, previous.idleBytesPerInstance) * Double(size)
            let available = availableMemory()
            if needed > available / 2 {
                skipped.append(
                    "\(si(Double(size))) instances skipped: at \(kb(previous.afterBytesPerInstance))/instance they "
                        + "would need about \(String(format: "%.1f", needed / 1e9)) GB, and \(String(format: "%.1f", available / 1e9)) GB "
                        + "are available (the run uses at most half)")
                say("… " + skipped.last!)
                continue
            }
        }
        say("… \(size) instances, \(samples) sample(s) of \(hours.formatted()) simulated hour(s)")
        do {
            let result = try await measure(
                size: size, hours: hours, samples: samples, options: options, bundle: bundle)
            results.append(result)
            say(
                "  setup \(String(format: "%.1f", result.setupSeconds)) s, events/sample \(result.eventsPerSample), "
                    + "events/s \(result.eventsPerSecond.map { si($0) }), idle \(kb(result.idleBytesPerInstance))"
                    + "/instance, resume \(String(format: "%.2f", result.resumeSeconds)) s (store load alone "
                    + "\(String(format: "%.2f", result.loadSeconds)) s)")
        } catch {
            say("widgetry-scheduler-benchmark: \(size) instances failed: \(error)")
            return 1
        }
    }
    let allocationMethod =
        AllocationCounter.isCounting
        ? "allocation calls counted by a preloaded malloc/calloc/realloc/memalign counter (malloc_count.c)"
        : "not counted (run through run.sh, which preloads the counter)"
    print("## Row 5 · Scheduler at scale")
    print()
    print(
        "Each sample is a span of simulated time on a ManualClock (hours below); rendering stubbed (32-byte "
            + "renderer), SQLite store on disk (WAL). Events: entry changes and planned reloads fired by the heap; "
            + "events/s is events over wall-clock time. Bytes/instance: resident growth (`/proc/self/statm`, after "
            + "`malloc_trim`) over N, idle after the first timelines, and after the last sample; live heap: bytes "
            + "allocated and not freed (the preloaded counter), idle, over N: what the host holds, without glibc's "
            + "fragmentation. Reloads, refusals "
            + "and deferrals: over all samples. Resume: a new host on the same file, from `init` to armed; store load: "
            + "`SQLiteWidgetStore.load` alone on the same file just before. "
            + "Allocations: \(allocationMethod).")
    print()
    print(
        "| instances | span | events/sample | events/s median | events/s p90 | RSS/instance idle | after | "
            + "live heap/instance idle | reloads | "
            + "refusals | deferrals | resume | of which store load | allocations/event |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for result in results {
        let allocations =
            AllocationCounter.isCounting ? String(format: "%.0f", quantile(result.allocationsPerEvent, 0.5)) : "n/a"
        print(
            "| \(si(Double(result.instances))) | \(result.hours.formatted()) h × \(result.eventsPerSample.count) | "
                + "\(si(quantile(result.eventsPerSample.map(Double.init), 0.5))) | "
                + "\(si(quantile(result.eventsPerSecond, 0.5))) | \(si(quantile(result.eventsPerSecond, 0.1))) | "
                + "\(kb(result.idleBytesPerInstance)) | \(kb(result.afterBytesPerInstance)) | "
                + "\(result.idleHeapPerInstance.map(kb) ?? "n/a") | \(result.reloads) | "
                + "\(result.refusals) | \(result.deferrals) | \(String(format: "%.2f s", result.resumeSeconds)) | "
                + "\(String(format: "%.2f s", result.loadSeconds)) | \(allocations) |")
    }
    print()
    for result in results {
        print(
            "- \(si(Double(result.instances))): setup (add + first timelines) "
                + "\(String(format: "%.1f", result.setupSeconds)) s; failures \(result.failures); resumed "
                + "\(result.resumedInstances) instances, which fired \(result.resumedEventsNextMinutes) events in the next "
                + "10 simulated minutes; host errors logged: \(result.errors)"
                + (result.firstError.map { " (first: \($0))" } ?? "") + ".")
    }
    for line in skipped { print("- \(line).") }
    print("- p90 of events/s is the rate 90 % of samples reach (the 10th percentile of the per-sample rates).")
    print()
    if let largest = results.max(by: { $0.instances < $1.instances }) {
        let label = si(Double(largest.instances))
        print(
            "GOAL: scheduler: \(si(quantile(largest.eventsPerSecond, 0.5))) events/s, "
                + "\(kb(largest.idleBytesPerInstance))/instance at \(label) (goal 1 M/s, 1 KB)")
        print("GOAL: resume \(label) from SQLite: \(String(format: "%.1f", largest.resumeSeconds)) s (goal 5 s)")
    }
    return 0
}

exit(await run())
