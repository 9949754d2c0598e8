// Times rendering the demo's weather and character widgets at 3× in every family they support: resolve, layout,
// raster and PNG encode (each and in total), SVG, PDF and HTML from the display list, and a PNG from a stored
// (JSON) display list as `serve` paints one per request; then each display list's JSON encoding, JSONEncoder
// against the direct writer `jsonData()` uses, in alternated rounds (`--json-only` for that table alone); then the
// PNG encoder at each level and filter.
//
//   swift build -c release --scratch-path .build-release --product widgetry-render-benchmark
//   .build-release/release/widgetry-render-benchmark [--iterations 200] [--results out.json] [--artifacts dir]
//       [--json-rounds 7] [--json-only]
//
// Prints markdown tables with the median and p90 of the runs in microseconds. With the malloc counter preloaded
// (`LD_PRELOAD=libwidgetry-malloc-counter.so`, built by Benchmarks/render/run.sh) it also counts heap allocations
// per operation (malloc, calloc, realloc and the aligned allocators). `--artifacts` writes each widget's HTML
// document and PNG, which Benchmarks/render/run.sh screenshots with Chromium. `scripts/bench.sh` runs it all.
import Foundation
import WidgetryCairo
import WidgetryDisplayList
import WidgetryHTML
import WidgetryKit
import WidgetryPipeline
import WidgetryRendering
import WidgetryUI

#if canImport(Glibc)
    import Glibc
#endif

// MARK: - The demo's views, copied from Sources/WidgetsDemo (an executable target, which cannot be imported).

// Weather.swift (seed 002): the view is unchanged; the entry keeps only what the view reads.
struct Weather: Sendable {
    let conditions: String
    let symbol: String
    let color: String
    let temp: Int
    static let sunny = Weather(conditions: "Sunny", symbol: "sun.max.fill", color: "sunny-color", temp: 78)
}

struct WeatherEntry: TimelineEntry {
    let date: Date
    let weather: Weather
}

struct WeatherWidgetView: View {
    var entry: WeatherEntry

    var body: some View {
        VStack {
            HStack {
                Text("\(entry.weather.temp)°")
                    .font(.system(size: 32))
                Image(systemName: entry.weather.symbol)
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(minWidth: 20, maxWidth: 40, minHeight: 20, maxHeight: 40)
            }
            HStack {
                Text(entry.weather.conditions)
                    .font(.system(size: 16, weight: .bold))
            }
        }
        .containerBackground(Color(entry.weather.color).gradient, for: .widget)
    }
}

// GameStatus.swift (seed 001): the view is unchanged; the character is a plain struct (the demo's is an AppEntity).
struct CharacterDetail: Sendable {
    let id: String
    let avatar: String
    let healthLevel: Double
    let heroType: String
    static let panda = CharacterDetail(
        id: "Power Panda", avatar: "🐼", healthLevel: 0.14, heroType: "Forest Dweller")
}

struct CharacterDetailEntry: TimelineEntry {
    var date: Date
    var detail: CharacterDetail
}

struct CharacterDetailView: View {
    var entry: CharacterDetailEntry
    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.detail.avatar).font(.system(size: 40))
            Text(entry.detail.id).font(.headline)
            ProgressView(value: entry.detail.healthLevel)
            Gauge(value: entry.detail.healthLevel) { Text("Health") }
                .gaugeStyle(.linearCapacity)
        }
        .containerBackground(for: .widget) { Color.green.opacity(0.2) }
    }
}

// MARK: - Measuring

/// The allocation counter of `libwidgetry-malloc-counter.so`, when it is preloaded.
let allocationCounter: (@convention(c) () -> UInt64)? = {
    guard let symbol = dlsym(nil, "widgetry_malloc_count") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) () -> UInt64).self)
}()

/// Samples of one operation: microseconds and allocations per run.
struct Samples {
    var micros: [Double] = []
    var allocations: [UInt64] = []

