import Foundation

/// Text whose runs show dates formatted at paint time: `Text(date, style:)` and `Text(timerInterval:)`.
///
/// Layout measures the paragraph with representative strings and gives it a frame; at paint time each dated run's
/// string is replaced by ``DynamicDateFormatter`` for the render time and the paragraph is laid out again in the
/// same frame. For example, `Text("Arrives in ") + Text(eta, style: .timer)`:
///
/// ```swift
/// DisplayDynamicText(
///     paragraph: DisplayParagraph(runs: [DisplayTextRun("Arrives in "), DisplayTextRun("12:00")]),
///     dates: [.init(runIndex: 1, date: .date(eta, style: .timer))],
///     frame: frame
/// )
/// ```
public struct DisplayDynamicText: Codable, Sendable, Equatable {
    /// A run of the paragraph whose string is a formatted date.
    public struct DatedRun: Codable, Sendable, Hashable {
        /// The index of the run in the paragraph.
        public var runIndex: Int
        /// What the run shows.
        public var date: DisplayDateText

        /// Creates a dated run.
        public init(runIndex: Int, date: DisplayDateText) {
            self.runIndex = runIndex
            self.date = date
        }
    }

    /// The text and its layout rules; dated runs hold the strings layout measured.
    public var paragraph: DisplayParagraph
    /// The runs formatted at paint time.
    public var dates: [DatedRun]
    /// The frame layout gave the text, in the parent's coordinates.
    public var frame: CGRect
    /// The paint of runs without their own color.
    public var paint: DisplayPaint

    /// Creates dynamic text.
    ///
    /// - Parameters:
    ///   - paragraph: The text and its layout rules, with representative strings in dated runs.
    ///   - dates: The runs formatted at paint time.
    ///   - frame: The frame layout gave the text.
    ///   - paint: The paint of runs without their own color.
    public init(
        paragraph: DisplayParagraph,
        dates: [DatedRun],
        frame: CGRect,
        paint: DisplayPaint = .color(.system(.label, level: .primary))
    ) {
        self.paragraph = paragraph
        self.dates = dates
        self.frame = frame
        self.paint = paint
    }

    /// The paragraph with every dated run formatted for a moment.
    ///
    /// - Parameters:
    ///   - now: The render time.
    ///   - locale: The locale dates and times are formatted in.
    ///   - timeZone: The time zone of `.time` and `.date`.
    public func resolvedParagraph(now: Date, locale: Locale, timeZone: TimeZone) -> DisplayParagraph {
        var resolved = paragraph
        for dated in dates where resolved.runs.indices.contains(dated.runIndex) {
            resolved.runs[dated.runIndex].string = DynamicDateFormatter.string(
                for: dated.date,
                now: now,
                locale: locale,
                timeZone: timeZone
            )
        }
        return resolved
    }
}
