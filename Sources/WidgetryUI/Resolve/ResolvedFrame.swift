import Foundation

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
