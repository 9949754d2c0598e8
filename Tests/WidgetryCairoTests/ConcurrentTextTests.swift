import Foundation
import Testing
import WidgetryCairo
import WidgetryDisplayList
import WidgetryRendering

/// Cairo 1.16 keeps ten FreeType faces open and closes one another thread may be using when it opens an eleventh;
/// a server renders many widgets at once in dozens of font files. These render text in more than ten files from
/// several threads at once, which crashed the process (in `_cairo_ft_scaled_glyph_init`) before text work took
/// `FontLock`.
@Suite struct ConcurrentTextTests {
    /// More than ten font files: Inter and Inter Display in every weight, upright and italic, with serif,
    /// monospaced and rounded designs and emoji.
    static let fonts: [DisplayFont] = {
        var fonts: [DisplayFont] = []
        for weight in DisplayFont.Weight.allCases {
            for italic in [false, true] {
                fonts.append(DisplayFont(size: 13, weight: weight, italic: italic))
                fonts.append(DisplayFont(size: 26, weight: weight, italic: italic))
            }
        }
        for design in [DisplayFont.Design.serif, .monospaced, .rounded] {
            fonts.append(DisplayFont(size: 15, design: design))
            fonts.append(DisplayFont(size: 15, weight: .bold, design: design))
        }
        return fonts
    }()

    /// A list of texts in eight of the fonts, starting at `first`, with unique strings so nothing is cached.
    static func list(first: Int, salt: Int) -> DisplayList {
        var items: [DisplayItem] = []
        for row in 0..<8 {
            let font = fonts[(first + row * 5) % fonts.count]
            let paragraph = DisplayParagraph("Hg \(salt)·\(row) Ωß 🌤", font: font)
            let top = Double(row) * 30
            items.append(
                .text(
                    DisplayText(
                        paragraph: paragraph, frame: CGRect(x: 4, y: top, width: 292, height: 30),
                        baselineOrigin: CGPoint(x: 4, y: top + 24), paint: .color(.black))))
        }
        return DisplayList(size: CGSize(width: 300, height: 240), items: items)
    }

    /// The number of pixels with any ink.
    static func inkedPixels(_ raster: CairoRaster) -> Int {
        var count = 0
        for y in 0..<raster.height {
            for x in 0..<raster.width where raster.argb32[y * raster.stride + x * 4 + 3] > 0 { count += 1 }
        }
        return count
    }

    @Test func textInManyFontFilesRendersFromManyThreadsAtOnce() async throws {
        let painter = CairoPainter(format: .png)
        let workers = 6
        let inked = try await withThrowingTaskGroup(of: [Int].self) { group in
            for worker in 0..<workers {
                group.addTask {
                    var counts: [Int] = []
                    for round in 0..<10 {
                        let list = Self.list(first: worker * 7 + round, salt: worker * 1000 + round)
                        let raster = try painter.rasterize(list, options: RenderOptions(scale: 2))
                        counts.append(Self.inkedPixels(raster))
                    }
                    return counts
                }
            }
            var all: [Int] = []
            for try await counts in group { all += counts }
            return all
        }
        #expect(inked.count == workers * 10)
        #expect(inked.allSatisfy { $0 > 2000 }, "every list draws its eight lines: \(inked)")
    }

    @Test func measuringAndVectorDocumentsInManyFontFilesRunConcurrently() async throws {
        let engine = PangoTextEngine()
        let documents = try await withThrowingTaskGroup(of: Int.self) { group in
            for worker in 0..<6 {
                group.addTask {
                    var bytes = 0
                    for round in 0..<6 {
                        let salt = 50_000 + worker * 100 + round
                        for (index, font) in Self.fonts.enumerated() where (index + round) % 4 == worker % 4 {
                            let measured = engine.measure(
                                DisplayParagraph("Measure \(salt) \(index)", font: font), proposedWidth: 120)
                            #expect(measured.size.width > 0 && measured.size.width <= 120)
                        }
                        let format: CairoPainter.Format = worker.isMultiple(of: 2) ? .svg : .pdf
                        let data = try CairoPainter(format: format).paint(
                            Self.list(first: worker + round * 3, salt: salt), options: RenderOptions(scale: 1))
                        bytes += data.count
                    }
                    return bytes
                }
            }
            var sizes: [Int] = []
            for try await size in group { sizes.append(size) }
            return sizes
        }
        #expect(documents.count == 6)
        #expect(documents.allSatisfy { $0 > 6 * 1000 })
    }
}
