import CWidgetryPango
import Foundation

/// A bitmap that platform drawing code paints into: `UIGraphicsImageRenderer`'s context, or an `NSImage` being
/// drawn (`NSImage(size:flipped:drawingHandler:)`, `lockFocus()`), painted with Cairo.
///
/// Coordinates are points; the bitmap has `scale` pixels per point. UIKit draws top-down; AppKit draws bottom-up
/// unless the image is flipped, so an unflipped canvas turns the y axis over. The canvas being drawn is the
/// current one of its thread, as UIKit's and AppKit's current graphics context is, so `UIColor.setFill()`,
/// `UIBezierPath.fill()` and `NSRect.fill()` find it.
final class PlatformCanvas {
    /// The size in points.
    let size: CGSize
    /// Pixels per point.
    let scale: Double
    /// Whether y grows upward (AppKit's unflipped coordinates).
    let yUp: Bool
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    /// The color `fill` paints with: opaque black until code sets one, as on Apple's platforms.
    var fillColor = PlatformRGBA(red: 0, green: 0, blue: 0, alpha: 1)
    /// The color `stroke` paints with.
    var strokeColor = PlatformRGBA(red: 0, green: 0, blue: 0, alpha: 1)

    /// A transparent canvas of a size in points; `nil` when the size has no pixels.
    init?(size: CGSize, scale: Double, yUp: Bool = false, opaque: Bool = false) {
        let width = Int32((size.width * scale).rounded(.up))
        let height = Int32((size.height * scale).rounded(.up))
        guard width > 0, height > 0, scale > 0,
            let surface = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, width, height)
        else { return nil }
        self.size = size
        self.scale = scale
        self.yUp = yUp
        self.surface = surface
        self.cr = cairo_create(surface)
        cairo_scale(cr, scale, scale)
        if yUp {
            cairo_translate(cr, 0, size.height)
            cairo_scale(cr, 1, -1)
        }
        if opaque {
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
        }
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Moves the origin of later drawing.
    func translate(by offset: CGPoint) {
        cairo_translate(cr, offset.x, offset.y)
    }

    /// Fills a rectangle with the fill color.
    func fill(_ rect: CGRect) {
        fill(PlatformPath(rect: rect))
    }

    /// Outlines a rectangle with the stroke color, a line of the given width centered on its edge.
    func stroke(_ rect: CGRect, lineWidth: Double = 1) {
        stroke(PlatformPath(rect: rect), lineWidth: lineWidth)
    }

    /// Fills a path with the fill color (nonzero winding).
    func fill(_ path: PlatformPath) {
        add(path)
        set(fillColor)
        cairo_fill(cr)
    }

    /// Outlines a path with the stroke color.
    func stroke(_ path: PlatformPath, lineWidth: Double) {
        add(path)
        set(strokeColor)
        cairo_set_line_width(cr, lineWidth)
        cairo_stroke(cr)
    }

    /// Limits later drawing to a rectangle.
    func clip(to rect: CGRect) {
        add(PlatformPath(rect: rect))
        cairo_clip(cr)
    }

    /// Draws PNG bytes scaled into a rectangle, upright, at an opacity; nothing when they are not a PNG.
    func draw(png: Data, in rect: CGRect, opacity: Double = 1) {
        guard rect.width > 0, rect.height > 0, let image = PlatformBitmap.decode(png) else { return }
        defer { cairo_surface_destroy(image) }
        let pixelWidth = Double(cairo_image_surface_get_width(image))
        let pixelHeight = Double(cairo_image_surface_get_height(image))
        guard pixelWidth > 0, pixelHeight > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, rect.minX, yUp ? rect.maxY : rect.minY)
        cairo_scale(cr, rect.width / pixelWidth, (yUp ? -rect.height : rect.height) / pixelHeight)
        cairo_set_source_surface(cr, image, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        // Edge pixels repeat outward, so scaling keeps the image's edges solid; the clip keeps it in the rectangle.
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, pixelWidth, pixelHeight)
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, opacity)
        cairo_restore(cr)
    }

    /// The bitmap so far, as PNG bytes.
    func png() -> Data {
        cairo_surface_flush(surface)
        return PlatformBitmap.encode(surface) ?? Data()
    }

    private func set(_ color: PlatformRGBA) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    private func add(_ path: PlatformPath) {
        cairo_new_path(cr)
        for element in path.elements {
            switch element {
            case .move(let point): cairo_move_to(cr, point.x, point.y)
            case .line(let point): cairo_line_to(cr, point.x, point.y)
            case .curve(let point, let control1, let control2):
                cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
            case .quadCurve(let point, let control):
                var currentX = 0.0
                var currentY = 0.0
                if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &currentX, &currentY) }
                let current = CGPoint(x: currentX, y: currentY)
                let control1 = CGPoint(
                    x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let control2 = CGPoint(
                    x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
                cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
            case .arc(let center, let radius, let start, let end, let increasing):
                if increasing {
                    cairo_arc(cr, center.x, center.y, radius, start, end)
                } else {
                    cairo_arc_negative(cr, center.x, center.y, radius, start, end)
                }
            case .ellipse(let rect):
                cairo_save(cr)
                cairo_translate(cr, rect.midX, rect.midY)
                cairo_scale(cr, max(rect.width / 2, 0.0001), max(rect.height / 2, 0.0001))
                cairo_new_sub_path(cr)
                cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
                cairo_close_path(cr)
                cairo_restore(cr)
            case .close: cairo_close_path(cr)
            }
        }
    }
}

extension PlatformCanvas {
    private static let stackKey = "widgetry.platformCanvasStack"

    /// The canvas being drawn on this thread, if any.
    static var current: PlatformCanvas? {
        (Thread.current.threadDictionary[stackKey] as? [PlatformCanvas])?.last
    }

    /// Makes a canvas the current one while `body` draws, as `UIGraphicsImageRenderer.image(actions:)` does.
    static func drawing<Result>(on canvas: PlatformCanvas, _ body: () throws -> Result) rethrows -> Result {
        push(canvas)
        defer { pop() }
        return try body()
    }

    /// Makes a canvas the current one until ``pop()``, as `NSImage.lockFocus()` does.
    static func push(_ canvas: PlatformCanvas) {
        var stack = Thread.current.threadDictionary[stackKey] as? [PlatformCanvas] ?? []
        stack.append(canvas)
        Thread.current.threadDictionary[stackKey] = stack
    }

    /// Ends the current canvas's turn; the one before it, if any, is current again.
    @discardableResult
    static func pop() -> PlatformCanvas? {
        var stack = Thread.current.threadDictionary[stackKey] as? [PlatformCanvas] ?? []
        let last = stack.popLast()
        Thread.current.threadDictionary[stackKey] = stack
        return last
    }
}
