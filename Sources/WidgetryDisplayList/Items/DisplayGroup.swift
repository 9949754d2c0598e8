import Foundation

/// Items drawn together: with a transform, opacity, clip, blend mode and shadow, and the semantic tags the
/// rendering passes read (accent group, container background, privacy, redaction).
///
/// Children's coordinates are in the group's space: ``transform`` maps them to the parent's. The clip is applied
/// in the group's space, then children are composited with ``opacity``, ``blendMode`` and ``shadow``.
public struct DisplayGroup: Codable, Sendable, Equatable {
    /// The children, back to front.
    public var items: [DisplayItem]
    /// Maps the group's coordinates to its parent's (`offset`, `scaleEffect`, `rotationEffect`).
    public var transform: DisplayTransform
    /// The opacity the composited children are drawn with.
    public var opacity: Double
    /// The shape children are clipped to (`clipShape`, `clipped`, `cornerRadius`), if any.
    public var clip: DisplayClip?
    /// How the composited children blend with what is below (`blendMode`).
    public var blendMode: DisplayBlendMode
    /// A shadow drawn below the composited children, if any.
    public var shadow: DisplayShadow?
    /// The semantic tags of this subtree.
    public var semantics: DisplaySemantics
    /// The radius of a Gaussian blur of the composited children in points (`blur(radius:)`), or `nil` for none.
    public var blurRadius: Double?

    /// Creates a group.
    ///
    /// - Parameters:
    ///   - items: The children, back to front.
    ///   - transform: Maps the group's coordinates to its parent's.
    ///   - opacity: The opacity the composited children are drawn with.
    ///   - clip: The shape children are clipped to, if any.
    ///   - blendMode: How the composited children blend with what is below.
    ///   - shadow: A shadow drawn below the children, if any.
    ///   - semantics: The semantic tags of this subtree.
    public init(
        items: [DisplayItem],
        transform: DisplayTransform = .identity,
        opacity: Double = 1,
        clip: DisplayClip? = nil,
        blendMode: DisplayBlendMode = .normal,
        shadow: DisplayShadow? = nil,
        semantics: DisplaySemantics = DisplaySemantics()
    ) {
        self.items = items
        self.transform = transform
        self.opacity = opacity
        self.clip = clip
        self.blendMode = blendMode
        self.shadow = shadow
        self.semantics = semantics
    }

    private enum CodingKeys: String, CodingKey {
        case items, transform, opacity, clip, blendMode, shadow, semantics, blurRadius
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        items = try c.decodeIfPresent([DisplayItem].self, forKey: .items) ?? []
        transform = try c.decodeIfPresent(DisplayTransform.self, forKey: .transform) ?? .identity
        opacity = try c.decodeIfPresent(Double.self, forKey: .opacity) ?? 1
        clip = try c.decodeIfPresent(DisplayClip.self, forKey: .clip)
        blendMode = try c.decodeIfPresent(DisplayBlendMode.self, forKey: .blendMode) ?? .normal
        shadow = try c.decodeIfPresent(DisplayShadow.self, forKey: .shadow)
        semantics = try c.decodeIfPresent(DisplaySemantics.self, forKey: .semantics) ?? DisplaySemantics()
        blurRadius = try c.decodeIfPresent(Double.self, forKey: .blurRadius)
    }

    /// Writes only what differs from the defaults, so lists stay small.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(items, forKey: .items)
        if transform != .identity { try c.encode(transform, forKey: .transform) }
        if opacity != 1 { try c.encode(opacity, forKey: .opacity) }
        try c.encodeIfPresent(clip, forKey: .clip)
        if blendMode != .normal { try c.encode(blendMode, forKey: .blendMode) }
        try c.encodeIfPresent(shadow, forKey: .shadow)
        if semantics != DisplaySemantics() { try c.encode(semantics, forKey: .semantics) }
        try c.encodeIfPresent(blurRadius, forKey: .blurRadius)
    }
}

/// A clip: a shape fitted to a frame in the group's coordinates.
public struct DisplayClip: Codable, Sendable, Hashable {
    /// The shape.
    public var shape: DisplayShape
    /// Where the shape is.
    public var frame: CGRect
    /// Whether overlapping subpaths use the even-odd rule.
    public var isEvenOdd: Bool

    /// Creates a clip.
    public init(shape: DisplayShape, frame: CGRect, isEvenOdd: Bool = false) {
        self.shape = shape
        self.frame = frame
        self.isEvenOdd = isEvenOdd
    }
}

/// A drop shadow, as `shadow(color:radius:x:y:)`.
public struct DisplayShadow: Codable, Sendable, Hashable {
    /// The shadow's color.
    public var color: DisplayColor
    /// The blur radius in points.
    public var radius: Double
    /// The horizontal offset in points.
    public var x: Double
    /// The vertical offset in points.
    public var y: Double

    /// Creates a shadow; SwiftUI's default color is black at 33% opacity.
    public init(
        color: DisplayColor = DisplayColor(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0
    ) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// Blend modes, as SwiftUI's `BlendMode`.
public enum DisplayBlendMode: String, Codable, Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
