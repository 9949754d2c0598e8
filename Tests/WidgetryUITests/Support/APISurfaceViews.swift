// Views that exercise SwiftUI API the way widget authors write it; compiled in Swift 6 here and in
// Swift 5 by the isolated check package, so signatures stay Apple-compatible.
import Foundation
import WidgetryUI

struct Ring: Shape {
    var progress: Double
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
            startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        return path
    }
}

struct CardModifier: ViewModifier {
    @Environment(\.colorScheme) var colorScheme
    func body(content: Content) -> some View {
        content
            .padding(8)
            .background(colorScheme == .dark ? Color.black : Color.white, in: RoundedRectangle(cornerRadius: 8))
    }
}

extension View {
    func card() -> some View { modifier(CardModifier()) }
}

private struct AccentKey: EnvironmentKey {
    static let defaultValue: Color = .orange
}

extension EnvironmentValues {
    var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

struct Forecast: Identifiable {
    let id: Int
    let high: Int
}

struct APISurfaceView: View {
    @Environment(\.accent) var accent
    @Environment(\.redactionReasons) var redactionReasons
    let forecasts: [Forecast]
    let date: Date

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("High ") + Text("\(forecasts.first?.high ?? 0)°").bold().foregroundColor(accent)
            Text(3.25, format: .number.precision(.fractionLength(1)))
            Text(verbatim: "literal \\(x)")
            Text("Updated \(date, style: .relative) ago")
            ForEach(forecasts) { forecast in
                Text("\(forecast.high)")
            }
            ForEach(0..<2) { index in
                Circle().fill(.tint).frame(width: 4, height: 4).id(index)
            }
            if #available(iOS 17, macOS 14, *) {
                Label {
                    Text("Title")
                } icon: {
                    Image(systemName: "star")
                }
            }
            if redactionReasons.contains(.placeholder) {
                Rectangle().fill(.quaternary)
            } else {
                Ring(progress: 0.5).stroke(.red, style: StrokeStyle(lineWidth: 4, lineCap: .round))
            }
            Circle().trim(from: 0, to: 0.75).stroke(lineWidth: 2).rotation(.degrees(90)).fill(.blue)
            RoundedRectangle(cornerRadius: 4).strokeBorder(.secondary, lineWidth: 1)
            Capsule().fill(.orange).stroke(.white, lineWidth: 1)
            Link("Open", destination: URL(string: "app://open")!)
            Button("Tap", action: {})
            ViewThatFits(in: .horizontal) {
                Text("A long line that may not fit")
                Text("Short")
            }
            Divider()
            Spacer(minLength: 0)
            Group {
                Text("a")
                Text("b")
            }
            .font(.footnote)
            AnyView(Text("erased"))
            ProgressView(timerInterval: date...date.addingTimeInterval(60), countsDown: true)
            ProgressView("Loading", value: 0.5).progressViewStyle(.circular)
            Gauge(value: 3, in: 0...10) {
                Text("Level")
            } currentValueLabel: {
                Text("3")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("10")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(Gradient(colors: [.green, .red]).stops.first?.color)
            Image("cover").resizable().scaledToFill().frame(height: 20).clipped()
        }
        .card()
        .background(Color.red)
        .overlay(alignment: .topTrailing) { Image(systemName: "bolt").imageScale(.small) }
        .foregroundStyle(.primary, .secondary)
        .tint(.purple)
        .environment(\.accent, .mint)
        .labelStyle(.iconOnly)
        .buttonStyle(.plain)
        .shadow(radius: 2)
        .cornerRadius(12)
        .lineLimit(2)
        .contentTransition(.numericText())
        .animation(.easeInOut(duration: 0.2), value: forecasts.count)
        .accessibilityLabel("Forecast")
    }
}

struct LinearGradientBackgroundView: View {
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
            Text("Hi").foregroundStyle(.white.opacity(0.8))
        }
        .containerBackground(for: .widget) {
            RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 80)
        }
        .widgetLabel("Label")
    }
}
