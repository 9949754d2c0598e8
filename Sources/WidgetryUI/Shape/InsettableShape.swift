import Foundation

/// A shape type that is able to inset itself to produce another shape.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape

    /// Returns the shape inset by an amount on every edge.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}
