import Foundation
import Testing
import WidgetryCairo
import WidgetryDisplayList
import WidgetryRendering

/// Symbols' metrics, weights, fills, compositions, rendering modes and variants, drawn with Material Symbols.
@Suite struct SymbolDrawingTests {
    let engine = PangoTextEngine()

    /// Draws a symbol in its measured frame at 2× on a transparent canvas.
    func draw(_ symbol: DisplaySymbol) throws -> (image: RGBAImage, frame: CGRect) {
        let size = engine.measure(symbol).size
        let frame = CGRect(x: 4, y: 4, width: size.width, height: size.height)
        let list = DisplayList(
            size: CGSize(width: size.width + 8, height: size.height + 8),
            items: [.image(DisplayImage(content: .symbol(symbol), frame: frame))])
        let png = try CairoPainter(format: .png).paint(list, options: RenderOptions(scale: 2))
        return (try RGBAImage(png: png), frame)
    }

    /// The summed alpha of a drawing's pixels, in fully inked pixels.
    func ink(_ image: RGBAImage, in rect: CGRect? = nil) -> Double {
        var total = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                if let rect, !rect.contains(CGPoint(x: Double(x) / 2, y: Double(y) / 2)) { continue }
                total += Int(image.pixels[(y * image.width + x) * 4 + 3])
            }
        }
        return Double(total) / 255
    }

    /// SF Symbols draws a calendar at 30 pt 29 pt tall; the frame is the glyph's ink, not a 1.2-em square.
    @Test func calendarIsAsTallAsSFSymbolsDrawsIt() {
        let size = engine.measure(DisplaySymbol(name: "calendar", pointSize: 30)).size
        #expect(abs(size.height - 29) < 1, "\(size)")
        #expect(size.width < size.height, "Material's calendar is taller than wide: \(size)")
    }

    /// The clockwise arrow fills its frame: no wide gap around a small glyph.
    @Test func clockwiseArrowFillsItsFrame() throws {
        let (image, frame) = try draw(DisplaySymbol(name: "arrow.clockwise", pointSize: 17))
        let columns = (0..<image.width).filter { x in
            (0..<image.height).contains { image.pixels[($0 * image.width + x) * 4 + 3] > 64 }
        }
        let inkWidth = Double((columns.last ?? 0) - (columns.first ?? 0) + 1) / 2
        #expect(abs(inkWidth - frame.width) < 1, "ink \(inkWidth) pt in a \(frame.width) pt frame")
        #expect(frame.height > 15 && frame.height < 19, "\(frame)")
    }

    /// `imageScale` sizes the symbol as SF Symbols' small (0.78) and large (1.29) scales.
    @Test func imageScalesResizeTheGlyph() {
        let medium = engine.measure(DisplaySymbol(name: "star", pointSize: 20)).size
        let small = engine.measure(DisplaySymbol(name: "star", pointSize: 20, scale: .small)).size
        let large = engine.measure(DisplaySymbol(name: "star", pointSize: 20, scale: .large)).size
        #expect(abs(small.height / medium.height - 0.78) < 0.001)
        #expect(abs(large.height / medium.height - 1.29) < 0.001)
    }

    /// A symbol's ink centre sits at the middle of the capitals of its font, as SF Symbols align with text.
    @Test func baselineCentresTheGlyphOnTheCapHeight() {
        let measured = engine.measure(DisplaySymbol(name: "heart", pointSize: 17))
        let capMiddle = 17 * 0.727 / 2
        #expect(abs(measured.firstBaseline - measured.size.height / 2 - capMiddle) < 0.001)
    }

    @Test func boldSymbolsAreBolderAndLightOnesLighter() throws {
        func inked(_ weight: DisplayFont.Weight) throws -> Double {
            try ink(draw(DisplaySymbol(name: "heart", pointSize: 30, weight: weight)).image)
        }
        let regular = try inked(.regular)
        let bold = try inked(.bold)
        let black = try inked(.black)
        let ultraLight = try inked(.ultraLight)
        #expect(bold > regular * 1.3, "bold \(bold), regular \(regular)")
        #expect(black > bold * 1.05, "black \(black), bold \(bold)")
        #expect(ultraLight < regular * 0.6, "ultra light \(ultraLight), regular \(regular)")
        #expect(SymbolTable.shared.drawing(for: DisplaySymbol(name: "heart", weight: .black))?.grade == 200)
    }

    @Test func fillNamesDrawFilledGlyphs() throws {
        let outline = try ink(draw(DisplaySymbol(name: "heart", pointSize: 30)).image)
        let filled = try ink(draw(DisplaySymbol(name: "heart.fill", pointSize: 30)).image)
        #expect(filled > outline * 1.8, "filled \(filled), outline \(outline)")
        #expect(SymbolTable.shared.drawing(for: DisplaySymbol(name: "heart.fill"))?.layers.first?.isFilled == true)
    }

    /// `cloud.sun.rain` has no Material glyph: a sun at the top right, behind a cloud with rain.
    @Test func composedSymbolsDrawTheSunBehindTheCloud() throws {
        let drawing = try #require(SymbolTable.shared.drawing(for: DisplaySymbol(name: "cloud.sun.rain.fill")))
        #expect(drawing.layers.map(\.name) == ["clear_day", "clear_day", "rainy"])
        #expect(drawing.layers.map(\.level) == [1, 1, 0])
        #expect(drawing.layers.last?.isFilled == true && drawing.layers.first?.isFilled == false)
        let (image, frame) = try draw(DisplaySymbol(name: "cloud.sun.rain.fill", pointSize: 40))
        let topRight = CGRect(
            x: frame.maxX - frame.width * 0.25, y: frame.minY, width: frame.width * 0.25,
            height: frame.height * 0.2)
        let bottomLeft = CGRect(
            x: frame.minX, y: frame.maxY - frame.height * 0.2, width: frame.width * 0.6,
            height: frame.height * 0.2)
        #expect(ink(image, in: topRight) > 5, "the sun's rays")
        #expect(ink(image, in: bottomLeft) > 5, "the rain")
    }

    /// Hierarchical symbols draw secondary layers (the sun of a composition) at 0.6 of the foreground's opacity.
    @Test func hierarchicalSymbolsDimSecondaryLayers() throws {
        let color = DisplayPaint.color(DisplayColor(red: 0, green: 0, blue: 1))
        let plain = DisplaySymbol(name: "cloud.sun.rain", pointSize: 40, paints: [color])
        var hierarchical = plain
        hierarchical.renderingMode = .hierarchical
        let (image, frame) = try draw(hierarchical)
        let (reference, _) = try draw(plain)
        let corner = CGRect(
            x: frame.maxX - frame.width * 0.3, y: frame.minY, width: frame.width * 0.3, height: frame.height * 0.2)
        let ratio = ink(image, in: corner) / ink(reference, in: corner)
        #expect(abs(ratio - 0.6) < 0.05, "\(ratio)")
        let cloud = CGRect(x: frame.minX, y: frame.midY, width: frame.width * 0.3, height: frame.height * 0.2)
        #expect(abs(ink(image, in: cloud) - ink(reference, in: cloud)) < 0.5)
    }

    /// Palette symbols paint each level with its own style: the sun takes the second.
    @Test func paletteSymbolsPaintLevelsWithTheirStyles() throws {
        let red = DisplayColor(red: 1, green: 0, blue: 0)
        let green = DisplayColor(red: 0, green: 1, blue: 0)
        let symbol = DisplaySymbol(
            name: "cloud.sun.bolt", pointSize: 40, renderingMode: .palette, paints: [.color(red), .color(green)])
        let (image, frame) = try draw(symbol)
        var greenPixels = 0
        var redPixels = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let index = (y * image.width + x) * 4
                guard image.pixels[index + 3] > 200 else { continue }
                let point = CGPoint(x: Double(x) / 2, y: Double(y) / 2)
                if image.pixels[index + 1] > 200 && image.pixels[index] < 50 {
                    greenPixels += 1
                    #expect(point.y < frame.midY, "the sun is at the top")
                } else if image.pixels[index] > 200 && image.pixels[index + 1] < 50 {
                    redPixels += 1
                }
            }
        }
        #expect(greenPixels > 20 && redPixels > 100, "green \(greenPixels), red \(redPixels)")
    }

    /// The names `symbolVariant` makes (`.fill`, `.circle`, `.square`, `.slash` and their combinations) resolve to
    /// their own glyphs, or to the base symbol's without a container.
    @Test(arguments: [
        ("heart.circle.fill", "heart.circle.fill"), ("bell.slash", "bell.slash"), ("wifi.slash", "wifi.slash"),
        ("xmark.circle.fill", "xmark.circle.fill"), ("location.slash.fill", "location.slash.fill"),
        ("checkmark.square.fill", "checkmark.square.fill"), ("star.square", "star"),
        ("figure.walk.circle", "figure.walk"), ("bell.slash.circle.fill", "bell.slash.fill"),
        ("heart.rectangle.fill", "heart.fill"),
    ])
    func variantNamesResolve(name: String, entry: String) throws {
        let drawing = try #require(SymbolTable.shared.drawing(for: DisplaySymbol(name: name)))
        #expect(drawing.layers.first?.name == SymbolTable.shared.glyphs[entry]?.materialName)
        #expect(drawing.layers.first?.isFilled == name.hasSuffix(".fill"))
    }
}
