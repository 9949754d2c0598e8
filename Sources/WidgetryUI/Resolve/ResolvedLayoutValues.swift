import Foundation

/// Resolved padding: a length on a set of edges, or explicit insets.
public enum ResolvedPadding: Hashable, Sendable {
    /// Pads the edges by the length; `nil` means the system's default padding for the context.
    case edges(Edge.Set, CGFloat?)
    /// Pads by explicit insets.
    case insets(EdgeInsets)
}

/// A resolved fixed frame: a `nil` dimension takes the content's size in that axis.
public struct ResolvedFrame: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    /// How the content aligns inside the frame.
    public var alignment: Alignment

    /// Creates a resolved frame.
    public init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
}

/// A resolved flexible frame: `nil` bounds are unconstrained; `.infinity` maximums fill the proposal.
public struct ResolvedFlexibleFrame: Hashable, Sendable {
    public var minWidth: CGFloat?
    public var idealWidth: CGFloat?
    public var maxWidth: CGFloat?
    public var minHeight: CGFloat?
    public var idealHeight: CGFloat?
    public var maxHeight: CGFloat?
    /// How the content aligns inside the frame.
    public var alignment: Alignment

    /// Creates a resolved flexible frame.
    public init(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// A resolved shadow.
public struct ResolvedShadow: Hashable, Sendable {
    public var color: ResolvedColor
    public var radius: CGFloat
    public var x: CGFloat
    public var y: CGFloat

    /// Creates a resolved shadow.
    public init(color: ResolvedColor, radius: CGFloat, x: CGFloat, y: CGFloat) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// Resolved accessibility information; `nil` fields are not set by this modifier.
public struct ResolvedAccessibility: Hashable, Sendable {
    public var label: String?
    public var hint: String?
    public var value: String?
    public var identifier: String?
    public var isHidden: Bool?
    /// How child elements combine, such as `combine` or `ignore`.
    public var childBehavior: String?

    /// Creates resolved accessibility information.
    public init(
        label: String? = nil, hint: String? = nil, value: String? = nil, identifier: String? = nil,
        isHidden: Bool? = nil, childBehavior: String? = nil
    ) {
        self.label = label
        self.hint = hint
        self.value = value
        self.identifier = identifier
        self.isHidden = isHidden
        self.childBehavior = childBehavior
    }
}
