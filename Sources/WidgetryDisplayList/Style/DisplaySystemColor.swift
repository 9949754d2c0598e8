import Foundation

/// The iOS system colors a display list can name, with their light and dark values.
///
/// Values are iOS 17's, in sRGB: for example `systemBlue` is (0, 122, 255) in light and (10, 132, 255) in dark,
/// `secondaryLabel` is (60, 60, 67, 0.6) in light and (235, 235, 245, 0.6) in dark.
public enum DisplaySystemColor: String, Codable, Sendable, Hashable, CaseIterable {
    case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan, systemBlue
    case systemIndigo, systemPurple, systemPink, systemBrown
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case separator, opaqueSeparator, link, placeholderText

    /// The label color for a hierarchical level (`.primary` is `label`, `.secondary` is `secondaryLabel`, …).
    public static func label(_ level: DisplayHierarchyLevel) -> DisplaySystemColor {
        switch level {
        case .primary: .label
        case .secondary: .secondaryLabel
        case .tertiary: .tertiaryLabel
        case .quaternary: .quaternaryLabel
        }
    }

    /// The fill color for a hierarchical level (`.primary` is `systemFill`, `.secondary` is `secondarySystemFill`, …).
    public static func fill(_ level: DisplayHierarchyLevel) -> DisplaySystemColor {
        switch level {
        case .primary: .systemFill
        case .secondary: .secondarySystemFill
        case .tertiary: .tertiarySystemFill
        case .quaternary: .quaternarySystemFill
        }
    }

    /// The color's components in the light or dark appearance, as a fixed color.
    public func components(dark: Bool) -> DisplayColor {
        let value = dark ? values.dark : values.light
        return DisplayColor(red: value.0 / 255, green: value.1 / 255, blue: value.2 / 255, opacity: value.3)
    }

    private typealias RGBA = (Double, Double, Double, Double)

    private var values: (light: RGBA, dark: RGBA) {
        switch self {
        case .systemRed: ((255, 59, 48, 1), (255, 69, 58, 1))
        case .systemOrange: ((255, 149, 0, 1), (255, 159, 10, 1))
        case .systemYellow: ((255, 204, 0, 1), (255, 214, 10, 1))
        case .systemGreen: ((52, 199, 89, 1), (48, 209, 88, 1))
        case .systemMint: ((0, 199, 190, 1), (99, 230, 226, 1))
        case .systemTeal: ((48, 176, 199, 1), (64, 200, 224, 1))
        case .systemCyan: ((50, 173, 230, 1), (100, 210, 255, 1))
        case .systemBlue: ((0, 122, 255, 1), (10, 132, 255, 1))
        case .systemIndigo: ((88, 86, 214, 1), (94, 92, 230, 1))
        case .systemPurple: ((175, 82, 222, 1), (191, 90, 242, 1))
        case .systemPink: ((255, 45, 85, 1), (255, 55, 95, 1))
        case .systemBrown: ((162, 132, 94, 1), (172, 142, 104, 1))
        case .systemGray: ((142, 142, 147, 1), (142, 142, 147, 1))
        case .systemGray2: ((174, 174, 178, 1), (99, 99, 102, 1))
        case .systemGray3: ((199, 199, 204, 1), (72, 72, 74, 1))
        case .systemGray4: ((209, 209, 214, 1), (58, 58, 60, 1))
        case .systemGray5: ((229, 229, 234, 1), (44, 44, 46, 1))
        case .systemGray6: ((242, 242, 247, 1), (28, 28, 30, 1))
        case .label: ((0, 0, 0, 1), (255, 255, 255, 1))
        case .secondaryLabel: ((60, 60, 67, 0.6), (235, 235, 245, 0.6))
        case .tertiaryLabel: ((60, 60, 67, 0.3), (235, 235, 245, 0.3))
        case .quaternaryLabel: ((60, 60, 67, 0.18), (235, 235, 245, 0.16))
        case .systemFill: ((120, 120, 128, 0.2), (120, 120, 128, 0.36))
        case .secondarySystemFill: ((120, 120, 128, 0.16), (120, 120, 128, 0.32))
        case .tertiarySystemFill: ((118, 118, 128, 0.12), (118, 118, 128, 0.24))
        case .quaternarySystemFill: ((116, 116, 128, 0.08), (118, 118, 128, 0.18))
        case .systemBackground: ((255, 255, 255, 1), (0, 0, 0, 1))
        case .secondarySystemBackground: ((242, 242, 247, 1), (28, 28, 30, 1))
        case .tertiarySystemBackground: ((255, 255, 255, 1), (44, 44, 46, 1))
        case .systemGroupedBackground: ((242, 242, 247, 1), (0, 0, 0, 1))
        case .secondarySystemGroupedBackground: ((255, 255, 255, 1), (28, 28, 30, 1))
        case .tertiarySystemGroupedBackground: ((242, 242, 247, 1), (44, 44, 46, 1))
        case .separator: ((60, 60, 67, 0.29), (84, 84, 88, 0.6))
        case .opaqueSeparator: ((198, 198, 200, 1), (56, 56, 58, 1))
        case .link: ((0, 122, 255, 1), (9, 132, 255, 1))
        case .placeholderText: ((60, 60, 67, 0.3), (235, 235, 245, 0.3))
        }
    }
}
