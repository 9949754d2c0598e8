import Foundation
import Testing
import WidgetryCairo
import WidgetryDisplayList
import WidgetryRendering

@Suite struct PassTests {
    let frame = CGRect(x: 10, y: 10, width: 50, height: 20)

    func fill(_ color: DisplayColor) -> DisplayItem {
        .fill(DisplayFill(shape: .rect, frame: frame, paint: .color(color)))
    }

    func color(of item: DisplayItem) -> DisplayColor? {
        switch item {
        case .fill(let fill): if case .color(let color) = fill.paint { return color }
        case .text(let text): if case .color(let color) = text.paint { return color }
        case .image(let image):
            if case .symbol(let symbol) = image.content, case .color(let color) = symbol.paints.first { return color }
        default: break
        }
        return nil
    }

    func leaves(_ list: DisplayList) -> [DisplayItem] {
        list.allItems.filter { if case .group = $0 { return false } else { return true } }
    }

    @Test func colorSchemeResolvesSystemColorsForDark() throws {
        let list = DisplayList(
            size: CGSize(width: 100, height: 100),
            items: [
                fill(.system(.label, level: .primary)), fill(.system(.secondaryLabel, level: .secondary)),
                fill(.system(.systemBlue, opacity: 0.5)), fill(DisplayColor(red: 0.2, green: 0.3, blue: 0.4)),
            ])
        let dark = try list.applying([.colorScheme(.dark)]).items.map { color(of: $0)! }
        #expect(dark[0].red == 1 && dark[0].opacity == 1 && dark[0].level == .primary)
        #expect(abs(dark[1].red - 235 / 255) < 1e-9 && dark[1].opacity == 0.6)
        #expect(abs(dark[2].red - 10 / 255) < 1e-9 && dark[2].opacity == 0.5)
        #expect(dark[3] == DisplayColor(red: 0.2, green: 0.3, blue: 0.4))
        // Running the pass again with light gives the light values back: sources are kept.
        let light = try list.applying([.colorScheme(.dark), .colorScheme(.light)])
        #expect(light == list)
    }

