import CWidgetryPango
import Foundation

/// How much of a PNG is drawn on: the share of pixels that differ from the image's most common pixel (its
/// background), decoded through Cairo as the renderer encodes them.
enum PNGInk {
    /// The share of pixels, 0...1, that are not the background; `nil` when the data is not a PNG Cairo reads.
    static func coverage(of png: Data) -> Double? {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("corpus-\(UUID().uuidString).png").path
        guard FileManager.default.createFile(atPath: path, contents: png) else { return nil }
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let base = cairo_image_surface_get_data(surface)
        else { return nil }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0 else { return nil }
        var counts: [UInt32: Int] = [:]
        for row in 0..<height {
            let start = UnsafeRawPointer(base + row * stride)
            for column in 0..<width {
                counts[start.load(fromByteOffset: column * 4, as: UInt32.self), default: 0] += 1
            }
        }
        let background = counts.values.max() ?? 0
        return Double(width * height - background) / Double(width * height)
    }
}