    var median: Double { percentile(micros, 0.5) }
    var p90: Double { percentile(micros, 0.9) }
    var allocationsMedian: UInt64? {
        allocationCounter == nil || allocations.isEmpty ? nil : allocations.sorted()[allocations.count / 2]
    }

    mutating func add(_ measurement: Measurement) {
        micros.append(measurement.micros)
        allocations.append(measurement.allocations)
    }

    var json: [String: Any] {
        var object: [String: Any] = ["median_us": median, "p90_us": p90, "runs": micros.count, "samples_us": micros]
        if let allocationsMedian { object["allocs"] = allocationsMedian }
        return object
    }
}

/// The nearest-rank percentile.
func percentile(_ samples: [Double], _ fraction: Double) -> Double {
    guard !samples.isEmpty else { return .nan }
    let sorted = samples.sorted()
    let rank = Int((fraction * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
}

struct Measurement {
    var micros: Double
    var allocations: UInt64

    static func + (lhs: Measurement, rhs: Measurement) -> Measurement {
        Measurement(micros: lhs.micros + rhs.micros, allocations: lhs.allocations + rhs.allocations)
    }
}

/// Runs `body` once, timing it and counting its allocations.
/// A point in time and the allocation count then.
struct Snapshot {
    let nanoseconds = DispatchTime.now().uptimeNanoseconds
    let allocations = allocationCounter?() ?? 0

    /// The time and allocations since the snapshot.
    func elapsed() -> Measurement {
        let end = DispatchTime.now().uptimeNanoseconds
        let allocationsNow = allocationCounter?() ?? 0
        return Measurement(micros: Double(end - nanoseconds) / 1000, allocations: allocationsNow - allocations)
    }
}

func measure<T>(_ body: () throws -> T) rethrows -> (T, Measurement) {
    let allocationsBefore = allocationCounter?() ?? 0
    let start = DispatchTime.now().uptimeNanoseconds
    let result = try body()
    let end = DispatchTime.now().uptimeNanoseconds
    let allocationsAfter = allocationCounter?() ?? 0
    return (result, Measurement(micros: Double(end - start) / 1000, allocations: allocationsAfter - allocationsBefore))
}

// MARK: - The run

struct Options {
    var iterations = 200
    var encoderIterations = 30
    var results: String?
    var artifacts: String?
    var assets: String?
    /// Only this case (`weather-systemSmall`), for profiling.
    var only: String?
    /// Only the four phases (no other formats, no encoder table), for profiling.
    var phasesOnly = false
    /// Alternated rounds of the display-list JSON table (JSONEncoder, then the writer, then the other way round).
    var jsonRounds = 7
    /// Only the display-list JSON table: each case is laid out once, nothing is painted.
    var jsonOnly = false
    /// The PNG compression of the phases (`scanline`, or a libdeflate level 0–12); the encoder's default otherwise.
    var compression = PNGEncoder().compression

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var rest = arguments[...]
        func value(_ name: String) throws -> String {
            guard let next = rest.popFirst() else { throw BenchmarkError("'\(name)' needs a value.") }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--iterations":
                guard let count = Int(try value(argument)), count > 0 else {
                    throw BenchmarkError("'--iterations' takes a positive whole number.")
                }
                options.iterations = count
            case "--encoder-iterations":
                guard let count = Int(try value(argument)), count > 0 else {
                    throw BenchmarkError("'--encoder-iterations' takes a positive whole number.")
                }
                options.encoderIterations = count
            case "--results": options.results = try value(argument)
            case "--artifacts": options.artifacts = try value(argument)
            case "--assets": options.assets = try value(argument)
            case "--only": options.only = try value(argument)
            case "--phases-only": options.phasesOnly = true
            case "--json-rounds":
                guard let count = Int(try value(argument)), count > 0 else {
                    throw BenchmarkError("'--json-rounds' takes a positive whole number.")
                }
                options.jsonRounds = count
            case "--json-only": options.jsonOnly = true
            case "--compression":
                let name = try value(argument)
                if name == "scanline" {
                    options.compression = .scanline
                } else if let level = Int(name), (0...12).contains(level) {
                    options.compression = .libdeflate(level: level)
                } else {
                    throw BenchmarkError("'--compression' takes 'scanline' or a libdeflate level from 0 to 12.")
                }
            case "--help", "-h":
                print(
                    "usage: widgetry-render-benchmark [--iterations N] [--encoder-iterations N] [--results FILE.json] "
                        + "[--artifacts DIR] [--assets Sources/WidgetsDemo/Assets.xcassets] "
                        + "[--only weather-systemSmall] [--phases-only] [--compression scanline|0-12] "
                        + "[--json-rounds N] [--json-only]")
                exit(0)
            default:
                // The first version took the iteration count alone.
                if let count = Int(argument), count > 0 {
                    options.iterations = count
                } else {
                    throw BenchmarkError("Unknown argument '\(argument)'. See '--help'.")
                }
            }
        }
        return options
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// One widget in one family, and what was measured of it.
struct Case {
    var widget: String
    var family: WidgetFamily
    var view: AnyView
    var phases: [String: Samples] = [:]
    var bytes: [String: Int] = [:]
    var pixels = (width: 0, height: 0)
    var points = CGSize.zero
    var raster: CairoRaster?
    /// The case's display list, for the JSON encoding table.
    var list: DisplayList?
}

/// The operations of row 1, in table order.
let operations = [
    ("resolve", "resolve"), ("layout", "layout"), ("raster", "raster"), ("encode", "PNG encode"),
    ("total", "**total PNG**"), ("png", "list → PNG"), ("stored_png", "stored list → PNG"), ("svg", "list → SVG"),
    ("pdf", "list → PDF"), ("html_fragment", "list → HTML fragment"), ("html", "list → HTML document"),
]

@MainActor
func run(_ options: Options) throws {
    let catalog =
        options.assets
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/WidgetsDemo/Assets.xcassets").path
    let pipeline = WidgetPipeline(assets: try WidgetAssets(catalog: URL(fileURLWithPath: catalog)))
    let now = Date(timeIntervalSince1970: 1_780_306_860)
    let weather = WeatherWidgetView(entry: WeatherEntry(date: now, weather: .sunny))
    let character = CharacterDetailView(entry: CharacterDetailEntry(date: now, detail: .panda))
    var cases: [Case] = []
    // The families each widget supports (the character widget has no accessory family).
    for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular] {
        cases.append(Case(widget: "weather", family: family, view: AnyView(weather)))
    }
    for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge] {
        cases.append(Case(widget: "character", family: family, view: AnyView(character)))
    }
    if let only = options.only {
        cases.removeAll { "\($0.widget)-\($0.family)" != only }
        guard !cases.isEmpty else { throw BenchmarkError("No case '\(only)': try 'weather-systemSmall'.") }
    }
    let encoder = PNGEncoder(compression: options.compression, scale: 3)
    for index in cases.indices {
        var spec = WidgetRenderSpec(family: cases[index].family)
        spec.scale = 3
        spec.now = now
        let environment = WidgetPipeline.environment(for: spec)
        let renderOptions = spec.renderOptions
        let painter = CairoPainter(
            format: .png, textEngine: pipeline.textEngine, colorAssets: pipeline.assets.colors,
            imageAssets: pipeline.assets.images)
        // The HTML Chromium screenshots: a document that names the installed fonts (no embedded copies), the
        // browser's fastest case.
        var documentPainter = HTMLPainter(
            format: .document, fonts: .none, symbolDrawing: { SymbolTable.shared.drawing(for: $0) },
            colorAssets: pipeline.assets.colors, imageAssets: pipeline.assets.images)
        documentPainter.title = "Widget"
        // The server's render.html: a fragment whose fonts the page's stylesheet loads.
        let fragmentPainter = HTMLPainter(
            format: .fragment, fonts: .none, symbolDrawing: { SymbolTable.shared.drawing(for: $0) },
            colorAssets: pipeline.assets.colors, imageAssets: pipeline.assets.images)
        let view = cases[index].view
        if options.jsonOnly {
            cases[index].list = pipeline.layout(
                ViewResolver.resolve(view, in: environment), request: spec, marginsDisabled: false)
            continue
        }
        let warmUp = min(10, max(2, options.iterations / 10))
        // Documents with embedded fonts take up to a second (the emoji font is 10 MB): fewer runs of those.
        let documentRuns = min(options.iterations, 20)
        for iteration in 0..<(warmUp + options.iterations) {
            let (tree, resolve) = measure { ViewResolver.resolve(view, in: environment) }
            let (list, layout) = measure { pipeline.layout(tree, request: spec, marginsDisabled: false) }
            // Raster: the passes and painting, up to the pixels (borrowed, as PNG output uses them); encode: those
            // pixels to PNG.
            var png: [UInt8] = []
            var encode = Measurement(micros: 0, allocations: 0)
            var rasterize = Measurement(micros: 0, allocations: 0)
            let started = Snapshot()
            try painter.withRaster(list, options: renderOptions) { pixels in
                rasterize = started.elapsed()
                (png, encode) = measure { pixels.png(encoder) }
            }
            if options.phasesOnly {
                if iteration >= warmUp {
                    let measured = [
                        ("resolve", resolve), ("layout", layout), ("raster", rasterize), ("encode", encode),
                        ("total", resolve + layout + rasterize + encode),
                    ]
                    for (name, measurement) in measured {
                        cases[index].phases[name, default: Samples()].add(measurement)
                    }
                }
                continue
            }
            let (listPNG, paintPNG) = try measure { try pipeline.paint(list, request: spec, format: .png) }
            let stored = try list.jsonData()
            let (_, storedPNG) = try measure {
                try pipeline.paint(try DisplayList(jsonData: stored), request: spec, format: .png)
            }
            let (svg, paintSVG) = try measure { try pipeline.paint(list, request: spec, format: .svg) }
            let (pdf, paintPDF) = try measure { try pipeline.paint(list, request: spec, format: .pdf) }
            let (fragment, paintFragment) = try measure {
                try fragmentPainter.fragment(list, options: renderOptions, attributes: [:])
            }
            var html = Data()
            var paintHTML: Measurement?
            if iteration < 1 || (iteration >= warmUp && iteration < warmUp + documentRuns) {
                (html, paintHTML) = try measure { try pipeline.paint(list, request: spec, format: .html) }
            }
            guard iteration >= warmUp else { continue }
            let measured = [
                ("resolve", resolve), ("layout", layout), ("raster", rasterize), ("encode", encode),
                ("total", resolve + layout + rasterize + encode), ("png", paintPNG), ("stored_png", storedPNG),
                ("svg", paintSVG), ("pdf", paintPDF), ("html_fragment", paintFragment),
            ]
            for (name, measurement) in measured { cases[index].phases[name, default: Samples()].add(measurement) }
            if let paintHTML { cases[index].phases["html", default: Samples()].add(paintHTML) }
            if iteration == warmUp {
                cases[index].bytes = [
                    "png": png.count, "list_png": listPNG.count, "svg": svg.count, "pdf": pdf.count,
                    "html": html.count, "html_fragment": fragment.utf8.count, "stored": stored.count,
                ]
                let raster = try painter.rasterize(list, options: renderOptions)
                cases[index].pixels = (raster.width, raster.height)
                cases[index].points = list.size
                cases[index].raster = raster
                cases[index].list = list
                if let artifacts = options.artifacts {
                    let base = URL(fileURLWithPath: artifacts)
                        .appendingPathComponent("\(cases[index].widget)-\(cases[index].family)")
                    try FileManager.default.createDirectory(
                        at: base.deletingLastPathComponent(), withIntermediateDirectories: true)
                    let document = try documentPainter.paint(list, options: renderOptions)
                    try Data(document.utf8).write(to: base.appendingPathExtension("html"))
                    try Data(png).write(to: base.appendingPathExtension("png"))
                    try list.jsonData(prettyPrinted: true).write(to: base.appendingPathExtension("json"))
                }
            }
        }
    }
    if options.jsonOnly {
        let jsonRows = try measureListJSON(cases, options: options)
        try writeResults(cases, encoderRows: [], jsonRows: jsonRows, options: options)
        return
    }
    printRenderTable(cases, iterations: options.iterations, compression: options.compression)
    if options.phasesOnly {
        try writeResults(cases, encoderRows: [], jsonRows: [], options: options)
        return
    }
    let jsonRows = try measureListJSON(cases, options: options)

    // Row 4: the encoder's compressions and filters. Scanline runs (the default) with each filter; libdeflate at every
    // level unfiltered and with Sub-or-Up; the other filters at levels 1 and 6.
    var encoderRows: [[String: Any]] = []
    var settings: [(compression: PNGEncoder.Compression, filter: PNGEncoder.Filter)] = PNGEncoder.Filter.allCases.map {
        (.scanline, $0)
    }
    settings += (0...12).map { (.libdeflate(level: $0), .none) }
    settings += (0...12).map { (.libdeflate(level: $0), .subOrUp) }
    for filter in PNGEncoder.Filter.allCases where filter != .none && filter != .subOrUp {
        settings.append((.libdeflate(level: 1), filter))
        settings.append((.libdeflate(level: 6), filter))
    }
    for subject in cases where subject.family == .systemSmall {
        guard let raster = subject.raster else { continue }
        for setting in settings {
            let encoder = PNGEncoder(compression: setting.compression, scale: 3, filter: setting.filter)
            var samples = Samples()
            var size = 0
            for iteration in 0..<(2 + options.encoderIterations) {
                let (png, measurement) = measure { raster.png(encoder) }
                size = png.count
                if iteration >= 2 { samples.add(measurement) }
            }
            var row = samples.json
            row["widget"] = subject.widget
            row["family"] = "\(subject.family)"
            row["compression"] = compressionName(setting.compression)
            row["filter"] = setting.filter.rawValue
            row["bytes"] = size
            encoderRows.append(row)
        }
    }
    printEncoderTable(encoderRows, iterations: options.encoderIterations)

    try writeResults(cases, encoderRows: encoderRows, jsonRows: jsonRows, options: options)
}

