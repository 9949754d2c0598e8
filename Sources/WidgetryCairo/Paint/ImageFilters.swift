import CWidgetryPango
import WidgetryDisplayList

/// Pixel operations on ARGB32 surfaces: image color filters and the blur of shadows.
enum ImageFilters {
    /// Applies a display-list image filter in place.
    static func apply(_ filter: DisplayImage.Filter, to surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return }
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                row[x] = transform(row[x], filter)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    @inline(__always)
    private static func transform(_ pixel: UInt32, _ filter: DisplayImage.Filter) -> UInt32 {
        let a = Double(pixel >> 24)
        let r = Double((pixel >> 16) & 0xFF)
        let g = Double((pixel >> 8) & 0xFF)
        let b = Double(pixel & 0xFF)
        // Premultiplied luminance: the straight luminance times alpha.
        let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
        switch filter {
        case .desaturated:
            return pack(a, luminance, luminance, luminance)
        case .alphaMask(let color):
            let alpha = a * clamp(color.opacity)
            return pack(alpha, clamp(color.red) * alpha, clamp(color.green) * alpha, clamp(color.blue) * alpha)
        case .luminanceMask(let color):
            let alpha = luminance * clamp(color.opacity)
            return pack(alpha, clamp(color.red) * alpha, clamp(color.green) * alpha, clamp(color.blue) * alpha)
        }
    }

    @inline(__always)
    private static func pack(_ a: Double, _ r: Double, _ g: Double, _ b: Double) -> UInt32 {
        func byte(_ v: Double) -> UInt32 { UInt32(min(max(v.rounded(), 0), 255)) }
        let alpha = byte(a)
        return alpha << 24 | min(byte(r), alpha) << 16 | min(byte(g), alpha) << 8 | min(byte(b), alpha)
    }

    /// Blurs an A8 surface in place with three box blurs approximating a Gaussian of standard deviation `sigma`
    /// pixels.
    static func blurAlpha(_ surface: OpaquePointer, sigma: Double) {
        guard sigma > 0.3 else { return }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else { return }
        // Box radius for three passes: w = sqrt(12σ²/3 + 1).
        let radius = max(1, Int((((12 * sigma * sigma / 3) + 1).squareRoot() - 1) / 2 + 0.5))
        var line = [UInt8](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height {
                boxBlur(data + y * stride, count: width, step: 1, radius: radius, scratch: &line)
            }
            for x in 0..<width {
                boxBlur(data + x, count: height, step: stride, radius: radius, scratch: &line)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Blurs an ARGB32 surface in place, every premultiplied channel alike, with the same three box blurs.
    static func blurARGB(_ surface: OpaquePointer, sigma: Double) {
        guard sigma > 0.3 else { return }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else { return }
        let radius = max(1, Int((((12 * sigma * sigma / 3) + 1).squareRoot() - 1) / 2 + 0.5))
        var line = [UInt8](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for channel in 0..<4 {
                for y in 0..<height {
                    boxBlur(data + y * stride + channel, count: width, step: 4, radius: radius, scratch: &line)
                }
                for x in 0..<width {
                    boxBlur(data + x * 4 + channel, count: height, step: stride, radius: radius, scratch: &line)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    private static func boxBlur(
        _ start: UnsafeMutablePointer<UInt8>,
        count: Int,
        step: Int,
        radius: Int,
        scratch: inout [UInt8]
    ) {
        for i in 0..<count { scratch[i] = start[i * step] }
        let window = 2 * radius + 1
        var sum = 0
        for i in -radius...radius where i >= 0 && i < count { sum += Int(scratch[i]) }
        for i in 0..<count {
            start[i * step] = UInt8(sum / window)
            let outgoing = i - radius
            let incoming = i + radius + 1
            if outgoing >= 0 { sum -= Int(scratch[outgoing]) }
            if incoming < count { sum += Int(scratch[incoming]) }
        }
    }
}
