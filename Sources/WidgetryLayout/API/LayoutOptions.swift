import Foundation

/// Settings of the layout engine that are not part of the view: platform metrics and asset sizes.
///
/// The defaults are iOS's. For example, to lay out `Image("cover")` at its bitmap's size:
///
/// ```swift
/// var options = LayoutOptions()
/// options.assetImageSize = { name in name == "cover" ? CGSize(width: 120, height: 80) : nil }
/// ```
public struct LayoutOptions: Sendable {
    /// The space a stack puts between two adjacent views when it is given no spacing, and the minimum
    /// length of a `Spacer()`: 8 points on iOS.
    public var defaultSpacing: CGFloat
    /// The inset of `padding()` without a length: 16 points on iOS.
    public var defaultPadding: CGFloat
    /// The length of one device pixel in points: 1/3 on an iPhone at 3×. Text spacing is rounded up to it and,
    /// when ``roundsToPixels`` is on, frames are snapped to it.
    public var pixelLength: CGFloat = 1.0 / 3.0
    /// Whether geometry is snapped to the device's pixel grid (``pixelLength``), as SwiftUI does on a device:
    /// a text's size is rounded up to whole pixels, and each frame's edges go to the nearest pixel boundary in
    /// the widget's coordinates (so neighbours that split a length unevenly still tile without gaps). On by
    /// default; turn it off for exact fractional geometry.
    ///
    /// The grid is the device's, not the output's: a widget laid out for an iPhone (3×) keeps the same frames
    /// when its display list is drawn at 1× or 2×.
    public var roundsToPixels: Bool = true
    /// The point size of a named bitmap from the widget's assets, or `nil` when unknown (laid out as 0×0
    /// unless resizable).
    public var assetImageSize: @Sendable (String) -> CGSize?

    /// Creates options with iOS's metrics.
    ///
    /// - Parameters:
    ///   - defaultSpacing: The stack spacing and `Spacer` minimum used when none is given.
    ///   - defaultPadding: The inset of `padding()` without a length.
    ///   - assetImageSize: The point size of a named bitmap, or `nil` when unknown.
    public init(
        defaultSpacing: CGFloat = 8, defaultPadding: CGFloat = 16,
        assetImageSize: @escaping @Sendable (String) -> CGSize? = { _ in nil }
    ) {
        self.defaultSpacing = defaultSpacing
        self.defaultPadding = defaultPadding
        self.assetImageSize = assetImageSize
    }
}