/// Row 5b's encoding of display lists: each case's list encoded by `JSONEncoder` through `Codable`
/// (`jsonEncoderData()`) and by the direct writer (`jsonData()`), in alternated rounds of batches (even rounds
/// JSONEncoder first, odd rounds the writer first), so both see the same machine load. Checks the bytes are equal.
func measureListJSON(_ cases: [Case], options: Options) throws -> [[String: Any]] {
    let lists = cases.compactMap { subject in
        subject.list.map { (name: "\(subject.widget) \(subject.family)", list: $0) }
    }
    // Batches of about 20 ms each (sized in the warm-up round), so a batch is many encodings of the list and a
    // moment of the machine's load is a small part of it.
    var encoderBatch = Array(repeating: 20, count: lists.count)
    var writerBatch = Array(repeating: 200, count: lists.count)
    var encoder = Array(repeating: [Double](), count: lists.count)
    var writer = Array(repeating: [Double](), count: lists.count)
    var ratios = Array(repeating: [Double](), count: lists.count)
    var encoderAllocations = Array(repeating: UInt64(0), count: lists.count)
    var writerAllocations = Array(repeating: UInt64(0), count: lists.count)
    var bytes = Array(repeating: 0, count: lists.count)
    for (index, subject) in lists.enumerated() {
        let written = try subject.list.jsonData()
        guard written == (try subject.list.jsonEncoderData()) else {
            throw BenchmarkError("The writer's JSON of \(subject.name) differs from JSONEncoder's.")
        }
        bytes[index] = written.count
    }
    func time(_ batch: Int, _ body: () throws -> Data) rethrows -> Measurement {
        var total = 0
        let started = Snapshot()
        for _ in 0..<batch { total &+= try body().count }
        var elapsed = started.elapsed()
        precondition(total > 0)
        elapsed.micros /= Double(batch)
        elapsed.allocations /= UInt64(batch)
        return elapsed
    }
    for round in 0..<(options.jsonRounds + 1) {
        for (index, subject) in lists.enumerated() {
            var byEncoder = Measurement(micros: 0, allocations: 0)
            var byWriter = Measurement(micros: 0, allocations: 0)
            if round.isMultiple(of: 2) {
                byEncoder = try time(encoderBatch[index]) { try subject.list.jsonEncoderData() }
                byWriter = try time(writerBatch[index]) { try subject.list.jsonData() }
            } else {
                byWriter = try time(writerBatch[index]) { try subject.list.jsonData() }
                byEncoder = try time(encoderBatch[index]) { try subject.list.jsonEncoderData() }
            }
            guard round > 0 else {
                // The first round warms up and sizes the batches.
                encoderBatch[index] = max(5, Int(20_000 / max(byEncoder.micros, 0.01)))
                writerBatch[index] = max(5, Int(20_000 / max(byWriter.micros, 0.01)))
                continue
            }
            encoder[index].append(byEncoder.micros)
            writer[index].append(byWriter.micros)
            ratios[index].append(byEncoder.micros / byWriter.micros)
            encoderAllocations[index] = byEncoder.allocations
            writerAllocations[index] = byWriter.allocations
        }
    }
    let counting = allocationCounter != nil
    print(
        "### Row 5b · Display-list JSON: JSONEncoder against the direct writer (median of \(options.jsonRounds) "
            + "alternated rounds of about 20 ms of encodings each\(counting ? "; allocations per list" : ""))")
    print()
    print("| list | bytes | JSONEncoder (`Codable`) | writer (`jsonData()`) | JSONEncoder ÷ writer, median (min–max) |")
    print("|---|---:|---:|---:|---:|")
    var rows: [[String: Any]] = []
    for (index, subject) in lists.enumerated() {
        let allocations = { (count: UInt64) in counting ? " · \(count) allocs" : "" }
        print(
            "| \(subject.name) | \(bytes[index]) | "
                + String(format: "%.1f µs", percentile(encoder[index], 0.5)) + allocations(encoderAllocations[index])
                + " | " + String(format: "%.1f µs", percentile(writer[index], 0.5))
                + allocations(writerAllocations[index])
                + " | "
                + String(
                    format: "%.1f× (%.1f–%.1f)", percentile(ratios[index], 0.5), ratios[index].min()!,
                    ratios[index].max()!)
                + " |")
        var row: [String: Any] = [
            "list": subject.name, "bytes": bytes[index], "jsonencoder_us": encoder[index], "writer_us": writer[index],
            "ratio_median": percentile(ratios[index], 0.5),
        ]
        if counting {
            row["jsonencoder_allocs"] = encoderAllocations[index]
            row["writer_allocs"] = writerAllocations[index]
        }
        rows.append(row)
    }
    let all = ratios.flatMap { $0 }
    print()
    print(
        "display-list JSON: the writer is " + String(format: "%.1f×", percentile(all, 0.5))
            + " faster than JSONEncoder (median of every list's rounds; "
            + String(format: "%.1f–%.1f×", all.min()!, all.max()!) + "), same bytes")
    print()
    return rows
}

