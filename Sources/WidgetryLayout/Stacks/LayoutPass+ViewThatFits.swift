import Foundation
import WidgetryUI

/// ViewThatFits: the first child whose ideal size, along the constrained axes, fits the proposal; the last
/// child when none does. Along an axis that is not constrained (or not proposed), every child fits.
extension LayoutPass {
    func viewThatFitsChoice(_ node: LayoutNode, axes: Axis.Set, for proposal: ProposedViewSize) -> Int? {
        let candidates = node.arrangedChildren
        guard let last = candidates.last else { return nil }
        let tolerance: CGFloat = 0.001
        for candidate in candidates.dropLast() {
            let probe = ProposedViewSize(
                width: axes.contains(.horizontal) ? nil : proposal.width,
                height: axes.contains(.vertical) ? nil : proposal.height)
            let ideal = size(of: candidate.node, for: probe)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + tolerance } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + tolerance } ?? true
            if fitsWidth && fitsHeight { return candidate.index }
        }
        return last.index
    }
}
