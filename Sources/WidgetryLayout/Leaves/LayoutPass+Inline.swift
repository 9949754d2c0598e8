import Foundation
import WidgetryUI

/// `accessoryInline`: the one line beside the Lock Screen's clock.
///
/// iOS does not lay an inline widget's view out: it takes the view's first image and first text (in reading
/// order), and shows them side by side on one line, truncated, with no container background and no
/// `AccessoryWidgetBackground`. Inside a `ViewThatFits`, it takes them from the first choice whose line fits the
/// widget's width (the last choice otherwise). The widget's `widgetURL` still applies.
extension LayoutPass {
    /// The one-line content of a view: its first image and first text in an `HStack`, the text on one line.
    func inlineContent(of node: ResolvedNode) -> ResolvedNode {
        var image: ResolvedNode?
        var text: ResolvedNode?
        collectInline(node, image: &image, text: &text)
        var children: [ResolvedNode] = []
        if let image { children.append(image) }
        if var text {
            if case .text(var resolved) = text.kind {
                resolved.lineLimit = 1
                text.kind = .text(resolved)
            }
            children.append(text)
        }
        var line = ResolvedNode(
            .stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: 4)), children: children,
            traits: node.traits)
        if let url = node.widgetURL {
            line = ResolvedNode(.modifier(.widgetURL(url)), children: [line], traits: node.traits)
        }
        return line
    }

    private func collectInline(_ node: ResolvedNode, image: inout ResolvedNode?, text: inout ResolvedNode?) {
        guard image == nil || text == nil else { return }
        switch node.kind {
        case .accessoryWidgetBackground:
            return
        case .modifier(.containerBackground):
            // The content is the first child; the background is not shown.
            if let content = node.children.first { collectInline(content, image: &image, text: &text) }
            return
        case .modifier(.background), .modifier(.overlay), .modifier(.mask):
            if let content = node.children.first { collectInline(content, image: &image, text: &text) }
            return
        case .viewThatFits:
            let choices = node.children
            for (index, choice) in choices.enumerated() {
                let candidate = inlineContent(of: choice)
                let width = size(of: LayoutTreeBuilder(now: now).build(candidate), for: .unspecified).width
                if width <= container.size.width + 0.001 || index == choices.count - 1 {
                    collectInline(choice, image: &image, text: &text)
                    return
                }
            }
            return
        case .text:
            if text == nil { text = ResolvedNode(node.kind, traits: node.traits) }
            return
        case .image:
            if image == nil { image = ResolvedNode(node.kind, traits: node.traits) }
            return
        default:
            for child in node.children { collectInline(child, image: &image, text: &text) }
        }
    }
}
