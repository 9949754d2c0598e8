import Foundation
import WidgetryUI

/// Sizing and placement of modified content: the layout modifiers change proposals and sizes, the rest pass
/// the content through unchanged and center it (drawing effects such as `offset` never affect layout).
extension LayoutPass {
    func modifierSize(_ node: LayoutNode, _ modifier: ResolvedModifier, for proposal: ProposedViewSize) -> CGSize {
        guard let content = node.children.first else { return .zero }
        switch modifier {
        case .padding(let padding):
            let insets = resolvedInsets(padding)
            let inner = size(of: content, for: Self.inset(proposal, by: insets))
            return CGSize(
                width: inner.width + insets.leading + insets.trailing, height: inner.height + insets.top + insets.bottom
            )
        case .frame(let frame):
            return fixedFrameSize(frame, content: content, for: proposal)
        case .flexibleFrame(let frame):
            return flexibleFrameSize(frame, content: content, for: proposal)
        case .fixedSize(let horizontal, let vertical):
            return size(of: content, for: Self.fixing(proposal, horizontal: horizontal, vertical: vertical))
        case .aspectRatio(let ratio, let mode):
            return size(of: content, for: aspectRatioProposal(ratio, mode, content: content, for: proposal))
        case .position:
            return proposal.replacingUnspecifiedDimensions()
        default:
            return size(of: content, for: proposal)
        }
    }

    func modifierPlacements(
        _ node: LayoutNode, _ modifier: ResolvedModifier, for proposal: ProposedViewSize, size: CGSize
    ) -> [ChildPlacement] {
        guard !node.children.isEmpty else { return [] }
        switch modifier {
        case .padding(let padding):
            let insets = resolvedInsets(padding)
            let inner = Self.inset(proposal, by: insets)
            let contentSize = self.size(of: node.children[0], for: inner)
            return [
                ChildPlacement(
                    index: 0, proposal: inner, origin: CGPoint(x: insets.leading, y: insets.top), size: contentSize)
            ]
        case .frame(let frame):
            let frame = Self.valid(frame)
            let inner = ProposedViewSize(width: frame.width ?? proposal.width, height: frame.height ?? proposal.height)
            return [aligned(0, of: node, proposal: inner, in: size, alignment: frame.alignment)]
        case .flexibleFrame(let frame):
            return [
                aligned(
                    0, of: node, proposal: flexibleFrameProposal(frame, for: proposal), in: size,
                    alignment: frame.alignment)
            ]
        case .fixedSize(let horizontal, let vertical):
            // Measured at its ideal length along the fixed axes, the content is then placed with exactly that
            // length proposed, as SwiftUI does: views that fill what they are offered (a color bar beside
            // two lines of text) take the height the row just measured, not their 10-point default.
            let inner = ProposedViewSize(
                width: horizontal ? size.width : proposal.width, height: vertical ? size.height : proposal.height)
            return [aligned(0, of: node, proposal: inner, in: size, alignment: .center)]
        case .aspectRatio(let ratio, let mode):
            let inner = aspectRatioProposal(ratio, mode, content: node.children[0], for: proposal)
            return [aligned(0, of: node, proposal: inner, in: size, alignment: .center)]
        case .position(let point):
            let contentSize = self.size(of: node.children[0], for: proposal)
            let origin = CGPoint(x: point.x - contentSize.width / 2, y: point.y - contentSize.height / 2)
            return [ChildPlacement(index: 0, proposal: proposal, origin: origin, size: contentSize)]
        case .overlay(let alignment), .background(let alignment), .mask(let alignment):
            return contentAndSecondary(
                node, for: proposal, size: size, alignment: alignment, role: secondaryRole(modifier))
        case .containerBackground(_, let alignment):
            var placements = [aligned(0, of: node, proposal: proposal, in: size, alignment: .center)]
            if node.children.count > 1 {
                var background = aligned(
                    1, of: node, proposal: ProposedViewSize(container.size), in: container.size, alignment: alignment)
                background.space = .widget
                background.role = "containerBackground"
                background.contributesGuides = false
                placements.append(background)
            }
            return placements
        default:
            // Unary pass-through modifiers; a widget label's view is drawn by the system, not laid out here.
            return [aligned(0, of: node, proposal: proposal, in: size, alignment: .center)]
        }
    }

    /// The content at its own size and a second view (overlay, background, mask) proposed the content's size
    /// and aligned in its frame.
    private func contentAndSecondary(
        _ node: LayoutNode, for proposal: ProposedViewSize, size: CGSize, alignment: Alignment, role: String
    ) -> [ChildPlacement] {
        var placements = [aligned(0, of: node, proposal: proposal, in: size, alignment: .center)]
        if node.children.count > 1 {
            var secondary = aligned(1, of: node, proposal: ProposedViewSize(size), in: size, alignment: alignment)
            secondary.role = role
            secondary.contributesGuides = false
            placements.append(secondary)
        }
        return placements
    }

    private func secondaryRole(_ modifier: ResolvedModifier) -> String {
        switch modifier {
        case .overlay: "overlay"
        case .background: "background"
        default: "mask"
        }
    }

    /// A proposal with `nil` along the fixed axes.
    static func fixing(_ proposal: ProposedViewSize, horizontal: Bool, vertical: Bool) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}
