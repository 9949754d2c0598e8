import Foundation
import Testing
import WidgetryUI

@Suite @MainActor struct StyleTests {
    private func paint<S: ShapeStyle>(_ style: S, _ environment: EnvironmentValues = Environments.light)
        -> ResolvedPaint
    {
        style._resolvePaint(in: environment)
    }

    nonisolated static let systemColors: [(Color, ResolvedColor, ResolvedColor)] = [
        (.red, rgb(255, 59, 48), rgb(255, 69, 58)),
        (.orange, rgb(255, 149, 0), rgb(255, 159, 10)),
        (.yellow, rgb(255, 204, 0), rgb(255, 214, 10)),
        (.green, rgb(52, 199, 89), rgb(48, 209, 88)),
        (.mint, rgb(0, 199, 190), rgb(99, 230, 226)),
        (.teal, rgb(48, 176, 199), rgb(64, 200, 224)),
        (.cyan, rgb(50, 173, 230), rgb(100, 210, 255)),
        (.blue, rgb(0, 122, 255), rgb(10, 132, 255)),
        (.indigo, rgb(88, 86, 214), rgb(94, 92, 230)),
        (.purple, rgb(175, 82, 222), rgb(191, 90, 242)),
        (.pink, rgb(255, 45, 85), rgb(255, 55, 95)),
        (.brown, rgb(162, 132, 94), rgb(172, 142, 104)),
        (.gray, rgb(142, 142, 147), rgb(142, 142, 147)),
        (.white, rgb(255, 255, 255), rgb(255, 255, 255)),
        (.black, rgb(0, 0, 0), rgb(0, 0, 0)),
        (.clear, rgb(0, 0, 0, 0), rgb(0, 0, 0, 0)),
        (.primary, rgb(0, 0, 0), rgb(255, 255, 255)),
        (.secondary, rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
        (.accentColor, rgb(0, 122, 255), rgb(10, 132, 255)),
    ]

    @Test(arguments: systemColors)
    func systemColorsResolveByScheme(color: Color, light: ResolvedColor, dark: ResolvedColor) {
        #expect(paint(color) == .color(light))
        #expect(paint(color, Environments.dark) == .color(dark))
    }

    @Test func componentColorsResolveExactly() {
        #expect(
            paint(Color(red: 1, green: 0.5, blue: 0, opacity: 0.25))
                == .color(ResolvedColor(red: 1, green: 0.5, blue: 0, opacity: 0.25)))
        #expect(paint(Color(white: 0.2)) == .color(ResolvedColor(red: 0.2, green: 0.2, blue: 0.2)))
        #expect(paint(Color(hue: 0, saturation: 1, brightness: 1)) == .color(ResolvedColor(red: 1, green: 0, blue: 0)))
        #expect(
            paint(Color(hue: 0.5, saturation: 1, brightness: 0.5))
                == .color(ResolvedColor(red: 0, green: 0.5, blue: 0.5)))
        guard case .color(let linear) = paint(Color(.sRGBLinear, white: 0.5)),
            case .rgb(let red, _, _) = linear.source
        else {
            Issue.record("expected an sRGB color")
            return
        }
        #expect(abs(red - 0.7354) < 0.001)
    }

    @Test func assetColorsStaySymbolic() {
        #expect(paint(Color("sunny-color")) == .color(ResolvedColor(assetName: "sunny-color")))
        #expect(
            paint(Color("sunny-color").opacity(0.5)) == .color(ResolvedColor(assetName: "sunny-color", opacity: 0.5)))
        #expect(paint(Color("sunny-color").gradient) == .colorGradient(ResolvedColor(assetName: "sunny-color")))
        #expect(paint(Color.blue.gradient, Environments.dark) == .colorGradient(rgb(10, 132, 255)))
    }

    @Test func opacityMultiplies() {
        #expect(paint(Color.green.opacity(0.2)) == .color(rgb(52, 199, 89, 0.2)))
        #expect(paint(Color.green.opacity(0.5).opacity(0.5)) == .color(rgb(52, 199, 89, 0.25)))
        let faded = AnyShapeStyle(
            LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom).opacity(0.5))
        guard case .linearGradient(let gradient, _, _) = paint(faded) else {
            Issue.record("expected a linear gradient")
            return
        }
        #expect(gradient.stops.map(\.color.opacity) == [0.5, 0.5])
    }

    @Test func hierarchicalStylesFollowTheForeground() {
        #expect(
            resolve(Text("a").foregroundStyle(.secondary)).firstRunStyle?.foreground == .color(rgb(60, 60, 67, 0.6)))
        #expect(
            resolve(Text("a").foregroundStyle(.tertiary), in: Environments.dark).firstRunStyle?.foreground
                == .color(rgb(235, 235, 245, 0.3)))
        let tinted = resolve(VStack { Text("a").foregroundStyle(.secondary) }.foregroundStyle(.red))
        #expect(tinted.text("a")?.firstRunStyle?.foreground == .color(rgb(255, 59, 48, 0.6)))
        let pair = resolve(VStack { Text("a").foregroundStyle(.secondary) }.foregroundStyle(.red, .blue))
        #expect(pair.text("a")?.firstRunStyle?.foreground == .color(rgb(0, 122, 255)))
        let textLevel = resolve(Text("a").foregroundStyle(.secondary).foregroundStyle(.red))
        #expect(textLevel.firstRunStyle?.foreground == .color(rgb(60, 60, 67, 0.6)))
        let nested = resolve(VStack { Text("a").foregroundStyle(.secondary) }.foregroundStyle(.secondary))
        #expect(nested.text("a")?.firstRunStyle?.foreground == .color(rgb(60, 60, 67, 0.3)))
        #expect(paint(Color.red.secondary) == .color(rgb(255, 59, 48, 0.6)))
    }

    @Test func fillLevelsResolveToSystemFills() {
        #expect(paint(.fill) == .color(rgb(120, 120, 128, 0.2)))
        #expect(paint(FillShapeStyle().secondary) == .color(rgb(120, 120, 128, 0.16)))
        #expect(paint(FillShapeStyle().tertiary) == .color(rgb(118, 118, 128, 0.12)))
        #expect(paint(FillShapeStyle().tertiary, Environments.dark) == .color(rgb(118, 118, 128, 0.24)))
        #expect(paint(FillShapeStyle().quaternary) == .color(rgb(116, 116, 128, 0.08)))
    }

    @Test func tintBackgroundAndForegroundStyles() {
        #expect(paint(.tint) == .color(rgb(0, 122, 255)))
        let tintedCircle = resolve(Circle().fill(.tint).tint(.red))
        #expect(
            tintedCircle.kind
                == .shape(
                    ResolvedShape(
                        geometry: ResolvedShapeGeometry(kind: .circle),
                        drawings: [.fill(.color(rgb(255, 59, 48)), FillStyle())])))
        #expect(paint(.background) == .color(rgb(255, 255, 255)))
        #expect(paint(.background, Environments.dark) == .color(rgb(0, 0, 0)))
        #expect(paint(.foreground, Environments.dark) == .color(rgb(255, 255, 255)))
        #expect(paint(.separator) == .color(rgb(60, 60, 67, 0.29)))
        #expect(
            paint(.ultraThinMaterial, Environments.dark)
                == .material(ResolvedMaterial(thickness: "ultraThin", colorScheme: .dark)))
    }

    @Test func gradientsResolveTheirStops() {
        let linear = paint(
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), Environments.dark)
        #expect(
            linear
                == .linearGradient(
                    ResolvedGradient(stops: [
                        .init(color: rgb(255, 69, 58), location: 0), .init(color: rgb(10, 132, 255), location: 1),
                    ]),
                    startPoint: .top, endPoint: .bottom))
        let radial = paint(
            RadialGradient(stops: [.init(color: .white, location: 0.2)], center: .center, startRadius: 1, endRadius: 9))
        #expect(
            radial
                == .radialGradient(
                    ResolvedGradient(stops: [.init(color: rgb(255, 255, 255), location: 0.2)]), center: .center,
                    startRadius: 1, endRadius: 9))
        guard
            case .angularGradient(_, _, let start, let end) = paint(
                AngularGradient(colors: [.red, .green], center: .center))
        else {
            Issue.record("expected an angular gradient")
            return
        }
        #expect(start == .zero)
        #expect(end == .degrees(360))
    }

    @Test func colorsAndGradientsAreViewsThatFill() {
        #expect(resolve(Color.red).kind == .paint(.color(rgb(255, 59, 48))))
        #expect(resolve(Color.red, in: Environments.dark).kind == .paint(.color(rgb(255, 69, 58))))
        if case .paint(.linearGradient) = resolve(LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom))
            .kind
        {
        } else {
            Issue.record("expected a gradient paint")
        }
    }

    @Test func foregroundColorNilRemovesTheCustomColor() {
        let node = resolve(VStack { Image(systemName: "a").foregroundColor(nil) }.foregroundColor(.red))
        #expect(node.children.first?.image?.foreground == .color(rgb(0, 0, 0)))
        let text = resolve(VStack { Text("a").foregroundColor(nil) }.foregroundColor(.red))
        #expect(text.text("a")?.firstRunStyle?.foreground == .color(rgb(255, 59, 48)))
    }

    @Test func colorsDescribeThemselves() {
        #expect(Color.red.description == "red")
        #expect(Color("sunny").opacity(0.5).description == "Color('sunny').opacity(0.5)")
        #expect(rgb(255, 59, 48).description == "#FF3B30")
        #expect(rgb(0, 0, 0, 0.6).description == "#00000099")
    }
}
