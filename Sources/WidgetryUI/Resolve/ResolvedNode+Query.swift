import Foundation
import WidgetryIntents

extension ResolvedNode {
    /// This node and every node below it, depth first, parents before children.
    public var allNodes: [ResolvedNode] {
        [self] + children.flatMap(\.allNodes)
    }

    /// The first node, depth first, that satisfies a predicate.
    public func first(where predicate: (ResolvedNode) -> Bool) -> ResolvedNode? {
        if predicate(self) { return self }
        for child in children {
            if let match = child.first(where: predicate) { return match }
        }
        return nil
    }

    /// The text of this node, if it is a text node.
    public var text: ResolvedText? {
        if case .text(let text) = kind { return text }
        return nil
    }

    /// The image of this node, if it is an image node.
    public var image: ResolvedImage? {
        if case .image(let image) = kind { return image }
        return nil
    }

    /// The stack of this node, if it is a stack node.
    public var stack: ResolvedStack? {
        if case .stack(let stack) = kind { return stack }
        return nil
    }

    /// The modifier of this node, if it is a modifier node.
    public var modifier: ResolvedModifier? {
        if case .modifier(let modifier) = kind { return modifier }
        return nil
    }

    /// The plain text of every text node below, in order.
    public var plainTexts: [String] {
        allNodes.compactMap { $0.text?.plainText }
    }

    /// The URL the widget opens when tapped outside links and buttons: the first `widgetURL(_:)` set.
    public var widgetURL: URL? {
        for node in allNodes {
            if case .modifier(.widgetURL(let url?)) = node.kind { return url }
        }
        return nil
    }

    /// The widget's container background: the background view of the first
    /// `containerBackground(_:for: .widget)` below, or `nil` if none is set.
    public var widgetContainerBackground: ResolvedNode? {
        let node = first { node in
            if case .modifier(.containerBackground(.widget, _)) = node.kind { return true }
            return false
        }
        return node?.children.count == 2 ? node?.children[1] : nil
    }

    /// The destinations of every link below, in order.
    public var linkDestinations: [URL] {
        allNodes.compactMap { node in
            if case .link(let url) = node.kind { return url }
            return nil
        }
    }

    /// The intents of every button and toggle below, in order.
    public var intents: [AnyAppIntent] {
        allNodes.compactMap { node in
            switch node.kind {
            case .button(let button):
                if case .intent(let intent) = button.action { return intent }
                return nil
            case .toggle(let toggle): return toggle.intent
            default: return nil
            }
        }
    }
}