/// Writes the measurements as JSON to `--results`, if given: medians, p90s, samples and allocations.
func writeResults(
    _ cases: [Case], encoderRows: [[String: Any]], jsonRows: [[String: Any]], options: Options
) throws {
    guard let results = options.results else { return }
    let renders: [[String: Any]] = cases.map { subject in
        [
            "widget": subject.widget, "family": "\(subject.family)",
            "width_px": subject.pixels.width, "height_px": subject.pixels.height,
            "width_pt": Double(subject.points.width), "height_pt": Double(subject.points.height),
            "ops": subject.phases.mapValues(\.json), "bytes": subject.bytes,
        ]
    }
    let object: [String: Any] = [
        "iterations": options.iterations, "encoder_iterations": options.encoderIterations,
        "allocations_counted": allocationCounter != nil, "renders": renders, "encoder": encoderRows,
        "list_json": jsonRows,
        // The C floor encodes with libpng at zlib's default level, 6 (libpng has no scanline runs).
        "default_level": 6, "default_compression": compressionName(PNGEncoder().compression),
        "default_filter": PNGEncoder().filter.rawValue,
    ]
    let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    try data.write(to: URL(fileURLWithPath: results))
}

func format(_ micros: Double) -> String {
    micros >= 10_000 ? String(format: "%.1f ms", micros / 1000) : String(format: "%.0f µs", micros)
}

