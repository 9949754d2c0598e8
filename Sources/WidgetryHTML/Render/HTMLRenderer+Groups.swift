import Foundation
import WidgetryDisplayList

extension HTMLRenderer {
    /// A group: a canvas-sized box with the transform, opacity and blend mode; inside it the clip, and inside the
    /// clip a box with the shadow, so the shadow is clipped as in Cairo.
    mutating func drawGroup(_ group: DisplayGroup) {
        guard group.opacity > 0 else { return }
        var style = canvasBox()
        let t = group.transform
        if t != .identity {
            let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(HTMLEscaping.number).joined(separator: ",")
            style.set("transform", "matrix(" + matrix + ")")
            style.set("transform-origin", "0 0")
        }
        if group.opacity < 1 { style.set("opacity", HTMLEscaping.number(group.opacity)) }
        if let blend = Self.cssBlendMode(group.blendMode) { style.set("mix-blend-mode", blend) }
        if let radius = group.blurRadius, radius > 0, radius.isFinite {
            style.set("filter", "blur(" + HTMLEscaping.px(radius) + ")")
        }
        markup.open("div", [("class", "wgt-group")] + Self.semanticAttributes(group.semantics), style: style)
        let saved = transform
        transform = group.transform.concatenating(transform)
        var opened: [String] = []
        if let clip = group.clip, Self.isFinite(clip.frame) {
            openClip(clip)
            opened.append("div")
        }
        if let shadow = group.shadow, shadow.color.opacity > 0 {
            var shadowStyle = canvasBox()
            let value =
                "drop-shadow(" + HTMLEscaping.px(shadow.x) + " " + HTMLEscaping.px(shadow.y) + " "
                + HTMLEscaping.px(max(shadow.radius, 0)) + " " + CSSPaint.color(shadow.color) + ")"
            shadowStyle.set("filter", value)
            markup.open("div", [("class", "wgt-shadow")], style: shadowStyle)
            opened.append("div")
        }
        draw(group.items)
        for tag in opened.reversed() { markup.close(tag) }
        transform = saved
        markup.close("div")
    }

    /// A box the size of the canvas at the origin of the current coordinates.
    func canvasBox(offset: CGPoint = .zero) -> CSSStyle {
        var style = CSSStyle()
        style.setBox(CGRect(origin: offset, size: canvas))
        return style
    }

    /// Opens the clip's boxes: rounded shapes as a box with `overflow: hidden` and corner radii, paths with
    /// `clip-path`; children are moved back to the group's coordinates inside it.
    private mutating func openClip(_ clip: DisplayClip) {
        let frame = clip.frame
        var box = frame
        var style = CSSStyle()
        switch clip.shape {
        case .path(let path):
            style.setBox(box)
            let data = ShapeGeometry.svgData(path, origin: .zero)
            let rule = clip.isEvenOdd ? "evenodd," : ""
            style.set("clip-path", "path(" + rule + HTMLEscaping.cssString(data) + ")")
        case .circle:
            let side = min(frame.width, frame.height)
            box = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            style.setBox(box)
            style.set("overflow", "hidden")
            style.set("border-radius", "50%")
        case .ellipse:
            style.setBox(box)
            style.set("overflow", "hidden")
            style.set("border-radius", "50%")
        case .rect, .roundedRect, .unevenRoundedRect, .capsule:
            style.setBox(box)
            style.set("overflow", "hidden")
            if let radius = ShapeGeometry.cornerRadii(clip.shape, in: frame).flatMap(ShapeGeometry.borderRadius) {
                style.set("border-radius", radius)
            }
        }
        markup.open("div", [("class", "wgt-clip")], style: style)
        markup.open(
            "div", [("class", "wgt-clip-content")], style: canvasBox(offset: CGPoint(x: -box.minX, y: -box.minY)))
    }

    /// The group's semantic tags as data attributes, for hosts that restyle parts of a widget.
    static func semanticAttributes(_ semantics: DisplaySemantics) -> [(String, String?)] {
        [
            ("data-accentable", semantics.widgetAccentable.map { $0 ? "true" : "false" }),
            ("data-container-background", semantics.isContainerBackground ? "" : nil),
            ("data-privacy-sensitive", semantics.isPrivacySensitive ? "" : nil),
            ("data-unredacted", semantics.isUnredacted ? "" : nil),
            ("data-invalidatable", semantics.isInvalidatable ? "" : nil),
            (
                "data-redaction",
                semantics.redactionReasons.isEmpty ? nil : semantics.redactionReasons.names.joined(separator: " ")
            ),
        ]
    }

    /// The CSS `mix-blend-mode` for a blend mode, or `nil` for normal. Porter–Duff modes CSS cannot blend with
    /// (`sourceAtop`, `destinationOver`, `destinationOut`) draw normally; `plusDarker` draws as `multiply`.
    static func cssBlendMode(_ mode: DisplayBlendMode) -> String? {
        switch mode {
        case .normal, .sourceAtop, .destinationOver, .destinationOut: nil
        case .multiply, .plusDarker: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusLighter: "plus-lighter"
        }
    }
}
