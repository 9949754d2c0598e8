import Foundation
import WidgetryDisplayList
import WidgetryUI

/// A color adjustment (`grayscale`, `saturation`, `brightness`, `contrast`, `colorMultiply`, `hueRotation`,
/// `colorInvert`, `luminanceToAlpha`) applied to every color drawn in a subtree.
///
/// A display list has no filter effects, so layout applies them to the colors themselves: fills, strokes,
/// text, symbols, gradient stops and shadows. Asset colors, resolved only at paint time, and bitmaps are left
/// as they are, except that a strong `grayscale` desaturates bitmaps.
enum ColorFilter {
    case grayscale(Double)
    case saturation(Double)
    case brightness(Double)
    case contrast(Double)
    case multiply(DisplayColor)
    case hueRotation(radians: Double)
    case invert
    case luminanceToAlpha

    init?(_ modifier: ResolvedModifier) {
        switch modifier {
        case .grayscale(let amount): self = .grayscale(amount)
        case .saturation(let amount): self = .saturation(amount)
        case .brightness(let amount): self = .brightness(amount)
        case .contrast(let amount): self = .contrast(amount)
        case .colorMultiply(let color): self = .multiply(PaintConversion.color(color))
        case .hueRotation(let angle): self = .hueRotation(radians: angle.radians)
        case .colorInvert: self = .invert
        case .luminanceToAlpha: self = .luminanceToAlpha
        default: return nil
        }
    }

    func apply(_ color: DisplayColor) -> DisplayColor {
        if case .asset = color.source { return color }
        func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
        let luminance = color.luminance
        var (red, green, blue, opacity) = (color.red, color.green, color.blue, color.opacity)
        switch self {
        case .grayscale(let amount):
            let keep = 1 - clamp(amount)
            (red, green, blue) = (
                luminance + (red - luminance) * keep, luminance + (green - luminance) * keep,
                luminance + (blue - luminance) * keep
            )
        case .saturation(let amount):
            (red, green, blue) = (
                luminance + (red - luminance) * amount, luminance + (green - luminance) * amount,
                luminance + (blue - luminance) * amount
            )
        case .brightness(let amount):
            (red, green, blue) = (red + amount, green + amount, blue + amount)
        case .contrast(let amount):
            (red, green, blue) = ((red - 0.5) * amount + 0.5, (green - 0.5) * amount + 0.5, (blue - 0.5) * amount + 0.5)
        case .multiply(let other):
            (red, green, blue, opacity) = (
                red * other.red, green * other.green, blue * other.blue, opacity * other.opacity
            )
        case .hueRotation(let radians):
            (red, green, blue) = Self.rotateHue(red, green, blue, radians: radians)
        case .invert:
            (red, green, blue) = (1 - red, 1 - green, 1 - blue)
        case .luminanceToAlpha:
            // As the SVG/Core Image filter: black whose alpha is the color's luminance (times its own opacity).
            (red, green, blue, opacity) = (0, 0, 0, clamp(luminance) * opacity)
        }
        return DisplayColor(
            red: clamp(red), green: clamp(green), blue: clamp(blue), opacity: opacity, level: color.level)
    }

    func apply(_ paint: DisplayPaint) -> DisplayPaint { paint.mapColors(apply) }

    /// The hue rotation matrix of SVG's `feColorMatrix type="hueRotate"`, which Core Image and SwiftUI's
    /// `hueRotation(_:)` follow: a rotation about the gray axis that keeps luminance.
    static func rotateHue(_ red: Double, _ green: Double, _ blue: Double, radians: Double) -> (Double, Double, Double) {
        let (c, s) = (cos(radians), sin(radians))
        let r =
            red * (0.213 + c * 0.787 - s * 0.213) + green * (0.715 - c * 0.715 - s * 0.715)
            + blue * (0.072 - c * 0.072 + s * 0.928)
        let g =
            red * (0.213 - c * 0.213 + s * 0.143) + green * (0.715 + c * 0.285 + s * 0.140)
            + blue * (0.072 - c * 0.072 - s * 0.283)
        let b =
            red * (0.213 - c * 0.213 - s * 0.787) + green * (0.715 - c * 0.715 + s * 0.715)
            + blue * (0.072 + c * 0.928 + s * 0.072)
        return (r, g, b)
    }

    func apply(_ items: [DisplayItem]) -> [DisplayItem] { items.map(apply) }

    func apply(_ item: DisplayItem) -> DisplayItem {
        switch item {
        case .fill(var fill):
            fill.paint = apply(fill.paint)
            return .fill(fill)
        case .stroke(var stroke):
            stroke.paint = apply(stroke.paint)
            return .stroke(stroke)
        case .text(var text):
            text.paint = apply(text.paint)
            text.paragraph = apply(text.paragraph)
            return .text(text)
        case .dynamicText(var text):
            text.paint = apply(text.paint)
            text.paragraph = apply(text.paragraph)
            return .dynamicText(text)
        case .image(var image):
            switch image.content {
            case .symbol(var symbol):
                symbol.paints = symbol.paints.map(apply)
                image.content = .symbol(symbol)
            case .named:
                if case .grayscale(let amount) = self, amount >= 0.5, image.filter == nil {
                    image.filter = .desaturated
                }
            }
            return .image(image)
        case .group(var group):
            group.items = apply(group.items)
            if let shadow = group.shadow { group.shadow?.color = apply(shadow.color) }
            return .group(group)
        }
    }

    private func apply(_ paragraph: DisplayParagraph) -> DisplayParagraph {
        var copy = paragraph
        copy.runs = paragraph.runs.map { run in
            var run = run
            run.color = run.color.map(apply)
            if let color = run.underline?.color { run.underline?.color = apply(color) }
            if let color = run.strikethrough?.color { run.strikethrough?.color = apply(color) }
            return run
        }
        return copy
    }
}
