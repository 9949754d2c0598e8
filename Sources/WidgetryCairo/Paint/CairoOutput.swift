import CWidgetryPango
import Foundation
import WidgetryDisplayList
import WidgetryRendering

/// Creates Cairo surfaces, draws a prepared list on them and collects the bytes.
enum CairoOutput {
    enum VectorKind { case svg, pdf }

    /// Paints into an ARGB32 image surface at the options' scale and encodes it with ``PNGEncoder``.
    static func png(
        _ list: DisplayList,
        options: RenderOptions,
        compression: PNGEncoder.Compression,
        imageAssets: (any ImageAssetProvider)?
    ) throws -> Data {
        let encoder = PNGEncoder(compression: compression, scale: options.scale)
        return try withRaster(list, options: options, imageAssets: imageAssets) { pixels in
            Data(pixels.png(encoder))
        }
    }

    /// Paints into an ARGB32 image surface at the options' scale (one from ``SurfacePool``) and hands its pixels to
    /// `body`; the surface goes back to the pool afterwards.
    static func withRaster<T>(
        _ list: DisplayList, options: RenderOptions, imageAssets: (any ImageAssetProvider)?,
        _ body: (CairoPixels) throws -> T
    ) throws -> T {
        let width = Int32((list.size.width * options.scale).rounded(.up))
        let height = Int32((list.size.height * options.scale).rounded(.up))
        let surface = SurfacePool.take(width: width, height: height)
        do {
            try check(cairo_surface_status(surface), "create a \(width)×\(height) image")
            let cr = cairo_create(surface)!
            cairo_scale(cr, options.scale, options.scale)
            let canvas = CairoCanvas(cr, rasterScale: options.scale, imageAssets: imageAssets)
            canvas.paint(list, backdrop: options.backdrop)
            let status = cairo_status(cr)
            cairo_destroy(cr)
            try check(status, "paint the display list")
            cairo_surface_flush(surface)
            let pixels = CairoPixels(
                width: Int(width), height: Int(height), stride: Int(cairo_image_surface_get_stride(surface)),
                argb32: UnsafePointer(cairo_image_surface_get_data(surface)!))
            let result = try body(pixels)
            SurfacePool.giveBack(surface)
            return result
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
    }

    /// Paints into an SVG or PDF stream in points.
    static func vector(
        _ list: DisplayList,
        options: RenderOptions,
        kind: VectorKind,
        imageAssets: (any ImageAssetProvider)?
    ) throws -> Data {
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(
                contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        let surface: OpaquePointer
        switch kind {
        case .svg:
            surface = cairo_svg_surface_create_for_stream(write, closure, list.size.width, list.size.height)!
            // One CSS pixel per point, as the HTML painter and browsers lay widgets out: `width="170px"`, not
            // Cairo's default `170pt` (which a browser shows a third larger).
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(write, closure, list.size.width, list.size.height)!
            // A fixed date and creator keep the bytes the same for the same list.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Widgetry")
        }
        try check(cairo_surface_status(surface), "create the \(kind == .svg ? "SVG" : "PDF") surface")
        // Finishing subsets the document's fonts, which opens FreeType faces: see FontLock.
        let (status, surfaceStatus) = FontLock.withLock {
            let cr = cairo_create(surface)!
            // Effects Cairo cannot express as vectors (shadows) are rasterized at 2 pixels per point.
            let canvas = CairoCanvas(cr, rasterScale: 2, imageAssets: imageAssets)
            canvas.paint(list, backdrop: options.backdrop)
            let status = cairo_status(cr)
            cairo_destroy(cr)
            cairo_surface_finish(surface)
            let surfaceStatus = cairo_surface_status(surface)
            cairo_surface_destroy(surface)
            return (status, surfaceStatus)
        }
        try check(status, "paint the display list")
        try check(surfaceStatus, "finish the document")
        return Data(kind == .svg ? SVGIdentifiers.normalize(sink.bytes) : sink.bytes)
    }

    static func check(_ status: cairo_status_t, _ action: String) throws {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderingError("Cairo could not \(action): '\(String(cString: cairo_status_to_string(status)))'.")
        }
    }
}

/// Collects the bytes Cairo writes to a stream; used within one call.
final class ByteSink {
    var bytes: [UInt8] = []
}
