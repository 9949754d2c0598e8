import SwiftUI
import WidgetKit

// An air-quality widget as weather apps write it: settings read from the app group with `@AppStorage`, a
// gauge tinted with a gradient, symbol variants, a secondary text scale, container-relative shapes,
// transitions between entries and lifecycle modifiers that widgets run once.

enum AirQualityUnit: String {
    case aqi, pm25
}

struct AirQualityEntry: TimelineEntry {
    let date: Date
    let index: Double
}

struct AirQualityProvider: TimelineProvider {
    func placeholder(in context: Context) -> AirQualityEntry { AirQualityEntry(date: Date(), index: 42) }

    func getSnapshot(in context: Context, completion: @escaping (AirQualityEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AirQualityEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct AirQualityView: View {
    static let suiteName = "group.com.example.airquality.tests"

    var entry: AirQualityEntry
    @AppStorage("unit", store: UserDefaults(suiteName: AirQualityView.suiteName)) var unit = AirQualityUnit.aqi
    @AppStorage("city", store: UserDefaults(suiteName: AirQualityView.suiteName)) var city = "Cupertino"
    @AppStorage("lastOpened", store: UserDefaults(suiteName: AirQualityView.suiteName)) var lastOpened: Date?
    @State private var isExpanded = false
    @Environment(\.widgetFamily) private var family
    @Environment(\.sizeCategory) private var sizeCategory
    @Environment(\.showsWidgetLabel) private var showsWidgetLabel
    @Environment(\.backgroundMaterial) private var backgroundMaterial

    private let scale = Gradient(colors: [.green, .yellow, .orange, .red, .purple])

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Label(city, systemImage: "location").symbolVariant(.fill)
                    .font(.caption)
                Spacer()
                Image(systemName: "aqi.medium").symbolVariant(.circle.fill)
            }
            Gauge(value: entry.index, in: 0...300) {
                Text("AQI")
            } currentValueLabel: {
                Text("\(Int(entry.index))") + Text(unit == .aqi ? " AQI" : " µg").textScale(.secondary)
            }
            .gaugeStyle(.accessoryCircular)
            .tint(scale)
            .labelsHidden()
            Text(sizeCategory.isAccessibilityCategory ? "Large text" : "Good")
                .foregroundStyle(.linearGradient(colors: [.green, .teal], startPoint: .leading, endPoint: .trailing))
                .contentTransition(.numericText(value: entry.index))
                .transition(.asymmetric(insertion: .push(from: .bottom), removal: .opacity.combined(with: .scale)))
        }
        .padding(4)
        .background(.thinMaterial, in: .containerRelative)
        .clipShape(.containerRelative)
        .onAppear { isExpanded = true }
        .task { await Task.yield() }
        .containerBackground(for: .widget) {
            UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 8)
                .fill(EllipticalGradient(colors: [.blue.opacity(0.3), .clear]))
        }
    }
}

struct AirQualityWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "AirQuality", provider: AirQualityProvider()) { entry in
            AirQualityView(entry: entry)
        }
        .configurationDisplayName("Air Quality")
        .description("The air quality where you are.")
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}
