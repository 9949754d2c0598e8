import Foundation
import WidgetryCairo
import WidgetryDisplayList
import WidgetryHTML
import WidgetryRendering

/// Display lists built by hand and measured with the real text engine, and the painters and options the HTML
/// tests share.
enum HTMLFixtures {
    static let engine = PangoTextEngine()
    /// 2023-11-14 22:13:20 UTC.
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    static let utc = TimeZone(identifier: "UTC")!

    /// Options with a fixed render time, `en_US` and UTC.
    static func options(_ change: (inout RenderOptions) -> Void = { _ in }) -> RenderOptions {
        var options = RenderOptions(now: now, locale: Locale(identifier: "en_US"), timeZone: utc)
        change(&options)
        return options
    }

    /// A fragment painter that draws symbols with WidgetryCairo's table.
    static func painter(_ format: HTMLPainter.Format = .fragment) -> HTMLPainter {
        HTMLPainter(format: format, symbolDrawing: { SymbolTable.shared.drawing(for: $0) })
    }

    /// The fragment of a list of items on a 200×100 canvas.
    static func fragment(
        _ items: [DisplayItem], hitRegions: [HitRegion] = [], painter: HTMLPainter = painter(),
        options: RenderOptions = options()
    ) throws -> String {
        try painter.fragment(
            DisplayList(size: CGSize(width: 200, height: 100), items: items, hitRegions: hitRegions),
            options: options)
    }

    /// A text item at a top-left point, sized by the engine.
    static func text(
        _ string: String,
        font: DisplayFont = .body,
        at origin: CGPoint,
        width: Double? = nil,
        lineLimit: Int? = nil,
        alignment: DisplayParagraph.Alignment = .leading,
        color: DisplayColor = .system(.label, level: .primary)
    ) -> DisplayItem {
        let paragraph = DisplayParagraph(
            runs: [DisplayTextRun(string, font: font)], alignment: alignment, lineLimit: lineLimit)
        return text(paragraph, at: origin, width: width, paint: .color(color))
    }

    static func text(_ paragraph: DisplayParagraph, at origin: CGPoint, width: Double?, paint: DisplayPaint)
        -> DisplayItem
    {
        let measured = engine.measure(paragraph, proposedWidth: width)
        let frameWidth = width.map { paragraph.alignment == .leading ? measured.size.width : $0 } ?? measured.size.width
        let frame = CGRect(origin: origin, size: CGSize(width: frameWidth, height: measured.size.height))
        return .text(
            DisplayText(
                paragraph: paragraph, frame: frame,
                baselineOrigin: CGPoint(x: origin.x, y: origin.y + measured.firstBaseline), paint: paint))
    }

    /// Dynamic text measured with its representative strings.
    static func dynamicText(
        _ prefix: String, _ date: DisplayDateText, font: DisplayFont = .body, at origin: CGPoint,
        color: DisplayColor = .system(.label)
    ) -> DisplayItem {
        let representative = DynamicDateFormatter.string(
            for: date, now: now, locale: Locale(identifier: "en_US"), timeZone: utc)
        let paragraph = DisplayParagraph(runs: [
            DisplayTextRun(prefix, font: font), DisplayTextRun(representative, font: font),
        ])
        let measured = engine.measure(paragraph, proposedWidth: nil)
        return .dynamicText(
            DisplayDynamicText(
                paragraph: paragraph, dates: [.init(runIndex: 1, date: date)],
                frame: CGRect(origin: origin, size: measured.size), paint: .color(color)))
    }

    /// A symbol image at a top-left point, sized by the engine.
    static func symbol(_ name: String, size: Double = 17, at origin: CGPoint, color: DisplayColor = .system(.label))
        -> DisplayItem
    {
        let symbol = DisplaySymbol(name: name, pointSize: size, paints: [.color(color)])
        let measured = engine.measure(symbol)
        return .image(DisplayImage(content: .symbol(symbol), frame: CGRect(origin: origin, size: measured.size)))
    }

