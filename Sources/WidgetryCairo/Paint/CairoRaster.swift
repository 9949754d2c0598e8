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

/// Pixels Cairo painted, borrowed for the duration of one call: premultiplied ARGB32 in native byte order.
///
/// ``CairoPainter/withRaster(_:options:_:)`` hands these to its closure without copying them; the memory is reused
/// by the next render once the closure returns, so neither the value nor its pointer may be kept.
public struct CairoPixels {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bytes per row.
    public let stride: Int
    /// The pixels, `stride × height` bytes, valid only within the call that received them.
    public let argb32: UnsafePointer<UInt8>

    /// Encodes the pixels as PNG.
    ///
    /// - Parameter encoder: The encoder and its settings.
    public func png(_ encoder: PNGEncoder = PNGEncoder()) -> [UInt8] {
        encoder.encode(argb32: argb32, width: width, height: height, stride: stride)
    }
}

extension CairoPainter {
    /// Prepares and paints a list into pixels at the options' scale, copied into a ``CairoRaster``.
    ///
    /// - Throws: ``RenderingError`` for bad options, a missing asset color, or a Cairo failure.
    public func rasterize(_ list: DisplayList, options: RenderOptions) throws -> CairoRaster {
        try withRaster(list, options: options) { pixels in
            CairoRaster(
                width: pixels.width, height: pixels.height, stride: pixels.stride,
                argb32: Array(UnsafeBufferPointer(start: pixels.argb32, count: pixels.stride * pixels.height)))
        }
    }

    /// Prepares and paints a list into pixels at the options' scale and hands them to `body` without copying: what
    /// PNG output does. The pixels are valid only during the call (the memory is reused by later renders).
    ///
    /// For example, to encode with settings of your own:
    ///
    /// ```swift
    /// let png = try painter.withRaster(list, options: RenderOptions(scale: 3)) { pixels in
    ///     pixels.png(PNGEncoder(compressionLevel: 1, filter: .none))
    /// }
    /// ```
    ///
    /// - Throws: ``RenderingError`` for bad options, a missing asset color, or a Cairo failure; or what `body`
    ///   throws.
    public func withRaster<T>(_ list: DisplayList, options: RenderOptions, _ body: (CairoPixels) throws -> T) throws
        -> T
    {
        let prepared = try RenderPipeline(textEngine: textEngine, colorAssets: colorAssets).prepare(
            list, options: options)
        return try CairoOutput.withRaster(prepared, options: options, imageAssets: imageAssets, body)
    }
}
