import CWidgetryPango
import Foundation

@testable import WidgetryCairo

/// Straight RGBA pixels decoded with Cairo's PNG reader, for comparing a browser's screenshot with Cairo's PNG.
struct RGBAImage {
    var width: Int
    var height: Int
    var pixels: [UInt8]

    init(png: Data) throws {
        guard let surface = CairoCanvas.decodePNG([UInt8](png)) else { throw ChromiumError(message: "Not a PNG.") }
        defer { cairo_surface_destroy(surface) }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        pixels = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = row[x]
                let a = Int(p >> 24)
                func straight(_ v: Int) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (v * 255 + a / 2) / a)) }
                pixels += [
                    straight(Int((p >> 16) & 0xFF)), straight(Int((p >> 8) & 0xFF)), straight(Int(p & 0xFF)), UInt8(a),
                ]
            }
        }
    }

    /// The fraction of pixels whose channels differ by more than `tolerance` after a 3×3 box blur of both images
    /// (which forgives the half-pixel differences of two anti-aliasers), within the top-left `width`×`height`.
    func mismatch(with other: RGBAImage, tolerance: Int) -> Double {
        let w = min(width, other.width)
        let h = min(height, other.height)
        guard w > 2, h > 2 else { return 1 }
        var mismatched = 0
        for y in 1..<(h - 1) {
            for x in 1..<(w - 1) {
                for channel in 0..<3 {
                    if abs(blurred(x, y, channel) - other.blurred(x, y, channel)) > tolerance {
                        mismatched += 1
                        break
                    }
                }
            }
        }
        return Double(mismatched) / Double((w - 2) * (h - 2))
    }

    private func blurred(_ x: Int, _ y: Int, _ channel: Int) -> Int {
        var sum = 0
        for dy in -1...1 {
            for dx in -1...1 { sum += Int(pixels[((y + dy) * width + (x + dx)) * 4 + channel]) }
        }
        return sum / 9
    }
}
