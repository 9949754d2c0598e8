import Foundation
import Testing
import WidgetryDisplayList
import WidgetryLayout
import WidgetryUI

/// Gradients wherever a style goes, and a gradient tint laid along a gauge's track.
@MainActor
@Suite struct GradientStyleLayoutTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)

    func items(_ view: some View) -> [DisplayItem] { LayoutHarness.layout(view).displayList.allItems }

    func strokes(_ view: some View) -> [DisplayStroke] {
        items(view).compactMap { if case .stroke(let stroke) = $0 { stroke } else { nil } }
    }

    func fills(_ view: some View) -> [DisplayFill] {
        items(view).compactMap { if case .fill(let fill) = $0 { fill } else { nil } }
    }

    func stops(_ paint: DisplayPaint) -> [DisplayColor] { paint.colors }

    @Test func gradientTintRunsAroundACircularGauge() throws {
        let gauge = Gauge(value: 0.5) { Text("AQI") }
            .gaugeStyle(.accessoryCircular)
            .tint(Gradient(colors: [red, blue]))
        let ring = try #require(strokes(gauge).first)
        guard case .angularGradient(let gradient, let center, let start, let end) = ring.paint else {
            Issue.record("The ring's paint is \(ring.paint), not an angular gradient")
            return
        }
        #expect(center == DisplayUnitPoint(x: 0.5, y: 0.5))
        #expect(abs(start - 0.75 * .pi) < 1e-9 && abs(end - 2.25 * .pi) < 1e-9)
        #expect(gradient.stops.map(\.color.red) == [1, 0])
        #expect(gradient.stops.map(\.color.opacity) == [1, 1])  // A marker ring shows the whole gradient.
    }

    @Test func gradientTintFillsACapacityRingUpToTheValue() throws {
        let gauge = Gauge(value: 0.25) { Text("") }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing))
        let found = strokes(gauge)
        #expect(found.count == 2)
        #expect(found.allSatisfy { if case .angularGradient = $0.paint { true } else { false } })
        #expect(found.first?.paint.colors.map(\.opacity) == [0.3, 0.3])
    }

    @Test func gradientTintRunsAlongALinearGaugeFromLeadingToTrailing() throws {
        let gauge = Gauge(value: 0.5) { Text("Level") }.tint(Gradient(colors: [red, blue]))
        let bars = fills(gauge).filter { if case .linearGradient = $0.paint { true } else { false } }
        #expect(bars.count == 2)
        let track = try #require(bars.first)
        let filled = try #require(bars.last)
        #expect(abs(filled.frame.width - track.frame.width / 2) < 0.001)
        guard case .linearGradient(_, let start, let end) = filled.paint else { return }
        // The filled half shows the first half of the gradient: it ends two filled widths away.
        #expect(start == DisplayUnitPoint(x: 0, y: 0.5))
        #expect(abs(end.x - 2) < 1e-9)
    }

    @Test func gradientsFillStrokeAndBackgroundShapesAndText() throws {
        let view = VStack {
            Circle().fill(RadialGradient(colors: [red, blue], center: .center, startRadius: 0, endRadius: 20))
                .frame(width: 40, height: 40)
            Capsule().stroke(AngularGradient(colors: [red, blue], center: .center), lineWidth: 3)
                .frame(width: 40, height: 20)
            Text("Hot").foregroundStyle(.linearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom))
            Color.clear.frame(width: 10, height: 10).background(EllipticalGradient(colors: [red, blue]))
            Rectangle().fill(Gradient(colors: [red, blue])).frame(width: 10, height: 10)
        }
        let all = items(view)
        let kinds = all.compactMap { item -> String? in
            switch item {
            case .fill(let fill): "fill:" + Self.kind(fill.paint)
            case .stroke(let stroke): "stroke:" + Self.kind(stroke.paint)
            case .text(let text): "text:" + Self.kind(text.paint)
            default: nil
            }
        }
        #expect(
            kinds == ["fill:radial", "stroke:angular", "text:linear", "fill:elliptical", "fill:color", "fill:linear"])
    }

    @Test func aGradientUsedDirectlyIsLinearFromTopToBottom() {
        let paint = PaintProbe.paint(Gradient(colors: [red, blue]))
        #expect(
            paint
                == .linearGradient(
                    ResolvedGradient(stops: [
                        .init(color: .init(red: 1, green: 0, blue: 0, opacity: 1), location: 0),
                        .init(color: .init(red: 0, green: 0, blue: 1, opacity: 1), location: 1),
                    ]),
                    startPoint: .top, endPoint: .bottom))
    }

    static func kind(_ paint: DisplayPaint) -> String {
        switch paint {
        case .color: "color"
        case .linearGradient: "linear"
        case .radialGradient: "radial"
        case .ellipticalGradient: "elliptical"
        case .angularGradient: "angular"
        case .meshGradient: "mesh"
        }
    }
}

enum PaintProbe {
    static func paint(_ style: some ShapeStyle) -> ResolvedPaint { style._resolvePaint(in: EnvironmentValues()) }
}
