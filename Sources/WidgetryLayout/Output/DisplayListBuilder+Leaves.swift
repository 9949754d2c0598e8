import Foundation
import WidgetryDisplayList
import WidgetryUI

/// The drawing of texts, images and shapes.
extension DisplayListBuilder {
    func textItems(_ view: PlacedView, _ text: ResolvedText) -> [DisplayItem] {
        let layout = pass.textLayout(of: view.node, text, for: view.proposal)
        let built = layout.built
        let frame = view.frame
        var items: [DisplayItem]
        if built.datedRuns.isEmpty {
            let baseline = CGPoint(x: frame.minX, y: frame.minY + layout.firstBaseline)
            items = [
                .text(
                    DisplayText(paragraph: built.paragraph, frame: frame, baselineOrigin: baseline, paint: built.paint))
            ]
        } else {
            items = [
                .dynamicText(
                    DisplayDynamicText(
                        paragraph: built.paragraph, dates: built.datedRuns, frame: frame, paint: built.paint))
            ]
        }
        if layout.measurement.lineCount == 1 {
            items += built.images.map { inlineImage($0.image, runIndex: $0.runIndex, layout: layout, frame: frame) }
        }
        return items
    }

    /// An inline image drawn over the space its run holds, centered in it and sitting on the baseline.
    private func inlineImage(_ image: ResolvedImage, runIndex: Int, layout: TextLayout, frame: CGRect) -> DisplayItem {
        let paragraph = layout.built.paragraph
        var prefix = paragraph
        prefix.runs = Array(paragraph.runs[..<runIndex])
        prefix.lineLimit = nil
        let before = prefix.runs.isEmpty ? 0 : pass.textEngine.measure(prefix, proposedWidth: nil).size.width
        var space = paragraph
        space.runs = [paragraph.runs[runIndex]]
        let slot = pass.textEngine.measure(space, proposedWidth: nil).size.width
        let lineWidth = layout.measurement.size.width
        let factor: CGFloat =
            switch paragraph.alignment {
            case .leading: 0
            case .center: 0.5
            case .trailing: 1
            }
        let lineStart = frame.minX + (frame.width - lineWidth) * factor
        var scaled = image
        scaled.font.base = .system(size: image.font.pointSize * layout.scale)
        let size = pass.intrinsicSize(of: scaled)
        let baseline = pass.imageBaseline(scaled, for: .unspecified) ?? size.height
        let origin = CGPoint(
            x: lineStart + before + (slot - size.width) / 2, y: frame.minY + layout.firstBaseline - baseline)
        return imageItem(scaled, frame: CGRect(origin: origin, size: size))
    }

    func imageItem(_ image: ResolvedImage, frame: CGRect) -> DisplayItem {
        let accented = image.accentedRenderingMode.flatMap { DisplayAccentedRenderingMode(rawValue: $0.description) }
        switch image.source {
        case .system:
            var scale: CGFloat = 1
            if image.isResizable {
                let natural = pass.intrinsicSize(of: image)
                if natural.height > 0 { scale = frame.height / natural.height }
            }
            let symbol = pass.displaySymbol(image, scale: scale)
            return .image(DisplayImage(content: .symbol(symbol), frame: frame, accentedRenderingMode: accented))
        case .asset(let name):
            var filter: DisplayImage.Filter?
            if image.renderingMode == .template {
                filter = .alphaMask(PaintConversion.representativeColor(image.foreground))
            }
            return .image(
                DisplayImage(content: .named(name), frame: frame, accentedRenderingMode: accented, filter: filter))
        }
    }

    func shapeItems(_ shape: ResolvedShape, frame: CGRect, container: ContainerOutline) -> [DisplayItem] {
        let fitted = ShapeConversion.fit(shape.geometry, in: frame, container: container)
        let items: [DisplayItem] = shape.drawings.map { drawing in
            switch drawing {
            case .fill(let paint, let style):
                if let outline = fitted.outline {
                    return .stroke(
                        DisplayStroke(
                            shape: fitted.shape, frame: fitted.frame, paint: PaintConversion.paint(paint),
                            style: outline,
                            trim: fitted.trim))
                }
                return .fill(
                    DisplayFill(
                        shape: fitted.shape, frame: fitted.frame, paint: PaintConversion.paint(paint),
                        isEvenOdd: style.isEOFilled, trim: fitted.trim))
            case .stroke(let paint, let style):
                return .stroke(
                    DisplayStroke(
                        shape: fitted.shape, frame: fitted.frame, paint: PaintConversion.paint(paint),
                        style: ShapeConversion.strokeStyle(style), trim: fitted.trim))
            case .strokeBorder(let paint, let style):
                let inset = style.lineWidth / 2
                return .stroke(
                    DisplayStroke(
                        shape: fitted.shape, frame: fitted.frame.insetBy(dx: inset, dy: inset),
                        paint: PaintConversion.paint(paint), style: ShapeConversion.strokeStyle(style),
                        trim: fitted.trim))
            }
        }
        guard fitted.transform != .identity else { return items }
        return [.group(DisplayGroup(items: items, transform: fitted.transform))]
    }
}
