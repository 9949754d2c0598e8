import Foundation
import WidgetryDisplayList
import WidgetryUI

/// A text laid out for one proposal: its size, baselines, and the paragraph as measured (fonts scaled by
/// `minimumScaleFactor`, the line limit lowered to fit the proposed height).
struct TextLayout {
    var size: CGSize
    var built: TextParagraphBuilder.Built
    var measurement: TextMeasurement
    /// The factor fonts were scaled by to fit (1 when the text fit at full size).
    var scale: CGFloat
    var firstBaseline: CGFloat { measurement.firstBaseline }
    var lastBaseline: CGFloat { measurement.lastBaseline }
}

/// Text sizing, as SwiftUI's `Text`.
///
/// - The text engine measures the paragraph wrapped at the proposed width; an unspecified or infinite
///   width gives the text's ideal, unwrapped size.
/// - A finite proposed height that is shorter than the text lowers the number of lines (never below one)
///   and truncates, as does `lineLimit(_:)`; `lineLimit(_:reservesSpace:)` keeps the height of the limit.
/// - With `minimumScaleFactor(_:)` below 1, text that is truncated, or wider or taller than proposed, is drawn
///   with its fonts scaled down, in steps of 1%, to the largest scale that fits, but no smaller than the factor.
/// - Text showing a relative, offset or timer date takes the whole proposed width, since its length
///   changes while it is shown.
extension LayoutPass {
    func textLayout(of node: LayoutNode, _ text: ResolvedText, for proposal: ProposedViewSize) -> TextLayout {
        if let cached = node.textLayouts[proposal] { return cached }
        let width = proposal.width.flatMap { $0.isFinite ? Double($0) : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        var layout = measure(node, text, scale: 1, width: width, height: height)
        if text.minimumScaleFactor < 1, !Self.fits(layout.measurement, width: width, height: height) {
            let smallest = max(1, Int((text.minimumScaleFactor * 100).rounded(.up)))
            var low = smallest
            var high = 99
            var best = measure(node, text, scale: CGFloat(smallest) / 100, width: width, height: height)
            while low <= high {
                let middle = (low + high) / 2
                let attempt = measure(node, text, scale: CGFloat(middle) / 100, width: width, height: height)
                if Self.fits(attempt.measurement, width: width, height: height) {
                    best = attempt
                    low = middle + 1
                } else {
                    high = middle - 1
                }
            }
            layout = best
        }
        if text.lineLimitReservesSpace, let limit = text.lineLimit, layout.measurement.lineCount < limit {
            var single = layout.built.paragraph
            single.lineLimit = 1
            let lineHeight = textEngine.measure(single, proposedWidth: width).size.height
            let reserved = lineHeight * CGFloat(limit) + text.lineSpacing * CGFloat(limit - 1)
            layout.size.height = max(layout.size.height, reserved)
        }
        if layout.built.hasLiveDate, let width { layout.size.width = max(layout.size.width, width) }
        if text.runs.isEmpty { layout.size = .zero }
        // On a device a text's box is whole pixels, so snapping its frame never narrows what was measured.
        layout.size = CGSize(width: roundedUpToPixels(layout.size.width), height: roundedUpToPixels(layout.size.height))
        node.textLayouts[proposal] = layout
        return layout
    }

    /// Whether text is drawn whole within the proposal: not truncated, no wider and no taller.
    private static func fits(_ measurement: TextMeasurement, width: Double?, height: CGFloat?) -> Bool {
        !measurement.isTruncated && (width.map { measurement.size.width <= $0 + 0.001 } ?? true)
            && (height.map { measurement.size.height <= $0 + 0.001 } ?? true)
    }

    /// The paragraph of a text node at a scale; at full scale built once per node (``LayoutNode/fullScaleParagraph``).
    func paragraph(of node: LayoutNode, _ text: ResolvedText, scale: CGFloat) -> TextParagraphBuilder.Built {
        guard scale == 1 else { return TextParagraphBuilder(now: now).build(text, scale: scale) }
        if let built = node.fullScaleParagraph { return built }
        let built = TextParagraphBuilder(now: now).build(text, scale: 1)
        node.fullScaleParagraph = built
        return built
    }

    /// Measures a text at a scale, lowering its line limit until it fits a proposed height.
    private func measure(
        _ node: LayoutNode, _ text: ResolvedText, scale: CGFloat, width: Double?, height: CGFloat?
    ) -> TextLayout {
        var built = paragraph(of: node, text, scale: scale)
        var measurement = textEngine.measure(built.paragraph, proposedWidth: width)
        if let height, measurement.size.height > height + 0.001, measurement.lineCount > 1 {
            let count = CGFloat(measurement.lineCount)
            let pitch = (measurement.size.height + text.lineSpacing) / count
            var lines = min(measurement.lineCount - 1, max(1, Int((height + text.lineSpacing) / pitch)))
            while true {
                built.paragraph.lineLimit = min(built.paragraph.lineLimit ?? lines, lines)
                measurement = textEngine.measure(built.paragraph, proposedWidth: width)
                if measurement.size.height <= height + 0.001 || lines <= 1 { break }
                lines -= 1
            }
        }
        return TextLayout(size: measurement.size, built: built, measurement: measurement, scale: scale)
    }
}
