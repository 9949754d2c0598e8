import Foundation
import WidgetryDisplayList
import WidgetryUI

/// The frame a widget's view is laid out in: its size, its content margins and the shape of its corners.
///
/// The content is laid out inside the size minus the margins and centered there; the container background
/// (`containerBackground(_:for: .widget)`) is drawn full-bleed behind it, clipped to ``outline``. For example:
///
/// ```swift
/// let small = WidgetContainer(family: .systemSmall, size: CGSize(width: 170, height: 170))
/// // 16-pt margins, corners of radius 22
/// ```
public struct WidgetContainer: Hashable, Sendable {
    /// The outline of a widget, which clips its container background and shapes `ContainerRelativeShape`.
    public enum Outline: Hashable, Sendable {
        /// A rectangle with continuous corners of a radius (0 for square corners).
        case roundedRectangle(cornerRadius: CGFloat)
        /// A circle inscribed in the widget (`accessoryCircular`).
        case circle
    }

    /// The widget's size in points.
    public var size: CGSize
    /// The margins between the widget's edges and its content; zero when margins are disabled.
    public var contentMargins: EdgeInsets
    /// The widget's outline.
    public var outline: Outline
    /// What is drawn behind the content when the view sets no container background, or `nil` for nothing.
    public var defaultBackground: DisplayPaint?
    /// Whether the widget is one line beside the Lock Screen's clock (`accessoryInline`): only the view's first
    /// image and first text are shown, on one line, without backgrounds.
    public var isSingleLine: Bool = false

    /// Creates a container.
    ///
    /// - Parameters:
    ///   - size: The widget's size in points.
    ///   - contentMargins: The margins around the content.
    ///   - marginsDisabled: Whether the widget configuration called `contentMarginsDisabled()`; the content
    ///     then fills the whole widget.
    ///   - outline: The widget's outline.
    ///   - defaultBackground: What is drawn when the view sets no container background.
    public init(
        size: CGSize, contentMargins: EdgeInsets = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16),
        marginsDisabled: Bool = false, outline: Outline = .roundedRectangle(cornerRadius: 0),
        defaultBackground: DisplayPaint? = nil
    ) {
        self.size = size
        self.contentMargins = marginsDisabled ? EdgeInsets() : contentMargins
        self.outline = outline
        self.defaultBackground = defaultBackground
    }

    /// The container of a widget family, with the margins, corners and default background iOS gives it.
    ///
    /// System families get 16-pt margins (11 with `tightMargins`), continuous corners of radius 22 and the
    /// system background; accessory families get no margins and no background, `accessoryCircular` a circle
    /// and `accessoryRectangular` corners of radius 11.
    ///
    /// - Parameters:
    ///   - family: The widget family.
    ///   - size: The widget's size in points, from the host's device profile.
    ///   - marginsDisabled: Whether the configuration called `contentMarginsDisabled()`.
    ///   - tightMargins: Whether to use the 11-pt margins of dense placements (such as StandBy) instead of 16.
    public init(family: WidgetFamily, size: CGSize, marginsDisabled: Bool = false, tightMargins: Bool = false) {
        let margin: CGFloat = tightMargins ? 11 : 16
        switch family {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge:
            self.init(
                size: size,
                contentMargins: EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin),
                marginsDisabled: marginsDisabled, outline: .roundedRectangle(cornerRadius: 22),
                defaultBackground: .color(.system(.systemBackground)))
        case .accessoryCircular:
            self.init(size: size, contentMargins: EdgeInsets(), marginsDisabled: marginsDisabled, outline: .circle)
        case .accessoryRectangular:
            self.init(
                size: size, contentMargins: EdgeInsets(), marginsDisabled: marginsDisabled,
                outline: .roundedRectangle(cornerRadius: 11))
        case .accessoryInline:
            self.init(size: size, contentMargins: EdgeInsets(), marginsDisabled: marginsDisabled)
            isSingleLine = true
        case .accessoryCorner:
            self.init(size: size, contentMargins: EdgeInsets(), marginsDisabled: marginsDisabled)
        }
    }

    /// The widget's bounds.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The area the content is laid out in: the bounds minus the margins (never negative).
    public var contentFrame: CGRect {
        let width = max(0, size.width - contentMargins.leading - contentMargins.trailing)
        let height = max(0, size.height - contentMargins.top - contentMargins.bottom)
        return CGRect(x: contentMargins.leading, y: contentMargins.top, width: width, height: height)
    }
}