func printRenderTable(_ cases: [Case], iterations: Int, compression: PNGEncoder.Compression) {
    let counting = allocationCounter != nil
    let allocations = counting ? "; allocations per operation" : ""
    print("### Row 1 · Widgetry render phases at 3× (median / p90 of \(iterations) runs\(allocations))")
    print()
    var header = "| operation |"
    var rule = "|---|"
    for subject in cases {
        header += " \(subject.widget) \(subject.family) (\(subject.pixels.width)×\(subject.pixels.height)) |"
        rule += "---:|"
    }
    print(header)
    print(rule)
    for (key, title) in operations {
        var line = "| \(title) |"
        for subject in cases {
            guard let samples = subject.phases[key] else {
                line += " – |"
                continue
            }
            line += " \(format(samples.median)) / \(format(samples.p90))"
            if let allocations = samples.allocationsMedian { line += " · \(allocations) allocs" }
            line += " |"
        }
        print(line)
    }
    var sizes = "| bytes: PNG / SVG / PDF / fragment / document |"
    for subject in cases {
        let b = subject.bytes
        sizes +=
            " \(b["png"] ?? 0) / \(b["svg"] ?? 0) / \(b["pdf"] ?? 0) / \(b["html_fragment"] ?? 0) / \(b["html"] ?? 0) |"
    }
    print(sizes)
    print()
    print(
        "resolve: views to a resolved tree; layout: tree to a display list; raster: the render passes and Cairo "
            + "painting into pixels (`CairoPainter.withRaster`, a pooled surface); PNG encode: PNGEncoder (\(compressionName(compression)), "
            + "\(PNGEncoder().filter.rawValue)); total: the four. list → X: `WidgetPipeline.paint` from the display "
            + "list (passes, paint, encode); stored list → PNG: decoding the stored JSON list first, as `serve` does "
            + "per request; HTML fragment: what `serve` answers for render.html (the page's stylesheet loads the "
            + "fonts); HTML document: what `render --output x.html` writes, every font it uses embedded (at most "
            + "20 runs).")
    print()
}

