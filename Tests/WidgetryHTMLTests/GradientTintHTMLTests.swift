import Foundation
import Testing
import WidgetryDisplayList
import WidgetryHTML
import WidgetryRendering

/// A gauge ring tinted with a gradient, as layout draws it, in HTML: the ring's outline masks a CSS conic gradient
/// that starts at the ring's start, and a blend mode becomes `mix-blend-mode`.
@Suite struct GradientTintHTMLTests {
    @Test func gradientRingIsAMaskedConicGradient() throws {
        var path = DisplayPath()
        path.move(to: CGPoint(x: 10, y: 48))
        path.addLine(to: CGPoint(x: 29, y: 3))
        path.addLine(to: CGPoint(x: 48, y: 48))
        let gradient = DisplayGradient(stops: [
            .init(color: DisplayColor(red: 1, green: 0, blue: 0), location: 0),
            .init(color: DisplayColor(red: 0, green: 0, blue: 1), location: 1),
        ])
        let stroke = DisplayStroke(
            shape: .path(path), frame: CGRect(x: 21, y: 21, width: 58, height: 58),
            paint: .angularGradient(
                gradient, center: DisplayUnitPoint(x: 0.5, y: 0.5), startAngle: 0.75 * .pi, endAngle: 2.25 * .pi),
            style: DisplayStrokeStyle(lineWidth: 6, lineCap: .round))
        let list = DisplayList(
            size: CGSize(width: 100, height: 100),
            items: [.group(DisplayGroup(items: [.stroke(stroke)], blendMode: .multiply))])
        let html = try HTMLPainter(format: .fragment).paint(list, options: RenderOptions())
        #expect(html.contains("conic-gradient"))
        #expect(html.contains("rgba(255,0,0,1)") && html.contains("rgba(0,0,255,1)"))
        #expect(html.contains("mask-image"))
        #expect(html.contains("mix-blend-mode:multiply"))
    }
}
