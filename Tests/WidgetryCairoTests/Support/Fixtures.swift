import Foundation
import WidgetryCairo
import WidgetryDisplayList

/// Small display lists built by hand, measured with the real text engine, for the renderer's tests.
enum Fixtures {
    static let engine = PangoTextEngine()

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

    /// A symbol image at a top-left point, sized by the engine.
    static func symbol(_ name: String, size: Double = 17, at origin: CGPoint, color: DisplayColor = .system(.label))
        -> DisplayItem
    {
        let symbol = DisplaySymbol(name: name, pointSize: size, paints: [.color(color)])
        let measured = engine.measure(symbol)
        return .image(DisplayImage(content: .symbol(symbol), frame: CGRect(origin: origin, size: measured.size)))
    }

    /// The small weather widget: a gradient container background, a city, a symbol, a temperature, conditions.
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
                text("78°", font: .system(size: 42, weight: .medium), at: CGPoint(x: 16, y: 82), color: .white),
                text(
                    "Sunny", font: .system(.subheadline), at: CGPoint(x: 16, y: 134),
                    color: DisplayColor(white: 1, opacity: 0.8)),
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
                    action: .openURL(URL(string: "weather://cupertino")!, source: .widgetURL))
            ])
    }
}
