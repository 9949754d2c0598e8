import Foundation
import WidgetryUI

/// Alignment guides: a view's explicit value for a guide, or the guide's default for its size.
///
/// As in SwiftUI, text has explicit first and last baselines; `alignmentGuide(_:computeValue:)` sets a value;
/// modifiers pass their content's values on, moved by where they put it; containers combine their children's
/// values the way each guide's `AlignmentID` does: the edges and centers (`leading`, `top`, …) never combine,
/// `firstTextBaseline` takes the topmost, `lastTextBaseline` the bottommost, and other guides the average.
extension LayoutPass {
    /// A node's value for a guide: its explicit value, else the guide's default for its size.
    func alignmentValue(of node: LayoutNode, _ key: AlignmentKey, for proposal: ProposedViewSize, size: CGSize)
        -> CGFloat
    {
        explicitGuide(of: node, key, for: proposal)
            ?? key.defaultValue(in: ViewDimensions(width: size.width, height: size.height))
    }

    /// A node's explicit value for a guide, or `nil` when it has none.
    func explicitGuide(of node: LayoutNode, _ key: AlignmentKey, for proposal: ProposedViewSize) -> CGFloat? {
        let proposal = Self.sanitized(proposal)
        let query = LayoutNode.GuideQuery(key: key, proposal: proposal)
        if let cached = node.guides[query] { return cached }
        let value = computeExplicitGuide(of: node, key, for: proposal)
        // Room for the few questions a node gets in a pass, so the dictionary is allocated once, not grown.
        if node.guides.isEmpty { node.guides.reserveCapacity(8) }
        node.guides[query] = value
        return value
    }

    private func computeExplicitGuide(of node: LayoutNode, _ key: AlignmentKey, for proposal: ProposedViewSize)
        -> CGFloat?
    {
        switch node.kind {
        case .text(let text):
            let layout = textLayout(of: node, text, for: proposal)
            if key == VerticalAlignment.firstTextBaseline.key { return layout.firstBaseline }
            if key == VerticalAlignment.lastTextBaseline.key { return layout.lastBaseline }
            return nil
        case .image(let image):
            guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key
            else { return nil }
            return imageBaseline(image, for: proposal)
        case .empty, .shape, .paint, .accessoryBackground, .spacer, .divider, .graphic, .geometryReader:
            // A geometry reader's content is built only when it is placed; like SwiftUI's, it has no explicit guides.
            return nil
        case .modifier(.alignmentGuide(let guide)) where guide.guide == key:
            let size = size(of: node, for: proposal)
            return guide.value(width: size.width, height: size.height)
        case .modifier, .link, .button, .toggle, .control:
            return childGuides(of: node, key, for: proposal).first
        case .stack, .gridRow, .grid, .viewThatFits, .lazyGrid:
            guard !Self.frameGuides.contains(key) else { return nil }
            return Self.combine(childGuides(of: node, key, for: proposal), for: key)
        }
    }

    /// The children's explicit values for a guide, in the node's space.
    private func childGuides(of node: LayoutNode, _ key: AlignmentKey, for proposal: ProposedViewSize) -> [CGFloat] {
        let size = size(of: node, for: proposal)
        return placements(of: node, for: proposal, size: size).compactMap { placement -> CGFloat? in
            guard placement.contributesGuides, placement.space == .parent else { return nil }
            let child = node.children[placement.index]
            return explicitGuide(of: child, key, for: placement.proposal).map { $0 + placement.origin[key.axis] }
        }
    }

    /// The edge and center guides, which containers never combine.
    static let frameGuides: Set<AlignmentKey> = [
        HorizontalAlignment.leading.key, HorizontalAlignment.center.key, HorizontalAlignment.trailing.key,
        VerticalAlignment.top.key, VerticalAlignment.center.key, VerticalAlignment.bottom.key,
    ]

    /// Children's values combined as the guide's `AlignmentID` combines them.
    static func combine(_ values: [CGFloat], for key: AlignmentKey) -> CGFloat? {
        guard !values.isEmpty, !frameGuides.contains(key) else { return nil }
        if key == VerticalAlignment.firstTextBaseline.key { return values.min() }
        if key == VerticalAlignment.lastTextBaseline.key { return values.max() }
        return values.reduce(0, +) / CGFloat(values.count)
    }
}
