import Foundation
import Testing
import WidgetryCairo
import WidgetryDisplayList

@Suite struct TextEngineTests {
    let engine = PangoTextEngine()

    @Test func widerStringsMeasureWider() {
        let short = engine.measure(DisplayParagraph("Hello"), proposedWidth: nil)
        let long = engine.measure(DisplayParagraph("Hello, world"), proposedWidth: nil)
        #expect(long.size.width > short.size.width)
        #expect(long.size.height == short.size.height)
        #expect(short.lineCount == 1 && !short.isTruncated)
    }

    @Test func largerFontsMeasureLargerAndBolderWider() {
        let body = engine.measure(DisplayParagraph("Weather", font: .system(.body)), proposedWidth: nil)
        let title = engine.measure(DisplayParagraph("Weather", font: .system(.largeTitle)), proposedWidth: nil)
        let bold = engine.measure(
            DisplayParagraph("Weather", font: DisplayFont(size: 17, weight: .bold)), proposedWidth: nil)
        #expect(title.size.height > body.size.height * 1.8)
        #expect(bold.size.width > body.size.width)
        // Inter's line height is about 1.21 em, SF Pro's 1.19.
        #expect(abs(body.size.height / 17 - 1.21) < 0.05)
    }

    @Test func wrapsWithinTheProposedWidth() {
        let paragraph = DisplayParagraph("The quick brown fox jumps over the lazy dog")
        let measured = engine.measure(paragraph, proposedWidth: 100)
        #expect(measured.size.width <= 100)
        #expect(measured.lineCount > 2)
        #expect(measured.lastBaseline > measured.firstBaseline)
    }

    @Test(arguments: [DisplayParagraph.TruncationMode.head, .middle, .tail])
    func lineLimitTruncates(mode: DisplayParagraph.TruncationMode) {
        var paragraph = DisplayParagraph("The quick brown fox jumps over the lazy dog and keeps running far away")
        paragraph.lineLimit = 2
        paragraph.truncationMode = mode
        let full = engine.measure(DisplayParagraph(paragraph.string), proposedWidth: 100)
        let limited = engine.measure(paragraph, proposedWidth: 100)
        #expect(limited.lineCount == 2)
        #expect(limited.isTruncated)
        #expect(limited.size.height < full.size.height)
    }

    // SwiftUI: a truncated Text is as wide as its ellipsized line (193 of 200 points in a recorded frame), and a
    // wrapped one as wide as its widest line, not the whole proposal.
    @Test(arguments: [DisplayParagraph.TruncationMode.head, .middle, .tail])
    func truncatedTextIsAsWideAsItsEllipsizedLine(mode: DisplayParagraph.TruncationMode) {
        var paragraph = DisplayParagraph("Breaking: the quick brown fox jumps over the lazy dog once again")
        paragraph.lineLimit = 1
        paragraph.truncationMode = mode
        let measured = engine.measure(paragraph, proposedWidth: 200)
        #expect(measured.isTruncated)
        #expect(measured.size.width <= 200)
        #expect(measured.size.width > 150, "\(measured.size.width)")
        #expect(measured.size.width < 199.5, "the line's own width, not the proposal: \(measured.size.width)")
        let word = engine.measure(DisplayParagraph("Internationalization"), proposedWidth: nil).size.width
        let wrapped = engine.measure(
            DisplayParagraph("Internationalization Internationalization"), proposedWidth: word + 20)
        #expect(wrapped.lineCount == 2)
        #expect(abs(wrapped.size.width - word) < 0.01, "the widest line, not the proposal: \(wrapped.size.width)")
    }

    @Test func lineLimitCountsAcrossNewlines() {
        var paragraph = DisplayParagraph("one\ntwo\nthree\nfour")
        paragraph.lineLimit = 3
        let measured = engine.measure(paragraph, proposedWidth: 200)
        #expect(measured.lineCount == 3)
        #expect(measured.isTruncated)
    }

    @Test func proposedHeightDropsLinesButKeepsOne() {
        let paragraph = DisplayParagraph("The quick brown fox jumps over the lazy dog")
        let line = engine.measure(DisplayParagraph("The"), proposedWidth: nil).size.height
        let twoLines = engine.measure(paragraph, proposedWidth: 100, proposedHeight: line * 2.5)
        #expect(twoLines.lineCount == 2 && twoLines.isTruncated)
        let tiny = engine.measure(paragraph, proposedWidth: 100, proposedHeight: 1)
        #expect(tiny.lineCount == 1)
    }

    @Test func emojiMeasureNonZero() {
        let emoji = engine.measure(DisplayParagraph("☀️🌧️👍🏽"), proposedWidth: nil)
        #expect(emoji.size.width > 30)
        #expect(emoji.size.height > 0)
        #expect(engine.unknownGlyphCount(in: "☀️🌧️👍🏽", family: "Inter") == 0)
    }

    @Test func monospacedDigitsHaveEqualWidths() {
        var font = DisplayFont.system(.body)
        font.monospacedDigit = true
        let ones = engine.measure(DisplayParagraph("1111", font: font), proposedWidth: nil)
        let eights = engine.measure(DisplayParagraph("8888", font: font), proposedWidth: nil)
        #expect(abs(ones.size.width - eights.size.width) < 0.01)
        let proportional = engine.measure(DisplayParagraph("1111"), proposedWidth: nil)
        #expect(proportional.size.width < ones.size.width)
    }

    /// Pango adds letter spacing between characters: four gaps in "Hello".
    @Test func trackingAddsSpaceBetweenCharacters() {
        var font = DisplayFont.system(.body)
        font.tracking = 2
        let tracked = engine.measure(DisplayParagraph("Hello", font: font), proposedWidth: nil)
        let plain = engine.measure(DisplayParagraph("Hello"), proposedWidth: nil)
        #expect(abs(tracked.size.width - plain.size.width - 8) < 0.5)
    }

    @Test func measurementIsTheSameOnEveryThread() async {
        let paragraph = DisplayParagraph("Same everywhere 12:34 ☀️", font: .system(.title2))
        let reference = engine.measure(paragraph, proposedWidth: 120)
        let results = await withTaskGroup(of: TextMeasurement.self) { group in
            for _ in 0..<8 { group.addTask { PangoTextEngine().measure(paragraph, proposedWidth: 120) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == reference })
    }

    /// A symbol is as large as its glyph's ink at 1.16 × its point size (a full-size icon is 0.97 × the point
    /// size, as SF Symbols'), scaled by the image scale.
    @Test func symbolsAreTheirInkScaledByTheirFont() {
        let body = engine.measure(DisplaySymbol(name: "star.fill", pointSize: 17))
        let large = engine.measure(DisplaySymbol(name: "star.fill", pointSize: 17, scale: .large))
        #expect(abs(body.size.width - 17) < 1.5, "\(body.size)")
        #expect(body.size.height < body.size.width)
        #expect(abs(large.size.width / body.size.width - 1.29) < 0.001)
        #expect(body.firstBaseline > body.size.height / 2 && body.firstBaseline < body.size.height)
    }

    @Test func emptyTextHasNoWidth() {
        let empty = engine.measure(DisplayParagraph(""), proposedWidth: 100)
        #expect(empty.size.width == 0)
        #expect(empty.lineCount == 0)
    }
}
