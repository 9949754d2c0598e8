import Foundation

// The guides behind the built-in alignments.

enum LeadingAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum HorizontalCenterAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

enum TrailingAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

enum TopAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum VerticalCenterAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

enum BottomAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// Text sets its baselines explicitly; any other view's baseline is its bottom edge.
enum FirstTextBaselineAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

enum LastTextBaselineAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
