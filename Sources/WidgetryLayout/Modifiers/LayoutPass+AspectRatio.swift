import Foundation
import WidgetryUI

/// `aspectRatio(_:contentMode:)`: the content is proposed the largest size of the ratio that fits in the
/// proposal (`.fit`) or the smallest that covers it (`.fill`), and the modified view is the content's size.
/// Without a ratio, the content's ideal size gives it; an unspecified proposal passes through. Where SwiftUI
/// would propose an infinite size (filling along an unproposed axis), Widgetry scales to the proposed axis.
extension LayoutPass {
    func aspectRatioProposal(
        _ ratio: CGFloat?, _ mode: ContentMode, content: LayoutNode, for proposal: ProposedViewSize
    ) -> ProposedViewSize {
        guard proposal.width != nil || proposal.height != nil else { return proposal }
        var unit = ratio.map { CGSize(width: $0, height: 1) } ?? size(of: content, for: .unspecified)
        if unit.width == unit.height { unit = CGSize(width: 1, height: 1) }
        func scale(_ target: CGFloat?, _ length: CGFloat) -> CGFloat {
            guard let target, length != 0 || target != 0 else { return .infinity }
            return target / length
        }
        let scaleX = scale(proposal.width, unit.width)
        let scaleY = scale(proposal.height, unit.height)
        let unproposedAxis = proposal.width == nil || proposal.height == nil
        let factor = mode == .fit || unproposedAxis ? min(scaleX, scaleY) : max(scaleX, scaleY)
        guard !factor.isNaN, factor != .infinity || !unproposedAxis else { return proposal }
        return ProposedViewSize(width: unit.width * factor, height: unit.height * factor)
    }
}
