import Foundation

extension Font {
    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable, CustomStringConvertible {
        /// The weight's value, from -1 (lightest) to 1 (heaviest); regular is 0.
        public let value: Double
        let name: String

        /// The `ultraLight` font weight.
        public static let ultraLight = Weight(value: -0.8, name: "ultraLight")
        /// The `thin` font weight.
        public static let thin = Weight(value: -0.6, name: "thin")
        /// The `light` font weight.
        public static let light = Weight(value: -0.4, name: "light")
        /// The `regular` font weight.
        public static let regular = Weight(value: 0, name: "regular")
        /// The `medium` font weight.
        public static let medium = Weight(value: 0.23, name: "medium")
        /// The `semibold` font weight.
        public static let semibold = Weight(value: 0.3, name: "semibold")
        /// The `bold` font weight.
        public static let bold = Weight(value: 0.4, name: "bold")
        /// The `heavy` font weight.
        public static let heavy = Weight(value: 0.56, name: "heavy")
        /// The `black` font weight.
        public static let black = Weight(value: 0.62, name: "black")

        /// The CSS/OpenType weight: 100 (ultra light) to 900 (black).
        public var cssWeight: Int {
            switch name {
            case "ultraLight": 100
            case "thin": 200
            case "light": 300
            case "medium": 500
            case "semibold": 600
            case "bold": 700
            case "heavy": 800
            case "black": 900
            default: 400
            }
        }

        public var description: String { name }
    }

    /// A width to use for fonts that have multiple widths.
    ///
    /// The system font on Linux (Inter, standing in for SF Pro) has one width, so text keeps its standard width
    /// whatever width is asked; the width is kept in the resolved font (and its dumps) for faces that have more.
    public struct Width: Hashable, Sendable, CustomStringConvertible {
        /// The width's value, from -1 (narrowest) to 1 (widest); standard is 0.
        public var value: CGFloat

        /// Creates a custom width value.
        public init(_ value: CGFloat) { self.value = value }

        /// A width to use for fonts that have multiple widths: the narrowest.
        public static let compressed = Width(-0.3)
        /// A width narrower than standard.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// A width wider than standard.
        public static let expanded = Width(0.2)

        public var description: String {
            switch value {
            case -0.3: "compressed"
            case -0.2: "condensed"
            case 0: "standard"
            case 0.2: "expanded"
            default: "\(value)"
            }
        }
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable, CustomStringConvertible {
        case `default`, serif, rounded, monospaced

        public var description: String {
            switch self {
            case .default: "default"
            case .serif: "serif"
            case .rounded: "rounded"
            case .monospaced: "monospaced"
            }
        }
    }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: Hashable, CaseIterable, Sendable, CustomStringConvertible {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        public var description: String {
            switch self {
            case .largeTitle: "largeTitle"
            case .title: "title"
            case .title2: "title2"
            case .title3: "title3"
            case .headline: "headline"
            case .subheadline: "subheadline"
            case .body: "body"
            case .callout: "callout"
            case .footnote: "footnote"
            case .caption: "caption"
            case .caption2: "caption2"
            }
        }
    }
}
