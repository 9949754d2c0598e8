// Resume alone, repeated: `--resume-rounds N` resumes hosts from stores a previous run kept (`--keep-store`), so a
// change to loading can be measured before and after, alternated, without adding a million instances each time.
//
//   widgetry-scheduler-benchmark --instances 1000000 --hours 0.01 --samples 1 --directory DIR --keep-store
//   widgetry-scheduler-benchmark --instances 1000000 --directory DIR --resume-rounds 3
//
// Each round copies the kept store (and its WAL) to a scratch file, reads it with a store of its own (the store's
// part of a restart, in parts as the host reads it), then starts a host on the copy and times `init` until it is armed, checks that the host goes
// on firing events for 10 simulated minutes, and deletes the copy. The kept store is never written.
import Foundation
import WidgetryHost
import WidgetryKit
import WidgetrySQLite

#if canImport(Glibc)
    import Glibc
#endif

/// Where `--keep-store` leaves a size's store, and the file that says when its host stopped.
func keptStorePath(directory: String, size: Int) -> (store: String, stoppedAt: String) {
    let store = "\(directory)/scheduler-\(size).sqlite"
    return (store, store + ".stopped-at")
}

/// Resumes each size's kept store `rounds` times and prints the medians as markdown, with a GOAL line.
func resumeRounds(_ rounds: Int, options: Options, bundle: WidgetBundleDescriptor) async -> Int32 {
    print("## Resume from a kept store")
    print()
    print(
        "| instances | rounds | resume median | resume min | resume CPU median | store load median "
            + "| store load CPU median | load average |")
    print("|---:|---:|---:|---:|---:|---:|---:|---|")
    var largest: (size: Int, resume: Double)?
    for size in options.sizes {
        let kept = keptStorePath(directory: options.directory, size: size)
        guard let text = try? String(contentsOfFile: kept.stoppedAt, encoding: .utf8),
            let stopped = Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            say(
                "widgetry-scheduler-benchmark: no kept store for \(size) instances in \(options.directory); run "
                    + "once with --instances \(size) --directory \(options.directory) --keep-store first")
            return 1
        }
        let stoppedAt = Date(timeIntervalSince1970: stopped)
        var resumes: [Double] = []
        var loads: [Double] = []
        var resumeCPU: [Double] = []
        var loadCPU: [Double] = []
        let load = loadAverage()
        for round in 1...rounds {
            do {
                let measured = try await resumeOnce(
                    from: kept.store, at: stoppedAt, directory: options.directory, bundle: bundle)
                resumes.append(measured.resume)
                loads.append(measured.load)
                resumeCPU.append(measured.resumeCPU)
                loadCPU.append(measured.loadCPU)
                let events = measured.events
                say(
                    "  \(size) instances, round \(round): resume \(String(format: "%.2f", measured.resume)) s "
                        + "(CPU \(String(format: "%.2f", measured.resumeCPU)) s), store load "
                        + "\(String(format: "%.2f", measured.load)) s (CPU \(String(format: "%.2f", measured.loadCPU)) s), "
                        + "\(events) events in the next 10 simulated minutes, load average \(loadAverage())")
                guard events > 0 else {
                    say("widgetry-scheduler-benchmark: the resumed host fired no events")
                    return 1
                }
            } catch {
                say("widgetry-scheduler-benchmark: resuming \(size) instances failed: \(error)")
                return 1
            }
        }
        print(
            "| \(si(Double(size))) | \(rounds) | \(String(format: "%.2f s", quantile(resumes, 0.5))) | "
                + "\(String(format: "%.2f s", resumes.min() ?? 0)) | \(String(format: "%.2f s", quantile(resumeCPU, 0.5))) "
                + "| \(String(format: "%.2f s", quantile(loads, 0.5))) | \(String(format: "%.2f s", quantile(loadCPU, 0.5))) "
                + "| \(load) → \(loadAverage()) |")
        if largest == nil || size > largest!.size { largest = (size, quantile(resumes, 0.5)) }
    }
    print()
    if let largest {
        print(
            "GOAL: resume \(si(Double(largest.size))) from SQLite: \(String(format: "%.1f", largest.resume)) s (goal 5 s)"
        )
    }
    return 0
}

/// The 1, 5 and 15 minute load averages, as `/proc/loadavg` gives them.
func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3)
        .joined(separator: " ") ?? "?"
}

/// CPU seconds (user and system, every thread) the process has used.
func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// Reads everything a host resumes from as a host reads it (``WidgetStore/loadInParts(now:batchSize:)``, in the
/// host's batch size), and drops it: the store's part of a restart. The store is closed before this returns, as
/// one dropped after a whole load was: closing the last connection checkpoints the WAL, which must not overlap the
/// resume timed next (the reading task lets the store go only after the last part).
func drainLoad(_ store: SQLiteWidgetStore, now: Date) async throws {
    for try await _ in store.loadInParts(now: now, batchSize: 16_384) {}
    try await store.close()
}

/// One restart on a copy of a kept store: the store's load alone, the host's resume, and the events it then fires.
private func resumeOnce(from store: String, at stoppedAt: Date, directory: String, bundle: WidgetBundleDescriptor)
    async throws -> (resume: Double, load: Double, resumeCPU: Double, loadCPU: Double, events: Int)
{
    let copy = "\(directory)/resume-round.sqlite"
    removeStore(at: copy)
    defer { removeStore(at: copy) }
    for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: store + suffix) {
        try FileManager.default.copyItem(atPath: store + suffix, toPath: copy + suffix)
    }
    let loadStart = monotonicNanoseconds()
    let loadCPUStart = processCPUSeconds()
    try await drainLoad(SQLiteWidgetStore(path: copy), now: stoppedAt)
    let load = seconds(since: loadStart)
    let loadCPU = processCPUSeconds() - loadCPUStart
    trimHeap()
    let logger = CountingLogger()
    let configuration = HostConfiguration(timelineDating: .relativeToWallClock, logger: logger)
    let clock = ManualClock(now: stoppedAt)
    let resumeStart = monotonicNanoseconds()
    let resumeCPUStart = processCPUSeconds()
    let resumed = try await WidgetHost(
        bundle: bundle, store: try SQLiteWidgetStore(path: copy), renderer: StubRenderer(), clock: clock,
        configuration: configuration)
    let resume = seconds(since: resumeStart)
    let resumeCPU = processCPUSeconds() - resumeCPUStart
    let before = await resumed.schedulerStatistics()
    await clock.advance(by: 600)
    await resumed.waitUntilIdle()
    let events = await resumed.schedulerStatistics().eventsFired - before.eventsFired
    await resumed.stop()
    trimHeap()
    return (resume, load, resumeCPU, loadCPU, events)
}
