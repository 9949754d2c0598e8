import Foundation
import Testing
import WidgetryCairo
import WidgetryDisplayList
import WidgetryRendering

/// A gauge ring tinted with a gradient, as layout draws it (a stroke whose angular gradient runs from the ring's
/// start to its end), and text filled with a gradient: the colors change along the ring and across the text.
@Suite struct GradientTintCairoTests {
    let red = DisplayColor(red: 1, green: 0, blue: 0)
    let blue = DisplayColor(red: 0, green: 0, blue: 1)

    /// The open ring of an `accessoryCircular` gauge, 58 points wide with a 6-point line, in a 100-point list.
    func ringList() -> DisplayList {
        let frame = CGRect(x: 21, y: 21, width: 58, height: 58)
        let start = 0.75 * Double.pi
        let end = start + 1.5 * Double.pi
        var path = DisplayPath()
        let steps = 96
        for step in 0...steps {
            let angle = start + (end - start) * Double(step) / Double(steps)
            let point = CGPoint(x: 29 + 26 * cos(angle), y: 29 + 26 * sin(angle))
            if step == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        let paint = DisplayPaint.angularGradient(
            DisplayGradient(stops: [.init(color: red, location: 0), .init(color: blue, location: 1)]),
            center: DisplayUnitPoint(x: 0.5, y: 0.5), startAngle: start, endAngle: end)
        let stroke = DisplayStroke(
            shape: .path(path), frame: frame, paint: paint, style: DisplayStrokeStyle(lineWidth: 6, lineCap: .round))
        return DisplayList(size: CGSize(width: 100, height: 100), items: [.stroke(stroke)])
    }

    func pixel(_ raster: CairoRaster, _ x: Int, _ y: Int) -> (red: Int, blue: Int, alpha: Int) {
        let offset = y * raster.stride + x * 4
        // Cairo's ARGB32 in little-endian memory: blue, green, red, alpha.
        return (Int(raster.argb32[offset + 2]), Int(raster.argb32[offset]), Int(raster.argb32[offset + 3]))
    }

    @Test func gradientRingChangesColorFromStartToEnd() throws {
        let raster = try CairoPainter(format: .png).rasterize(ringList(), options: RenderOptions(scale: 1))
        // Near the start (bottom left, 135°) the ring is red; near the end (bottom right, 45°) blue; at the top,
        // halfway, both.
        let startPoint = pixel(raster, 50 + Int(26 * cos(0.8 * .pi)), 50 + Int(26 * sin(0.8 * .pi)))
        let endPoint = pixel(raster, 50 + Int(26 * cos(2.2 * .pi)), 50 + Int(26 * sin(2.2 * .pi)))
        let top = pixel(raster, 50, 24)
        #expect(startPoint.alpha > 200 && startPoint.red > 200 && startPoint.blue < 60, "\(startPoint)")
        #expect(endPoint.alpha > 200 && endPoint.blue > 200 && endPoint.red < 60, "\(endPoint)")
        #expect(top.red > 80 && top.blue > 80, "\(top)")
        #expect(pixel(raster, 50, 50).alpha == 0)
    }
}
