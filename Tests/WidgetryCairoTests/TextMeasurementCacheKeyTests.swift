import Foundation
import Testing
import WidgetryDisplayList

@testable import WidgetryCairo

/// The text measurement cache's key keeps its hash computed once; it must still tell apart every input a
/// measurement depends on, and a cached measurement must be what measuring gives.
@Suite struct TextMeasurementCacheKeyTests {
    typealias Key = PangoTextEngine.CacheKey

    let paragraph = DisplayParagraph(
        runs: [
            DisplayTextRun("Cupertino ", font: .system(.headline)),
            DisplayTextRun(
                "72°", font: DisplayFont(size: 17, weight: .bold), color: DisplayColor(red: 1, green: 0, blue: 0)),
        ], lineLimit: 2)

    @Test func equalInputsMakeEqualKeysWithEqualHashes() {
        let first = Key(paragraph: paragraph, width: 120, height: nil)
        let second = Key(paragraph: paragraph, width: 120, height: nil)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first.fieldsHash == second.fieldsHash)
    }

    @Test func aKeyDiffersWhenAnyInputDiffers() {
        let key = Key(paragraph: paragraph, width: 120, height: 40)
        var otherText = paragraph
        otherText.runs[0].string = "Cupertina "
        var otherFont = paragraph
        otherFont.runs[1].font = DisplayFont(size: 18, weight: .bold)
        var otherColor = paragraph
        otherColor.runs[1].color = nil
        var otherLimit = paragraph
        otherLimit.lineLimit = 3
        var otherAlignment = paragraph
        otherAlignment.alignment = .center
        var otherSpacing = paragraph
        otherSpacing.lineSpacing = 2
        var otherTruncation = paragraph
        otherTruncation.truncationMode = .head
        let others = [
            Key(paragraph: paragraph, width: 121, height: 40),
            Key(paragraph: paragraph, width: nil, height: 40),
            Key(paragraph: paragraph, width: 120, height: 41),
            Key(paragraph: paragraph, width: 120, height: nil),
            Key(paragraph: otherText, width: 120, height: 40),
            Key(paragraph: otherFont, width: 120, height: 40),
            Key(paragraph: otherColor, width: 120, height: 40),
            Key(paragraph: otherLimit, width: 120, height: 40),
            Key(paragraph: otherAlignment, width: 120, height: 40),
            Key(paragraph: otherSpacing, width: 120, height: 40),
            Key(paragraph: otherTruncation, width: 120, height: 40),
        ]
        for other in others {
            #expect(other != key)
        }
        // Keys whose hashes collide are still told apart by their fields.
        #expect(!Key.fieldsEqual(key, Key(paragraph: otherText, width: 120, height: 40)))
        #expect(Key.fieldsEqual(key, Key(paragraph: paragraph, width: 120, height: 40)))
    }

    @Test func aCachedMeasurementIsWhatMeasuringGives() {
        let engine = PangoTextEngine()
        var unique = paragraph
        unique.runs[0].string = "Cache check \(UUID().uuidString) "
        let first = engine.measure(unique, proposedWidth: 90, proposedHeight: nil)
        let again = engine.measure(unique, proposedWidth: 90, proposedHeight: nil)
        let narrower = engine.measure(unique, proposedWidth: 60, proposedHeight: nil)
        #expect(again == first)
        #expect(engine.measure(unique, proposedWidth: 60, proposedHeight: nil) == narrower)
        #expect(first.size.width <= 90 && narrower.size.width <= 60)
        #expect(narrower.lineCount >= first.lineCount)
    }
}