    /// The small weather widget: a gradient container background, a city, a symbol with a shadow, a temperature,
    /// conditions, a live "updated" timer, a link and a refresh button.
    static func weatherWidget() -> DisplayList {
        let size = CGSize(width: 170, height: 170)
        let background = DisplayItem.group(
            DisplayGroup(
                items: [
                    .fill(
                        DisplayFill(
                            shape: .rect, frame: CGRect(origin: .zero, size: size),
                            paint: .linearGradient(
                                DisplayGradient(colors: [
                                    DisplayColor(red: 0.29, green: 0.56, blue: 0.89),
                                    DisplayColor(red: 0.1, green: 0.3, blue: 0.7),
                                ]),
                                startPoint: .top, endPoint: .bottom)))
                ],
                semantics: DisplaySemantics(isContainerBackground: true)))
        let content = DisplayItem.group(
            DisplayGroup(items: [
                text("Cupertino", font: .system(.headline), at: CGPoint(x: 16, y: 16), color: .white),
                .group(
                    DisplayGroup(
                        items: [
                            symbol("sun.max.fill", size: 28, at: CGPoint(x: 16, y: 44), color: .system(.systemYellow))
                        ],
                        shadow: DisplayShadow(color: DisplayColor(white: 0, opacity: 0.35), radius: 4, x: 0, y: 2),
                        semantics: DisplaySemantics(widgetAccentable: true))),
                text("78°", font: .system(size: 42, weight: .medium), at: CGPoint(x: 16, y: 78), color: .white),
                text(
                    "Sunny <& warm>", font: .system(.subheadline), at: CGPoint(x: 16, y: 128),
                    color: DisplayColor(white: 1, opacity: 0.8)),
                dynamicText(
                    "Updated ", .date(now.addingTimeInterval(-95), style: .timer), font: .system(.caption2),
                    at: CGPoint(x: 16, y: 148), color: DisplayColor(white: 1, opacity: 0.7)),
                .stroke(
                    DisplayStroke(
                        shape: .circle, frame: CGRect(x: 124, y: 20, width: 30, height: 30),
                        paint: .color(DisplayColor(white: 1, opacity: 0.9)),
                        style: DisplayStrokeStyle(lineWidth: 4, lineCap: .round), trim: DisplayTrim(from: 0, to: 0.7))),
            ]))
        let root = DisplayItem.group(
            DisplayGroup(
                items: [background, content],
                clip: DisplayClip(shape: .roundedRect(cornerRadius: 21.67), frame: CGRect(origin: .zero, size: size))))
        return DisplayList(
            size: size, items: [root],
            hitRegions: [
                HitRegion(
                    frame: CGRect(origin: .zero, size: size),
                    action: .openURL(URL(string: "weather://cupertino")!, source: .widgetURL)),
                HitRegion(
                    frame: CGRect(x: 118, y: 14, width: 42, height: 42),
                    action: .button(IntentInvocation(type: "RefreshWeatherIntent", parameters: ["city": "Cupertino"])),
                    zIndex: 1),
            ])
    }
}

extension HTMLFixtures {
    /// Every shape, filled and stroked, and every gradient kind, on a 290×210 canvas.
    static func shapesAndGradients() -> DisplayList {
        func at(_ column: Int, _ row: Int) -> CGRect {
            CGRect(x: 10 + Double(column) * 70, y: 10 + Double(row) * 50, width: 60, height: 40)
        }
        let blue = DisplayPaint.color(.system(.systemBlue))
        var star = DisplayPath()
        for index in 0..<10 {
            let angle = Double(index) * .pi / 5 - .pi / 2
            let radius = index % 2 == 0 ? 20.0 : 8.0
            let point = CGPoint(x: 30 + radius * cos(angle), y: 20 + radius * sin(angle))
            index == 0 ? star.move(to: point) : star.addLine(to: point)
        }
        star.closeSubpath()
        let stops = DisplayGradient(colors: [.system(.systemPink), .system(.systemYellow), .system(.systemTeal)])
        return DisplayList(
            size: CGSize(width: 290, height: 210),
            items: [
                .fill(DisplayFill(shape: .rect, frame: at(0, 0), paint: blue)),
                .fill(
                    DisplayFill(shape: .roundedRect(cornerRadius: 12, style: .circular), frame: at(1, 0), paint: blue)),
                .fill(DisplayFill(shape: .capsule(style: .circular), frame: at(2, 0), paint: blue)),
                .fill(DisplayFill(shape: .circle, frame: at(3, 0), paint: .color(.system(.systemRed)))),
                .fill(DisplayFill(shape: .ellipse, frame: at(0, 1), paint: .color(.system(.systemGreen)))),
                .fill(DisplayFill(shape: .path(star), frame: at(1, 1), paint: .color(.system(.systemOrange)))),
                .fill(
                    DisplayFill(
                        shape: .unevenRoundedRect(
                            radii: DisplayCornerRadii(topLeading: 16, bottomTrailing: 16), style: .circular),
                        frame: at(2, 1), paint: .color(.system(.systemPurple)))),
                .stroke(
                    DisplayStroke(
                        shape: .roundedRect(cornerRadius: 8, style: .circular), frame: at(3, 1).insetBy(dx: 2, dy: 2),
                        paint: blue, style: DisplayStrokeStyle(lineWidth: 3, dash: [6, 3]))),
                .fill(
                    DisplayFill(
                        shape: .rect, frame: at(0, 2),
                        paint: .linearGradient(stops, startPoint: .topLeading, endPoint: .bottomTrailing))),
                .fill(
                    DisplayFill(
                        shape: .rect, frame: at(1, 2),
                        paint: .radialGradient(stops, center: .center, startRadius: 2, endRadius: 28))),
                .fill(
                    DisplayFill(
                        shape: .rect, frame: at(2, 2),
                        paint: .ellipticalGradient(
                            stops, center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5))),
                .fill(
                    DisplayFill(
                        shape: .rect, frame: at(3, 2),
                        paint: .angularGradient(stops, center: .center, startAngle: 0, endAngle: 1.5 * .pi))),
                .stroke(
                    DisplayStroke(
                        shape: .circle, frame: at(0, 3),
                        paint: .linearGradient(stops, startPoint: .leading, endPoint: .trailing),
                        style: DisplayStrokeStyle(lineWidth: 6))),
                .group(
                    DisplayGroup(
                        items: [.fill(DisplayFill(shape: .rect, frame: at(1, 3), paint: .color(.system(.systemTeal))))],
                        transform: .rotation(radians: .pi / 12, anchor: CGPoint(x: at(1, 3).midX, y: at(1, 3).midY)),
                        opacity: 0.6)),
                text(
                    "A longer line that wraps onto a second line and is cut", font: .system(.caption),
                    at: CGPoint(x: 150, y: 160), width: 130, lineLimit: 2, alignment: .center),
            ])
    }
}

