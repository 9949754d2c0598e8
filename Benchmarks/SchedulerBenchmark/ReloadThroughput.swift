// Reload throughput with real providers and renders: `--reload-throughput` runs the issue's second figure, reloads
// per second of real time, where row 5 stubs rendering and counts heap events.
//
//   widgetry-scheduler-benchmark --reload-throughput --instances 10000,100000 --hours 0.5,0.25 --samples 2
//
// For each size, a host on a fresh SQLite file (WAL) and a ManualClock gets N instances of the same mix as row 5
// (RenderedWidgets.swift: the same kinds, providers, families and configurations, with views), rendered ahead as
// `serve` renders them: `ServingRenderer` lays every entry out in each of the server's variants (two per placement)
// with a `WidgetPipeline` and stores the display list's JSON. The first timelines are timed (initial reloads, free),
// then each sample advances the clock by a simulated span in which the providers' policies fire (`.atEnd`,
// `.after`): reloads are provider calls that ended in a new timeline, every entry rendered and stored, over
// wall-clock time. Budgets and the 5-minute floor apply, as on a phone; refusals and deferrals are reported.
import Foundation
import WidgetryHost
import WidgetryKit
import WidgetryPipeline
import WidgetrySQLite

/// What one size of the reload row measured.
struct ReloadResult {
    var instances = 0
    var hours = 0.0
    var addSeconds = 0.0
    var firstTimelineSeconds = 0.0
    var firstTimelineReloads = 0
    var reloadsPerSample: [Int] = []
    var reloadsPerSecond: [Double] = []
    var rendersPerSecond: [Double] = []
    var rendersPerReload: [Double] = []
    var bytesPerRender = 0.0
    var allocationsPerReload: [Double] = []
    var cpuPerReload: [Double] = []
    var bytesPerInstance = 0.0
    var refusals = 0
    var deferrals = 0
    var failures = 0
    var errors = 0
    var firstError: String?
    var load = ""
}

/// Runs the reload row for every size in `options` and prints its markdown section and GOAL line.
@MainActor
func reloadThroughput(options: Options) async -> Int32 {
    let bundle = renderedBenchmarkBundle()
    var results: [ReloadResult] = []
    var skipped: [String] = []
    for (index, size) in options.sizes.enumerated() {
        if let previous = results.last {
            let needed = 2 * previous.bytesPerInstance * Double(size)
            let available = availableMemory()
            if needed > available / 2 {
                skipped.append(
                    "\(si(Double(size))) instances skipped: at \(kb(previous.bytesPerInstance))/instance they would "
                        + "need about \(String(format: "%.1f", needed / 1e9)) GB, and "
                        + "\(String(format: "%.1f", available / 1e9)) GB are available (the run uses at most half)")
                say("… " + skipped.last!)
                continue
            }
        }
        let hours = options.hours(at: index)
        let samples = options.samples(at: index)
        say("… reload throughput: \(size) instances, \(samples) sample(s) of \(hours.formatted()) simulated hour(s)")
        do {
            let result = try await measureReloads(
                size: size, hours: hours, samples: samples, options: options, bundle: bundle)
            say(
                "  adds \(String(format: "%.1f", result.addSeconds)) s, first timelines \(result.firstTimelineReloads) "
                    + "in \(String(format: "%.1f", result.firstTimelineSeconds)) s, reloads/sample "
                    + "\(result.reloadsPerSample), reloads/s \(result.reloadsPerSecond.map { si($0) }), load average "
                    + result.load)
            results.append(result)
        } catch {
            say("widgetry-scheduler-benchmark: reload throughput at \(size) instances failed: \(error)")
            return 1
        }
    }
    printReloadSection(results, skipped: skipped)
    return 0
}

