import Foundation
import WidgetryDisplayList

extension HTMLRenderer {
    mutating func drawImage(_ image: DisplayImage) {
        guard Self.isFinite(image.frame), image.frame.width > 0, image.frame.height > 0 else { return }
        switch image.content {
        case .symbol(let symbol): drawSymbol(symbol, in: image.frame)
        case .named(let name): drawBitmap(named: name, in: image.frame, filter: image.filter)
        }
    }

    /// An SF Symbol as its Material Icons glyph, sized to the frame's shorter side and centered, as Cairo draws it.
    mutating func drawSymbol(_ symbol: DisplaySymbol, in frame: CGRect) {
        let paint = symbol.paints.first ?? .color(.black)
        guard let scalar = painter.symbolGlyph?(symbol.name) else {
            drawPlaceholder(in: frame, color: CSSPaint.firstColor(paint), symbol: symbol.name)
            return
        }
        let side = min(frame.width, frame.height)
        var style = CSSStyle()
        style.setBox(frame)
        style.set("display", "flex")
        style.set("align-items", "center")
        style.set("justify-content", "center")
        style.set("font-family", HTMLEscaping.cssString(HTMLFontStack.symbols))
        style.set("font-size", HTMLEscaping.px(side))
        style.set("font-weight", "400")
        style.set("font-style", "normal")
        style.set("line-height", "normal")
        style.set("white-space", "nowrap")
        if case .color(let color) = paint {
            style.set("color", CSSPaint.color(color))
        } else {
            style.set("background-image", CSSPaint.image(paint, frame: frame, box: frame))
            style.set("-webkit-background-clip", "text")
            style.set("background-clip", "text")
            style.set("color", "transparent")
            style.set("-webkit-text-fill-color", "transparent")
        }
        let glyph = "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
        markup.element(
            "div", [("class", "wgt-symbol"), ("data-symbol", symbol.name), ("aria-hidden", "true")], style: style,
            innerHTML: glyph)
    }

    /// A visible stand-in for a missing symbol or image, as Cairo's: a rounded square outline with a question mark.
    mutating func drawPlaceholder(in frame: CGRect, color: DisplayColor, symbol: String? = nil, image: String? = nil) {
        let side = min(frame.width, frame.height) * 0.84
        let lineWidth = max(side * 0.08, 0.5)
        let square = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        var style = CSSStyle()
        style.setBox(square)
        style.set("box-sizing", "border-box")
        style.set("border", HTMLEscaping.px(lineWidth) + " solid " + CSSPaint.color(color))
        style.set("border-radius", HTMLEscaping.px(side * 0.22 + lineWidth / 2))
        style.set("display", "flex")
        style.set("align-items", "center")
        style.set("justify-content", "center")
        style.set("color", CSSPaint.color(color))
        let font = DisplayFont(size: side * 0.62, weight: .bold)
        for (property, value) in HTMLFontStack.declarations(for: font) { style.set(property, value) }
        style.set("line-height", "normal")
        markup.element(
            "div",
            [("class", "wgt-placeholder"), ("data-symbol", symbol), ("data-image", image), ("aria-hidden", "true")],
            style: style, innerHTML: "?")
    }

    /// A named bitmap stretched to the frame, from the painter's URL resolver or embedded as a `data:` URL, with its
    /// color filter as CSS (`grayscale`, or a colored box masked by the image's alpha or luminance).
    mutating func drawBitmap(named name: String, in frame: CGRect, filter: DisplayImage.Filter?) {
        guard let source = imageSource(named: name) else {
            drawPlaceholder(in: frame, color: DisplayColor(white: 0.55), image: name)
            return
        }
        var style = CSSStyle()
        style.setBox(frame)
        switch filter {
        case nil, .desaturated:
            if filter == .desaturated { style.set("filter", "grayscale(1)") }
            style.set("object-fit", "fill")
            markup.voidElement(
                "img",
                [("class", "wgt-image"), ("src", source), ("alt", ""), ("data-image", name), ("draggable", "false")],
                style: style)
        case .alphaMask(let color), .luminanceMask(let color):
            style.set("background-color", CSSPaint.color(color))
            let url = "url(" + HTMLEscaping.cssString(source) + ")"
            for prefix in ["-webkit-", ""] {
                style.set(prefix + "mask-image", url)
                style.set(prefix + "mask-size", "100% 100%")
                style.set(prefix + "mask-repeat", "no-repeat")
            }
            if case .luminanceMask = filter { style.set("mask-mode", "luminance") }
            markup.element(
                "div", [("class", "wgt-image"), ("data-image", name), ("role", "presentation")], style: style)
        }
    }

    /// The URL of a named bitmap: the painter's resolver's, else the asset's PNG bytes as a `data:` URL.
    private func imageSource(named name: String) -> String? {
        if name.hasPrefix("data:image/") { return name }  // an image that carries its bytes (`Image(uiImage:)`)
        if let resolver = painter.imageURL { return resolver(name) }
        guard let asset = try? painter.imageAssets?.image(named: name, scale: options.scale) else { return nil }
        return "data:image/png;base64," + Data(asset.png).base64EncodedString()
    }
}
