import Foundation
import WidgetryDisplayList

extension DisplayPass {
    /// Formats dynamic text for a render time and turns it into text items laid out in the same frames.
    ///
    /// Each dated run gets ``DynamicDateFormatter``'s string; the paragraph is measured again at the frame's width
    /// to place its first baseline.
    ///
    /// - Parameters:
    ///   - now: The render time.
    ///   - locale: The locale dates are formatted in.
    ///   - timeZone: The time zone of `.time` and `.date`.
    ///   - engine: The text engine that measures the new strings.
    public static func dynamicText(now: Date, locale: Locale, timeZone: TimeZone, engine: any TextEngine) -> DisplayPass
    {
        DisplayPass(name: "dynamicText") { list in
            list.mappingItems { item in
                guard case .dynamicText(let dynamic) = item else { return [item] }
                let paragraph = dynamic.resolvedParagraph(now: now, locale: locale, timeZone: timeZone)
                let measurement = engine.measure(paragraph, proposedWidth: dynamic.frame.width)
                let baseline = CGPoint(x: dynamic.frame.minX, y: dynamic.frame.minY + measurement.firstBaseline)
                return [
                    .text(
                        DisplayText(
                            paragraph: paragraph, frame: dynamic.frame, baselineOrigin: baseline, paint: dynamic.paint))
                ]
            }
        }
    }
}