private func measureReloads(
    size: Int, hours: Double, samples: Int, options: Options, bundle: WidgetBundleDescriptor
) async throws -> ReloadResult {
    var result = ReloadResult(instances: size, hours: hours)
    let loadBefore = loadAverage()
    try FileManager.default.createDirectory(atPath: options.directory, withIntermediateDirectories: true)
    let path = "\(options.directory)/reloads-\(size).sqlite"
    removeStore(at: path)
    defer { removeStore(at: path) }
    let logger = CountingLogger()
    let configuration = HostConfiguration(
        variants: ServingRenderer.variants, timelineDating: .relativeToWallClock, logger: logger)
    let renderer = ServingRenderer(pipeline: WidgetPipeline(), device: configuration.device)
    trimHeap()
    let residentBefore = residentBytes()
    let clock = ManualClock(now: Date(timeIntervalSince1970: 1_800_000_000))
    let host = try await WidgetHost(
        bundle: bundle, store: try SQLiteWidgetStore(path: path), renderer: renderer, clock: clock,
        configuration: configuration)
    let addStart = monotonicNanoseconds()
    try await withThrowingTaskGroup(of: Void.self) { group in
        for index in 0..<size {
            if index >= options.concurrency { try await group.next() }
            let template = templates[index % templates.count]
            group.addTask {
                _ = try await host.addWidget(
                    kind: template.kind, family: template.family, configuration: template.configuration,
                    id: String(format: "w%07d", index))
            }
        }
        try await group.waitForAll()
    }
    result.addSeconds = seconds(since: addStart)
    let beforeFirst = await host.schedulerStatistics()
    let firstStart = monotonicNanoseconds()
    await clock.advance(by: 0)  // every first timeline
    await host.waitUntilIdle()
    result.firstTimelineSeconds = seconds(since: firstStart)
    var previous = await host.schedulerStatistics()
    result.firstTimelineReloads = previous.reloads - beforeFirst.reloads
    let first = previous
    trimHeap()
    result.bytesPerInstance = Double(residentBytes() - residentBefore) / Double(size)
    for _ in 0..<samples {
        let rendersBefore = renderer.renders.totals
        let allocationsBefore = AllocationCounter.calls()
        let cpuBefore = processCPUSeconds()
        let start = monotonicNanoseconds()
        await clock.advance(by: hours * 3600)
        await host.waitUntilIdle()
        let elapsed = seconds(since: start)
        let cpu = processCPUSeconds() - cpuBefore
        let statistics = await host.schedulerStatistics()
        let reloads = statistics.reloads - previous.reloads
        let rendersAfter = renderer.renders.totals
        let renders = rendersAfter.renders - rendersBefore.renders
        result.reloadsPerSample.append(reloads)
        result.reloadsPerSecond.append(Double(reloads) / elapsed)
        result.rendersPerSecond.append(Double(renders) / elapsed)
        result.rendersPerReload.append(Double(renders) / Double(max(reloads, 1)))
        result.cpuPerReload.append(cpu / Double(max(reloads, 1)))
        result.bytesPerRender = Double(rendersAfter.bytes - rendersBefore.bytes) / Double(max(renders, 1))
        if let before = allocationsBefore, let after = AllocationCounter.calls() {
            result.allocationsPerReload.append(Double(after - before) / Double(max(reloads, 1)))
        }
        previous = statistics
    }
    result.refusals = previous.refusals - first.refusals
    result.deferrals = previous.deferrals - first.deferrals
    result.failures = previous.failures - first.failures
    await host.stop()
    (result.errors, result.firstError) = logger.errors
    result.load = "\(loadBefore) → \(loadAverage())"
    return result
}

private func printReloadSection(_ results: [ReloadResult], skipped: [String]) {
    func number(_ value: Double, _ format: String = "%.0f") -> String {
        value.isFinite ? String(format: format, value) : "n/a"
    }
    print("## Row 5b · Reload throughput with real providers and renders")
    print()
    print(
        "A host on a ManualClock and a SQLite file (WAL) with row 5's mix of the demo's widgets, rendered ahead as "
            + "`serve` does (every entry laid out by `WidgetPipeline` in the server's four variants, two per "
            + "placement, stored as display-list JSON). First timelines: the initial reloads after the adds. "
            + "Samples: simulated spans in which the providers' policies reload; reloads are provider calls that "
            + "ended in a new timeline, over wall-clock time (median and the rate 90 % of samples reach). CPU per "
            + "reload: the process's user + system time over the sample's reloads (2 cores at most).")
    print()
    print(
        "| instances | first timelines | first timelines/s | span | reloads/sample | reloads/s median | reloads/s p90 "
            + "| renders/reload | renders/s | display list | CPU/reload | allocations/reload | RSS/instance "
            + "| refusals | deferrals | failures | load average |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    for result in results {
        let allocations =
            AllocationCounter.isCounting ? number(quantile(result.allocationsPerReload, 0.5)) : "n/a"
        print(
            "| \(si(Double(result.instances))) | \(result.firstTimelineReloads) in "
                + "\(number(result.firstTimelineSeconds, "%.1f")) s | "
                + "\(si(Double(result.firstTimelineReloads) / result.firstTimelineSeconds)) | "
                + "\(result.hours.formatted()) h × \(result.reloadsPerSample.count) | "
                + "\(si(quantile(result.reloadsPerSample.map(Double.init), 0.5))) | "
                + "\(si(quantile(result.reloadsPerSecond, 0.5))) | \(si(quantile(result.reloadsPerSecond, 0.1))) | "
                + "\(number(quantile(result.rendersPerReload, 0.5), "%.1f")) | "
                + "\(si(quantile(result.rendersPerSecond, 0.5))) | \(kb(result.bytesPerRender)) | "
                + "\(number(quantile(result.cpuPerReload, 0.5) * 1e3, "%.2f")) ms | \(allocations) | "
                + "\(kb(result.bytesPerInstance)) | \(result.refusals) | \(result.deferrals) | \(result.failures) | "
                + "\(result.load) |")
    }
    print()
    for result in results {
        print(
            "- \(si(Double(result.instances))): adds \(number(result.addSeconds, "%.1f")) s; host errors logged: "
                + "\(result.errors)" + (result.firstError.map { " (first: \($0))" } ?? "") + ".")
    }
    for line in skipped { print("- \(line).") }
    print()
    if let largest = results.max(by: { $0.instances < $1.instances }) {
        print(
            "GOAL: reload throughput at \(si(Double(largest.instances))): "
                + "\(number(quantile(largest.reloadsPerSecond, 0.5) / 1e3, "%.2f")) k reloads/s "
                + "(goal 10 k/s on 2 cores; load average \(largest.load))")
    }
}
