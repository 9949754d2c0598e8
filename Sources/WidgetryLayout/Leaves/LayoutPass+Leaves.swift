import Foundation
import WidgetryDisplayList
import WidgetryUI

/// The sizes of views without children.
///
/// - Shapes, colors, gradients and `AccessoryWidgetBackground` take the proposal, 10 points where unspecified.
/// - `Spacer` takes the proposed length along its stack's axis but no less than its minimum length (8 points
///   by default) and is 0 across; outside an H/VStack it does so along both axes.
/// - `Divider` is a 1-point line across its stack's axis: 1 point wide in an HStack, 1 point tall elsewhere,
///   and as long as proposed (10 points where unspecified).
/// - `Image`: a symbol is the size the text engine measures at its font; a named bitmap is its size from
///   ``LayoutOptions/assetImageSize``; a resizable image takes the proposal, its own size where unspecified.
extension LayoutPass {
    func spacerSize(minLength: CGFloat?, axis: Axis?, for proposal: ProposedViewSize) -> CGSize {
        let minimum = minLength ?? options.defaultSpacing
        func length(_ proposed: CGFloat?) -> CGFloat { max(proposed ?? -.infinity, minimum) }
        switch axis {
        case .horizontal: return CGSize(width: length(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }

    func dividerSize(axis: Axis?, for proposal: ProposedViewSize) -> CGSize {
        if axis == .horizontal { return CGSize(width: 1, height: proposal.height ?? 10) }
        return CGSize(width: proposal.width ?? 10, height: 1)
    }

    func imageSize(_ image: ResolvedImage, for proposal: ProposedViewSize) -> CGSize {
        let intrinsic = intrinsicSize(of: image)
        guard image.isResizable else { return intrinsic }
        return proposal.replacingUnspecifiedDimensions(by: intrinsic)
    }

    /// An image's natural size: a symbol's measured size, or a bitmap's.
    func intrinsicSize(of image: ResolvedImage) -> CGSize {
        switch image.source {
        case .system:
            return textEngine.measure(displaySymbol(image)).size
        case .asset(let name):
            return options.assetImageSize(name) ?? InlineImage.pointSize(of: name) ?? .zero
        }
    }

    /// A symbol's baseline (it sits on the text baseline like a glyph), scaled when resizable; `nil` for bitmaps.
    func imageBaseline(_ image: ResolvedImage, for proposal: ProposedViewSize) -> CGFloat? {
        guard case .system = image.source else { return nil }
        let measurement = textEngine.measure(displaySymbol(image))
        guard image.isResizable, measurement.size.height > 0 else { return measurement.firstBaseline }
        return measurement.firstBaseline * imageSize(image, for: proposal).height / measurement.size.height
    }
}
