import Foundation
import Testing
import WidgetryUI

@Suite @MainActor struct TextTests {
    private let date = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func interpolationFormatsLikeSwiftUI() {
        let temp = 78
        let ratio = 0.5
        #expect(resolve(Text("\(temp)°")).text?.plainText == "78°")
        #expect(resolve(Text("\(ratio)")).text?.plainText == "0.500000")
        #expect(resolve(Text("\(ratio, specifier: "%.1f")")).text?.plainText == "0.5")
        #expect(resolve(Text("\(3.14159, format: .number.precision(.fractionLength(2)))")).text?.plainText == "3.14")
        #expect(resolve(Text(verbatim: "100%")).text?.plainText == "100%")
        let name: Substring = "sub"
        #expect(resolve(Text(name)).text?.plainText == "sub")
    }

    @Test func formattedTextUsesTheFormatStyle() {
        #expect(
            resolve(Text(1234.5, format: .number.grouping(.never).precision(.fractionLength(1)))).text?.plainText
                == "1234.5")
    }

    @Test func concatenationKeepsEachRunsStyle() {
        let text = resolve(Text("Due ") + Text(date, style: .relative).bold() + Text(" today")).text
        #expect(text?.runs.count == 3)
        #expect(text?.runs[0].content == .string("Due "))
        #expect(text?.runs[1].style.font.weight == .bold)
        #expect(text?.runs[2].style.font.weight == nil)
    }

    @Test func runsWithTheSameStyleMerge() {
        let text = resolve(Text("a") + Text("b") + Text("c").italic()).text
        #expect(text?.runs.map(\.content) == [.string("ab"), .string("c")])
    }

    @Test func modifiersOutsideAConcatenationApplyToEveryRun() {
        let text = resolve((Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue).fontWeight(.heavy)).text
        #expect(text?.runs[0].style.foreground == .color(rgb(255, 59, 48)))
        #expect(text?.runs[1].style.foreground == .color(rgb(0, 122, 255)))
        #expect(text?.runs.allSatisfy { $0.style.font.weight == .heavy } == true)
    }

    @Test func theFirstTextModifierAppliedWins() {
        let text = resolve(Text("a").foregroundColor(.red).foregroundColor(.blue).font(.caption).font(.title)).text
        #expect(text?.runs[0].style.foreground == .color(rgb(255, 59, 48)))
        #expect(text?.runs[0].style.font.base == .textStyle(.caption))
    }

    @Test func fontsResolveSymbolically() {
        let style = resolve(
            Text("a").font(.system(size: 16, weight: .bold, design: .rounded)).italic().monospacedDigit()
        )
        .firstRunStyle
        #expect(style?.font.base == .system(size: 16))
        #expect(style?.font.weight == .bold)
        #expect(style?.font.design == .rounded)
        #expect(style?.font.isItalic == true)
        #expect(style?.font.isMonospacedDigit == true)
        #expect(resolve(Text("a")).firstRunStyle?.font.base == .textStyle(.body))
        let styled = resolve(Text("a").font(.system(.title3, design: .serif, weight: .light))).firstRunStyle?.font
        #expect(styled?.base == .textStyle(.title3))
        #expect(styled?.design == .serif)
        #expect(styled?.weight == .light)
        #expect(resolve(Text("a").font(.headline.weight(.black).italic())).firstRunStyle?.font.isItalic == true)
    }

    @Test func viewLevelTextModifiersReachText() {
        let style = resolve(VStack { Text("a") }.bold().fontDesign(.monospaced).kerning(1).underline()).text("a")?
            .firstRunStyle
        #expect(style?.font.weight == .bold)
        #expect(style?.font.design == .monospaced)
        #expect(style?.kerning == 1)
        #expect(style?.underline == ResolvedTextLine(pattern: .solid, color: nil))
    }

    @Test(arguments: [
        (Font.TextStyle.largeTitle, 34.0), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
        (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11),
    ])
    func textStylesHaveIOSSizes(style: Font.TextStyle, size: Double) {
        #expect(ResolvedFont(base: .textStyle(style)).pointSize == CGFloat(size))
    }

    @Test func textStylesScaleWithDynamicType() {
        let font = resolve(Text("a").font(.body).dynamicTypeSize(.accessibility1)).firstRunStyle?.font
        #expect(font?.pointSize == 28)
        #expect(ResolvedFont(base: .textStyle(.headline)).effectiveWeight == .semibold)
        #expect(
            ResolvedFont(base: .custom(name: "Inter", size: 10, relativeTo: .body), dynamicTypeSize: .accessibility1)
                .pointSize == 10.0 * 28 / 17)
        #expect(
            ResolvedFont(base: .custom(name: "Inter", size: 10, relativeTo: nil), dynamicTypeSize: .xSmall).pointSize
                == 10)
    }

    @Test(arguments: [Text.DateStyle.time, .date, .relative, .offset, .timer])
    func datesStaySymbolic(style: Text.DateStyle) {
        let run = resolve(Text(date, style: style)).text?.runs.first
        guard case .date(let dynamic)? = run?.content else {
            Issue.record("expected a date run, got \(String(describing: run))")
            return
        }
        #expect(dynamic.kind == .date(date, style: style))
        #expect(dynamic.locale == Locale(identifier: "en_US_POSIX"))
        #expect(dynamic.timeZone == TimeZone(identifier: "UTC"))
    }

    @Test func timersAndRangesStaySymbolic() {
        let range = date...date.addingTimeInterval(1800)
        let timer = resolve(Text(timerInterval: range, pauseTime: date, countsDown: false, showsHours: false)).text
        #expect(
            timer?.runs.first?.content.dynamicDate?.kind
                == .timer(range, pauseTime: date, countsDown: false, showsHours: false))
        let defaults = resolve(Text(timerInterval: range)).text
        #expect(
            defaults?.runs.first?.content.dynamicDate?.kind
                == .timer(range, pauseTime: nil, countsDown: true, showsHours: true))
        #expect(resolve(Text(range)).text?.runs.first?.content.dynamicDate?.kind == .range(range))
        let interval = DateInterval(start: date, duration: 60)
        #expect(
            resolve(Text(interval)).text?.runs.first?.content.dynamicDate?.kind
                == .range(date...date.addingTimeInterval(60)))
    }

    @Test func interpolatedDatesAndImagesBecomeRuns() {
        let text = resolve(Text("Updated \(date, style: .relative) ago \(Image(systemName: "clock"))")).text
        #expect(text?.runs.count == 4)
        #expect(text?.runs[1].content.dynamicDate?.kind == .date(date, style: .relative))
        if case .image(let image)? = text?.runs[3].content {
            #expect(image.source == .system(name: "clock", variableValue: nil))
            #expect(image.font.base == .textStyle(.body))
        } else {
            Issue.record("expected an image run")
        }
    }

    @Test func paragraphSettingsComeFromTheEnvironment() {
        let text = resolve(
            Text("a").lineLimit(2, reservesSpace: true).multilineTextAlignment(.center).truncationMode(.middle)
                .minimumScaleFactor(0.5).allowsTightening(true).lineSpacing(3).textCase(.uppercase)
        ).text
        #expect(text?.lineLimit == 2)
        #expect(text?.lineLimitReservesSpace == true)
        #expect(text?.multilineTextAlignment == .center)
        #expect(text?.truncationMode == .middle)
        #expect(text?.minimumScaleFactor == 0.5)
        #expect(text?.allowsTightening == true)
        #expect(text?.lineSpacing == 3)
        #expect(text?.textCase == .uppercase)
    }

    @Test func textsCompareByContentAndModifiers() {
        #expect(Text("a") == Text("a"))
        #expect(Text("a").bold() != Text("a"))
        #expect(Text("a").foregroundStyle(.red) == Text("a").foregroundStyle(.red))
        #expect(Text("a").foregroundStyle(.red) != Text("a").foregroundStyle(.blue))
    }
}

extension ResolvedText.Run.Content {
    var dynamicDate: ResolvedDynamicDate? {
        if case .date(let date) = self { return date }
        return nil
    }
}
