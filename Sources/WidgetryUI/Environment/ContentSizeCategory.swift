/// The sizes that you can specify for content, the older name of Dynamic Type sizes.
///
/// For example, `@Environment(\.sizeCategory) var sizeCategory` reads the same size as `\.dynamicTypeSize`.
public enum ContentSizeCategory: Hashable, CaseIterable, Comparable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// A Boolean value indicating whether the content size category is one that is associated with accessibility.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Creates a size category from the Dynamic Type size it stands for.
    public init?(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.allCases[dynamicTypeSize.rawValue]
    }

    /// The Dynamic Type size this category stands for.
    var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize(rawValue: Self.allCases.firstIndex(of: self)!)!
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension DynamicTypeSize {
    /// Creates a Dynamic Type size from the content size category it stands for.
    public init(_ sizeCategory: ContentSizeCategory) {
        self = sizeCategory.dynamicTypeSize
    }
}

extension EnvironmentValues {
    /// The preferred size of the content: `dynamicTypeSize` under its older name.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize)! }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}
