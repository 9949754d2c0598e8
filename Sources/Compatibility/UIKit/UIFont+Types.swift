import Foundation
import WidgetryDisplayList
import WidgetryUI

extension UIFont {
    /// A font weight, from -1 (lightest) to 1 (heaviest), with UIKit's named values.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat

        /// Creates a weight from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// Creates a weight from its value.
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

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        private static let named: [(Weight, String, Font.Weight, DisplayFont.Weight)] = [
            (.ultraLight, "ultraLight", .ultraLight, .ultraLight), (.thin, "thin", .thin, .thin),
            (.light, "light", .light, .light), (.regular, "regular", .regular, .regular),
            (.medium, "medium", .medium, .medium), (.semibold, "semibold", .semibold, .semibold),
            (.bold, "bold", .bold, .bold), (.heavy, "heavy", .heavy, .heavy), (.black, "black", .black, .black),
        ]

        /// The named weight closest to this value.
        private var nearest: (Weight, String, Font.Weight, DisplayFont.Weight) {
            Self.named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!
        }

        var name: String { nearest.1 }
        var swiftUIWeight: Font.Weight { nearest.2 }
        var displayWeight: DisplayFont.Weight { nearest.3 }
    }

    /// The Dynamic Type text styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        /// Creates a text style from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's text style of the same name (`title1` is `.title`, `caption1` is `.caption`); body otherwise.
        var swiftUIStyle: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }
}

/// Scales sizes and fonts with the user's text size, as a text style does.
///
/// ```swift
/// let padding = UIFontMetrics(forTextStyle: .body).scaledValue(for: 12)
/// ```
open class UIFontMetrics: NSObject, @unchecked Sendable {
    let textStyle: UIFont.TextStyle

    /// Metrics that scale like a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// Metrics that scale like body text.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// A value scaled for the current traits' text size.
    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// A value scaled for a trait collection's text size.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(for: traitCollection)
    }

    /// A font scaled for the current traits' text size.
    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    /// A font scaled for the current traits' text size, no larger than a maximum.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.withSize(min(font.pointSize * factor(for: nil), maximumPointSize))
    }

    /// A font scaled for a trait collection's text size.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(font.pointSize * factor(for: traitCollection))
    }

    /// The text style's size at the traits' text size over its size at the default (large) size.
    private func factor(for traitCollection: UITraitCollection?) -> CGFloat {
        let category = (traitCollection ?? .current).preferredContentSizeCategory
        let size = DynamicTypeSize(category) ?? .large
        let style = textStyle.swiftUIStyle
        return ResolvedFont(base: .textStyle(style), dynamicTypeSize: size).pointSize
            / ResolvedFont(base: .textStyle(style), dynamicTypeSize: .large).pointSize
    }
}
