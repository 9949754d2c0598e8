import Foundation
import Testing
import WidgetryCairo
import WidgetryDisplayList
import WidgetryRendering

/// `blur(radius:)`: the composited content blurred by a Gaussian whose standard deviation is the radius.
@Suite struct BlurTests {
    func list(blur: Double?) -> DisplayList {
        let square = DisplayItem.fill(
            DisplayFill(shape: .rect, frame: CGRect(x: 40, y: 40, width: 20, height: 20), paint: .color(.black)))
        var group = DisplayGroup(items: [square])
        group.blurRadius = blur
        return DisplayList(size: CGSize(width: 100, height: 100), items: [.group(group)])
    }

    /// The alpha of the pixel at a point (in points, at scale 1).
    func alpha(_ raster: CairoRaster, _ x: Int, _ y: Int) -> Int {
        Int(raster.argb32[y * raster.stride + x * 4 + 3])
    }

    @Test func blurSpreadsTheContentAndSoftensItsEdges() throws {
        let painter = CairoPainter(format: .png)
        let sharp = try painter.rasterize(list(blur: nil), options: RenderOptions(scale: 1))
        let blurred = try painter.rasterize(list(blur: 4), options: RenderOptions(scale: 1))
        // Sharp: opaque inside, nothing 4 points outside.
        #expect(alpha(sharp, 50, 50) == 255)
        #expect(alpha(sharp, 36, 50) == 0)
        // Blurred: the centre stays nearly opaque, the edge is about half, and color reaches 4 points out.
        #expect(alpha(blurred, 50, 50) > 200)
        #expect((90...170).contains(alpha(blurred, 40, 50)), "\(alpha(blurred, 40, 50))")
        #expect(alpha(blurred, 36, 50) > 10)
        #expect(alpha(blurred, 10, 50) == 0)
    }
}
