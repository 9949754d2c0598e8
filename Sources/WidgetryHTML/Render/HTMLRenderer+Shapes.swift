import Foundation
import WidgetryDisplayList

extension HTMLRenderer {
    /// A fill: rectangles, rounded rectangles, capsules, circles and ellipses as boxes with a background and corner
    /// radii; paths and trimmed shapes as inline SVG.
    mutating func drawFill(_ fill: DisplayFill) {
        guard Self.isFinite(fill.frame) else { return }
        let trimmed = fill.trim.map { $0.from > 0 || $0.to < 1 } ?? false
        if case .path = fill.shape {
            drawSVGShape(
                ShapeGeometry.path(fill.shape, in: fill.frame), frame: fill.frame, paint: fill.paint,
                stroke: nil, evenOdd: fill.isEvenOdd, className: "wgt-fill")
            return
        }
        if trimmed, let trim = fill.trim {
            let path = ShapeGeometry.trimmed(ShapeGeometry.path(fill.shape, in: fill.frame), trim)
            drawSVGShape(
                path, frame: fill.frame, paint: fill.paint, stroke: nil, evenOdd: fill.isEvenOdd, className: "wgt-fill")
            return
        }
        var box = fill.frame
        var radius: String?
        switch fill.shape {
        case .circle:
            let side = min(box.width, box.height)
            box = CGRect(x: box.midX - side / 2, y: box.midY - side / 2, width: side, height: side)
            radius = "50%"
        case .ellipse:
            radius = "50%"
        default:
            radius = ShapeGeometry.cornerRadii(fill.shape, in: box).flatMap(ShapeGeometry.borderRadius)
        }
        guard box.width > 0, box.height > 0 else { return }
        var style = CSSStyle()
        style.setBox(box)
        let background = CSSPaint.background(fill.paint, frame: fill.frame, box: box)
        style.set(background.property, background.value)
        if let radius { style.set("border-radius", radius) }
        markup.element("div", [("class", "wgt-fill")], style: style)
    }

    /// A stroke: inline SVG with the shape's outline, the line style and the trim.
    mutating func drawStroke(_ stroke: DisplayStroke) {
        guard stroke.style.lineWidth > 0, Self.isFinite(stroke.frame) else { return }
        if let trim = stroke.trim, trim.to <= trim.from { return }
        drawSVGShape(
            ShapeGeometry.path(stroke.shape, in: stroke.frame), frame: stroke.frame, paint: stroke.paint,
            stroke: (stroke.style, stroke.trim), evenOdd: false, className: "wgt-stroke")
    }

    /// Inline SVG for a path in parent coordinates. A solid color paints the path; a gradient is a box with the
    /// CSS gradient masked by the SVG (as a `data:` URL), so no element needs an `id`.
    private mutating func drawSVGShape(
        _ path: DisplayPath,
        frame: CGRect,
        paint: DisplayPaint,
        stroke: (style: DisplayStrokeStyle, trim: DisplayTrim?)?,
        evenOdd: Bool,
        className: String
    ) {
        guard !path.elements.isEmpty else { return }
        let bounds = path.boundingRect
        guard Self.isFinite(bounds) else { return }
        var margin = 1.0
        if let style = stroke?.style {
            let join = style.lineJoin == .miter ? max(style.miterLimit, 1) : 1
            let cap = style.lineCap == .square ? 1.5 : 1
            margin += style.lineWidth / 2 * max(join, cap)
        }
        let box = bounds.union(frame).insetBy(dx: -margin, dy: -margin)
        let data = ShapeGeometry.svgData(path, origin: box.origin)
        var pathAttributes: [(String, String?)] = [("d", data)]
        let color: String
        if case .color(let solid) = paint { color = CSSPaint.color(solid) } else { color = "rgba(0,0,0,1)" }
        if let (style, trim) = stroke {
            pathAttributes += [
                ("fill", "none"), ("stroke", color), ("stroke-width", HTMLEscaping.number(style.lineWidth)),
                ("stroke-linecap", style.lineCap == .butt ? nil : style.lineCap.rawValue),
                ("stroke-linejoin", style.lineJoin == .miter ? nil : style.lineJoin.rawValue),
                ("stroke-miterlimit", style.lineJoin == .miter ? HTMLEscaping.number(style.miterLimit) : nil),
            ]
            if let trim, trim.from > 0 || trim.to < 1 {
                // The kept part as the one dash of a path whose length counts as 1.
                pathAttributes += [
                    ("pathLength", "1"),
                    ("stroke-dasharray", HTMLEscaping.number(trim.to - trim.from) + " 2"),
                    ("stroke-dashoffset", HTMLEscaping.number(-trim.from)),
                ]
            } else {
                let dashes = style.dash.filter { $0 >= 0 }
                if !dashes.isEmpty, !dashes.allSatisfy({ $0 == 0 }) {
                    pathAttributes.append(("stroke-dasharray", dashes.map(HTMLEscaping.number).joined(separator: " ")))
                    if style.dashPhase != 0 {
                        pathAttributes.append(("stroke-dashoffset", HTMLEscaping.number(style.dashPhase)))
                    }
                }
            }
        } else {
            pathAttributes.append(("fill", color))
            if evenOdd { pathAttributes.append(("fill-rule", "evenodd")) }
        }
        let size = [("width", HTMLEscaping.number(box.width)), ("height", HTMLEscaping.number(box.height))]
        let pathElement = "<path" + HTMLMarkup.attributes(pathAttributes, style: nil) + "></path>"
        var style = CSSStyle()
        style.setBox(box)
        if case .color = paint {
            style.set("overflow", "visible")
            markup.element(
                "svg",
                [("class", className), ("xmlns", "http://www.w3.org/2000/svg")] + size.map { ($0.0, $0.1) }
                    + [("aria-hidden", "true")],
                style: style, innerHTML: pathElement)
            return
        }
        let svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\"" + size.map { " \($0.0)=\"\($0.1)\"" }.joined() + ">"
            + pathElement + "</svg>"
        let mask = "url(\"data:image/svg+xml," + HTMLEscaping.percentEncoded(svg) + "\")"
        let background = CSSPaint.background(paint, frame: frame, box: box)
        style.set(background.property, background.value)
        for prefix in ["-webkit-", ""] {
            style.set(prefix + "mask-image", mask)
            style.set(prefix + "mask-size", "100% 100%")
            style.set(prefix + "mask-repeat", "no-repeat")
        }
        markup.element("div", [("class", className)], style: style)
    }
}
