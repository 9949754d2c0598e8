import CWidgetryHarfBuzz
import Foundation
import Testing
import WidgetryDisplayList
import WidgetryHTML

/// Standalone documents embed only the glyphs they draw, cut out of the installed fonts by HarfBuzz.
@Suite struct FontSubsettingTests {
    static let interRegular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let nunito = "/usr/local/share/fonts/widgetry/Nunito-Variable.ttf"

    /// The font's glyph for a character, or `nil` when its cmap has none.
    static func glyph(_ character: Unicode.Scalar, in font: Data) -> UInt32? {
        font.withUnsafeBytes { raw -> UInt32? in
            let blob = hb_blob_create(
                raw.baseAddress?.assumingMemoryBound(to: CChar.self), UInt32(raw.count), HB_MEMORY_MODE_READONLY,
                nil, nil)
            let face = hb_face_create(blob, 0)
            let hbFont = hb_font_create(face)
            defer {
                hb_font_destroy(hbFont)
                hb_face_destroy(face)
                hb_blob_destroy(blob)
            }
            var glyph: hb_codepoint_t = 0
            return hb_font_get_nominal_glyph(hbFont, character.value, &glyph) != 0 ? glyph : nil
        }
    }

    static func installedFont(_ path: String) throws -> Data {
        try #require(
            FileManager.default.contents(atPath: path), "\(path) is missing: run scripts/setup.sh to install the fonts")
    }

    @Test func subsetKeepsTheCharactersGivenAndDropsTheRest() throws {
        let whole = try Self.installedFont(Self.interRegular)
        let subset = try HTMLFontSubsetter.subset(whole, keeping: "Sunny 78°".unicodeScalars)
        #expect(subset.count < whole.count / 20, "\(subset.count) of \(whole.count) bytes")
        for character in "Suny78° ".unicodeScalars {
            #expect(Self.glyph(character, in: subset) != nil, "\(character) was dropped")
        }
        for character in "QxZ9!".unicodeScalars {
            #expect(Self.glyph(character, in: whole) != nil)
            #expect(Self.glyph(character, in: subset) == nil, "\(character) was kept")
        }
        #expect(subset.prefix(4) == whole.prefix(4), "the subset keeps the file's format (CFF stays OTTO)")
    }

    @Test func subsetIsDeterministic() throws {
        let whole = try Self.installedFont(Self.interRegular)
        let first = try HTMLFontSubsetter.subset(whole, keeping: "Cupertino".unicodeScalars)
        let second = try HTMLFontSubsetter.subset(whole, keeping: Array("Cupertino".unicodeScalars.reversed()))
        #expect(first == second)
    }

    @Test func variableFontKeepsItsAxes() throws {
        let whole = try Self.installedFont(Self.nunito)
        let subset = try HTMLFontSubsetter.subset(whole, keeping: "Rounded".unicodeScalars)
        #expect(subset.count < whole.count / 10)
        #expect(subset.range(of: Data("fvar".utf8)) != nil, "the variation axes table is kept")
        #expect(Self.glyph("R", in: subset) != nil)
    }

    @Test func bytesThatAreNoFontThrowAnErrorThatSaysSo() {
        #expect(throws: HTMLFontSubsetter.Failure.unreadableFont(byteCount: 9)) {
            try HTMLFontSubsetter.subset(Data("not a font".utf8.prefix(9)), keeping: "a".unicodeScalars)
        }
        let message = String(describing: HTMLFontSubsetter.Failure.unreadableFont(byteCount: 9))
        #expect(message.contains("OpenType or TrueType"))
    }

    /// The weather fixture's document with its faces subset: each face holds a few kilobytes, and the whole document
    /// stays under 50 KB (it was about 730 KB with whole files). A byte bound, so it holds on any machine with the
    /// fonts setup.sh installs.
    @Test func weatherDocumentWithSubsetFontsIsUnder50KB() throws {
        _ = try Self.installedFont(Self.interRegular)
        let list = HTMLFixtures.weatherWidget()
        var painter = HTMLFixtures.painter(.document)
        painter.fonts = .embedded(for: list)
        let html = try painter.paint(list, options: HTMLFixtures.options())
        #expect(html.utf8.count <= 50_000, "\(html.utf8.count) bytes")
        #expect(painter.fonts.faces.count == HTMLFontSet.usedFiles(in: list).count)
        for face in painter.fonts.faces {
            #expect(face.url.utf8.count < 16_000, "\(face.family) \(face.weight): \(face.url.utf8.count) bytes")
        }
        painter.fonts = .embedded(for: list, subsetting: false)
        let whole = try painter.paint(list, options: HTMLFixtures.options())
        #expect(whole.utf8.count > 10 * html.utf8.count)
    }

    /// A live date's run keeps what the page's timer may write (digits, separators, the letters of its style's
    /// format), not only the characters it showed when painted.
    @Test func liveDatesKeepTheCharactersTheTimerWrites() throws {
        let list = HTMLFixtures.weatherWidget()
        let dated = try #require(
            list.allItems.compactMap { item -> DisplayDynamicText? in
                if case .dynamicText(let text) = item { return text }
                return nil
            }.first, "the fixture has a live date")
        let run = try #require(dated.dates.first)
        let font = dated.paragraph.runs[run.runIndex].font
        let file = try #require(
            HTMLFontSet.usedFiles(
                in: DisplayList(size: list.size, items: [HTMLFixtures.text("x", font: font, at: .zero)])
            )
            .first)
        let kept = try #require(HTMLFontSet.usedCharacters(in: list).first { $0.file == file }?.characters)
        for character in "0123456789:-".unicodeScalars { #expect(kept.contains(character), "\(character)") }

        let now = Date(timeIntervalSince1970: 0)
        let time = HTMLFontSet.liveDateCharacters(for: .date(now, style: .time))
        #expect("9:41\u{202F}AM".unicodeScalars.allSatisfy(time.contains))
        #expect(!time.contains("J"), "a time needs no month names")
        let relative = HTMLFontSet.liveDateCharacters(for: .date(now, style: .relative))
        #expect("2 hr, 5 min".unicodeScalars.allSatisfy(relative.contains))
        let date = HTMLFontSet.liveDateCharacters(for: .date(now, style: .date))
        #expect("June 3, 2019".unicodeScalars.allSatisfy(date.contains))
        let timer = HTMLFontSet.liveDateCharacters(
            for: .timerInterval(start: now, end: now, pauseTime: nil, countsDown: true, showsHours: true))
        #expect("-1:02:03".unicodeScalars.allSatisfy(timer.contains))
        #expect(!timer.contains("a"))
    }
}
