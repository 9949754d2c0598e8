import Foundation
import SwiftUI
import UIKit
import WidgetKit

// UIKit calls the platform tests make. They live apart from the suite because a file importing both Testing
// and UIKit asks for Swift Testing's `_Testing_UIKit` cross-import overlay, which Linux toolchains do not have.

enum PlatformProbes {
    /// A 4×4 opaque red PNG.
    static let redPNG = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAEklEQVR42mP4z8DwHxkzkC4AADxAH+Ea86VIAAAAAElFTkSuQmCC")!

    struct ImageFacts: Equatable {
        var size: CGSize
        var scale: CGFloat
        var pngData: Data?
    }

    static func facts(_ image: UIImage) -> ImageFacts {
        ImageFacts(size: image.size, scale: image.scale, pngData: image.pngData())
    }

    /// The red PNG as a `UIImage(data:)` fill.
    static func redImageFromData() -> (ImageFacts, PlatformSwatchFill)? {
        guard let image = UIImage(data: redPNG) else { return nil }
        return (facts(image), .image(image))
    }

    /// The red PNG written to a `@2x` file, read back with `UIImage(contentsOfFile:)` and tinted blue.
    static func tintedImageFromFile() throws -> (ImageFacts, PlatformSwatchFill)? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("platform-red-\(UUID())@2x.png")
        try redPNG.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        guard let image = UIImage(contentsOfFile: file.path) else { return nil }
        return (facts(image), .image(image.withTintColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1))))
    }

    static func imageFromData(_ data: Data) -> Bool { UIImage(data: data) != nil }

    /// Red in light, blue in dark.
    static func dynamicFill() -> PlatformSwatchFill {
        .uiColor(
            UIColor { traits in
                traits.userInterfaceStyle == .dark
                    ? UIColor(red: 0, green: 0, blue: 1, alpha: 1) : UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            })
    }

    static let systemRedFill = PlatformSwatchFill.uiColor(.systemRed)
    static let brandFill = PlatformSwatchFill.uiColor(.platformBrand)
    static let badgeImageFill = PlatformSwatchFill.image(.platformBadge)

    /// `UIColor.systemBackground` in dark: white level and opacity.
    static func darkSystemBackground() -> (white: CGFloat, alpha: CGFloat) {
        var white: CGFloat = -1
        var alpha: CGFloat = -1
        _ = UIColor.systemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
            .getWhite(&white, alpha: &alpha)
        return (white, alpha)
    }

    static func opaqueSecondaryLabelDiffers() -> Bool {
        UIColor.secondaryLabel.withAlphaComponent(1) != UIColor.secondaryLabel
    }

    /// Body's point size and line height, body 17 scaled at the largest accessibility size, 10 scaled by default.
    static func fontFacts() -> (body: CGFloat, lineHeight: CGFloat, largestBody: CGFloat, defaultTen: CGFloat) {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let largest = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        return (
            body.pointSize, body.lineHeight,
            UIFontMetrics(forTextStyle: .body).scaledValue(for: 17, compatibleWith: largest),
            UIFontMetrics.default.scaledValue(for: 10)
        )
    }

    static var screenSize: CGSize { UIScreen.main.bounds.size }

    /// The components of `UIColor(resource: .platformBrand)` in light.
    static func brandComponents() -> [CGFloat] {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = UIColor(resource: .platformBrand).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }

    static func badgeFacts() -> ImageFacts { facts(UIImage(resource: .platformBadge)) }
}
