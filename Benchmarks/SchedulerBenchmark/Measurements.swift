import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Resident memory of this process, in bytes, from `/proc/self/statm` (its second field, in pages).
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Gives freed heap pages back to the system (glibc's `malloc_trim(0)`), so resident memory counts what is live.
func trimHeap() {
    typealias Trim = @convention(c) (Int) -> Int32
    guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_trim") else { return }
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
}

/// Counts heap allocations: `malloc`, `calloc`, `realloc` and `posix_memalign`/`aligned_alloc` calls.
///
/// The counter lives in `libwidgetry-malloc-count.so` (Benchmarks/scheduler/malloc_count.c), which `run.sh` builds
/// and preloads (`LD_PRELOAD`); it forwards every call to glibc and counts it atomically. Without it the benchmark
/// reports no allocation figures.
enum AllocationCounter {
    typealias CountFunction = @convention(c) () -> UInt64

    static let count: CountFunction? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "widgetry_malloc_count") else {
            return nil
        }
        return unsafeBitCast(symbol, to: CountFunction.self)
    }()

    typealias LiveFunction = @convention(c) () -> Int64

    static let live: LiveFunction? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "widgetry_malloc_live_bytes") else {
            return nil
        }
        return unsafeBitCast(symbol, to: LiveFunction.self)
    }()

    /// Bytes the program holds on the heap (blocks allocated and not freed), or `nil` without the counter.
    static func liveBytes() -> Int? { live.map { Int($0()) } }

    /// Whether calls are counted (the counter is preloaded).
    static var isCounting: Bool { count != nil }

    /// Allocation calls so far, or `nil` without the counter.
    static func calls() -> UInt64? { count?() }
}

/// Nanoseconds on a monotonic clock.
func monotonicNanoseconds() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
}

/// The quantile of samples, linearly interpolated between the nearest ranks (the median of two is their mean).
func quantile(_ samples: [Double], _ q: Double) -> Double {
    guard !samples.isEmpty else { return .nan }
    let sorted = samples.sorted()
    let position = q * Double(sorted.count - 1)
    let lower = Int(position.rounded(.down))
    let upper = min(lower + 1, sorted.count - 1)
    return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
}

/// "1.42 M", "820 k", "12.3 k", "950".
func si(_ value: Double) -> String {
    guard value.isFinite else { return "n/a" }
    if value >= 1e6 { return String(format: "%.2f M", value / 1e6) }
    if value >= 1e4 { return String(format: "%.0f k", value / 1e3) }
    if value >= 1e3 { return String(format: "%.1f k", value / 1e3) }
    return String(format: "%.0f", value)
}

/// Prints glibc's per-arena statistics (`malloc_stats()`: bytes taken from the system and in use) to stderr.
func printMallocStatistics() {
    typealias Statistics = @convention(c) () -> Void
    guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_stats") else { return }
    unsafeBitCast(symbol, to: Statistics.self)()
}
