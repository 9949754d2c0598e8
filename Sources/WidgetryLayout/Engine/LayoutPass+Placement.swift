import Foundation
import WidgetryUI

extension LayoutPass {
    /// Where a node puts its children once it has chosen its size for a proposal, in its own space.
    func placements(of node: LayoutNode, for proposal: ProposedViewSize, size: CGSize) -> [ChildPlacement] {
        let proposal = Self.sanitized(proposal)
        switch node.kind {
        case .empty, .text, .image, .shape, .paint, .accessoryBackground, .spacer, .divider, .graphic:
            return []
        case .stack(let stack):
            guard let axis = stack.axis else { return zStackPlacements(node, stack, for: proposal) }
            return stackPlacements(node, axis: axis, stack: stack, for: proposal)
        case .gridRow:
            return stackPlacements(node, axis: .horizontal, stack: gridRowStack(node), for: proposal)
        case .viewThatFits(let axes):
            guard let choice = viewThatFitsChoice(node, axes: axes, for: proposal) else { return [] }
            return [aligned(choice, of: node, proposal: proposal, in: size, alignment: .center)]
        case .grid(let grid, let rows):
            return gridLayout(node, grid, rows: rows, for: proposal).placements
        case .lazyGrid(let grid):
            return lazyGridLayout(node, grid, for: proposal).placements
        case .geometryReader:
            return geometryReaderPlacements(node, size: size)
        case .modifier(let modifier):
            return modifierPlacements(node, modifier, for: proposal, size: size)
        case .link, .button, .toggle, .control:
            guard !node.children.isEmpty else { return [] }
            return [aligned(0, of: node, proposal: proposal, in: size, alignment: .center)]
        }
    }

    /// A child given a proposal and aligned inside a box, as frames and overlays place their content:
    /// the child's alignment guide goes to the box's default guide position.
    func aligned(
        _ index: Int, of node: LayoutNode, proposal: ProposedViewSize, in box: CGSize, alignment: Alignment
    ) -> ChildPlacement {
        let child = node.children[index]
        let childSize = size(of: child, for: proposal)
        let boxDimensions = ViewDimensions(width: box.width, height: box.height)
        let x =
            alignment.horizontal.key.defaultValue(in: boxDimensions)
            - alignmentValue(of: child, alignment.horizontal.key, for: proposal, size: childSize)
        let y =
            alignment.vertical.key.defaultValue(in: boxDimensions)
            - alignmentValue(of: child, alignment.vertical.key, for: proposal, size: childSize)
        return ChildPlacement(index: index, proposal: proposal, origin: CGPoint(x: x, y: y), size: childSize)
    }
}
