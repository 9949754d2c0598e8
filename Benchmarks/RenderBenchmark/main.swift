// Times the four phases of rendering the seed's weather card (systemSmall, 3×): resolve, layout, raster, PNG
// encode. Run in release: `swift run -c release widgetry-render-benchmark [iterations]`. Prints the median of each
// phase in microseconds, measured side by side in one run.
import Foundation
import WidgetryCairo
import WidgetryDisplayList
import WidgetryKit
import WidgetryPipeline
import WidgetryRendering
import WidgetryUI

struct WeatherCard: View {
    var body: some View {
        VStack {
            HStack {
                Text("\(78)°").font(.system(size: 32))
                Image(systemName: "sun.max.fill")
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(minWidth: 20, maxWidth: 40, minHeight: 20, maxHeight: 40)
            }
            HStack {
                Text("Sunny").font(.system(size: 16, weight: .bold))
            }
        }
        .containerBackground(Color.orange.gradient, for: .widget)
    }
}

func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted[sorted.count / 2]
}

func time(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
}

@MainActor
func run(iterations: Int) throws {
    let pipeline = WidgetPipeline()
    var spec = WidgetRenderSpec(family: .systemSmall)
    spec.scale = 3
    spec.now = Date(timeIntervalSince1970: 1_780_306_860)
    let environment = WidgetPipeline.environment(for: spec)
    let painter = CairoPainter(format: .png, textEngine: pipeline.textEngine)
    let encoder = PNGEncoder(compressionLevel: 6)
    let fastEncoder = PNGEncoder(compressionLevel: 1)
    var phases: [String: [Double]] = [:]
    var bytes = 0
    for iteration in 0..<(iterations + 10) {
        var tree: ResolvedNode?
        var list: DisplayList?
        var raster: CairoRaster?
        let resolve = time { tree = ViewResolver.resolve(WeatherCard(), in: environment) }
        let layout = time { list = pipeline.layout(tree!, request: spec, marginsDisabled: false) }
        let rasterize = try time { raster = try painter.rasterize(list!, options: spec.renderOptions) }
        let encode = time { bytes = raster!.png(encoder).count }
        let encodeFast = time { _ = raster!.png(fastEncoder) }
        guard iteration >= 10 else { continue }  // warm-up
        phases["1 resolve", default: []].append(resolve)
        phases["2 layout", default: []].append(layout)
        phases["3 raster", default: []].append(rasterize)
        phases["4 PNG encode (level 6)", default: []].append(encode)
        phases["4' PNG encode (level 1)", default: []].append(encodeFast)
        phases["total (1–4)", default: []].append(resolve + layout + rasterize + encode)
    }
    print("Weather card, systemSmall at 3× (510×510 px, \(bytes) bytes of PNG), median of \(iterations) runs:")
    for name in phases.keys.sorted() {
        print(
            "  \(name.padding(toLength: 26, withPad: " ", startingAt: 0)) \(String(format: "%8.1f", median(phases[name]!))) µs"
        )
    }
}

let iterations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 200
try await MainActor.run { try run(iterations: iterations) }