extension HTMLFixtures {
    /// Live dates of every style and both directions, relative to ``now``.
    static let liveDates: [DisplayDateText] = {
        func date(_ offset: Double, _ style: DisplayDateText.Style) -> DisplayDateText {
            .date(now.addingTimeInterval(offset), style: style)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let yearAndMonth = calendar.date(byAdding: DateComponents(year: 1, month: 1), to: now)!
        return [
            date(754, .timer), date(3723, .timer), date(-152, .timer), date(0.4, .timer), date(132_541, .timer),
            date(7500, .relative), date(-7500, .relative), date(45, .relative), date(3605, .relative),
            date(0, .relative), date(86_400 * 3 + 7200, .relative), date(86_400 * 10, .relative), date(60, .relative),
            .date(yearAndMonth, style: .relative), date(86_400 * 45, .relative),
            date(7200, .offset), date(-180, .offset), date(0, .time), date(3600 * 5, .time), date(0, .date),
            .timerInterval(
                start: now.addingTimeInterval(-60), end: now.addingTimeInterval(540), pauseTime: nil, countsDown: true,
                showsHours: true),
            .timerInterval(
                start: now.addingTimeInterval(-60), end: now.addingTimeInterval(540), pauseTime: nil,
                countsDown: false, showsHours: true),
            .timerInterval(
                start: now.addingTimeInterval(-4500), end: now.addingTimeInterval(3600), pauseTime: nil,
                countsDown: false, showsHours: false),
            .timerInterval(
                start: now.addingTimeInterval(-60), end: now.addingTimeInterval(540),
                pauseTime: now.addingTimeInterval(-30), countsDown: true, showsHours: true),
            .timerInterval(
                start: now.addingTimeInterval(-7200), end: now.addingTimeInterval(-60), pauseTime: nil,
                countsDown: true, showsHours: true),
        ]
    }()

    /// One dynamic text item per live date, stacked.
    static func liveDatesList() -> DisplayList {
        let items = liveDates.enumerated().map { index, date in
            dynamicText("", date, font: .system(.caption2), at: CGPoint(x: 4, y: 4 + Double(index) * 14))
        }
        return DisplayList(size: CGSize(width: 200, height: 8 + Double(liveDates.count) * 14), items: items)
    }
}

extension HTMLFixtures {
    /// Text in several styles: runs of different fonts and colors, line spacing, trailing alignment, emoji, a
    /// gradient, a symbol with a gradient and an unknown symbol's placeholder, on a 240×200 canvas.
    static func textStyles() -> DisplayList {
        let mixed = DisplayParagraph(runs: [
            DisplayTextRun("Mixed ", font: .system(.body)),
            DisplayTextRun("bold", font: DisplayFont(size: 17, weight: .bold), color: .system(.systemRed)),
            DisplayTextRun(" and ", font: .system(.body)),
            DisplayTextRun("big", font: DisplayFont(size: 24, weight: .heavy)),
        ])
        let spaced = DisplayParagraph(
            runs: [DisplayTextRun("Spaced lines wrap here and keep their spacing", font: .system(.footnote))],
            alignment: .trailing, lineSpacing: 4)
        let gradient = DisplayPaint.linearGradient(
            DisplayGradient(colors: [.system(.systemPurple), .system(.systemOrange)]), startPoint: .leading,
            endPoint: .trailing)
        let sun = DisplaySymbol(name: "cloud.sun.fill", pointSize: 24, paints: [gradient])
        return DisplayList(
            size: CGSize(width: 240, height: 200),
            items: [
                text(mixed, at: CGPoint(x: 8, y: 8), width: nil, paint: .color(.black)),
                text(spaced, at: CGPoint(x: 8, y: 44), width: 140, paint: .color(.system(.secondaryLabel))),
                text("Emoji 🌤️ and digits 0123", font: .system(.callout), at: CGPoint(x: 8, y: 110)),
                text(
                    DisplayParagraph(runs: [DisplayTextRun("Gradient", font: DisplayFont(size: 28, weight: .black))]),
                    at: CGPoint(x: 8, y: 140), width: nil, paint: gradient),
                .image(
                    DisplayImage(
                        content: .symbol(sun),
                        frame: CGRect(origin: CGPoint(x: 180, y: 110), size: engine.measure(sun).size))),
                symbol("no.such.symbol", size: 24, at: CGPoint(x: 180, y: 150)),
            ])
    }
}
