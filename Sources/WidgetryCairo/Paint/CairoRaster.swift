import CWidgetryPango
import Foundation
import WidgetryDisplayList
import WidgetryRendering

/// Pixels painted by Cairo: premultiplied ARGB32 in native byte order, as `CAIRO_FORMAT_ARGB32`.
public struct CairoRaster: Sendable, Equatable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// Bytes per row.
    public var stride: Int
    /// The pixels, `stride × height` bytes.
    public var argb32: [UInt8]

    /// Encodes the pixels as PNG.
    ///
    /// - Parameter encoder: The encoder and its compression level.
    public func png(_ encoder: PNGEncoder = PNGEncoder()) -> [UInt8] {
        argb32.withUnsafeBufferPointer {
            encoder.encode(argb32: $0.baseAddress!, width: width, height: height, stride: stride)
        }
    }
}

extension CairoPainter {
    /// Prepares and paints a list into pixels at the options' scale, without encoding them.
    ///
    /// - Throws: ``RenderingError`` for bad options, a missing asset color, or a Cairo failure.
    public func rasterize(_ list: DisplayList, options: RenderOptions) throws -> CairoRaster {
        let prepared = try RenderPipeline(textEngine: textEngine, colorAssets: colorAssets).prepare(
            list, options: options)
        let surface = try CairoOutput.rasterize(prepared, options: options, imageAssets: imageAssets)
        defer { cairo_surface_destroy(surface) }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        return CairoRaster(
            width: width, height: height, stride: stride,
            argb32: Array(UnsafeBufferPointer(start: data, count: stride * height)))
    }
}
