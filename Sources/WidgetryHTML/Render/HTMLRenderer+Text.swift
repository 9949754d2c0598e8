import Foundation
import WidgetryDisplayList

extension HTMLRenderer {
    /// Extra width given to text boxes, so a browser's slightly wider glyph advances do not wrap a line that fit
    /// in Pango; it is added on the side the text does not align to.
    static let textSlack = 1.0

    /// A paragraph as a `div` at the frame's left edge whose first baseline lands on `baseline` (or at the frame's
    /// top when it is not finite), wrapping at the frame's width, clamped to the lines the frame holds.
    ///
    /// - Parameters:
    ///   - paragraph: The text, with dated runs already formatted for the render time.
    ///   - frame: The frame layout gave the text.
    ///   - baseline: The first baseline's y, or NaN to align the first line's top with the frame's.
    ///   - paint: The paint of runs without their own color.
    ///   - dates: The runs the timer script updates.
    ///   - glyphFilter: The filter of color glyphs (emoji), if a rendering mode set one.
    mutating func drawParagraph(
        _ paragraph: DisplayParagraph,
        frame: CGRect,
        baseline: Double,
        paint: DisplayPaint,
        dates: [DisplayDynamicText.DatedRun],
        glyphFilter: DisplayImage.Filter? = nil
    ) {
        guard !paragraph.string.isEmpty, Self.isFinite(frame) else { return }
        let line = HTMLFontStack.lineHeight(of: paragraph)
        let spacing = max(paragraph.lineSpacing, 0)
        var top = baseline.isFinite ? baseline - line.ascent : frame.minY
        if spacing > 0 { top -= spacing / 2 }
        let fitting = Int(((frame.height + 0.25 + spacing) / (line.height + spacing)).rounded(.down))
        let lines = min(paragraph.lineLimit.map { max($0, 1) } ?? Int.max, max(fitting, 1))
        var left = frame.minX
        switch paragraph.alignment {
        case .leading: break
        case .center: left -= Self.textSlack / 2
        case .trailing: left -= Self.textSlack
        }
        let base = paragraph.runs.first?.font ?? .body
        var style = CSSStyle()
        style.set("position", "absolute")
        style.set("left", HTMLEscaping.px(left))
        style.set("top", HTMLEscaping.px(top))
        style.set("width", HTMLEscaping.px(frame.width + Self.textSlack))
        let solid: DisplayColor?
        if case .color(let color) = paint { solid = color } else { solid = nil }
        if let solid { style.set("color", CSSPaint.color(solid)) }
        // Emoji in a rendering mode that flattens colors: shown without their hues, as Cairo shows them through
        // their luminance.
        if glyphFilter != nil { style.set("filter", "grayscale(1)") }
        for (property, value) in HTMLFontStack.declarations(for: base) { style.set(property, value) }
        style.set("line-height", spacing > 0 ? HTMLEscaping.px(line.height + spacing) : "normal")
        style.set("text-align", Self.cssAlignment(paragraph.alignment))
        style.set("white-space", "pre-wrap")
        style.set("overflow-wrap", "anywhere")
        style.set("display", "-webkit-box")
        style.set("-webkit-box-orient", "vertical")
        style.set("-webkit-line-clamp", String(lines))
        style.set("overflow", "hidden")
        if solid == nil {
            // Gradients fill the glyphs; run colors are ignored, as Cairo fills the whole layout with the paint.
            let height = max(frame.maxY - top, Double(lines) * line.height) + Self.textSlack
            let box = CGRect(x: left, y: top, width: frame.width + Self.textSlack, height: height)
            style.set("height", HTMLEscaping.px(height))
            style.set("background-image", CSSPaint.image(paint, frame: frame, box: box))
            style.set("-webkit-background-clip", "text")
            style.set("background-clip", "text")
            style.set("color", "transparent")
            style.set("-webkit-text-fill-color", "transparent")
        }
        var attributes: [(String, String?)] = [("class", dates.isEmpty ? "wgt-text" : "wgt-text wgt-dynamic")]
        if paragraph.truncationMode != .tail {
            attributes.append(("data-truncation", paragraph.truncationMode.rawValue))
        }
        var inner = ""
        for (index, run) in paragraph.runs.enumerated() {
            let dated = dates.first { $0.runIndex == index }
            inner += Self.runHTML(run, base: base, useColor: solid != nil, date: dated?.date)
        }
        markup.element("div", attributes, style: style, innerHTML: inner)
        // Live dates go stale in the browser, so only static text names hit regions.
        if dates.isEmpty { texts.append((transform.apply(to: frame), paragraph.string)) }
    }

