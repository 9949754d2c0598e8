import Foundation
import WidgetryDisplayList
import WidgetryRendering

extension HTMLRenderer {
    mutating func drawImage(_ image: DisplayImage) {
        guard Self.isFinite(image.frame), image.frame.width > 0, image.frame.height > 0 else { return }
        switch image.content {
        case .symbol(let symbol): drawSymbol(symbol, in: image.frame)
        case .named(let name): drawBitmap(named: name, in: image.frame, filter: image.filter)
        }
    }

    /// An SF Symbol as its Material Symbols glyphs (``HTMLPainter/symbolDrawing``), placed as Cairo places them:
    /// the drawing's ink fills the frame; each layer is a box over its glyph's em square, painted with the layer's
    /// paint and clipped to the glyph's outline (`clip-path: path(…)`, the outline the font draws at the symbol's
    /// weight and fill), inside a box clipped to the layer's clip. Drawing outlines instead of the font keeps the
    /// shapes identical to the PNG and spares the browser the 8.6 MB variable font.
    mutating func drawSymbol(_ symbol: DisplaySymbol, in frame: CGRect) {
        let paint = symbol.paints.first ?? .color(.black)
        guard let drawing = painter.symbolDrawing?(symbol) else {
            drawPlaceholder(in: frame, color: CSSPaint.firstColor(paint), symbol: symbol.name)
            return
        }
        let (emSize, absoluteOrigin) = drawing.placement(in: frame)
        let origin = CGPoint(x: absoluteOrigin.x - frame.minX, y: absoluteOrigin.y - frame.minY)
        var style = CSSStyle()
        style.setBox(frame)
        markup.open(
            "div", [("class", "wgt-symbol"), ("data-symbol", symbol.name), ("aria-hidden", "true")], style: style)
        for layer in drawing.layers {
            let size = layer.scale * emSize
            var square = CGRect(
                x: origin.x + layer.offsetX * emSize, y: origin.y + layer.offsetY * emSize, width: size, height: size)
            var clipOrigin = CGPoint.zero
            if let clip = layer.clip {
                let box = CGRect(
                    x: origin.x + clip.minX * emSize, y: origin.y + clip.minY * emSize, width: clip.width * emSize,
                    height: clip.height * emSize)
                clipOrigin = box.origin
                square = square.offsetBy(dx: -box.minX, dy: -box.minY)
                var clipStyle = CSSStyle()
                clipStyle.setBox(box)
                clipStyle.set("overflow", "hidden")
                markup.open("div", [("class", "wgt-symbol-clip")], style: clipStyle)
            }
            let (layerPaint, opacity) = SymbolDrawing.paint(for: layer, of: symbol)
            var glyphStyle = CSSStyle()
            glyphStyle.setBox(square)
            if case .color(let color) = layerPaint {
                glyphStyle.set("background-color", CSSPaint.color(color))
            } else {
                let absolute = square.offsetBy(dx: frame.minX + clipOrigin.x, dy: frame.minY + clipOrigin.y)
                glyphStyle.set("background-image", CSSPaint.image(layerPaint, frame: frame, box: absolute))
            }
            glyphStyle.set("clip-path", "path('" + Self.pathData(layer.outline, scale: size) + "')")
            if opacity < 1 { glyphStyle.set("opacity", HTMLEscaping.number(opacity)) }
            markup.element("div", [("class", "wgt-symbol-glyph"), ("data-glyph", layer.name)], style: glyphStyle)
            if layer.clip != nil { markup.close("div") }
        }
        markup.close("div")
    }

    /// SVG path data for an outline in em units, scaled to pixels (two decimals).
    static func pathData(_ outline: [SymbolDrawing.PathElement], scale: Double) -> String {
        func number(_ value: Double) -> String {
            let rounded = (value * scale * 100).rounded() / 100
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        var parts: [String] = []
        for element in outline {
            switch element {
            case .move(let x, let y): parts.append("M" + number(x) + " " + number(y))
            case .line(let x, let y): parts.append("L" + number(x) + " " + number(y))
            case .curve(let x1, let y1, let x2, let y2, let x, let y):
                parts.append(
                    "C" + [x1, y1, x2, y2, x, y].map(number).joined(separator: " "))
            case .close: parts.append("Z")
            }
        }
        return parts.joined()
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
