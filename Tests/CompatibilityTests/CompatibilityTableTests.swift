import Foundation
import Testing

/// Keeps `docs/compatibility.md` true: every API row names a status and, for what is supported or partial, a
/// compiled corpus file that uses the symbol (so the build proves it); every absent row says why; and the table of
/// pending files lists exactly the files in `Pending/`, each with what it waits for.
@Suite struct CompatibilityTableTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let document = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/compatibility.md")

    /// One row of the API table.
    struct Row: CustomStringConvertible {
        let symbol: String
        let status: String
        let note: String
        let file: String?
        var description: String { "`\(symbol)` (\(status))" }
    }

    /// The cells of the Markdown table rows under a heading, without the header and separator rows.
    static func rows(under heading: String, in text: String) throws -> [[String]] {
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: heading), "docs/compatibility.md has a '\(heading)' section")
        var rows: [[String]] = []
        for line in lines[(start + 1)...] {
            if line.hasPrefix("#") { break }
            guard line.hasPrefix("|") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) { continue }
            rows.append(cells)
        }
        return Array(rows.dropFirst())
    }

    static func apiRows() throws -> [Row] {
        let text = try String(contentsOf: document, encoding: .utf8)
        return try rows(under: "## API surface", in: text).map { cells in
            let symbol = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let file = cells[3] == "—" ? nil : cells[3].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            return Row(symbol: symbol, status: cells[1], note: cells[2], file: file)
        }
    }

    static func swiftFiles(in folder: String) throws -> Set<String> {
        let url = testsFolder.appendingPathComponent(folder)
        return Set(
            try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }
                .map { String($0.dropLast(6)) })
    }

    static func source(_ file: String, in folder: String) throws -> String {
        try String(contentsOf: testsFolder.appendingPathComponent("\(folder)/\(file).swift"), encoding: .utf8)
    }

    @Test func everySupportedSymbolIsUsedByACompiledCorpusFile() throws {
        let rows = try Self.apiRows()
        #expect(rows.count >= 60, "the table covers the API surface widgets use")
        let corpus = try Self.swiftFiles(in: "Corpus")
        for row in rows where row.status == "supported" || row.status.hasPrefix("partial") {
            let file = try #require(row.file, "\(row) names the corpus file that uses it")
            #expect(corpus.contains(file), "\(row): '\(file)' is a compiled file in Corpus/")
            if corpus.contains(file) {
                #expect(try Self.source(file, in: "Corpus").contains(row.symbol), "\(row): '\(file)' uses it")
            }
            if row.status.hasPrefix("partial") { #expect(!row.note.isEmpty, "\(row) says how it is partial") }
        }
    }

    @Test func everyAbsentSymbolSaysWhy() throws {
        let pending = try Self.swiftFiles(in: "Pending")
        for row in try Self.apiRows() where row.status == "absent" {
            #expect(row.note.count > 10, "\(row) says why")
            if let file = row.file {
                #expect(pending.contains(file), "\(row): a file it names is one still waiting in Pending/")
                if pending.contains(file) {
                    #expect(try Self.source(file, in: "Pending").contains(row.symbol), "\(row): '\(file)' uses it")
                }
            }
        }
    }

    @Test func noCompiledCorpusFileUsesAnAbsentSymbol() throws {
        let corpus = try Self.swiftFiles(in: "Corpus")
        let sources = try corpus.map { ($0, try Self.source($0, in: "Corpus")) }
        for row in try Self.apiRows() where row.status == "absent" {
            for (file, source) in sources where source.contains(row.symbol) {
                Issue.record("\(row) is used by '\(file)', which compiles: the row should say how it is supported")
            }
        }
    }

    @Test func everyStatusIsOneOfThree() throws {
        for row in try Self.apiRows() {
            #expect(
                ["supported", "partial", "absent"].contains(row.status), "\(row): status is supported/partial/absent")
        }
    }

    @Test func pendingTableListsExactlyThePendingFiles() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let rows = try Self.rows(under: "## Pending corpus files", in: text)
        let listed = rows.map { $0[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
        #expect(Set(listed) == (try Self.swiftFiles(in: "Pending")), "the table lists every file in Pending/, no more")
        for cells in rows { #expect(cells[1].count > 10, "\(cells[0]) says what it waits for") }
    }
}
