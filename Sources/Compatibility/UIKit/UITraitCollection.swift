import Foundation
import Synchronization

/// The traits a dynamic color or a scaled font resolves against: the interface style, the text size, the scale.
///
/// Widgets on Linux have no view hierarchy, so ``current`` holds the defaults (light, large text, the default
/// device's scale) unless code sets it. SwiftUI's `Color(uiColor:)` asks a dynamic color for both styles, so a
/// widget follows the color scheme it is rendered in. For example:
///
/// ```swift
/// let dark = UITraitCollection(userInterfaceStyle: .dark)
/// let background = UIColor.systemBackground.resolvedColor(with: dark)   // black
/// ```
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Whether the interface is light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The user's preferred text size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The number of pixels per point; 0 when unspecified.
    public let displayScale: CGFloat

    init(
        userInterfaceStyle: UIUserInterfaceStyle, preferredContentSizeCategory: UIContentSizeCategory,
        displayScale: CGFloat
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.displayScale = displayScale
    }

    /// Creates a trait collection with no trait specified.
    public override convenience init() {
        self.init(userInterfaceStyle: .unspecified, preferredContentSizeCategory: .unspecified, displayScale: 0)
    }

    /// Creates a trait collection with only an interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, preferredContentSizeCategory: .unspecified, displayScale: 0)
    }

    /// Creates a trait collection with only a preferred text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(
            userInterfaceStyle: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory,
            displayScale: 0)
    }

    /// Creates a trait collection with only a display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(
            userInterfaceStyle: .unspecified, preferredContentSizeCategory: .unspecified,
            displayScale: displayScale)
    }

    /// Combines trait collections: each trait comes from the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified
        var category = UIContentSizeCategory.unspecified
        var scale: CGFloat = 0
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.preferredContentSizeCategory != .unspecified { category = traits.preferredContentSizeCategory }
            if traits.displayScale != 0 { scale = traits.displayScale }
        }
        self.init(userInterfaceStyle: style, preferredContentSizeCategory: category, displayScale: scale)
    }

    private static let currentTraits = Mutex<UITraitCollection>(
        UITraitCollection(userInterfaceStyle: .light, preferredContentSizeCategory: .large, displayScale: 3))

    /// The traits colors and fonts resolve against when no other traits are given.
    public class var current: UITraitCollection {
        get { currentTraits.withLock { $0 } }
        set { currentTraits.withLock { $0 = newValue } }
    }

    open override var description: String {
        "UITraitCollection(userInterfaceStyle: \(userInterfaceStyle), preferredContentSizeCategory: "
            + "\(preferredContentSizeCategory.rawValue), displayScale: \(displayScale))"
    }
}

/// Whether an interface is light or dark.
public enum UIUserInterfaceStyle: Int, Sendable, CustomStringConvertible {
    /// No style specified.
    case unspecified = 0
    /// The light interface style.
    case light = 1
    /// The dark interface style.
    case dark = 2

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .light: "light"
        case .dark: "dark"
        }
    }
}