    @Test func colorSchemeResolvesAssetsAndReportsMissingOnes() throws {
        let catalog = ColorAssetCatalog(colors: [
            "sunny": .init(
                light: DisplayColor(red: 1, green: 0.8, blue: 0), dark: DisplayColor(red: 0.6, green: 0.4, blue: 0))
        ])
        let list = DisplayList(size: CGSize(width: 10, height: 10), items: [fill(.asset("sunny", opacity: 0.5))])
        let dark = try list.applying([.colorScheme(.dark, assets: catalog)])
        #expect(color(of: dark.items[0])?.red == 0.6)
        #expect(color(of: dark.items[0])?.opacity == 0.5)
        // A lightened asset (the top of `Color("sunny").gradient`) is mixed toward white after it is resolved.
        let top = DisplayList(
            size: CGSize(width: 10, height: 10), items: [fill(DisplayColor.asset("sunny").lightened(by: 0.2))])
        let lightTop = try #require(color(of: try top.applying([.colorScheme(.light, assets: catalog)]).items[0]))
        #expect(abs(lightTop.green - 0.84) < 1e-9 && lightTop.red == 1 && abs(lightTop.blue - 0.2) < 1e-9)
        let darkTop = try #require(color(of: try top.applying([.colorScheme(.dark, assets: catalog)]).items[0]))
        #expect(abs(darkTop.red - 0.68) < 1e-9 && abs(darkTop.green - 0.52) < 1e-9)
        let missing = DisplayList(size: CGSize(width: 10, height: 10), items: [fill(.asset("sunyy"))])
        #expect {
            try missing.applying([.colorScheme(.light, assets: catalog)])
        } throws: { error in
            String(describing: error).contains("'sunyy'") && String(describing: error).contains("'sunny'")
        }
    }

    func widget() -> DisplayList {
        DisplayList(
            size: CGSize(width: 100, height: 100),
            items: [
                .group(
                    DisplayGroup(
                        items: [fill(.system(.systemBlue))], semantics: DisplaySemantics(isContainerBackground: true))),
                fill(DisplayColor(red: 1, green: 0, blue: 0, opacity: 0.5)),
                .group(
                    DisplayGroup(
                        items: [fill(.system(.systemGreen))], semantics: DisplaySemantics(widgetAccentable: true))),
                .image(DisplayImage(content: .named("photo"), frame: frame)),
                .image(DisplayImage(content: .named("logo"), frame: frame, accentedRenderingMode: .fullColor)),
                .image(DisplayImage(content: .named("badge"), frame: frame, accentedRenderingMode: .accented)),
            ])
    }

    @Test func accentedRemovesBackgroundAndTintsGroups() throws {
        let accent = DisplayColor(red: 0, green: 0.5, blue: 1)
        let result = try widget().applying([.accented(accent: accent, primary: .white)])
        #expect(result.items.count == 5, "the container background is removed")
        #expect(color(of: result.items[0]) == DisplayColor(red: 1, green: 1, blue: 1, opacity: 0.5))
        guard case .group(let accentGroup) = result.items[1] else { Issue.record("expected the accent group"); return }
        #expect(color(of: accentGroup.items[0]) == accent)
        guard case .image(let photo) = result.items[2], case .image(let logo) = result.items[3],
            case .image(let badge) = result.items[4]
        else { Issue.record("expected images"); return }
        #expect(photo.filter == .luminanceMask(.white))
        #expect(logo.filter == nil)
        #expect(badge.filter == .alphaMask(accent))
    }

    @Test func accentedCanRepaintTheBackground() throws {
        let glass = DisplayColor(white: 0.2)
        let result = try widget().applying([.accented(accent: .white, background: glass)])
        guard case .group(let background) = result.items[0] else { Issue.record("expected the background"); return }
        #expect(color(of: background.items[0]) == glass)
    }

    @Test func vibrantMapsLuminanceToOpacity() throws {
        let list = DisplayList(
            size: CGSize(width: 100, height: 100),
            items: [
                .group(DisplayGroup(items: [fill(.black)], semantics: DisplaySemantics(isContainerBackground: true))),
                fill(.white), fill(.black), fill(DisplayColor(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.5)),
                fill(DisplayColor(red: 0.24, green: 0.24, blue: 0.26, opacity: 0.6, level: .secondary)),
            ])
        let result = try list.applying([.vibrant()]).items.map { color(of: $0)! }
        #expect(result.count == 4)
        #expect(result.allSatisfy { $0.red == 1 && $0.green == 1 && $0.blue == 1 })
        #expect(result.map(\.opacity) == [1, 0, 0.25, 0.6])
    }

    @Test func placeholderRedactsTextAndImagesButKeepsShapes() throws {
        let text = Fixtures.text("Hello world", at: CGPoint(x: 10, y: 10))
        let symbol = Fixtures.symbol("star.fill", at: CGPoint(x: 10, y: 40))
        let list = DisplayList(size: CGSize(width: 100, height: 100), items: [fill(.system(.systemRed)), text, symbol])
        let result = try list.applying([.redaction(.placeholder)])
        #expect(result.items[0] == list.items[0])
        #expect(result.items.count == 3)
        for item in result.items.dropFirst() {
            guard case .fill(let bar) = item else { Issue.record("expected a bar, got \(item.kind)"); continue }
            #expect(bar.paint == .color(DisplayPass.redactionColor))
        }
        if case .fill(let bar) = result.items[1] {
            #expect(bar.frame.width == text.frame.width)
            #expect(bar.frame.minY > text.frame.minY && bar.frame.maxY < text.frame.maxY)
        }
    }

    @Test func placeholderDrawsOneBarPerLine() throws {
        let text = Fixtures.text("One two three four five six seven eight nine ten", at: .zero, width: 80)
        let result = try DisplayList(size: CGSize(width: 100, height: 200), items: [text]).applying([
            .redaction(.placeholder)
        ])
        let lines = Fixtures.engine.measure(
            DisplayParagraph("One two three four five six seven eight nine ten"), proposedWidth: 80)
        #expect(result.items.count == lines.lineCount)
        #expect(lines.lineCount > 2)
    }

    @Test func privacyRedactsOnlySensitiveContentAndUnredactedIsExempt() throws {
        let text = Fixtures.text("Balance", at: .zero)
        let list = DisplayList(
            size: CGSize(width: 100, height: 100),
            items: [
                text,
                .group(DisplayGroup(items: [text], semantics: DisplaySemantics(isPrivacySensitive: true))),
                .group(
                    DisplayGroup(
                        items: [.group(DisplayGroup(items: [text], semantics: DisplaySemantics(isUnredacted: true)))],
                        semantics: DisplaySemantics(isPrivacySensitive: true))),
            ])
        let result = try list.applying([.redaction(.privacy)])
        #expect(result.items[0] == text)
        guard case .group(let sensitive) = result.items[1], case .group(let exempt) = result.items[2] else {
            Issue.record("expected groups"); return
        }
        #expect(sensitive.items.allSatisfy { $0.kind == "fill" })
        if case .group(let original) = list.items[2] { #expect(exempt == original) }
        #expect(try list.applying([.redaction([])]) == list)
    }

    @Test func viewCodeRedactionAppliesToItsSubtree() throws {
        let text = Fixtures.text("Score", at: .zero)
        let list = DisplayList(
            size: CGSize(width: 100, height: 100),
            items: [
                text, .group(DisplayGroup(items: [text], semantics: DisplaySemantics(redactionReasons: .placeholder))),
            ])
        let result = try list.applying([.redaction([])])
        #expect(result.items[0] == text)
        guard case .group(let group) = result.items[1] else { Issue.record("expected a group"); return }
        #expect(group.items.first?.kind == "fill")
    }

    @Test func invalidatedDimsInvalidatableContent() throws {
        let list = DisplayList(
            size: CGSize(width: 10, height: 10),
            items: [
                .group(DisplayGroup(items: [fill(.black)], semantics: DisplaySemantics(isInvalidatable: true)))
            ])
        guard case .group(let group) = try list.applying([.redaction(.invalidated)]).items[0] else { return }
        #expect(group.opacity == 0.5)
    }

    @Test func dynamicTextPassFormatsForTheRenderTime() throws {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let paragraph = DisplayParagraph("0:00", font: .system(.caption))
        let measured = Fixtures.engine.measure(paragraph, proposedWidth: nil)
        let frame = CGRect(x: 5, y: 7, width: 40, height: measured.size.height)
        let list = DisplayList(
            size: CGSize(width: 50, height: 30),
            items: [
                .dynamicText(
                    DisplayDynamicText(
                        paragraph: paragraph,
                        dates: [.init(runIndex: 0, date: .date(now.addingTimeInterval(754), style: .timer))],
                        frame: frame))
            ])
        let result = try list.applying([
            .dynamicText(now: now, locale: Locale(identifier: "en_US"), timeZone: .gmt, engine: Fixtures.engine)
        ])
        guard case .text(let text) = result.items[0] else { Issue.record("expected text"); return }
        #expect(text.paragraph.string == "12:34")
        #expect(text.frame == frame)
        #expect(abs(text.baselineOrigin.y - (7 + measured.firstBaseline)) < 0.01)
    }

    @Test func pipelineRunsPassesInOrder() {
        var options = RenderOptions(renderingMode: .accented, redaction: .placeholder)
        options.colorScheme = .dark
        let names = RenderPipeline(textEngine: Fixtures.engine).passes(for: options).map(\.name)
        #expect(names == ["redaction(placeholder)", "dynamicText", "colorScheme(dark)", "accented"])
    }

    @Test func optionsRejectOtherScales() {
        #expect(throws: RenderingError.self) { try RenderOptions(scale: 5).validate() }
        #expect(throws: RenderingError.self) { try RenderOptions(scale: 2.5).validate() }
        #expect(throws: Never.self) { try RenderOptions(scale: 4).validate() }
    }
}
