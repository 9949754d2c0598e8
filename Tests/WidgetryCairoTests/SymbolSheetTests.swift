import Foundation
import Testing
import WidgetryCairo
import WidgetryDisplayList
import WidgetryRendering

/// The docs' symbol page (docs/symbols.md) and its contact sheets (docs/images/symbols/*.png): every name of the table
/// drawn beside its SF name. `WIDGETRY_RECORD=1` rewrites the sheets; otherwise they are compared with the committed
/// ones at the snapshot tolerance.
@Suite struct SymbolSheetTests {
    static let docs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs")

    static let columns = 6
    static let cell = CGSize(width: 124, height: 70)

    /// The file name of a category's sheet, such as `weather-status-and-symbols.png`.
    static func fileName(_ title: String) -> String {
        title.lowercased().replacingOccurrences(of: ",", with: "").split(separator: " ")
            .filter { $0 != "and" }.joined(separator: "-") + ".png"
    }

    /// A category's sheet: each symbol at 24 pt, in a 124 × 70 pt cell, with its SF name under it.
    static func sheet(_ names: [String]) -> DisplayList {
        let engine = PangoTextEngine()
        let rows = (names.count + columns - 1) / columns
        var items: [DisplayItem] = []
        for (index, name) in names.enumerated() {
            let origin = CGPoint(
                x: Double(index % columns) * cell.width, y: Double(index / columns) * cell.height)
            let symbol = DisplaySymbol(name: name, pointSize: 24, paints: [.color(DisplayColor(white: 0.1))])
            let size = engine.measure(symbol).size
            let frame = CGRect(
                x: origin.x + (cell.width - size.width) / 2, y: origin.y + 8 + (30 - size.height) / 2,
                width: size.width, height: size.height)
            items.append(.image(DisplayImage(content: .symbol(symbol), frame: frame)))
            // A name too long for the cell is split at the dot nearest its middle, into two single lines.
            let width = cell.width - 8
            var lines = [name]
            let font = DisplayFont(size: 9)
            if engine.measure(DisplayParagraph(name, font: font), proposedWidth: nil).size.width > width {
                let dots = name.indices.filter { name[$0] == "." }
                let middle = name.index(name.startIndex, offsetBy: name.count / 2)
                if let split = dots.min(by: {
                    abs(name.distance(from: $0, to: middle)) < abs(name.distance(from: $1, to: middle))
                }) {
                    lines = [String(name[..<split]), String(name[split...])]
                }
            }
            for (row, line) in lines.enumerated() {
                let paragraph = DisplayParagraph(runs: [DisplayTextRun(line, font: font)], alignment: .center)
                let measured = engine.measure(paragraph, proposedWidth: nil)
                let textOrigin = CGPoint(
                    x: origin.x + (cell.width - measured.size.width) / 2, y: origin.y + 44 + Double(row) * 11)
                items.append(
                    .text(
                        DisplayText(
                            paragraph: paragraph, frame: CGRect(origin: textOrigin, size: measured.size),
                            baselineOrigin: CGPoint(x: textOrigin.x, y: textOrigin.y + measured.firstBaseline),
                            paint: .color(DisplayColor(white: 0.35)))))
            }
        }
        return DisplayList(
            size: CGSize(width: Double(columns) * cell.width, height: Double(rows) * cell.height), items: items)
    }

    @Test func everyNameHasADrawingWhoseGlyphsTheFontHas() {
        let engine = PangoTextEngine()
        for name in SymbolTable.shared.names {
            guard let drawing = SymbolTable.shared.drawing(for: DisplaySymbol(name: name)) else {
                Issue.record("'\(name)' has no drawing")
                continue
            }
            #expect(drawing.inkBounds.width > 0.1 && drawing.inkBounds.height > 0.05, "'\(name)' draws no ink")
            let glyphs = String(String.UnicodeScalarView(drawing.layers.map(\.scalar)))
            #expect(engine.unknownGlyphCount(in: glyphs, family: SymbolTable.family) == 0, "'\(name)'")
            #expect(drawing.layers.allSatisfy { !$0.outline.isEmpty }, "'\(name)' has a layer without an outline")
        }
    }

    @Test func categoriesHoldEveryName() {
        let listed = Set(SymbolTable.categories.flatMap(\.names))
        #expect(listed == Set(SymbolTable.shared.names).union(listed))
        #expect(Set(SymbolTable.shared.names).isSubset(of: listed))
    }

    @Test func docsPageListsEveryNameAndItsSheets() throws {
        let page = try String(contentsOf: Self.docs.appendingPathComponent("symbols.md"), encoding: .utf8)
        for (title, names) in SymbolTable.categories {
            #expect(page.contains("images/symbols/" + Self.fileName(title)), "the page shows the \(title) sheet")
            for name in names {
                #expect(page.contains("`" + name + "`"), "docs/symbols.md does not list '\(name)'")
            }
        }
    }

    @Test(arguments: SymbolTable.categories.map(\.title))
    func contactSheetMatchesTheDocsImage(title: String) throws {
        let names = try #require(SymbolTable.categories.first { $0.title == title }).names
        var options = RenderOptions(scale: 1)
        options.backdrop = .white
        let png = try CairoPainter(format: .png).paint(Self.sheet(names), options: options)
        try Snapshot.assert(
            png,
            reference: Self.docs.appendingPathComponent("images/symbols").appendingPathComponent(
                Self.fileName(title)))
    }
}
