import CWidgetryPango
import Foundation
import Testing
import WidgetryDisplayList

@testable import WidgetryCairo

/// Where lines break when a word does not fit: never before punctuation that may not start a line (UAX #14).
@Suite struct LineBreakTests {
    /// The lines a paragraph is broken into at a width.
    static func lines(_ string: String, width: Double) -> [String] {
        FontLock.withLock {
            let layout = ParagraphLayout(
                DisplayParagraph(string, font: .body), width: width, height: nil, includeColors: false)
            let bytes = Array(string.utf8)
            let count = Int(pango_layout_get_line_count(layout.layout))
            let starts = (0..<count).map {
                Int(pango_layout_get_line_readonly(layout.layout, Int32($0)).pointee.start_index)
            }
            return zip(starts, starts.dropFirst() + [bytes.count]).map {
                String(decoding: bytes[$0.0..<$0.1], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            }
        }
    }

    // "Driver: Alex" as the demo's Lock Screen banner draws it in CarPlay's small slot: "Driver" fits the width but
    // "Driver:" does not. Pango's fallback broke between any two characters, starting the second line with the colon.
    @Test func aColonNeverStartsALine() {
        let engine = PangoTextEngine()
        let driver = engine.measure(DisplayParagraph("Driver", font: .body), proposedWidth: nil).size.width
        let lines = Self.lines("Driver: Alex", width: driver + 1)
        #expect(lines.count >= 2)
        #expect(lines.allSatisfy { !$0.hasPrefix(":") }, "\(lines)")
    }

    @Test func punctuationBetweenWordsStillBreaksAfterIt() {
        // With room for "Driver:", the break is after the colon, at the space.
        #expect(Self.lines("Driver: Alex", width: 60) == ["Driver:", "Alex"])
    }
}
