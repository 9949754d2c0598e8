import Foundation

/// Lightness to a few gray levels, by each pixel's ``PanelTone``: lines by threshold, areas by an ordered (Bayer)
/// dither, pictures by error diffusion scanning rows left to right (their error spreads to picture pixels only).
enum Dithering {
    /// The 4×4 Bayer matrix, as thresholds in (0, 1).
    private static let bayer: [Float] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map {
        (Float($0) + 0.5) / 16
    }

    /// One neighbour's share of a pixel's quantisation error.
    private struct Share {
        let dx: Int
        let dy: Int
        let weight: Float
    }

    private static let floydSteinberg = [
        Share(dx: 1, dy: 0, weight: 7.0 / 16), Share(dx: -1, dy: 1, weight: 3.0 / 16),
        Share(dx: 0, dy: 1, weight: 5.0 / 16), Share(dx: 1, dy: 1, weight: 1.0 / 16),
    ]

    // Atkinson keeps only 6/8 of the error, which is why it leaves pure black and white areas untouched.
    private static let atkinson = [
        Share(dx: 1, dy: 0, weight: 1.0 / 8), Share(dx: 2, dy: 0, weight: 1.0 / 8),
        Share(dx: -1, dy: 1, weight: 1.0 / 8), Share(dx: 0, dy: 1, weight: 1.0 / 8),
        Share(dx: 1, dy: 1, weight: 1.0 / 8), Share(dx: 0, dy: 2, weight: 1.0 / 8),
    ]

    /// The level index (0 = black … levels − 1 = white) of every pixel.
    static func apply(_ canvas: GrayCanvas, levels: Int, _ dither: Dither) -> [UInt8] {
        let steps = Float(max(2, levels) - 1)
        let shares: [Share] =
            switch dither {
            case .none: []
            case .floydSteinberg: floydSteinberg
            case .atkinson: atkinson
            }
        var values = canvas.pixels
        var indices = [UInt8](repeating: 0, count: values.count)
        let width = canvas.width
        let height = canvas.height
        let tones = canvas.tones
        let picture = PanelTone.picture.rawValue
        let area = PanelTone.area.rawValue
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                let value = min(max(values[index], 0), 1)
                let tone = tones[index]
                if tone != picture {
                    let level: Float
                    if tone == area {
                        level = min((value * steps + bayer[(y % 4) * 4 + x % 4]).rounded(.down), steps)
                    } else if steps == 1 {
                        level = value < PanelTone.lineThreshold ? 0 : 1
                    } else {
                        level = (value * steps).rounded()
                    }
                    indices[index] = UInt8(level)
                    continue
                }
                let level = (value * steps).rounded()
                indices[index] = UInt8(level)
                let error = value - level / steps
                guard error != 0 else { continue }
                for share in shares {
                    let nx = x + share.dx
                    let ny = y + share.dy
                    guard nx >= 0, nx < width, ny < height, tones[ny * width + nx] == picture else { continue }
                    values[ny * width + nx] += error * share.weight
                }
            }
        }
        return indices
    }
}
