import Foundation
import WidgetryDisplayList
import WidgetryUI

/// The space between adjacent views of a stack.
///
/// An explicit `spacing:` applies between every pair. Without one, SwiftUI asks each pair for the distance their
/// ``ViewSpacing`` preferences call for, and falls back to the platform's 8 points
/// (``LayoutOptions/defaultSpacing``) when neither view has a preference for the other. So two texts in a
/// `VStack` sit line on line (0 points for fonts without a line gap), a plain view above a text is as far from
/// it as makes one line plus a tenth, two texts side by side in an `HStack` are 8 points apart, and a `Spacer`
/// takes no spacing next to it.
extension LayoutPass {
    func stackSpacings(_ children: [(index: Int, node: LayoutNode)], axis: Axis, spacing: CGFloat?) -> [CGFloat] {
        guard children.count > 1 else { return [] }
        return (1..<children.count).map { index in
            if let spacing { return spacing }
            let distance = viewSpacing(of: children[index - 1].node).distance(
                toSuccessor: viewSpacing(of: children[index].node), along: axis)
            return distance ?? options.defaultSpacing
        }
    }

    /// The spacing preferences a node publishes.
    func viewSpacing(of node: LayoutNode) -> ViewSpacing {
        if let cached = node.spacing { return cached }
        let spacing = computeViewSpacing(of: node)
        node.spacing = spacing
        return spacing
    }

    private func computeViewSpacing(of node: LayoutNode) -> ViewSpacing {
        switch node.kind {
        case .empty:
            return .none
        case .text(let text):
            return textSpacing(node, text)
        case .image(let image):
            return imageSpacing(image)
        case .spacer:
            return .zero(along: node.stackAxis)
        case .stack(let stack):
            return unionSpacing(of: node.arrangedChildren, axis: stack.axis)
        case .gridRow:
            return unionSpacing(of: node.arrangedChildren, axis: .horizontal)
        case .modifier(.padding(let padding)):
            var spacing = node.children.first.map(viewSpacing(of:)) ?? .plain
            let insets = resolvedInsets(padding)
            var padded: Set<ViewSpacing.Edge> = []
            if insets.top != 0 { padded.insert(.top) }
            if insets.bottom != 0 { padded.insert(.bottom) }
            if insets.leading != 0 { padded.insert(.left) }
            if insets.trailing != 0 { padded.insert(.right) }
            spacing.reset(padded)
            return spacing
        case .modifier, .link, .button:
            // The content (the first child: overlays and backgrounds come after it) speaks for the view.
            return node.children.first.map(viewSpacing(of:)) ?? .plain
        default:
            return .plain
        }
    }

    /// A stack's preferences: every child's across the axis, the first child's at the start, the last's at the end.
    private func unionSpacing(of children: [(index: Int, node: LayoutNode)], axis: Axis?) -> ViewSpacing {
        guard !children.isEmpty else { return .zero(along: nil) }
        var result = ViewSpacing.none
        for (index, child) in children.enumerated() {
            var edges: Set<ViewSpacing.Edge>
            switch axis {
            case .horizontal:
                edges = [.top, .bottom]
                if index == 0 { edges.insert(.left) }
                if index == children.count - 1 { edges.insert(.right) }
            case .vertical:
                edges = [.left, .right]
                if index == 0 { edges.insert(.top) }
                if index == children.count - 1 { edges.insert(.bottom) }
            case nil:
                edges = Set(ViewSpacing.Edge.allCases)
            }
            result.incorporate(edges, of: viewSpacing(of: child.node))
        }
        return result
    }

    /// A text's preferences, from the largest metrics among its fonts and its ideal (unwrapped) baselines.
    private func textSpacing(_ node: LayoutNode, _ text: ResolvedText) -> ViewSpacing {
        let built = paragraph(of: node, text, scale: 1)
        guard !built.paragraph.runs.isEmpty else { return .none }
        var ascender: CGFloat = 0
        var descender: CGFloat = 0
        var leading: CGFloat = 0
        var capHeight: CGFloat = 0
        for run in built.paragraph.runs {
            let metrics = textEngine.lineMetrics(of: run.font)
            ascender = max(ascender, metrics.ascender)
            descender = max(descender, metrics.descender)
            leading = max(leading, metrics.leading)
            capHeight = max(capHeight, metrics.capHeight)
        }
        let pixel = options.pixelLength
        let lineHeight = ascender + descender
        let textSpacing = Self.roundedUp(lineHeight * 0.1, toMultipleOf: pixel)
        let lineSpacing = lineHeight + textSpacing
        let metrics = ViewSpacing.TextMetrics(
            ascend: ascender, descend: descender, leading: leading, pixelLength: pixel)
        let ideal = textLayout(of: node, text, for: .unspecified)
        return ViewSpacing(minima: [
            .init(category: .textToText, edge: .top): .bottomTextMetrics(metrics),
            .init(category: .textToText, edge: .bottom): .topTextMetrics(metrics),
            .init(category: .textBaseline, edge: .top): .distance(-ideal.firstBaseline),
            .init(category: .textBaseline, edge: .bottom): .distance(ideal.lastBaseline - ideal.size.height),
            .init(category: .edgeAboveText, edge: .top): .distance(lineSpacing - ascender),
            .init(category: .edgeBelowText, edge: .bottom): .distance(
                max(lineSpacing - capHeight, textSpacing + descender)),
        ])
    }

    /// A symbol sits in text like a glyph: next to a text above or below it, no gap. Bitmaps and resizable
    /// images are plain views.
    private func imageSpacing(_ image: ResolvedImage) -> ViewSpacing {
        guard case .system = image.source, !image.isResizable else { return .plain }
        let measurement = textEngine.measure(displaySymbol(image))
        let below = max(0, measurement.size.height - measurement.firstBaseline)
        return ViewSpacing(minima: [
            .init(category: .textToText, edge: .top): .distance(0),
            .init(category: .textToText, edge: .bottom): .distance(0),
            .init(category: .edgeAboveText, edge: .top): .distance(below),
            .init(category: .edgeBelowText, edge: .bottom): .distance(below + 1),
            .init(category: .textBaseline, edge: .top): .distance(-measurement.firstBaseline),
            .init(category: .textBaseline, edge: .bottom): .distance(-below),
        ])
    }

    static func roundedUp(_ value: CGFloat, toMultipleOf step: CGFloat) -> CGFloat {
        guard step > 0 else { return value }
        return (value / step - 1e-9).rounded(.up) * step
    }
}