    /// A run as bare escaped text when it looks like the paragraph's base, else a `span` with its font, color,
    /// rise and decorations; a dated run is always a `span class="wgt-date"` with its date attributes.
    static func runHTML(_ run: DisplayTextRun, base: DisplayFont, useColor: Bool, date: DisplayDateText?) -> String {
        let text = HTMLEscaping.text(run.string)
        var style = CSSStyle()
        if run.font != base {
            for (property, value) in HTMLFontStack.declarations(for: run.font) { style.set(property, value) }
            if run.font.kerning + run.font.tracking == 0, base.kerning + base.tracking != 0 {
                style.set("letter-spacing", "normal")
            }
            if !run.font.monospacedDigit, base.monospacedDigit { style.set("font-variant-numeric", "normal") }
        }
        if useColor, let color = run.color { style.set("color", CSSPaint.color(color)) }
        if run.baselineOffset != 0 { style.set("vertical-align", HTMLEscaping.px(run.baselineOffset)) }
        if let underline = run.underline { decorate(&style, "underline", underline, useColor: useColor) }
        var inner = text
        if let strikethrough = run.strikethrough {
            if run.underline == nil {
                decorate(&style, "line-through", strikethrough, useColor: useColor)
            } else {
                var strike = CSSStyle()
                decorate(&strike, "line-through", strikethrough, useColor: useColor)
                inner = "<span" + HTMLMarkup.attributes([], style: strike) + ">" + text + "</span>"
            }
        }
        let attributes = date.map(dateAttributes) ?? []
        if style.isEmpty, attributes.isEmpty { return inner }
        return "<span" + HTMLMarkup.attributes(attributes, style: style) + ">" + inner + "</span>"
    }

    private static func decorate(
        _ style: inout CSSStyle, _ line: String, _ decoration: DisplayTextRun.Decoration, useColor: Bool
    ) {
        style.set("text-decoration-line", line)
        switch decoration.pattern {
        case .solid: break
        case .dot: style.set("text-decoration-style", "dotted")
        case .dash, .dashDot, .dashDotDot: style.set("text-decoration-style", "dashed")
        }
        if useColor, let color = decoration.color { style.set("text-decoration-color", CSSPaint.color(color)) }
    }

    /// The data attributes the timer script reads: style and date, or the interval's bounds and options.
    static func dateAttributes(_ date: DisplayDateText) -> [(String, String?)] {
        func seconds(_ date: Date) -> String { HTMLEscaping.number(date.timeIntervalSince1970) }
        switch date {
        case .date(let date, let style):
            return [("class", "wgt-date"), ("data-style", style.rawValue), ("data-date", seconds(date))]
        case .timerInterval(let start, let end, let pauseTime, let countsDown, let showsHours):
            return [
                ("class", "wgt-date"), ("data-style", "timerInterval"), ("data-start", seconds(start)),
                ("data-end", seconds(end)), ("data-pause", pauseTime.map(seconds)),
                ("data-counts-down", countsDown ? "true" : "false"),
                ("data-shows-hours", showsHours ? "true" : "false"),
            ]
        }
    }

    static func cssAlignment(_ alignment: DisplayParagraph.Alignment) -> String {
        switch alignment {
        case .leading: "left"
        case .center: "center"
        case .trailing: "right"
        }
    }
}
