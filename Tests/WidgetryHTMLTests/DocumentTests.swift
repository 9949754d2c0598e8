import Foundation
import Testing
import WidgetryDisplayList
import WidgetryHTML
import WidgetryRendering

@Suite struct DocumentTests {
    @Test func documentsDeclareFontsAtTheCallersURLs() throws {
        var painter = HTMLFixtures.painter(.document)
        painter.fonts = .standard(baseURL: "https://cdn.example/fonts")
        painter.title = "Weather <Cupertino>"
        let html = try painter.paint(HTMLFixtures.weatherWidget(), options: HTMLFixtures.options())
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en-US\">\n<head>\n<meta charset=\"utf-8\">"))
        #expect(html.contains("<title>Weather &lt;Cupertino&gt;</title>"))
        #expect(
            html.contains(
                "@font-face{font-family:'Inter';src:url('https://cdn.example/fonts/Inter-Regular.otf') "
                    + "format('opentype');font-weight:400;font-style:normal;font-display:block}"))
        #expect(html.contains("src:url('https://cdn.example/fonts/InterDisplay-SemiBoldItalic.otf')"))
        #expect(!html.contains("Material"), "symbols are outlines and need no font")
        #expect(
            html.contains("@font-face{font-family:'Nunito';src:url('https://cdn.example/fonts/Nunito-Variable.ttf')"))
        #expect(html.contains("NotoColorEmoji.ttf"))
        #expect(html.contains(".wgt-widget.wgt-pending [data-invalidatable]{filter:opacity(0.5)}"))
        #expect(html.hasSuffix("</body>\n</html>\n"))
    }

    @Test func installedFontsPointAtDebianFiles() throws {
        let faces = HTMLFontSet.installed.faces
        #expect(faces.count == HTMLFontSet.standardFiles.count)
        #expect(faces.contains { $0.url == "file:///usr/share/fonts/opentype/inter/Inter-Italic.otf" && $0.isItalic })
        // Where Debian's font packages are installed, every file is where the set says.
        guard FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf") else {
            return
        }
        let missing = HTMLFontSet.standardFiles.filter { !FileManager.default.fileExists(atPath: $0.systemPath) }
        #expect(
            missing.isEmpty || missing.allSatisfy { $0.family == "Quicksand" || $0.family == "Nunito" },
            "\(missing.map(\.systemPath))")
    }

    @Test func severalWidgetsShareOneDocument() throws {
        let painter = HTMLFixtures.painter()
        let first = try painter.fragment(
            HTMLFixtures.weatherWidget(), options: HTMLFixtures.options(), attributes: ["data-instance": "1"])
        let second = try painter.fragment(
            HTMLFixtures.weatherWidget(), options: HTMLFixtures.options(), attributes: ["data-instance": "2"])
        let html = HTMLPainter.document(fragments: [first, second], fonts: .none)
        #expect(html.components(separatedBy: "class=\"wgt-widget\"").count == 3)
        #expect(html.components(separatedBy: HTMLTimerScript.source).count == 2)
        #expect(html.components(separatedBy: HTMLInteractionScript.source).count == 2)
        #expect(!html.contains("@font-face"))
    }

    @Test func colorSchemeAndRenderingModeApply() throws {
        let text = HTMLFixtures.text("Hi", at: .zero, color: .system(.label))
        let dark = try HTMLFixtures.fragment([text], options: HTMLFixtures.options { $0.colorScheme = .dark })
        #expect(dark.contains("data-color-scheme=\"dark\""))
        #expect(dark.contains("class=\"wgt-text\" style=\"position:absolute;left:0;top:0;width:"))
        #expect(dark.contains("color:rgba(255,255,255,1);font-family"))
        let background = DisplayItem.group(
            DisplayGroup(
                items: [
                    .fill(
                        DisplayFill(shape: .rect, frame: CGRect(x: 0, y: 0, width: 9, height: 9), paint: .color(.black))
                    )
                ],
                semantics: DisplaySemantics(isContainerBackground: true)))
        let vibrant = try HTMLFixtures.fragment(
            [background], options: HTMLFixtures.options { $0.renderingMode = .vibrant })
        #expect(vibrant.contains("data-rendering-mode=\"vibrant\""))
        #expect(!vibrant.contains("wgt-fill"))
    }

    @Test func badInputThrowsClearErrors() throws {
        let painter = HTMLFixtures.painter()
        #expect(throws: RenderingError("Unsupported scale '5.0'. Use 1, 2, 3 or 4.")) {
            try painter.paint(HTMLFixtures.weatherWidget(), options: HTMLFixtures.options { $0.scale = 5 })
        }
        #expect(throws: RenderingError.self) {
            try painter.paint(DisplayList(size: .zero), options: HTMLFixtures.options())
        }
    }

    @Test func nonFiniteGeometryIsSkippedNotCrashed() throws {
        let items: [DisplayItem] = [
            .fill(
                DisplayFill(
                    shape: .rect, frame: CGRect(x: Double.nan, y: 0, width: 10, height: 10), paint: .color(.black))),
            .stroke(
                DisplayStroke(
                    shape: .circle, frame: CGRect(x: 0, y: 0, width: Double.infinity, height: 1), paint: .color(.black))
            ),
            .text(
                DisplayText(
                    paragraph: DisplayParagraph("x"), frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                    baselineOrigin: CGPoint(x: 0, y: Double.nan))),
        ]
        let html = try HTMLFixtures.fragment(items)
        #expect(!html.contains("wgt-fill"))
        #expect(!html.contains("wgt-stroke"))
        #expect(html.contains("class=\"wgt-text\" style=\"position:absolute;left:0;top:0;"))
    }
}
