import Foundation
import Testing
import WidgetryCairo
import WidgetryDisplayList
import WidgetryRendering

/// `MeshGradient` painted by Cairo's mesh pattern: colors bilinear between a cell's corners, the background where
/// no cell reaches, and the background alone for a grid without enough points.
@Suite struct MeshGradientCairoTests {
    let red = DisplayColor(red: 1, green: 0, blue: 0)
    let blue = DisplayColor(red: 0, green: 0, blue: 1)
    let green = DisplayColor(red: 0, green: 1, blue: 0)
    let yellow = DisplayColor(red: 1, green: 1, blue: 0)

    func raster(_ mesh: DisplayMesh) throws -> CairoRaster {
        let fill = DisplayFill(
            shape: .rect, frame: CGRect(x: 0, y: 0, width: 100, height: 100), paint: .meshGradient(mesh))
        let list = DisplayList(size: CGSize(width: 100, height: 100), items: [.fill(fill)])
        return try CairoPainter(format: .png).rasterize(list, options: RenderOptions(scale: 1))
    }

    /// Red, green, blue and alpha at a pixel (Cairo's premultiplied ARGB32, little-endian).
    func pixel(_ raster: CairoRaster, _ x: Int, _ y: Int) -> [Int] {
        let offset = y * raster.stride + x * 4
        return [2, 1, 0, 3].map { Int(raster.argb32[offset + $0]) }
    }

    func near(_ pixel: [Int], _ expected: [Int], within tolerance: Int = 8) -> Bool {
        zip(pixel, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func colorsAreBilinearBetweenTheCorners() throws {
        let mesh = DisplayMesh(
            width: 2, height: 2, points: [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing],
            colors: [red, blue, green, yellow], background: .clear, smoothsColors: true)
        let raster = try raster(mesh)
        #expect(near(pixel(raster, 0, 0), [255, 0, 0, 255]), "\(pixel(raster, 0, 0))")
        #expect(near(pixel(raster, 99, 0), [0, 0, 255, 255]), "\(pixel(raster, 99, 0))")
        #expect(near(pixel(raster, 0, 99), [0, 255, 0, 255]), "\(pixel(raster, 0, 99))")
        #expect(near(pixel(raster, 99, 99), [255, 255, 0, 255]), "\(pixel(raster, 99, 99))")
        // The center is the mean of the four corners; the middle of the top edge is red and blue mixed.
        #expect(near(pixel(raster, 50, 50), [128, 128, 64, 255]), "\(pixel(raster, 50, 50))")
        #expect(near(pixel(raster, 50, 0), [128, 0, 128, 255]), "\(pixel(raster, 50, 0))")
    }

    @Test func theBackgroundShowsWhereNoCellReaches() throws {
        let mesh = DisplayMesh(
            width: 2, height: 2,
            points: [.topLeading, DisplayUnitPoint(x: 0.5, y: 0), .bottomLeading, DisplayUnitPoint(x: 0.5, y: 1)],
            colors: [red, red, red, red], background: blue, smoothsColors: false)
        let raster = try raster(mesh)
        #expect(near(pixel(raster, 20, 50), [255, 0, 0, 255]), "\(pixel(raster, 20, 50))")
        #expect(near(pixel(raster, 80, 50), [0, 0, 255, 255]), "\(pixel(raster, 80, 50))")
    }

    @Test func aGridWithoutEnoughPointsPaintsItsBackground() throws {
        let mesh = DisplayMesh(
            width: 3, height: 3, points: [.topLeading], colors: [red], background: green, smoothsColors: true)
        #expect(near(pixel(try raster(mesh), 50, 50), [0, 255, 0, 255]))
    }
}
