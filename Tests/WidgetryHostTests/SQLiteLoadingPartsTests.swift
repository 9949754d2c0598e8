import Foundation
import Testing
import WidgetryHost
import WidgetryKit

@testable import WidgetrySQLite

/// The pieces the SQLite store's resume reads with: ids found by their bytes (``TextPositions``), reload policies
/// read without a decoder, and ids compared as SQLite compares text.
@Suite struct SQLiteLoadingPartsTests {
    func position(_ table: TextPositions, _ key: String) -> Int? {
        var key = key
        return key.withUTF8 { table.position(of: $0) }
    }

    @Test func keysKeepThePositionTheyWereAddedAtAsTheTableGrows() {
        // Room for 2 asked, 5 000 added: the table grows many times and every key keeps its position.
        var table = TextPositions(capacity: 2)
        let keys =
            (0..<5_000).map { "w\($0)" } + ["", "w1x", "é", "e\u{301}", String(repeating: "long-id-", count: 20)]
        for (index, key) in keys.enumerated() { #expect(table.insert(key) == index) }
        #expect(table.count == keys.count)
        for (index, key) in keys.enumerated() {
            #expect(table.position(of: key) == index)
            #expect(position(table, key) == index, "by bytes as by string")
        }
        #expect(table.insert("w42") == 42, "a key added again keeps its first position")
        #expect(table.count == keys.count)
        for missing in ["w", "w5000", "w1xx", "E", "long-id-"] { #expect(table.position(of: missing) == nil) }
    }

    @Test func policiesAreReadAsTheDecoderReadsThem() throws {
        let t0 = Date(timeIntervalSince1970: 1_800_000_000.123456)
        var policies: [TimelineReloadPolicy] = [.atEnd, .never]
        for offset in [0, 0.000_023_1, 1234.567_890_1, -86_400.5, 1e-9, 3.0e7 + 1 / 3] {
            policies.append(.after(t0.addingTimeInterval(offset)))
        }
        policies.append(.after(Date(timeIntervalSinceReferenceDate: -1.5e9)))
        for policy in policies {
            let text = try #require(try StoreJSON.text(policy))
            #expect(SQLiteWidgetStore.policy(json: text) == policy, "\(text)")
            #expect(try StoreJSON.value(TimelineReloadPolicy.self, from: text) == policy)
        }
        for other in [#"{"kind":"later"}"#, #"{"date":,"kind":"after"}"#, #"{"date":nan,"kind":"after"}"#, "{}"] {
            #expect(SQLiteWidgetStore.policy(json: other) == nil, "\(other) is left to the decoder")
        }
    }

    @Test func repeatedTextsMakeTheirValueOnceAndShareIt() {
        var values = TextValues<String>()
        var made: [String] = []
        func value(_ text: String) -> String {
            var text = text
            return text.withUTF8 { bytes in
                values.value(for: bytes) {
                    made.append($0); return "[\($0)]"
                }
            }
        }
        let texts = ["weather", "weather", "character", "weather", "", "character", "é", "e\u{301}", "weather"]
        for text in texts { #expect(value(text) == "[\(text)]") }
        #expect(made == ["weather", "character", "", "é", "e\u{301}"], "each distinct text made once, in order")
        #expect(values.count == 5)

        struct Unreadable: Error {}
        var failing = TextValues<Int>()
        var calls = 0
        for _ in 0..<2 {
            var text = "bad"
            #expect(throws: Unreadable.self) {
                try text.withUTF8 { bytes in
                    try failing.value(for: bytes) { _ in
                        calls += 1
                        throw Unreadable()
                    }
                }
            }
        }
        #expect(calls == 2, "a text whose value could not be made is not remembered")
        #expect(failing.count == 0)
    }

    @Test func afterPoliciesAreReadFromTheColumnsBytes() {
        let text = #"{"date":815000000.25,"kind":"after"}"#
        var bytes = text
        let policy = bytes.withUTF8 { SQLiteWidgetStore.policy(json: $0) }
        #expect(policy == .after(Date(timeIntervalSinceReferenceDate: 815_000_000.25)))
        for other in [#"{"date":1,"kind":"afte"}"#, #"{"date":1"kind":"after"}"#, #"{"kind":"after"}"#] {
            var other = other
            #expect(other.withUTF8 { SQLiteWidgetStore.policy(json: $0) } == nil, "\(other)")
        }
    }

    @Test func idsCompareByTheirBytesAsSQLiteDoes() {
        let ids = [
            "a", "B", "b", "ab", "", "é", "e\u{301}", "z", "Ω", "w0000010", "w0000009",
            String(repeating: "x", count: 40),
        ]
        for left in ids {
            for right in ids {
                #expect(
                    SQLiteWidgetStore.bytewisePrecedes(left, right)
                        == left.utf8.lexicographicallyPrecedes(right.utf8), "\(left) < \(right)")
            }
        }
    }
}
