#!/usr/bin/env bash
# Compares Widgetry's PNG encoder with Cairo's cairo_surface_write_to_png on a 510×510 (170 pt at 3×) widget.
# Builds a throwaway release package in a temporary folder that links the renderer's sources; not part of the tests.
# Usage: Tests/WidgetryCairoTests/Benchmarks/png-benchmark.sh [iterations]
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
iterations="${1:-200}"
work="${TMPDIR:-/tmp}/widgetry-png-benchmark"
mkdir -p "$work/Sources/Bench"
for target in WidgetryDisplayList WidgetryRendering CWidgetryPango WidgetryCairo; do
    ln -sfn "$root/Sources/$target" "$work/Sources/$target"
done
cat > "$work/Package.swift" <<'EOF'
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "bench",
    targets: [
        .target(name: "WidgetryDisplayList"),
        .target(name: "WidgetryRendering", dependencies: ["WidgetryDisplayList"]),
        .systemLibrary(name: "CWidgetryPango", pkgConfig: "pangocairo"),
        .target(name: "WidgetryCairo", dependencies: ["WidgetryRendering", "CWidgetryPango"]),
        .executableTarget(name: "Bench", dependencies: ["WidgetryCairo", "CWidgetryPango"]),
    ],
    swiftLanguageModes: [.v6]
)
EOF
cat > "$work/Sources/Bench/main.swift" <<'EOF'
import CWidgetryPango
import Foundation
import WidgetryCairo
import WidgetryDisplayList
import WidgetryRendering

let iterations = Int(CommandLine.arguments.dropFirst().first ?? "200") ?? 200
let engine = PangoTextEngine()
func text(_ string: String, _ font: DisplayFont, _ y: Double) -> DisplayItem {
    let paragraph = DisplayParagraph(runs: [DisplayTextRun(string, font: font)])
    let m = engine.measure(paragraph, proposedWidth: nil)
    return .text(DisplayText(paragraph: paragraph, frame: CGRect(x: 16, y: y, width: m.size.width, height: m.size.height),
                             baselineOrigin: CGPoint(x: 16, y: y + m.firstBaseline), paint: .color(.white)))
}
let size = CGSize(width: 170, height: 170)
let list = DisplayList(size: size, items: [
    .group(DisplayGroup(items: [
        .fill(DisplayFill(shape: .rect, frame: CGRect(origin: .zero, size: size), paint: .linearGradient(
            DisplayGradient(colors: [DisplayColor(red: 0.29, green: 0.56, blue: 0.89), DisplayColor(red: 0.1, green: 0.3, blue: 0.7)]),
            startPoint: .top, endPoint: .bottom))),
        text("Cupertino", .system(.headline), 16),
        .image(DisplayImage(content: .symbol(DisplaySymbol(name: "sun.max.fill", pointSize: 28, paints: [.color(.system(.systemYellow))])),
                            frame: CGRect(x: 16, y: 44, width: 33.6, height: 33.6))),
        text("78°", .system(size: 42, weight: .medium), 82),
        text("Sunny", .system(.subheadline), 134),
    ], clip: DisplayClip(shape: .roundedRect(cornerRadius: 21.67), frame: CGRect(origin: .zero, size: size)))),
])
let painter = CairoPainter(format: .png)
let options = RenderOptions(scale: 3)

func measure(_ label: String, _ body: () throws -> Int) rethrows {
    _ = try body()
    let clock = ContinuousClock()
    var bytes = 0
    let elapsed = try clock.measure { for _ in 0..<iterations { bytes = try body() } }
    let ms = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
    print(String(format: "%-44@ %8.3f ms/image  %7d bytes", label as NSString, ms / Double(iterations), bytes))
}

let raster = try painter.rasterize(list, options: options)
print("\(raster.width)×\(raster.height) pixels, \(iterations) iterations")
try measure("layout passes + rasterize (no encoding)") { try painter.rasterize(list, options: options).argb32.count }
for level in [1, 3, 6, 9] {
    measure("PNGEncoder level \(level)") { raster.png(PNGEncoder(compressionLevel: level)).count }
}
var pixels = raster.argb32
pixels.withUnsafeMutableBufferPointer { buffer in
    let surface = cairo_image_surface_create_for_data(
        buffer.baseAddress, CAIRO_FORMAT_ARGB32, Int32(raster.width), Int32(raster.height), Int32(raster.stride))!
    defer { cairo_surface_destroy(surface) }
    final class Sink { var count = 0 }
    measure("cairo_surface_write_to_png_stream") {
        let sink = Sink()
        cairo_surface_write_to_png_stream(surface, { closure, _, length in
            Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue().count += Int(length)
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        return sink.count
    }
}
try measure("CairoPainter.paint to PNG (everything)") { try painter.paint(list, options: options).count }
nonisolated(unsafe) var counter = 0
measure("PangoTextEngine.measure, new text each call") {
    counter += 1
    return engine.measure(DisplayParagraph("The quick brown fox \(counter) jumps over the lazy dog"), proposedWidth: 120).lineCount
}
measure("PangoTextEngine.measure, cached") {
    engine.measure(DisplayParagraph("The quick brown fox jumps over the lazy dog"), proposedWidth: 120).lineCount
}
EOF
cd "$work"
swift build -c release --product Bench 2>&1 | grep -E "error|warning: unre" || true
".build/release/Bench" "$iterations"
