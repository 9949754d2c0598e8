import Foundation
import WidgetryUI

/// The user's preferred text size, from extra small to the largest accessibility size.
///
/// ```swift
/// let metrics = UIFontMetrics(forTextStyle: .body)
/// let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
/// metrics.scaledValue(for: 17, compatibleWith: traits)   // 33, as body text at that size
/// ```
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String

    /// Creates a category from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { (dynamicTypeSize ?? .large).isAccessibilitySize }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (lhs.dynamicTypeSize ?? .large) < (rhs.dynamicTypeSize ?? .large)
    }

    private static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The matching Dynamic Type size; `nil` for ``unspecified``.
    var dynamicTypeSize: DynamicTypeSize? {
        Self.ordered.firstIndex(of: self).flatMap { DynamicTypeSize.allCases[$0] }
    }

    init(_ size: DynamicTypeSize) {
        self = Self.ordered[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }
}

extension DynamicTypeSize {
    /// Creates a Dynamic Type size from a UIKit content size category; `nil` for `.unspecified`.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let size = uiSizeCategory.dynamicTypeSize else { return nil }
        self = size
    }
}
