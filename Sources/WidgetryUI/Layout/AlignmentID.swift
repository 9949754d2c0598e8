import Foundation

/// A type that you use to create custom alignment guides.
///
/// For example:
///
/// ```swift
/// private enum IconCenter: AlignmentID {
///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
/// }
/// extension VerticalAlignment { static let iconCenter = VerticalAlignment(IconCenter.self) }
/// ```
public protocol AlignmentID {
    /// The value of the guide for a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}
