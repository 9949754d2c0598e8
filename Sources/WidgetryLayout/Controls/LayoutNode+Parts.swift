import Foundation
import WidgetryUI

/// Constructors for the nodes built-in controls are arranged with.
extension LayoutNode {
    static func hStack(
        _ children: [LayoutNode], alignment: VerticalAlignment = .center, spacing: CGFloat?, traits: ResolvedTraits
    ) -> LayoutNode {
        let stack = ResolvedStack(
            axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
            spacing: spacing)
        return LayoutNode(.stack(stack), children: children, traits: traits)
    }

    static func vStack(
        _ children: [LayoutNode], alignment: HorizontalAlignment = .center, spacing: CGFloat?, traits: ResolvedTraits
    ) -> LayoutNode {
        let stack = ResolvedStack(
            axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
            spacing: spacing)
        return LayoutNode(.stack(stack), children: children, traits: traits)
    }

    static func graphic(_ graphic: ControlGraphic, traits: ResolvedTraits) -> LayoutNode {
        LayoutNode(.graphic(graphic), traits: traits)
    }

    /// This node with a modifier applied; `secondary` is an overlay's or background's view.
    func modified(_ modifier: ResolvedModifier, secondary: LayoutNode? = nil) -> LayoutNode {
        LayoutNode(.modifier(modifier), children: [self] + (secondary.map { [$0] } ?? []), traits: traits)
    }

    /// This node padded by insets.
    func padded(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) -> LayoutNode {
        modified(.padding(.insets(EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))))
    }

    /// This node in a flexible frame.
    func framed(maxWidth: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> LayoutNode {
        modified(.flexibleFrame(ResolvedFlexibleFrame(maxWidth: maxWidth, maxHeight: maxHeight, alignment: alignment)))
    }

    /// A rounded rectangle filled with a paint, as a background.
    static func roundedFill(_ paint: ResolvedPaint, cornerRadius: CGFloat, traits: ResolvedTraits) -> LayoutNode {
        let geometry = ResolvedShapeGeometry(
            kind: .roundedRectangle(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: .continuous))
        return LayoutNode(
            .shape(ResolvedShape(geometry: geometry, drawings: [.fill(paint, FillStyle())])), traits: traits)
    }
}

extension ResolvedNode {
    /// The node with every text inside changed, for the labels controls restyle (a circular gauge's small
    /// minimum and maximum labels, its center label shrinking to fit the ring).
    func restylingTexts(_ change: (inout ResolvedText) -> Void) -> ResolvedNode {
        var copy = self
        if case .text(var text) = kind {
            change(&text)
            copy.kind = .text(text)
        }
        copy.children = children.map { $0.restylingTexts(change) }
        return copy
    }

    var isEmptyNode: Bool {
        if case .empty = kind { return true }
        return false
    }
}
