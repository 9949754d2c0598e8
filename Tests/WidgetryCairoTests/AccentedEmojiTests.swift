import Foundation
import Testing
import WidgetryCairo
import WidgetryDisplayList
import WidgetryRendering

/// In the accented (tinted) mode iOS shows emoji like full-color images: without their hues, in the tint.
@Suite struct AccentedEmojiTests {
    func list(_ string: String) -> DisplayList {
        let paragraph = DisplayParagraph(string, font: DisplayFont(size: 40))
        let text = DisplayText(
            paragraph: paragraph, frame: CGRect(x: 10, y: 10, width: 180, height: 60),
            baselineOrigin: CGPoint(x: 10, y: 50), paint: .color(.black))
        return DisplayList(size: CGSize(width: 200, height: 80), items: [.text(text)])
    }

    func glyphFilter(of list: DisplayList) -> DisplayImage.Filter? {
        if case .text(let text) = list.items.first { return text.glyphFilter }
        return nil
    }

    @Test func theAccentedPassFiltersTextsWithEmoji() throws {
        let tint = DisplayColor(red: 0.5, green: 0.8, blue: 1)
        let accented = try list("🐼").applying([.accented(accent: tint, primary: .white)])
        #expect(glyphFilter(of: accented) == .luminanceMask(.white))
        let plain = try list("Panda").applying([.accented(accent: tint, primary: .white)])
        #expect(glyphFilter(of: plain) == nil)
        let fullColor = try list("🐼").applying([])
        #expect(glyphFilter(of: fullColor) == nil)
    }

    /// The fraction of drawn pixels whose channels differ by more than `tolerance` (colored pixels).
    func coloredFraction(_ raster: CairoRaster, tolerance: Int = 24) -> Double {
        var drawn = 0
        var colored = 0
        for y in 0..<raster.height {
            for x in 0..<raster.width {
                let offset = y * raster.stride + x * 4
                let b = Int(raster.argb32[offset])
                let g = Int(raster.argb32[offset + 1])
                let r = Int(raster.argb32[offset + 2])
                let a = Int(raster.argb32[offset + 3])
                guard a > 64 else { continue }
                drawn += 1
                if max(r, g, b) - min(r, g, b) > tolerance { colored += 1 }
            }
        }
        return drawn == 0 ? 0 : Double(colored) / Double(drawn)
    }

    @Test func emojiAreDrawnWithoutTheirHuesInTheAccentedMode() throws {
        let painter = CairoPainter(format: .png)
        let fullColor = try painter.rasterize(list("🍕🌈"), options: RenderOptions(scale: 2))
        let accented = try painter.rasterize(
            list("🍕🌈"), options: RenderOptions(scale: 2, renderingMode: .accented))
        #expect(coloredFraction(fullColor) > 0.2, "the emoji font draws in color")
        #expect(coloredFraction(accented) < 0.01)
    }
}
