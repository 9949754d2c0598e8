import CWidgetryPango
import Foundation
import WidgetryDisplayList

extension CairoCanvas {
    /// Draws something through a color filter: rendered offscreen in device pixels (at `rasterScale` for vector
    /// output) over the canvas's clip extents, filtered pixel by pixel, then painted back.
    ///
    /// - Parameters:
    ///   - filter: The filter, as a rendering mode applies it to bitmaps.
    ///   - draw: Draws on a canvas whose user space is this canvas's.
    func drawFiltered(_ filter: DisplayImage.Filter, _ draw: (CairoCanvas) -> Void) {
        drawOffscreen(draw) { ImageFilters.apply(filter, to: $0) }
    }

    /// Draws items blurred by a Gaussian of standard deviation `sigma` points, offscreen over the clip extents.
    func drawBlurred(_ items: [DisplayItem], sigma: Double) {
        var xx = 1.0, yx = 0.0
        cairo_user_to_device_distance(cr, &xx, &yx)
        let userScale = max(hypot(xx, yx), 0.01)
        let pixelScale =
            cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE ? userScale : rasterScale
        drawOffscreen({ $0.draw(items) }) { ImageFilters.blurARGB($0, sigma: sigma * pixelScale) }
    }

    /// Renders offscreen in device pixels over the clip extents, transforms the pixels, and paints them back.
    private func drawOffscreen(_ draw: (CairoCanvas) -> Void, transform: (OpaquePointer) -> Void) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let area = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        guard area.width > 0, area.height > 0, area.width.isFinite, area.height.isFinite else { return }
        var xx = 1.0, yx = 0.0
        cairo_user_to_device_distance(cr, &xx, &yx)
        let userScale = max(hypot(xx, yx), 0.01)
        let pixelScale =
            cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE ? userScale : rasterScale
        let width = Int32((area.width * pixelScale).rounded(.up))
        let height = Int32((area.height * pixelScale).rounded(.up))
        guard width > 0, height > 0, width < 16_384, height < 16_384 else { return }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(surface) }
        let offscreen = cairo_create(surface)!
        cairo_scale(offscreen, pixelScale, pixelScale)
        cairo_translate(offscreen, -area.minX, -area.minY)
        draw(CairoCanvas(offscreen, rasterScale: rasterScale, imageAssets: imageAssets))
        cairo_destroy(offscreen)
        transform(surface)
        cairo_save(cr)
        cairo_translate(cr, area.minX, area.minY)
        cairo_scale(cr, 1 / pixelScale, 1 / pixelScale)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
