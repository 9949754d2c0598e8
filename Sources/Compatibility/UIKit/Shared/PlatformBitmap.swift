import CWidgetryPango
import Foundation
import Synchronization

/// PNG bitmaps as platform images hold them: decoded, measured, tinted and encoded again with Cairo.
enum PlatformBitmap {
    /// The pixel width and height of PNG bytes, or `nil` when they are not a PNG Cairo can read.
    static func pixelSize(of png: Data) -> CGSize? {
        guard let surface = decode(png) else { return nil }
        defer { cairo_surface_destroy(surface) }
        return CGSize(
            width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)))
    }

    /// The image filled with one color through its alpha, as a tinted template image draws.
    ///
    /// - Parameters:
    ///   - png: The image's PNG bytes.
    ///   - rgba: The tint in sRGB, 0 to 1.
    /// - Returns: The tinted image's PNG bytes, or `nil` when the bytes are not a PNG.
    static func tinted(_ png: Data, red: Double, green: Double, blue: Double, alpha: Double) -> Data? {
        guard let source = decode(png) else { return nil }
        defer { cairo_surface_destroy(source) }
        let width = cairo_image_surface_get_width(source)
        let height = cairo_image_surface_get_height(source)
        guard let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        defer { cairo_surface_destroy(target) }
        let cr = cairo_create(target)!
        cairo_set_source_rgba(cr, red, green, blue, alpha)
        cairo_mask_surface(cr, source, 0, 0)
        cairo_destroy(cr)
        return encode(target)
    }

    /// Decodes PNG bytes into an image surface; the caller destroys it.
    static func decode(_ png: Data) -> OpaquePointer? {
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader([UInt8](png))
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
        return surface
    }

    /// Encodes an image surface as PNG bytes.
    static func encode(_ surface: OpaquePointer) -> Data? {
        final class Writer {
            var bytes: [UInt8] = []
        }
        let writer = Writer()
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            let writer = Unmanaged<Writer>.fromOpaque(closure).takeUnretainedValue()
            writer.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        let status = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(surface, write, Unmanaged.passUnretained(writer).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? Data(writer.bytes) : nil
    }

    /// The scale a file name states (`icon@2x.png` is 2), else 1.
    static func scale(ofFileNamed name: String) -> Double {
        let base = (name as NSString).deletingPathExtension
        for scale in [3, 2] where base.hasSuffix("@\(scale)x") { return Double(scale) }
        return 1
    }

    /// Whether bytes start with the PNG signature.
    static func isPNG(_ data: Data) -> Bool {
        data.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// A short name of an image format, for messages about data that is not a PNG.
    static func formatName(of data: Data) -> String {
        let bytes = [UInt8](data.prefix(12))
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "JPEG" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "GIF" }
        if bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WEBP".utf8) {
            return "WebP"
        }
        if bytes.count >= 12, bytes[4..<8].elementsEqual("ftyp".utf8) { return "HEIC" }
        return "unknown"
    }

    private static let warned = Mutex<Set<String>>([])

    /// Writes a warning to standard error once per distinct message.
    static func warnOnce(_ message: String) {
        guard warned.withLock({ $0.insert(message).inserted }) else { return }
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }
}
