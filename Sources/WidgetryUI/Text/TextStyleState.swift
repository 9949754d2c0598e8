import Foundation

/// The text attributes in effect while runs resolve: from the environment, then each text's modifiers.
struct TextStyleState: Sendable {
    var font: Font?
    var weight: Font.Weight?
    var design: Font.Design?
    var width: Font.Width?
    var isItalic = false
    var isMonospaced = false
    var isMonospacedDigit = false
    var foreground: AnyShapeStyle?
    var kerning: CGFloat = 0
    var tracking: CGFloat = 0
    var baselineOffset: CGFloat = 0
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?
    var scale = Text.Scale.default

    mutating func apply(_ modifier: TextModifier) {
        switch modifier {
        case .font(let font): self.font = font
        case .weight(let weight): self.weight = weight
        case .design(let design): self.design = design
        case .width(let width): self.width = width
        case .italic(let isActive): isItalic = isActive
        case .monospaced(let isActive): isMonospaced = isActive
        case .monospacedDigit: isMonospacedDigit = true
        case .foreground(let style): foreground = style
        case .kerning(let kerning): self.kerning = kerning
        case .tracking(let tracking): self.tracking = tracking
        case .baselineOffset(let offset): baselineOffset = offset
        case .underline(let line): underline = line
        case .strikethrough(let line): strikethrough = line
        case .scale(let scale): self.scale = scale
        }
    }

    /// The run style these attributes produce in an environment.
    func resolved(in environment: EnvironmentValues) -> ResolvedTextStyle {
        var font = (font ?? .body).resolved(dynamicTypeSize: environment.dynamicTypeSize)
        if let weight { font.weight = weight }
        if let design { font.design = design }
        if let width { font.width = width }
        font.isItalic = font.isItalic || isItalic
        font.isMonospaced = font.isMonospaced || isMonospaced
        font.isMonospacedDigit = font.isMonospacedDigit || isMonospacedDigit
        if scale == .secondary { font.scale(by: Text.Scale.secondaryFactor) }
        let foreground =
            foreground?._resolvePaint(in: environment)
            ?? environment._foregroundStyles.paint(level: 0, in: environment)
        func line(_ style: Text.LineStyle?) -> ResolvedTextLine? {
            style.map {
                ResolvedTextLine(pattern: $0.pattern, color: $0.color?.resolvedColor(in: environment.colorScheme))
            }
        }
        return ResolvedTextStyle(
            font: font, foreground: foreground, kerning: kerning, tracking: tracking, baselineOffset: baselineOffset,
            underline: line(underline), strikethrough: line(strikethrough))
    }
}
