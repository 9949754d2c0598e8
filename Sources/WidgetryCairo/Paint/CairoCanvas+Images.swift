import CWidgetryPango
import Foundation
import Synchronization
import WidgetryDisplayList
import WidgetryRendering

extension CairoCanvas {
    func drawImage(_ image: DisplayImage) {
        guard image.frame.width > 0, image.frame.height > 0 else { return }
        switch image.content {
        case .symbol(let symbol):
            drawSymbol(symbol, in: image.frame)
        case .named(let name):
            drawBitmap(named: name, in: image.frame, filter: image.filter)
        }
    }

    /// A visible stand-in for a missing symbol or image: a rounded square outline with a question mark.
    func drawPlaceholder(in frame: CGRect, paint: DisplayPaint) {
        let side = min(frame.width, frame.height) * 0.84
        let square = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        let lineWidth = max(side * 0.08, 0.5)
        cairo_save(cr)
        cairo_new_path(cr)
        addRoundedRect(
            square.insetBy(dx: lineWidth / 2, dy: lineWidth / 2),
            radii: Array(repeating: (side * 0.22, side * 0.22), count: 4), style: .continuous)
        cairo_set_line_width(cr, lineWidth)
        setPaint(paint, frame: frame)
        cairo_stroke(cr)
        let question = DisplayParagraph(
            runs: [DisplayTextRun("?", font: DisplayFont(size: side * 0.62, weight: .bold))],
            alignment: .center)
        FontLock.withLock {
            let layout = ParagraphLayout(question, width: nil, height: nil, includeColors: false)
            let size = layout.size
            cairo_move_to(cr, frame.midX - size.width / 2, frame.midY - size.height / 2)
            pango_cairo_layout_path(cr, layout.layout)
        }
        setPaint(paint, frame: frame)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Draws a named bitmap scaled to the frame, after its color filter.
    func drawBitmap(named name: String, in frame: CGRect, filter: DisplayImage.Filter?) {
        let placeholderPaint = DisplayPaint.color(DisplayColor(white: 0.55))
        guard let png = Self.inlinePNG(name) ?? (try? imageAssets?.image(named: name, scale: rasterScale))?.png,
            let surface = Self.decodePNG(png)
        else {
            Self.reportMissingImage(name)
            drawPlaceholder(in: frame, paint: placeholderPaint)
            return
        }
        defer { cairo_surface_destroy(surface) }
        if let filter { ImageFilters.apply(filter, to: surface) }
        let width = Double(cairo_image_surface_get_width(surface))
        let height = Double(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0 else { return }
        cairo_save(cr)
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(cr)
        cairo_translate(cr, frame.minX, frame.minY)
        cairo_scale(cr, frame.width / width, frame.height / height)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The bytes of an image that carries them in its name (`data:image/png;base64,…`, from `Image(uiImage:)`).
    static func inlinePNG(_ name: String) -> [UInt8]? {
        guard name.hasPrefix("data:image/png"), let comma = name.firstIndex(of: ","),
            let data = Data(base64Encoded: String(name[name.index(after: comma)...]))
        else { return nil }
        return [UInt8](data)
    }

    /// Decodes PNG bytes into an ARGB32 surface with Cairo's reader; `nil` if they are not a PNG.
    static func decodePNG(_ bytes: [UInt8]) -> OpaquePointer? {
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(bytes)
        let read: cairo_read_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            reader.bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress! + reader.offset, count: count) }
            reader.offset += count
            return CAIRO_STATUS_SUCCESS
        }
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(reader).toOpaque())!
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 { return surface }
        // RGB24 and A8 images are converted, so filters see one format.
        let width = cairo_image_surface_get_width(surface)
        let height = cairo_image_surface_get_height(surface)
        let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cr = cairo_create(converted)!
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        return converted
    }

    private static let reportedImages = Mutex<Set<String>>([])

    private static func reportMissingImage(_ name: String) {
        guard reportedImages.withLock({ $0.insert(name).inserted }) else { return }
        FileHandle.standardError.write(
            Data("warning: No image named '\(name)' in the widget's assets; drawing a placeholder.\n".utf8))
    }
}
