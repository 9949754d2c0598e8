// The reload-throughput row's widgets: the same kinds, providers and families as Widgets.swift (the demo's seed
// widgets' reload policies), with views to draw. The weather and character views are the demo's (as row 1 copies
// them, with a gradient of a system color where the demo names an asset color); the others are small cards of the
// kind the demo shows. `ServingRenderer` lays each entry out as the server's `DisplayListRenderer` does.
import Foundation
import WidgetryDisplayList
import WidgetryHost
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

/// What `serve` renders ahead with (`DisplayListRenderer` in WidgetryServer, which `ServingHost` gives the host),
/// step for step: the entry resolved and laid out by a ``WidgetPipeline`` into a display list, checked for silent
/// failures, encoded as JSON, and checked against the extension's memory limit. Copied rather than imported so the
/// benchmark does not build the HTTP server (SwiftNIO, swift-crypto) in release; the server's renderer also
/// remembers StandBy and CarPlay entries for its render route, which has no reader here.
struct ServingRenderer: WidgetRenderer {
    let pipeline: WidgetPipeline
    let device: DeviceProfile
    let renders = RenderCounter()

    func render(_ request: WidgetRenderRequest) async throws -> WidgetRendering {
        var spec = WidgetRenderSpec(family: request.instance.family)
        spec.device = device
        spec.sizeOverride = request.size
        spec.colorScheme = request.variant.colorScheme
        spec.renderingMode = request.variant.renderingMode
        spec.redaction = request.isPlaceholder ? .placeholder : []
        spec.now = request.entry.date
        let checked = try await pipeline.checkedDisplayList(
            request.widget, entry: request.entry, request: spec, imageScale: 3)
        let data = try checked.list.jsonData()
        var warnings = checked.warnings
        if let memory = WidgetWarnings.memory(
            of: checked.list, archiveBytes: data.count, assets: pipeline.assets, scale: 3)
        {
            warnings.append(memory)
        }
        renders.add(bytes: data.count)
        return WidgetRendering(data: data, warnings: warnings)
    }

    /// The variants the server has the host render ahead (`WidgetServer.variants`): light and dark on the Home
    /// Screen, vibrant dark and light on the Lock Screen.
    static let variants: [WidgetPlacement: [RenderVariant]] = [
        .homeScreen: [RenderVariant(.light, .fullColor), RenderVariant(.dark, .fullColor)],
        .lockScreen: [RenderVariant(.dark, .vibrant), RenderVariant(.light, .vibrant)],
    ]
}

/// Renders made and display-list bytes written, across threads.
final class RenderCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var bytes = 0

    func add(bytes added: Int) {
        lock.lock()
        count += 1
        bytes += added
        lock.unlock()
    }

    var totals: (renders: Int, bytes: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (count, bytes)
    }
}

struct RenderedWeatherView: View {
    var entry: WeatherEntry

    static func symbol(_ conditions: String) -> String {
        switch conditions {
        case "Sunny": "sun.max.fill"
        case "Cloudy", "Overcast": "cloud.fill"
        case "Rainy": "cloud.rain.fill"
        case "Lightning": "cloud.bolt.fill"
        default: "snowflake"
        }
    }

    var body: some View {
        VStack {
            HStack {
                Text("\(entry.temperature)°")
                    .font(.system(size: 32))
                Image(systemName: Self.symbol(entry.conditions))
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(minWidth: 20, maxWidth: 40, minHeight: 20, maxHeight: 40)
            }
            HStack {
                Text(entry.conditions)
                    .font(.system(size: 16, weight: .bold))
            }
        }
        .containerBackground(Color.orange.gradient, for: .widget)
    }
}

struct RenderedGameStatusView: View {
    var entry: GameStatusEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Game").font(.caption).foregroundStyle(.secondary)
            Text(entry.status).font(.headline)
            Text(entry.date, style: .time).font(.caption2)
        }
        .containerBackground(Color.blue.opacity(0.2), for: .widget)
    }
}

struct RenderedCategoryView: View {
    var entry: CategoryEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(entry.category).font(.headline)
            ForEach(entry.items, id: \.self) { item in
                Text(item).font(.caption)
            }
        }
        .containerBackground(Color.teal.opacity(0.2), for: .widget)
    }
}

struct RenderedOrderView: View {
    var entry: OrderEntry

    var body: some View {
        VStack(alignment: .leading) {
            Image(systemName: "shippingbox.fill")
            Text(entry.step).font(.subheadline.weight(.semibold))
        }
        .containerBackground(Color.brown.opacity(0.2), for: .widget)
    }
}

struct RenderedStepsView: View {
    var entry: StepsEntry

    var body: some View {
        Gauge(value: Double(min(entry.steps, 10_000)), in: 0...10_000) {
            Image(systemName: "figure.walk")
        } currentValueLabel: {
            Text("\(entry.steps)")
        }
        .containerBackground(Color.clear, for: .widget)
    }
}

struct RenderedCharacterView: View {
    var entry: NeverEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text("🐼").font(.system(size: 40))
            Text(entry.name).font(.headline)
            ProgressView(value: 0.14)
            Gauge(value: 0.14) { Text("Health") }
                .gaugeStyle(.linearCapacity)
        }
        .containerBackground(for: .widget) { Color.green.opacity(0.2) }
    }
}

struct RenderedWeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WeatherWidget", provider: WeatherProvider()) { RenderedWeatherView(entry: $0) }
            .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

struct RenderedGameStatusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.mygame.game-status", provider: GameStatusProvider()) {
            RenderedGameStatusView(entry: $0)
        }
        .supportedFamilies([.systemSmall])
    }
}

struct RenderedCategoryWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "ConfigWidget", intent: SelectCategoryIntent.self, provider: CategoryProvider()) {
            RenderedCategoryView(entry: $0)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct RenderedOrderWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "OrderStatusWidget", provider: OrderProvider()) { RenderedOrderView(entry: $0) }
            .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryInline])
    }
}

struct RenderedStepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StepsWidget", provider: StepsProvider()) { RenderedStepsView(entry: $0) }
            .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

struct RenderedCharacterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.mygame.character-detail", provider: CharacterProvider()) {
            RenderedCharacterView(entry: $0)
        }
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

/// The benchmark's bundle with views to draw: the same kinds and providers as ``benchmarkBundle()``.
@MainActor
func renderedBenchmarkBundle() -> WidgetBundleDescriptor {
    let widgets: [any Widget] = [
        RenderedWeatherWidget(), RenderedGameStatusWidget(), RenderedCategoryWidget(), RenderedOrderWidget(),
        RenderedStepsWidget(), RenderedCharacterWidget(),
    ]
    return WidgetBundleDescriptor(
        name: "SchedulerBenchmark", widgets: widgets.flatMap { WidgetBundleDescriptor(widget: $0).widgets },
        controls: [])
}
