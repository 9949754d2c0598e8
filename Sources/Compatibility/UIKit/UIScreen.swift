import Foundation
import WidgetryKit

/// The screen widgets are laid out for: the default device profile's.
///
/// There is no real display on a server; `UIScreen.main` answers with ``DeviceProfile/default`` (a 430×932-point
/// iPhone at 3×), the device the CLI and the host render for unless told otherwise. For example:
///
/// ```swift
/// let columns = UIScreen.main.bounds.width > 400 ? 4 : 3
/// ```
open class UIScreen: NSObject, @unchecked Sendable {
    /// The screen's rectangle in points.
    public let bounds: CGRect
    /// The number of pixels per point.
    public let scale: CGFloat

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// The screen of the default device profile.
    public class var main: UIScreen {
        UIScreen(bounds: CGRect(origin: .zero, size: DeviceProfile.default.screen), scale: 3)
    }

    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The number of pixels per point of the physical display: the same as ``scale``.
    public var nativeScale: CGFloat { scale }

    /// The traits of the screen: light, large text, its scale.
    public var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection.current, UITraitCollection(displayScale: scale)])
    }
}
