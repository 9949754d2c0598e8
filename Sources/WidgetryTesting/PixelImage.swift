import CWidgetryPango
import Foundation

/// A decoded image: width, height and premultiplied ARGB32 pixels, as Cairo keeps them.
struct PixelImage {
    let width: Int
    let height: Int
    /// One `UInt32` per pixel, row by row.
    let pixels: [UInt32]

    /// Decodes PNG bytes through Cairo.
    init?(png data: Data) {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("widgetry-\(UUID().uuidString).png").path
        guard FileManager.default.createFile(atPath: path, contents: data) else { return nil }
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let surface = cairo_image_surface_create_from_png(path),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface) else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for row in 0..<height {
            let rowStart = UnsafeRawPointer(base + row * stride)
            for column in 0..<width {
                pixels[row * width + column] = rowStart.load(fromByteOffset: column * 4, as: UInt32.self)
            }
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    private init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// How two images differ under a tolerance, and an image that shows where.
    func difference(from other: PixelImage, tolerance: PixelTolerance) -> (mismatched: Int, diff: PixelImage)? {
        guard width == other.width, height == other.height else { return nil }
        var mismatched = 0
        var diff = [UInt32](repeating: 0, count: pixels.count)
        for index in pixels.indices {
            let a = pixels[index]
            let b = other.pixels[index]
            var worst: UInt32 = 0
            for shift in stride(from: 0, through: 24, by: 8) {
                let ca = (a >> UInt32(shift)) & 0xFF
                let cb = (b >> UInt32(shift)) & 0xFF
                worst = max(worst, ca > cb ? ca - cb : cb - ca)
            }
            if worst > UInt32(tolerance.channel) {
                mismatched += 1
                diff[index] = 0xFFFF_0000  // opaque red where pixels differ
            } else {
                // The reference, faded, so the differences stand out.
                let gray = ((b >> 8) & 0xFF) / 4 + 0xC0
                diff[index] = 0xFF00_0000 | (gray << 16) | (gray << 8) | gray
            }
        }
        return (mismatched, PixelImage(width: width, height: height, pixels: diff))
    }

    /// The image as PNG bytes.
    func pngData() -> Data? {
        var copy = pixels
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard stride == width * 4 else { return nil }
        return copy.withUnsafeMutableBytes { buffer -> Data? in
            guard
                let surface = cairo_image_surface_create_for_data(
                    buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
                    Int32(height), Int32(stride))
            else { return nil }
            defer { cairo_surface_destroy(surface) }
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("widgetry-diff-\(UUID().uuidString).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            guard cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS else { return nil }
            return FileManager.default.contents(atPath: path)
        }
    }
}

/// How close two images must be to count as the same.
///
/// A pixel matches when each of its four channels is within ``channel`` (out of 255) of the reference's; an
/// image matches when at most ``fraction`` of its pixels do not. The default, 4/255 and 0.1 %, absorbs
/// anti-aliasing differences between font rasterizer versions and nothing a person would see.
public struct PixelTolerance: Sendable, Hashable {
    /// The largest difference per channel, 0–255.
    public var channel: Int
    /// The largest share of mismatched pixels, 0–1.
    public var fraction: Double

    /// Creates a tolerance.
    public init(channel: Int = 4, fraction: Double = 0.001) {
        self.channel = channel
        self.fraction = fraction
    }

    /// 4/255 per channel, 0.1 % of pixels.
    public static let standard = PixelTolerance()
    /// Identical pixels.
    public static let exact = PixelTolerance(channel: 0, fraction: 0)
}
