import Foundation
import WidgetryUI

/// A size a parent proposes to a child: each dimension is a length, or `nil` for "your ideal size".
///
/// As in SwiftUI, `0` asks for the child's minimum size, `.infinity` for its maximum and `nil` for its
/// ideal size. For example, a stack learns how flexible a child is by proposing `0` and `.infinity`:
///
/// ```swift
/// let minimum = ProposedViewSize(width: 0, height: 100)
/// let maximum = ProposedViewSize(width: .infinity, height: 100)
/// ```
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the ideal height.
    public var height: CGFloat?

    /// Creates a proposal.
    ///
    /// - Parameters:
    ///   - width: The proposed width, or `nil` for the ideal width.
    ///   - height: The proposed height, or `nil` for the ideal height.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly a size.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with `nil` dimensions replaced, as SwiftUI's `replacingUnspecifiedDimensions(by:)`.
    ///
    /// - Parameter size: The lengths to use where the proposal has none; SwiftUI's default is 10×10.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func text(_ value: CGFloat?) -> String { value.map(LayoutFormat.number) ?? "nil" }
        return "(\(text(width)), \(text(height)))"
    }
}

extension ProposedViewSize {
    /// The proposed length along an axis.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// A proposal built from lengths along a stack's major and minor axes.
    init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
        self = axis == .horizontal ? .init(width: major, height: minor) : .init(width: minor, height: major)
    }
}
