import Foundation
import WidgetryDisplayList
import WidgetryUI

/// Builds the paragraph a text is measured and drawn with.
///
/// Strings get the text's case; dates are formatted for the layout's `now` (the runs that change with time
/// are listed so painters format them again); an inline image becomes an em space of its run's font, which
/// is about a symbol's width, and is drawn over that space when the text is one line.
struct TextParagraphBuilder {
    var now: Date

    struct Built {
        var paragraph: DisplayParagraph
        var datedRuns: [DisplayDynamicText.DatedRun]
        var paint: DisplayPaint
        /// Inline images and the index of the run that holds their space.
        var images: [(runIndex: Int, image: ResolvedImage)]
        /// Whether a run shows a relative date or a timer, which changes width as time passes.
        var hasLiveDate: Bool
    }

    static let inlineImagePlaceholder = "\u{2003}"

    func build(_ text: ResolvedText, scale: CGFloat) -> Built {
        let base = text.runs.first?.style.foreground
        var runs: [DisplayTextRun] = []
        var dated: [DisplayDynamicText.DatedRun] = []
        var images: [(Int, ResolvedImage)] = []
        var hasLiveDate = false
        for run in text.runs {
            var font = FontConversion.font(run.style.font, style: run.style, scale: scale)
            let string: String
            switch run.content {
            case .string(let value):
                string = Self.applyingCase(text.textCase, to: value)
            case .date(let date):
                string = Self.applyingCase(text.textCase, to: formatted(date))
                if let live = Self.displayDate(date) {
                    dated.append(DisplayDynamicText.DatedRun(runIndex: runs.count, date: live))
                    hasLiveDate = hasLiveDate || Self.changesWidth(live)
                    // Timers count with tabular figures, as SwiftUI's do, so their digits hold still.
                    switch live {
                    case .timerInterval, .date(_, style: .timer): font.monospacedDigit = true
                    default: break
                    }
                }
            case .image(let image):
                images.append((runs.count, image))
                string = Self.inlineImagePlaceholder
            }
            let color: DisplayColor? =
                run.style.foreground == base ? nil : PaintConversion.representativeColor(run.style.foreground)
            runs.append(
                DisplayTextRun(
                    string, font: font, color: color, underline: run.style.underline.map(Self.decoration),
                    strikethrough: run.style.strikethrough.map(Self.decoration),
                    baselineOffset: run.style.baselineOffset * scale))
        }
        let paragraph = DisplayParagraph(
            runs: runs, alignment: Self.alignment(text.multilineTextAlignment),
            lineLimit: text.lineLimit.map { max(1, $0) },
            truncationMode: Self.truncation(text.truncationMode), lineSpacing: text.lineSpacing)
        let paint = base.map(PaintConversion.paint) ?? .color(.system(.label, level: .primary))
        return Built(paragraph: paragraph, datedRuns: dated, paint: paint, images: images, hasLiveDate: hasLiveDate)
    }

    private static func applyingCase(_ textCase: Text.Case?, to string: String) -> String {
        switch textCase {
        case .uppercase: string.uppercased()
        case .lowercase: string.lowercased()
        case nil: string
        }
    }

    private static func decoration(_ line: ResolvedTextLine) -> DisplayTextRun.Decoration {
        DisplayTextRun.Decoration(
            color: line.color.map(PaintConversion.color),
            pattern: DisplayTextRun.Decoration.Pattern(rawValue: line.pattern.description) ?? .solid)
    }

    private static func alignment(_ alignment: TextAlignment) -> DisplayParagraph.Alignment {
        switch alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }

    private static func truncation(_ mode: Text.TruncationMode) -> DisplayParagraph.TruncationMode {
        switch mode {
        case .head: .head
        case .middle: .middle
        case .tail: .tail
        }
    }
}
