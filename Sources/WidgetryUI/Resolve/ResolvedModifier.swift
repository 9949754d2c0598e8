import Foundation

/// A modifier in a resolved tree. The node's first child is the modified content; the cases that
/// take a second view say so.
public enum ResolvedModifier: Sendable, Equatable {
    // MARK: Layout

    /// Insets the content.
    case padding(ResolvedPadding)
    /// A fixed-size frame; a `nil` dimension takes the content's size.
    case frame(ResolvedFrame)
    /// A flexible frame with minimum, ideal and maximum sizes.
    case flexibleFrame(ResolvedFlexibleFrame)
    /// Fixes the content at its ideal size in the given axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// The priority with which a parent stack gives the content space.
    case layoutPriority(Double)
    /// Constrains the content to an aspect ratio (`nil`: the content's own ratio).
    case aspectRatio(CGFloat?, contentMode: ContentMode)
    /// Moves the content after layout, without changing its frame.
    case offset(CGSize)
    /// Places the content's center at a point in the parent's space.
    case position(CGPoint)
    /// An explicit alignment-guide value for the content.
    case alignmentGuide(ResolvedAlignmentGuide)
    /// Draws a second child in front of the content, aligned within the content's frame.
    case overlay(alignment: Alignment)
    /// Draws a second child behind the content, aligned within the content's frame.
    case background(alignment: Alignment)
    /// Keeps the content's space but draws nothing.
    case hidden
    /// The number of grid columns the content spans.
    case gridCellColumns(Int)
    /// The content's drawing order among its siblings in a ZStack; higher draws in front.
    case zIndex(Double)
    /// Names the content's coordinate space (`coordinateSpace(name:)`), for `GeometryProxy.frame(in:)` inside.
    case coordinateSpace(ResolvedCoordinateSpaceName)
    /// Lays the content out in another direction than its parent's (`environment(\.layoutDirection, _:)`): its
    /// geometry is mirrored horizontally, so leading is on the right in `.rightToLeft`; texts and images keep
    /// their drawing.
    case layoutDirection(LayoutDirection)

    // MARK: Drawing

    /// Multiplies the content's opacity.
    case opacity(Double)
    /// Clips the content to a shape.
    case clipShape(ResolvedShapeGeometry, FillStyle)
    /// Masks the content with the alpha of a second child, aligned within the content's frame.
    case mask(alignment: Alignment)
    /// Draws a shadow behind the content.
    case shadow(ResolvedShadow)
    /// Rotates the content's rendering around an anchor.
    case rotation(Angle, anchor: UnitPoint)
    /// Scales the content's rendering around an anchor.
    case scale(CGSize, anchor: UnitPoint)
    /// Blurs the content.
    case blur(radius: CGFloat, isOpaque: Bool)
    /// Desaturates the content by an amount from 0 to 1.
    case grayscale(Double)
    /// Adjusts the content's saturation (1 leaves it unchanged).
    case saturation(Double)
    /// Adds to the content's brightness (0 leaves it unchanged).
    case brightness(Double)
    /// Adjusts the content's contrast (1 leaves it unchanged).
    case contrast(Double)
    /// Multiplies the content's colors by a color.
    case colorMultiply(ResolvedColor)
    /// Rotates the hue of the content's colors by an angle.
    case hueRotation(Angle)
    /// Inverts the content's colors.
    case colorInvert
    /// Makes the content's luminance its alpha, on black (`luminanceToAlpha()`).
    case luminanceToAlpha
    /// Draws the content through a linear map about an anchor, `x' = a·x + c·y`, `y' = b·x + d·y` (the
    /// projection of `rotation3DEffect` on the screen without perspective).
    case linearTransform(a: Double, b: Double, c: Double, d: Double, anchor: UnitPoint)
    /// Composites the content with what is behind it in a blend mode.
    case blendMode(BlendMode)
    /// The shape that `ContainerRelativeShape`s inside the content take, inset to where they sit.
    case containerShape(ResolvedShapeGeometry)

    // MARK: Widgets

    /// The URL the widget opens when tapped outside any link or button (`widgetURL(_:)`).
    case widgetURL(URL?)
    /// A container background: the second child is the background, drawn behind the whole container
    /// (for `.widget`, the whole widget) and removed where the system hides widget backgrounds.
    case containerBackground(ContainerBackgroundPlacement, alignment: Alignment)
    /// A label the system draws around an accessory widget; the second child is the label.
    case widgetLabel
    /// The background tint of a Live Activity on the Lock Screen (`nil`: the system default).
    case activityBackgroundTint(ResolvedColor?)
    /// The color of the system action button of a Live Activity (`nil`: the system default).
    case activitySystemActionForegroundColor(ResolvedColor?)

    // MARK: Annotations

    /// Accessibility information for the content.
    case accessibility(ResolvedAccessibility)
    /// An explicit identity (`id(_:)`), as text.
    case identity(String)
    /// An animation for changes between entries (`nil` disables animation).
    case animation(Animation?)
    /// How the content appears and disappears between entries.
    case transition(AnyTransition)
    /// How the content changes between entries, such as `.numericText()`.
    case contentTransition(ContentTransition)
}
