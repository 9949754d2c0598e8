import Foundation
import WidgetryUI

/// Insets of a rectangle's edges, in points.
///
/// ```swift
/// let insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// content.padding(EdgeInsets(insets))
/// ```
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets of zero.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets of zero.
    public static let zero = UIEdgeInsets()
}

extension EdgeInsets {
    /// Creates SwiftUI insets from UIKit insets, left as leading and right as trailing.
    public init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}

/// The app object; a widget extension has none, on iOS as on Linux.
///
/// Only the settings URL is here: `UIApplication.shared` is unavailable in app extensions on iOS, and a widget
/// opens its app with `Link` or `widgetURL(_:)`.
open class UIApplication: NSObject, @unchecked Sendable {
    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    /// Unavailable: a widget is not an app and has no `UIApplication`.
    @available(
        *, unavailable,
        message:
            "Widgets have no UIApplication (it is unavailable in app extensions on iOS too): open the app with Link or widgetURL(_:)"
    )
    public class var shared: UIApplication { fatalError("unavailable") }

    private override init() {}
}
