import Foundation
import WidgetryCairo
import WidgetryDisplayList
import WidgetryUI

/// A font: the system font at a size and weight, a text style's preferred font, or a named font.
///
/// Metrics (``lineHeight``, ``ascender``, …) are measured with the same text engine that lays widgets out (Inter
/// stands in for SF Pro), so sizes computed from them match what renders. `Font(_:)` bridges to SwiftUI:
///
/// ```swift
/// let title = UIFont.systemFont(ofSize: 15, weight: .semibold)
/// Text("Now Playing").font(Font(title))
/// ```
open class UIFont: NSObject, @unchecked Sendable {
    /// The size in points.
    public let pointSize: CGFloat
    /// The font's name: `.SFUI-Regular`-style for the system font, the given name for a named font.
    public let fontName: String
    /// The family: `.AppleSystemUIFont` for the system font.
    public let familyName: String
    let weight: UIFont.Weight
    let textStyle: UIFont.TextStyle?
    let isCustom: Bool
    let isMonospacedDigit: Bool
    let isMonospaced: Bool

    init(
        pointSize: CGFloat, weight: UIFont.Weight, textStyle: UIFont.TextStyle? = nil, customName: String? = nil,
        isMonospacedDigit: Bool = false, isMonospaced: Bool = false
    ) {
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        self.isCustom = customName != nil
        self.fontName = customName ?? ".SFUI-\(weight.name.prefix(1).uppercased() + weight.name.dropFirst())"
        self.familyName = customName ?? ".AppleSystemUIFont"
        self.isMonospacedDigit = isMonospacedDigit
        self.isMonospaced = isMonospaced
    }

    /// Creates a named font; `nil` for an empty name. Widgetry draws a name it has no face for with the system font.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(pointSize: fontSize, weight: .regular, customName: fontName)
    }

    /// The system font at a size, regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The system font at a size and weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// The bold system font at a size.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The system font at a size with fixed-width digits.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, isMonospacedDigit: true)
    }

    /// The monospaced system font at a size.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, isMonospaced: true)
    }

    /// The font for a text style at the current traits' text size (large unless set).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a text style at a trait collection's text size.
    open class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let category = (traitCollection ?? .current).preferredContentSizeCategory
        let size = DynamicTypeSize(category) ?? .large
        let resolved = ResolvedFont(base: .textStyle(style.swiftUIStyle), dynamicTypeSize: size)
        return UIFont(
            pointSize: resolved.pointSize, weight: style == .headline ? .semibold : .regular, textStyle: style)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            pointSize: fontSize, weight: weight, textStyle: textStyle, customName: isCustom ? fontName : nil,
            isMonospacedDigit: isMonospacedDigit, isMonospaced: isMonospaced)
    }

    /// The height of one line of text.
    open var lineHeight: CGFloat { metrics.height }
    /// The distance from the baseline to the top of the line.
    open var ascender: CGFloat { metrics.ascender }
    /// The distance from the baseline to the bottom of the line, negative as UIKit reports it.
    open var descender: CGFloat { -(metrics.height - metrics.ascender) }
    /// The height of capital letters.
    open var capHeight: CGFloat { pointSize * 0.727 }
    /// The height of lowercase letters.
    open var xHeight: CGFloat { pointSize * 0.545 }
    /// The extra space between lines: none for the faces Widgetry draws with.
    open var leading: CGFloat { 0 }

    /// The font as the display list and text engine describe it.
    var displayFont: DisplayFont {
        DisplayFont(
            family: isCustom ? fontName : nil, size: pointSize, weight: weight.displayWeight,
            design: isMonospaced ? .monospaced : .default, monospacedDigit: isMonospacedDigit)
    }

    private var metrics: (height: CGFloat, ascender: CGFloat) {
        let line = PangoTextEngine().measure(
            DisplayParagraph(runs: [DisplayTextRun("Hg", font: displayFont)]), proposedWidth: nil)
        return (line.size.height, line.firstBaseline)
    }

    open override var description: String {
        "UIFont('\(fontName)', \(pointSize) pt" + (textStyle.map { ", \($0.rawValue)" } ?? "") + ")"
    }
}

/// Core Text's font type: on Apple platforms `UIFont` is toll-free bridged to it, so `uiFont as CTFont` works.
public typealias CTFont = UIFont

extension Font {
    /// Creates a SwiftUI font from a UIKit font, at its fixed size, weight and design.
    ///
    /// ```swift
    /// Text("12:30").font(Font(UIFont.monospacedDigitSystemFont(ofSize: 28, weight: .bold)))
    /// ```
    public init(_ font: UIFont) {
        var result: Font =
            font.isCustom
            ? .custom(font.fontName, fixedSize: font.pointSize)
            : .system(
                size: font.pointSize, weight: font.weight.swiftUIWeight, design: font.isMonospaced ? .monospaced : nil)
        if font.isMonospacedDigit { result = result.monospacedDigit() }
        self = result
    }
}
