import Foundation
import WidgetryUI

/// A device's screen and the widget sizes it gives each family, in points.
///
/// The table follows Apple's Human Interface Guidelines for widget sizes. The default is
/// "iPhone 430×932". `systemExtraLarge` is an iPad family: iPhone profiles do not offer it (see ``offers(_:)``).
///
/// For example:
///
/// ```swift
/// DeviceProfile.named("iPhone 393×852")?.size(of: .systemSmall)   // 158×158
/// ```
public struct DeviceProfile: Sendable, Hashable, CustomStringConvertible {
    /// The profile's name, such as "iPhone 430×932".
    public let name: String
    /// The screen size in points, portrait.
    public let screen: CGSize
    /// Sizes by family.
    public let sizes: [WidgetFamily: CGSize]

    /// Creates a profile.
    public init(name: String, screen: CGSize, sizes: [WidgetFamily: CGSize]) {
        self.name = name
        self.screen = screen
        self.sizes = sizes
    }

    /// The size of a family on this device; families the device lacks use the default profile's size.
    public func size(of family: WidgetFamily) -> CGSize {
        sizes[family] ?? DeviceProfile.fallbackSizes[family] ?? CGSize(width: 170, height: 170)
    }

    public var description: String { name }

    /// Whether the device shows a family: iPhones have no `systemExtraLarge`, which is an iPad family.
    public func offers(_ family: WidgetFamily) -> Bool { sizes[family] != nil }

    /// The profiles that offer a family, such as the iPads for `systemExtraLarge`.
    public static func offering(_ family: WidgetFamily) -> [DeviceProfile] { all.filter { $0.offers(family) } }

    /// The default device: iPhone 430×932 (iPhone 15 Pro Max class).
    public static let `default` = iPhone(
        430, 932, small: 170, medium: 364, large: 382, circular: 76, rect: (172, 76), inline: 257)

    /// Every profile in the table.
    public static let all: [DeviceProfile] = [
        .default,
        iPhone(428, 926, small: 170, medium: 364, large: 382, circular: 76, rect: (172, 76), inline: 257),
        iPhone(414, 896, small: 169, medium: 360, large: 379, circular: 76, rect: (160, 72), inline: 248),
        iPhone(414, 736, small: 159, medium: 348, large: 357, circular: 76, rect: (170, 76), inline: 248),
        iPhone(393, 852, small: 158, medium: 338, large: 354, circular: 72, rect: (160, 72), inline: 234),
        iPhone(390, 844, small: 158, medium: 338, large: 354, circular: 72, rect: (160, 72), inline: 234),
        iPhone(375, 812, small: 155, medium: 329, large: 345, circular: 72, rect: (157, 72), inline: 225),
        iPhone(375, 667, small: 148, medium: 321, large: 324, circular: 68, rect: (153, 68), inline: 225),
        iPhone(360, 780, small: 155, medium: 329, large: 345, circular: 72, rect: (157, 72), inline: 225),
        iPhone(320, 568, small: 141, medium: 292, large: 311, circular: 68, rect: (153, 68), inline: 225),
        DeviceProfile(
            name: "iPad 1024×1366", screen: CGSize(width: 1024, height: 1366),
            sizes: [
                .systemSmall: CGSize(width: 170, height: 170), .systemMedium: CGSize(width: 378.5, height: 170),
                .systemLarge: CGSize(width: 378.5, height: 378.5), .systemExtraLarge: CGSize(width: 748, height: 356),
                .accessoryCircular: CGSize(width: 76, height: 76),
                .accessoryRectangular: CGSize(width: 172, height: 76),
                .accessoryInline: CGSize(width: 257, height: 26),
            ]),
    ]

    /// The profile with the given name, such as "iPhone 393×852" (also accepts "393x852").
    public static func named(_ name: String) -> DeviceProfile? {
        let wanted = normalized(name)
        return all.first { normalized($0.name) == wanted || normalized($0.name).hasSuffix(" " + wanted) }
    }

    private static func normalized(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: "×", with: "x").trimmingCharacters(in: .whitespaces)
    }

    private static let fallbackSizes: [WidgetFamily: CGSize] = [
        .systemExtraLarge: CGSize(width: 748, height: 356),
        .accessoryCorner: CGSize(width: 48, height: 48),
    ]

    private static func iPhone(
        _ width: CGFloat, _ height: CGFloat, small: CGFloat, medium: CGFloat, large: CGFloat,
        circular: CGFloat, rect: (CGFloat, CGFloat), inline: CGFloat
    ) -> DeviceProfile {
        DeviceProfile(
            name: "iPhone \(Int(width))×\(Int(height))", screen: CGSize(width: width, height: height),
            sizes: [
                .systemSmall: CGSize(width: small, height: small),
                .systemMedium: CGSize(width: medium, height: small),
                .systemLarge: CGSize(width: medium, height: large),
                .accessoryCircular: CGSize(width: circular, height: circular),
                .accessoryRectangular: CGSize(width: rect.0, height: rect.1),
                .accessoryInline: CGSize(width: inline, height: 26),
            ])
    }
}
