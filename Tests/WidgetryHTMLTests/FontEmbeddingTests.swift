import Foundation
import Testing
import WidgetryDisplayList
import WidgetryHTML
import WidgetryRendering

/// Standalone documents carry the faces they use, so they display the same on a machine without the fonts.
@Suite struct FontEmbeddingTests {
    /// Reads every file as a few recognisable bytes, so the tests don't depend on installed fonts.
    static func fakeRead(_ file: HTMLFontSet.File) -> Data? { Data(file.fileName.utf8) }

    @Test func embedsOnlyTheFacesTheListUses() {
        let files = HTMLFontSet.usedFiles(in: HTMLFixtures.weatherWidget()).map(\.fileName)
        // Headline (17 pt semibold) and subheadline (15 pt regular) are Inter; 42 pt medium is Inter Display;
        // the sun is a symbol, drawn as an outline: it needs no font.
        #expect(files.contains("Inter-SemiBold.otf"))
        #expect(files.contains("Inter-Regular.otf"))
        #expect(files.contains("InterDisplay-Medium.otf"))
        #expect(!files.contains { $0.hasPrefix("Material") })
        #expect(!files.contains("NotoColorEmoji.ttf"), "no emoji in the list")
        #expect(!files.contains("Inter-Black.otf"))
        #expect(files.count < 8, "\(files)")
    }

    @Test func emojiBringTheEmojiFont() {
        let list = DisplayList(
            size: CGSize(width: 170, height: 170),
            items: [HTMLFixtures.text("🐼 Panda", font: .system(.body), at: .zero, color: .black)])
        let files = HTMLFontSet.usedFiles(in: list).map(\.fileName)
        #expect(files.contains("NotoColorEmoji.ttf"))
        #expect(files.contains("Inter-Regular.otf"))
        #expect(files.count == 2, "\(files)")
    }

    /// Rounded text reaches Nunito, a variable face whose rule declares its weight range, at every weight.
    @Test func roundedTextEmbedsTheVariableNunito() {
        for weight in [DisplayFont.Weight.ultraLight, .regular, .black] {
            let font = DisplayFont(size: 17, weight: weight, design: .rounded)
            let list = DisplayList(
                size: CGSize(width: 170, height: 40), items: [HTMLFixtures.text("Rounded", font: font, at: .zero)])
            let files = HTMLFontSet.usedFiles(in: list)
            #expect(files.map(\.fileName) == ["Nunito-Variable.ttf"], "\(weight)")
        }
        let css = HTMLFontSet.standard(baseURL: "/fonts/").css
        #expect(css.contains("src:url('/fonts/Nunito-Variable.ttf') format('truetype');font-weight:200 1000;"))
    }

    @Test func embeddedFacesAreDataURLsOfTheFileBytes() throws {
        var painter = HTMLFixtures.painter(.document)
        painter.fonts = .embedded(for: HTMLFixtures.weatherWidget(), read: Self.fakeRead)
        let html = try painter.paint(HTMLFixtures.weatherWidget(), options: HTMLFixtures.options())
        let encoded = Data("Inter-SemiBold.otf".utf8).base64EncodedString()
        #expect(html.contains("src:url('data:font/otf;base64," + encoded + "') format('opentype');font-weight:600"))
        #expect(!html.contains("file://"))
        #expect(!html.contains("/usr/share/fonts"))
    }

    @Test func unreadableFilesAreLeftOut() {
        let fonts = HTMLFontSet.embedded(for: HTMLFixtures.weatherWidget(), read: { _ in nil })
        #expect(fonts.faces.isEmpty)
    }

    @Test func nearestWeightAndStyleAreChosen() {
        let list = DisplayList(
            size: CGSize(width: 170, height: 170),
            items: [
                HTMLFixtures.text(
                    "Light italic", font: DisplayFont(size: 13, weight: .light, italic: true), at: .zero,
                    color: .black)
            ])
        #expect(HTMLFontSet.usedFiles(in: list).map(\.fileName) == ["Inter-LightItalic.otf"])
    }
}
