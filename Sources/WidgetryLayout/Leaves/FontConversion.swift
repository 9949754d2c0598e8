import Foundation
import WidgetryDisplayList
import WidgetryUI

/// Resolved fonts as display-list fonts, at a scale (for `minimumScaleFactor`).
enum FontConversion {
    static func font(_ font: ResolvedFont, style: ResolvedTextStyle? = nil, scale: CGFloat = 1) -> DisplayFont {
        var family: String?
        if case .custom(let name, _, _) = font.base { family = name }
        var textStyle: DisplayFont.TextStyle?
        if case .textStyle(let style) = font.base { textStyle = DisplayFont.TextStyle(rawValue: style.description) }
        var design = font.design.flatMap { DisplayFont.Design(rawValue: $0.description) } ?? .default
        if font.isMonospaced { design = .monospaced }
        return DisplayFont(
            family: family, size: font.pointSize * scale, weight: weight(font.effectiveWeight), italic: font.isItalic,
            design: design, monospacedDigit: font.isMonospacedDigit, kerning: (style?.kerning ?? 0) * scale,
            tracking: (style?.tracking ?? 0) * scale, textStyle: textStyle)
    }

    static func weight(_ weight: Font.Weight) -> DisplayFont.Weight {
        DisplayFont.Weight(rawValue: weight.cssWeight) ?? .regular
    }
}

extension LayoutPass {
    /// The symbol an image draws, at its font; `nil` name for bitmaps is not asked.
    func displaySymbol(_ image: ResolvedImage, scale: CGFloat = 1) -> DisplaySymbol {
        var name = ""
        var value: Double?
        if case .system(let symbol, let variableValue) = image.source {
            name = symbol
            value = variableValue
        }
        let paints = ([image.foreground] + image.paletteForeground.dropFirst()).map(PaintConversion.paint)
        return DisplaySymbol(
            name: name, pointSize: image.font.pointSize * scale,
            weight: FontConversion.weight(image.font.effectiveWeight),
            scale: DisplaySymbol.Scale(rawValue: image.scale.description) ?? .medium,
            renderingMode: image.symbolRenderingMode.flatMap { DisplaySymbol.RenderingMode(rawValue: $0.description) }
                ?? .monochrome,
            paints: image.paletteForeground.isEmpty ? [PaintConversion.paint(image.foreground)] : paints,
            variableValue: value)
    }
}
