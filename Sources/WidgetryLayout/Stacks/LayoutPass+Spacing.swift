import Foundation
import WidgetryUI

/// The space between adjacent views of a stack.
///
/// An explicit `spacing:` applies between every pair. Without one, SwiftUI asks each pair of views for their
/// preferred spacing: Widgetry uses the platform's 8 points (``LayoutOptions/defaultSpacing``) between any
/// two views and 0 next to a `Spacer`, whose own length provides the gap. (SwiftUI also derives the spacing
/// between two texts from their fonts' line metrics; Widgetry keeps 8 there.)
extension LayoutPass {
    func stackSpacings(_ children: [LayoutNode], axis: Axis, spacing: CGFloat?) -> [CGFloat] {
        guard children.count > 1 else { return [] }
        return (1..<children.count).map { index in
            if let spacing { return spacing }
            let previous = children[index - 1]
            let next = children[index]
            return previous.isSpacer || next.isSpacer ? 0 : options.defaultSpacing
        }
    }
}
