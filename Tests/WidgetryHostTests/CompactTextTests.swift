import Foundation
import Testing
import WidgetryHost

/// Summaries kept in shared blocks (``CompactText``, ``CompactTextBuffer``) read, compare, hash and encode as the
/// strings they stand for.
@Suite struct CompactTextTests {
    func kept(_ text: String, in buffer: inout CompactTextBuffer) -> CompactText {
        var text = text
        return text.withUTF8 { buffer.append($0) }
    }

    @Test func textKeptInABlockReadsComparesAndHashesAsItsString() {
        var buffer = CompactTextBuffer()
        let samples = [
            "Entry(date: 2026-12-02 18:00:00 +0000, temperature: 21)", "", "sunny, 21°", "e\u{301}", "🌤️ partly",
            String(repeating: "long summary ", count: 40),
        ]
        for sample in samples {
            let text = kept(sample, in: &buffer)
            #expect(text.string == sample)
            #expect(text == CompactText(sample), "equal by content, whichever way it is kept")
            #expect(CompactText(sample) == text)
            #expect(text.hashValue == CompactText(sample).hashValue)
            #expect(text.description == sample)
        }
        #expect(kept("a", in: &buffer) != kept("b", in: &buffer))
        #expect(kept("ab", in: &buffer) != CompactText("abc"))
        let literal: CompactText = "sunny"
        #expect(literal == kept("sunny", in: &buffer))
    }

    @Test func manyTextsFillBlocksAndEachKeepsItsOwnBytes() {
        var buffer = CompactTextBuffer()
        // About 3.4 MB of text: dozens of blocks, every boundary crossed.
        let texts = (0..<50_000).map { "entry \($0): " + String(repeating: "x", count: $0 % 97) }
        let keptTexts = texts.map { kept($0, in: &buffer) }
        #expect(keptTexts.map(\.string) == texts)
        #expect(Set(keptTexts).count == texts.count)
    }

    @Test func invalidBytesAreRepairedAsStringRepairsThem() {
        var buffer = CompactTextBuffer()
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xC3]
        let text = buffer.append(bytes[...])
        #expect(text.string == String(decoding: bytes, as: UTF8.self))
        #expect(text == CompactText("a\u{FFFD}b\u{FFFD}"))
    }

    @Test func entriesAndShownEntriesEncodeTheirSummaryAsAString() throws {
        var buffer = CompactTextBuffer()
        let date = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let entry = TimelineRecord.Entry(
            index: 2, date: date, summaryText: kept("rain at 4", in: &buffer), relevance: 0.5, relevanceDuration: 60)
        let plain = TimelineRecord.Entry(
            index: 2, date: date, summary: "rain at 4", relevance: 0.5, relevanceDuration: 60)
        #expect(entry == plain)
        #expect(entry.summary == "rain at 4")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(entry), as: UTF8.self)
        #expect(json == #"{"date":800000000,"index":2,"relevance":0.5,"relevanceDuration":60,"summary":"rain at 4"}"#)
        #expect(try JSONDecoder().decode(TimelineRecord.Entry.self, from: Data(json.utf8)) == plain)
        let withoutRelevance = TimelineRecord.Entry(index: 0, date: date, summary: "s")
        #expect(
            String(decoding: try encoder.encode(withoutRelevance), as: UTF8.self)
                == #"{"date":800000000,"index":0,"summary":"s"}"#)

        let shown = ShownEntry(
            instanceID: "w1", slot: .entry(2), entryDate: date, shownSince: date, summaryText: entry.summaryText)
        #expect(
            shown
                == ShownEntry(
                    instanceID: "w1", slot: .entry(2), entryDate: date, shownSince: date, summary: "rain at 4"))
        let decoded = try JSONDecoder().decode(ShownEntry.self, from: try JSONEncoder().encode(shown))
        #expect(decoded == shown)
        #expect(decoded.summary == "rain at 4")
    }
}