/// A compression as the tables name it: `scanline`, or `libdeflate 6`.
func compressionName(_ compression: PNGEncoder.Compression) -> String {
    switch compression {
    case .scanline: "scanline"
    case .libdeflate(let level): "libdeflate \(level)"
    }
}

func printEncoderTable(_ rows: [[String: Any]], iterations: Int) {
    print("### Row 4 · PNG encoder settings (systemSmall at 3×; median / p90 of \(iterations) runs)")
    print()
    print("| widget | compression | filter | bytes | median | p90 |")
    print("|---|---|---|---:|---:|---:|")
    let defaults = PNGEncoder()
    for row in rows {
        let compression = row["compression"] as! String
        let filter = row["filter"] as! String
        let isDefault = compression == compressionName(defaults.compression) && filter == defaults.filter.rawValue
        let name = isDefault ? "**\(compression)** (default)" : compression
        print(
            "| \(row["widget"]!) | \(name) | \(filter) | \(row["bytes"]!) | \(format(row["median_us"] as! Double)) | "
                + "\(format(row["p90_us"] as! Double)) |")
    }
    print()
}

do {
    let options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
    try await MainActor.run { try run(options) }
} catch {
    FileHandle.standardError.write(Data("widgetry-render-benchmark: \(error)\n".utf8))
    exit(1)
}
