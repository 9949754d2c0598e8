import Foundation
import WidgetryDisplayList
import WidgetryLayout
import WidgetryUI

extension ActivityPresentationLayout {
    /// The Lock Screen banner's corner radius.
    public static let bannerCornerRadius: Double = 22

    /// The banner resolved and its container, as the Lock Screen draws it.
    ///
    /// With `activityBackgroundTint(_:)` the tint is the whole background, its opacity kept (a translucent tint
    /// shows the wallpaper through; nothing opaque is drawn below it), and the content's default colors follow the
    /// tint: `.primary` is white on a dark tint and black on a light one, whatever the request's scheme, as iOS picks
    /// them. Without a tint the banner keeps the request's scheme on the system background.
    ///
    /// - Parameter request: The banner's request; its color scheme becomes the one the content is drawn in.
    @MainActor
    static func lockScreenBanner(_ content: AnyView, request: inout WidgetRenderSpec) -> (ResolvedNode, WidgetContainer)
    {
        var tree = ViewResolver.resolve(content, in: WidgetPipeline.environment(for: request))
        let tint = backgroundTint(of: tree)
        if let tint, let scheme = colorScheme(over: tint), scheme != request.colorScheme {
            request.colorScheme = scheme
            tree = ViewResolver.resolve(content, in: WidgetPipeline.environment(for: request))
        }
        let container = WidgetContainer(
            size: request.size, outline: .roundedRectangle(cornerRadius: bannerCornerRadius),
            defaultBackground: tint == nil ? .color(.system(.systemBackground)) : nil)
        return (tree, container)
    }

    /// The color of the first `activityBackgroundTint(_:)` set in a resolved banner, if any.
    static func backgroundTint(of tree: ResolvedNode) -> ResolvedColor? {
        for node in tree.allNodes {
            if case .modifier(.activityBackgroundTint(let color?)) = node.kind { return color }
        }
        return nil
    }

    /// The scheme whose default text reads best on a tint: dark (white text) when white contrasts more with the
    /// tint's color than black does (relative luminance under 0.179), light otherwise; `nil` for an asset color,
    /// whose components are known only when painting.
    static func colorScheme(over tint: ResolvedColor) -> ColorScheme? {
        guard case .rgb(let red, let green, let blue) = tint.source else { return nil }
        func linear(_ value: Double) -> Double {
            value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        // The contrast of white and of black against the tint are equal at a luminance of 0.179.
        return luminance < 0.179 ? .dark : .light
    }
}
