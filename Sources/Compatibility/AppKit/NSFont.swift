import Foundation
import WidgetryUI

/// A font: the system font at a size and weight, or a text style's preferred font.
///
/// ```swift
/// Text("42").font(Font(NSFont.monospacedDigitSystemFont(ofSize: 24, weight: .bold)))
/// ```
open class NSFont: NSObject, @unchecked Sendable {
    /// The size in points.
    public let pointSize: CGFloat
    /// The font's name, or the system font's.
    public let fontName: String
    let weight: NSFont.Weight
    let isCustom: Bool
    let isMonospacedDigit: Bool
    let isMonospaced: Bool

    init(
        pointSize: CGFloat, weight: NSFont.Weight, customName: String? = nil, isMonospacedDigit: Bool = false,
        isMonospaced: Bool = false
    ) {
        self.pointSize = pointSize
        self.weight = weight
        self.isCustom = customName != nil
        self.fontName = customName ?? ".AppleSystemUIFont"
        self.isMonospacedDigit = isMonospacedDigit
        self.isMonospaced = isMonospaced
    }

    /// Creates a named font; `nil` for an empty name.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(pointSize: fontSize, weight: .regular, customName: fontName)
    }

    /// The system font at a size.
    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The system font at a size and weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
        NSFont(pointSize: fontSize, weight: weight)
    }

    /// The bold system font at a size.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The system font at a size with fixed-width digits.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
        NSFont(pointSize: fontSize, weight: weight, isMonospacedDigit: true)
    }

    /// The monospaced system font at a size and weight.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
        NSFont(pointSize: fontSize, weight: weight, isMonospaced: true)
    }

    /// The default size of the system font: 13 points on macOS.
    open class var systemFontSize: CGFloat { 13 }

    /// A font weight, from -1 to 1, with AppKit's named values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        var swiftUIWeight: Font.Weight {
            let named: [(Weight, Font.Weight)] = [
                (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
                (.medium, .medium), (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
            ]
            return named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }
}

extension AppKitBridging where Self == Font {
    /// Creates a SwiftUI font from an AppKit font, at its fixed size and weight.
    ///
    /// Declared on ``AppKitBridging`` so that `Font(.systemFont(ofSize: 12))`, which UIKit's `Font(_: UIFont)` also
    /// fits, takes UIKit's rather than being ambiguous.
    public init(_ font: NSFont) {
        var result: Font =
            font.isCustom
            ? .custom(font.fontName, fixedSize: font.pointSize)
            : .system(
                size: font.pointSize, weight: font.weight.swiftUIWeight, design: font.isMonospaced ? .monospaced : nil)
        if font.isMonospacedDigit { result = result.monospacedDigit() }
        self = result
    }
}
