import Foundation
import WidgetryDisplayList
import WidgetryUI

/// One layout of one tree: SwiftUI's proposal/response algorithm over ``LayoutNode``s.
///
/// A parent proposes a size to each child (``size(of:for:)``), the child chooses its own size, and the
/// parent places it (``placements(of:for:size:)``). Sizes are cached per node and proposal, so probing a
/// child for its minimum and maximum is cheap. The pass is single-threaded and lives for one layout call.
final class LayoutPass {
    let textEngine: any TextEngine
    let options: LayoutOptions
    /// The layout direction of the view being placed.
    var direction: LayoutDirection = .leftToRight
    /// The axes (`minX + maxX` of the view whose direction changes) that the geometry being placed will be
    /// mirrored around, outermost first: what turns a left-to-right position into where it ends up.
    var mirrorAxes: [CGFloat] = []
    let now: Date
    let container: WidgetContainer
    /// The ancestors named with `coordinateSpace(name:)` around the node being placed, outermost first, with
    /// their frames in the widget's coordinates; geometry readers measure themselves against them.
    var coordinateSpaces: [(name: ResolvedCoordinateSpaceName, frame: CGRect)] = []

    init(textEngine: any TextEngine, options: LayoutOptions, now: Date, container: WidgetContainer) {
        self.textEngine = textEngine
        self.options = options
        self.now = now
        self.container = container
    }

    /// The size a node chooses for a proposal.
    func size(of node: LayoutNode, for proposal: ProposedViewSize) -> CGSize {
        let proposal = Self.sanitized(proposal)
        if let cached = node.sizes[proposal] { return cached }
        let size = computeSize(of: node, for: proposal)
        let clean = CGSize(
            width: size.width.isNaN ? 0 : max(0, size.width), height: size.height.isNaN ? 0 : max(0, size.height))
        node.sizes[proposal] = clean
        return clean
    }

    private func computeSize(of node: LayoutNode, for proposal: ProposedViewSize) -> CGSize {
        switch node.kind {
        case .empty: return .zero
        case .text(let text): return textLayout(of: node, text, for: proposal).size
        case .image(let image): return imageSize(image, for: proposal)
        case .shape, .paint, .accessoryBackground: return proposal.replacingUnspecifiedDimensions()
        case .spacer(let minLength): return spacerSize(minLength: minLength, axis: node.stackAxis, for: proposal)
        case .divider: return dividerSize(axis: node.stackAxis, for: proposal)
        case .stack(let stack):
            guard let axis = stack.axis else { return zStackSize(node, stack, for: proposal) }
            return stackSize(node, axis: axis, stack: stack, for: proposal)
        case .gridRow:
            return stackSize(node, axis: .horizontal, stack: gridRowStack(node), for: proposal)
        case .viewThatFits(let axes):
            guard let choice = viewThatFitsChoice(node, axes: axes, for: proposal) else { return .zero }
            return size(of: node.children[choice], for: proposal)
        case .grid(let grid, let rows): return gridLayout(node, grid, rows: rows, for: proposal).size
        case .lazyGrid(let grid): return lazyGridLayout(node, grid, for: proposal).size
        case .geometryReader: return proposal.replacingUnspecifiedDimensions()
        case .modifier(let modifier): return modifierSize(node, modifier, for: proposal)
        case .link, .button, .toggle, .control:
            guard let child = node.children.first else { return .zero }
            return size(of: child, for: proposal)
        case .graphic(let graphic): return graphic.size(for: proposal)
        }
    }

    /// A proposal with negative lengths raised to 0 and NaN treated as unspecified.
    static func sanitized(_ proposal: ProposedViewSize) -> ProposedViewSize {
        func clean(_ value: CGFloat?) -> CGFloat? {
            guard let value, !value.isNaN else { return nil }
            return max(0, value)
        }
        return ProposedViewSize(width: clean(proposal.width), height: clean(proposal.height))
    }
}
