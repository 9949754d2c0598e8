import Foundation
import Testing
import WidgetryUI

/// Gradients resolve as styles wherever a style goes: tints, foreground styles, fills, strokes, backgrounds.
@MainActor
@Suite struct GradientStyleTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)

    var stops: ResolvedGradient {
        ResolvedGradient(stops: [
            .init(color: ResolvedColor(red: 1, green: 0, blue: 0), location: 0),
            .init(color: ResolvedColor(red: 0, green: 0, blue: 1), location: 1),
        ])
    }

    var topToBottom: ResolvedPaint { .linearGradient(stops, startPoint: .top, endPoint: .bottom) }

    @Test func gaugeTintTakesAGradient() throws {
        let tree = resolve(Gauge(value: 0.3) { Text("UV") }.tint(Gradient(colors: [red, blue])))
        let gauge = try #require(tree.firstNode { if case .gauge = $0 { true } else { false } })
        guard case .gauge(let resolved) = gauge.kind else { return }
        #expect(resolved.tint == topToBottom)
    }

    @Test func anyGradientFromAGradientIsLinearFromTopToBottom() {
        let tree = resolve(Rectangle().fill(AnyGradient(Gradient(colors: [red, blue]))))
        #expect(tree.dump().contains("linearGradient"))
        #expect(Gradient(colors: [red, blue])._resolvePaint(in: Environments.light) == topToBottom)
        #expect(
            AnyGradient(Gradient(colors: [red, blue])).colorSpace(.perceptual)._resolvePaint(in: Environments.light)
                == topToBottom)
        #expect(
            red.gradient._resolvePaint(in: Environments.light)
                == .colorGradient(ResolvedColor(red: 1, green: 0, blue: 0)))
    }

    @Test func gradientStopsAndStaticFormsResolve() {
        let environment = Environments.light
        let stopList = [Gradient.Stop(color: red, location: 0.2), Gradient.Stop(color: blue, location: 0.9)]
        let linear = ShapeStyleProbe.paint(.linearGradient(stops: stopList, startPoint: .leading, endPoint: .trailing))
        #expect(linear.description.contains("0.2") && linear.description.contains("0.9"))
        let elliptical = EllipticalGradient(stops: stopList)._resolvePaint(in: environment)
        #expect(elliptical.description.hasPrefix("ellipticalGradient"))
        let conic = AngularGradient(stops: stopList, center: .center)._resolvePaint(in: environment)
        #expect(conic.description.hasPrefix("angularGradient"))
        #expect(ShapeStyleProbe.paint(.conicGradient(colors: [red, blue], center: .center)) == conic.withStops(stops))
        #expect(ShapeStyleProbe.paint(.ellipticalGradient(colors: [red, blue])).description.hasPrefix("elliptical"))
        #expect(
            ShapeStyleProbe.paint(.radialGradient(stops: stopList, center: .top, startRadius: 1, endRadius: 9))
                .description.hasPrefix("radialGradient"))
    }

    @Test func textAndBackgroundsTakeGradients() {
        let view = VStack {
            Text("Hot").foregroundStyle(.linearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom))
            Text("Cold").padding().background(Gradient(colors: [red, blue]))
            Text("Card").containerBackground(Gradient(colors: [red, blue]), for: .widget)
        }
        let tree = resolve(view)
        #expect(tree.text("Hot")?.firstRunStyle?.foreground == topToBottom)
        let paints = tree.allNodes.compactMap { if case .paint(let paint) = $0.kind { paint } else { nil } }
        #expect(paints == [topToBottom, topToBottom])
    }
}

enum ShapeStyleProbe {
    static func paint<S: ShapeStyle>(_ style: S) -> ResolvedPaint { style._resolvePaint(in: Environments.light) }
}

extension ResolvedPaint {
    /// The same paint with other stops (angular paints only), to compare geometry.
    fileprivate func withStops(_ stops: ResolvedGradient) -> ResolvedPaint {
        if case .angularGradient(_, let center, let start, let end) = self {
            return .angularGradient(stops, center: center, startAngle: start, endAngle: end)
        }
        return self
    }
}
