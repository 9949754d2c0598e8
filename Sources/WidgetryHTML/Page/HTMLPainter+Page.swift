extension HTMLPainter {
    /// The rules a page needs around widget fragments: the `@font-face` rules, then resets scoped to
    /// `.wgt-widget` (so the page's own styles do not move the widget's elements), a focus ring for hit regions,
    /// and the dimming of `invalidatableContent()` while the host marks a widget `wgt-pending`.
    ///
    /// - Parameter fonts: The font files to declare.
    public static func stylesheet(fonts: HTMLFontSet) -> String {
        let base = [
            ".wgt-widget,.wgt-widget *{margin:0;padding:0;border:0;box-sizing:border-box;min-width:0;min-height:0;"
                + "max-width:none;max-height:none;float:none}",
            ".wgt-widget .wgt-hit:focus-visible{outline:2px solid rgba(0,122,255,1);outline-offset:-2px}",
            ".wgt-widget.wgt-pending [data-invalidatable]{filter:opacity(0.5)}",
        ]
        let fontRules = fonts.css
        return (fontRules.isEmpty ? "" : fontRules + "\n") + base.joined(separator: "\n")
    }

    /// A standalone document around widget fragments: doctype, the stylesheet, the fragments in order, then the
    /// timer script once if any fragment has live dates and the interaction script once if any has hit regions.
    ///
    /// - Parameters:
    ///   - fragments: Widget fragments from ``fragment(_:options:attributes:)``.
    ///   - fonts: The font files to declare.
    ///   - title: The document's title.
    ///   - language: The document's language tag, such as `en-US`.
    public static func document(
        fragments: [String], fonts: HTMLFontSet, title: String = "Widget", language: String = "en"
    ) -> String {
        var html = "<!DOCTYPE html>\n"
        html += "<html lang=\"" + HTMLEscaping.attribute(language) + "\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\n"
        html += "<title>" + HTMLEscaping.text(title) + "</title>\n<style>\n"
        html += stylesheet(fonts: fonts) + "\nhtml,body{margin:0;padding:0;background:transparent}\n</style>\n"
        html += "</head>\n<body>\n"
        for fragment in fragments { html += fragment }
        if fragments.contains(where: { $0.contains("class=\"wgt-date\"") }) {
            html += "<script>\n" + HTMLTimerScript.source + "\n</script>\n"
        }
        if fragments.contains(where: { $0.contains("class=\"wgt-hit ") }) {
            html += "<script>\n" + HTMLInteractionScript.source + "\n</script>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }
}
