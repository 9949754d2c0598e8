import Foundation
import Testing
import WidgetryCairo
import WidgetryDisplayList
import WidgetryRendering

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct VectorOutputTests {
    let options = RenderOptions(scale: 1, now: Date(timeIntervalSince1970: 1_700_000_000))

    @Test func svgIsValidXMLSizedInCSSPixelsPerPoint() throws {
        let svg = try CairoPainter(format: .svg).paint(Fixtures.weatherWidget(), options: options)
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains("<svg"))
        // One CSS pixel per point, as the HTML output: a browser shows both at the same size.
        #expect(text.contains("width=\"170px\" height=\"170px\" viewBox=\"0 0 170 170\""))
        let parser = XMLParser(data: svg)
        #expect(parser.parse(), "SVG parses: \(String(describing: parser.parserError))")
    }

    @Test func pdfHasHeaderAndTrailer() throws {
        let pdf = try CairoPainter(format: .pdf).paint(Fixtures.weatherWidget(), options: options)
        #expect(pdf.starts(with: Data("%PDF-".utf8)))
        let tail = String(decoding: pdf.suffix(32), as: UTF8.self)
        #expect(tail.contains("%%EOF"))
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.contains("/MediaBox [ 0 0 170 170 ]"))
    }

    @Test(arguments: [CairoPainter.Format.svg, .pdf, .png])
    func outputIsDeterministic(format: CairoPainter.Format) throws {
        let painter = CairoPainter(format: format)
        let first = try painter.paint(Fixtures.weatherWidget(), options: options)
        let second = try painter.paint(Fixtures.weatherWidget(), options: options)
        #expect(first == second)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func pngHasScaledPixelSize(scale: Double) throws {
        let png = try CairoPainter(format: .png).paint(Fixtures.weatherWidget(), options: RenderOptions(scale: scale))
        let image = try RGBAImage(png: png)
        #expect(image.width == Int(170 * scale) && image.height == Int(170 * scale))
    }

    @Test func rejectsEmptySize() {
        #expect {
            try CairoPainter().paint(DisplayList(size: .zero), options: options)
        } throws: { error in
            String(describing: error).contains("'0.0×0.0'")
        }
    }
}
