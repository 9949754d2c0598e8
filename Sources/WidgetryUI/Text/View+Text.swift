import Foundation

extension View {
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View {
        modifier(EnvironmentWritingModifier { $0.font = font })
    }

    /// Sets the font weight of text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(EnvironmentWritingModifier { $0._textStyle.weight = weight })
    }

    /// Sets the font design of text in this view.
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(EnvironmentWritingModifier { $0._textStyle.design = design })
    }

    /// Sets the font width of text in this view (see ``Font/Width`` for what Linux's system font does with it).
    public func fontWidth(_ width: Font.Width?) -> some View {
        modifier(EnvironmentWritingModifier { $0._textStyle.width = width })
    }

    /// Makes text in this view bold.
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { if isActive { $0._textStyle.weight = .bold } })
    }

    /// Makes text in this view italic.
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { $0._textStyle.isItalic = isActive })
    }

    /// Makes digits in this view's text fixed-width.
    public func monospacedDigit() -> some View {
        modifier(EnvironmentWritingModifier { $0._textStyle.isMonospacedDigit = true })
    }

    /// Makes every character of this view's text the same width.
    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { $0._textStyle.isMonospaced = isActive })
    }

    /// Sets the kerning of text in this view, in points.
    public func kerning(_ kerning: CGFloat) -> some View {
        modifier(EnvironmentWritingModifier { $0._textStyle.kerning = kerning })
    }

    /// Sets the tracking of text in this view, in points.
    public func tracking(_ tracking: CGFloat) -> some View {
        modifier(EnvironmentWritingModifier { $0._textStyle.tracking = tracking })
    }

    /// Moves text in this view off its baseline, in points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        modifier(EnvironmentWritingModifier { $0._textStyle.baselineOffset = baselineOffset })
    }

    /// Underlines text in this view.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        modifier(
            EnvironmentWritingModifier {
                $0._textStyle.underline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
            })
    }

    /// Strikes through text in this view.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        modifier(
            EnvironmentWritingModifier {
                $0._textStyle.strikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
            })
    }

    /// Sets the maximum number of lines text in this view may occupy; `nil` for no limit.
    public func lineLimit(_ number: Int?) -> some View {
        modifier(
            EnvironmentWritingModifier {
                $0.lineLimit = number
                $0._lineLimitReservesSpace = false
            })
    }

    /// Sets the line limit, optionally reserving the height of that many lines.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(
            EnvironmentWritingModifier {
                $0.lineLimit = limit
                $0._lineLimitReservesSpace = reservesSpace
            })
    }

    /// Sets the smallest scale text in this view may shrink to in order to fit.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(EnvironmentWritingModifier { $0.minimumScaleFactor = factor })
    }

    /// Sets how lines of multiline text align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(EnvironmentWritingModifier { $0.multilineTextAlignment = alignment })
    }

    /// Sets where text that doesn't fit is truncated.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(EnvironmentWritingModifier { $0.truncationMode = mode })
    }

    /// Lets text tighten its letter spacing to fit.
    public func allowsTightening(_ flag: Bool) -> some View {
        modifier(EnvironmentWritingModifier { $0.allowsTightening = flag })
    }

    /// Sets extra space between lines of text, in points.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifier(EnvironmentWritingModifier { $0.lineSpacing = lineSpacing })
    }

    /// Sets a capitalization for text in this view.
    public func textCase(_ textCase: Text.Case?) -> some View {
        modifier(EnvironmentWritingModifier { $0.textCase = textCase })
    }

    /// Sets the Dynamic Type size of this view.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifier(EnvironmentWritingModifier { $0.dynamicTypeSize = size })
    }

    /// Sets the relative size of symbol images in this view.
    public func imageScale(_ scale: Image.Scale) -> some View {
        modifier(EnvironmentWritingModifier { $0.imageScale = scale })
    }

    /// Sets how symbol layers in this view are colored.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        modifier(EnvironmentWritingModifier { $0.symbolRenderingMode = mode })
    }
}

extension View {
    /// Limits the Dynamic Type size of this view to a range.
    ///
    /// For example, `.dynamicTypeSize(...DynamicTypeSize.xxLarge)`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(
            EnvironmentWritingModifier { environment in
                let size = environment.dynamicTypeSize
                guard !range.contains(size) else { return }
                let bounded = DynamicTypeSize.allCases.filter { range.contains($0) }
                if let nearest = bounded.min(by: { abs($0.rawValue - size.rawValue) < abs($1.rawValue - size.rawValue) }
                ) {
                    environment.dynamicTypeSize = nearest
                }
            })
    }
}
