import Foundation
import WidgetryDisplayList
import WidgetryRendering

/// Writes one prepared display list as HTML. Lives within one render call.
///
/// Every item becomes an absolutely positioned element in its parent's coordinates; groups are boxes the size of
/// the canvas at the origin, so their children keep the list's coordinates. Hit regions come last, on top, in
/// stacking order.
struct HTMLRenderer {
    let painter: HTMLPainter
    let options: RenderOptions
    var markup = HTMLMarkup()
    /// The size of the canvas: the size of every group's box.
    var canvas = CGSize.zero
    /// Maps the current group's coordinates to the root's.
    var transform = DisplayTransform.identity
    /// Text drawn so far, in root coordinates: the accessible names of hit regions.
    var texts: [(frame: CGRect, string: String)] = []

    init(painter: HTMLPainter, options: RenderOptions) {
        self.painter = painter
        self.options = options
    }

    /// The widget's `div` with its items and hit regions.
    mutating func widget(_ list: DisplayList, extraAttributes: [(String, String)]) -> String {
        canvas = list.size
        var style = CSSStyle()
        style.set("position", "relative")
        style.set("display", "block")
        style.set("width", HTMLEscaping.px(list.size.width))
        style.set("height", HTMLEscaping.px(list.size.height))
        style.set("overflow", "hidden")
        style.set("isolation", "isolate")
        if let backdrop = options.backdrop { style.set("background-color", CSSPaint.color(backdrop)) }
        for (property, value) in Self.inheritedReset { style.set(property, value) }
        var attributes: [(String, String?)] = [
            ("class", "wgt-widget"),
            ("data-color-scheme", options.colorScheme.rawValue),
            ("data-rendering-mode", options.renderingMode.rawValue),
            ("data-redaction", options.redaction.isEmpty ? nil : options.redaction.names.joined(separator: " ")),
            ("data-locale", Self.languageTag(options.locale)),
            ("data-time-zone", options.timeZone.identifier),
            ("data-now", HTMLEscaping.number(options.now.timeIntervalSince1970)),
        ]
        attributes += extraAttributes.map { ($0.0, $0.1) }
        markup.open("div", attributes, style: style)
        draw(list.items)
        drawHitRegions(list.hitRegions)
        markup.close("div")
        return markup.output
    }

    /// Inherited properties set on the widget so a host page's text styles do not reach it.
    static let inheritedReset: [(String, String)] = [
        ("color", "rgba(0,0,0,1)"), ("font-size", "17px"), ("line-height", "normal"), ("letter-spacing", "normal"),
        ("word-spacing", "normal"), ("text-align", "left"), ("text-indent", "0"), ("text-transform", "none"),
        ("text-shadow", "none"), ("white-space", "normal"), ("direction", "ltr"), ("user-select", "none"),
        ("-webkit-user-select", "none"), ("-webkit-text-size-adjust", "100%"), ("text-size-adjust", "100%"),
    ]

    /// A BCP 47 tag for a locale, such as `en-US`.
    static func languageTag(_ locale: Locale) -> String {
        let identifier = locale.identifier.split(separator: "@").first.map(String.init) ?? "en"
        return identifier.isEmpty ? "en" : identifier.replacingOccurrences(of: "_", with: "-")
    }

    mutating func draw(_ items: [DisplayItem]) {
        for item in items { draw(item) }
    }

    mutating func draw(_ item: DisplayItem) {
        switch item {
        case .fill(let fill): drawFill(fill)
        case .stroke(let stroke): drawStroke(stroke)
        case .text(let text):
            drawParagraph(
                text.paragraph, frame: text.frame, baseline: text.baselineOrigin.y, paint: text.paint, dates: [],
                glyphFilter: text.glyphFilter)
        case .dynamicText(let text):
            let resolved = text.resolvedParagraph(now: options.now, locale: options.locale, timeZone: options.timeZone)
            drawParagraph(resolved, frame: text.frame, baseline: .nan, paint: text.paint, dates: text.dates)
        case .image(let image): drawImage(image)
        case .group(let group): drawGroup(group)
        }
    }

    /// Whether every coordinate of a rectangle is finite.
    static func isFinite(_ rect: CGRect) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
    }
}
