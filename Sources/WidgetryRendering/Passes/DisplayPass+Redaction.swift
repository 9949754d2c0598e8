import Foundation
import WidgetryDisplayList

extension DisplayPass {
    /// Redacts content as SwiftUI's `redacted(reason:)`: text and images become rounded bars of their size in the
    /// secondary fill color.
    ///
    /// With `.placeholder`, all text, dynamic text and images are redacted; with `.privacy`, only those inside a
    /// `privacySensitive()` subtree. Reasons applied by view code (`DisplaySemantics.redactionReasons`) add to the
    /// render's; an `unredacted()` subtree is exempt. With `.invalidated`, `invalidatableContent()` subtrees are
    /// drawn at half opacity. Shapes and colors are kept, as on iOS.
    ///
    /// Text becomes one bar per line (line height 1.2 × the largest font size plus line spacing); the last of
    /// several lines is 70% wide.
    ///
    /// - Parameter reasons: The render's redaction reasons (the host's placeholder or locked state).
    public static func redaction(_ reasons: DisplayRedactionReasons) -> DisplayPass {
        DisplayPass(name: "redaction(\(reasons.names.joined(separator: ",")))") { list in
            var copy = list
            copy.items = redactItems(list.items, reasons: reasons, privacySensitive: false)
            return copy
        }
    }

    /// The color of redaction bars: iOS's secondary system fill.
    public static let redactionColor = DisplayColor.system(.secondarySystemFill)

    private static func redactItems(_ items: [DisplayItem], reasons: DisplayRedactionReasons, privacySensitive: Bool)
        -> [DisplayItem]
    {
        let redacts = reasons.contains(.placeholder) || (reasons.contains(.privacy) && privacySensitive)
        return items.flatMap { item -> [DisplayItem] in
            switch item {
            case .group(var group):
                if group.semantics.isUnredacted { return [item] }
                let inner = reasons.union(group.semantics.redactionReasons)
                group.items = redactItems(
                    group.items,
                    reasons: inner,
                    privacySensitive: privacySensitive || group.semantics.isPrivacySensitive
                )
                if inner.contains(.invalidated), group.semantics.isInvalidatable { group.opacity *= 0.5 }
                return [.group(group)]
            case .text(let text) where redacts:
                return textBars(frame: text.frame, paragraph: text.paragraph)
            case .dynamicText(let text) where redacts:
                return textBars(frame: text.frame, paragraph: text.paragraph)
            case .image(let image) where redacts:
                let radius = min(image.frame.width, image.frame.height) * 0.2
                return [
                    .fill(
                        DisplayFill(
                            shape: .roundedRect(cornerRadius: radius), frame: image.frame, paint: .color(redactionColor)
                        ))
                ]
            default:
                return [item]
            }
        }
    }

    private static func textBars(frame: CGRect, paragraph: DisplayParagraph) -> [DisplayItem] {
        let fontSize = paragraph.runs.map(\.font.size).max() ?? DisplayFont.body.size
        let lineHeight = fontSize * 1.2 + paragraph.lineSpacing
        var lines = max(1, Int((frame.height / lineHeight).rounded()))
        if let limit = paragraph.lineLimit { lines = min(lines, max(limit, 1)) }
        let barHeight = fontSize * 0.75
        let radius = barHeight / 4
        return (0..<lines).map { line in
            let width = lines > 1 && line == lines - 1 ? frame.width * 0.7 : frame.width
            let x: Double
            switch paragraph.alignment {
            case .leading: x = frame.minX
            case .center: x = frame.midX - width / 2
            case .trailing: x = frame.maxX - width
            }
            let top = frame.minY + Double(line) * lineHeight + (lineHeight - paragraph.lineSpacing - barHeight) / 2
            let bar = CGRect(x: x, y: top, width: width, height: barHeight)
            return .fill(
                DisplayFill(shape: .roundedRect(cornerRadius: radius), frame: bar, paint: .color(redactionColor)))
        }
    }
}
