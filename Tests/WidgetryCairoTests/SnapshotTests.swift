import Foundation
import Testing
import WidgetryCairo
import WidgetryDisplayList
import WidgetryRendering

@Suite struct SnapshotTests {
    let painter = CairoPainter(format: .png)
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    func options(scale: Double = 2, _ change: (inout RenderOptions) -> Void = { _ in }) -> RenderOptions {
        var options = RenderOptions(scale: scale, now: now, timeZone: TimeZone(identifier: "UTC")!)
        options.backdrop = .white
        change(&options)
        return options
    }

    @Test func shapesMatchReference() throws {
        let cell = CGSize(width: 60, height: 40)
        func at(_ column: Int, _ row: Int) -> CGRect {
            CGRect(x: 10 + Double(column) * 70, y: 10 + Double(row) * 50, width: cell.width, height: cell.height)
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
        let list = DisplayList(
            size: CGSize(width: 290, height: 160),
            items: [
                .fill(DisplayFill(shape: .rect, frame: at(0, 0), paint: blue)),
                .fill(
                    DisplayFill(shape: .roundedRect(cornerRadius: 12, style: .continuous), frame: at(1, 0), paint: blue)
                ),
                .fill(
                    DisplayFill(shape: .roundedRect(cornerRadius: 12, style: .circular), frame: at(2, 0), paint: blue)),
                .fill(DisplayFill(shape: .capsule(style: .circular), frame: at(3, 0), paint: blue)),
                .fill(DisplayFill(shape: .circle, frame: at(0, 1), paint: .color(.system(.systemRed)))),
                .fill(DisplayFill(shape: .ellipse, frame: at(1, 1), paint: .color(.system(.systemGreen)))),
                .fill(DisplayFill(shape: .path(star), frame: at(2, 1), paint: .color(.system(.systemOrange)))),
                .fill(
                    DisplayFill(
                        shape: .unevenRoundedRect(
                            radii: DisplayCornerRadii(topLeading: 16, bottomTrailing: 16), style: .continuous),
                        frame: at(3, 1), paint: .color(.system(.systemPurple)))),
                .stroke(
                    DisplayStroke(
                        shape: .roundedRect(cornerRadius: 8), frame: at(0, 2).insetBy(dx: 2, dy: 2), paint: blue,
                        style: DisplayStrokeStyle(lineWidth: 3, dash: [6, 3]))),
                .stroke(
                    DisplayStroke(
                        shape: .circle, frame: at(1, 2), paint: .color(.system(.systemGray4)),
                        style: DisplayStrokeStyle(lineWidth: 6))),
                .stroke(
                    DisplayStroke(
                        shape: .circle, frame: at(1, 2), paint: .color(.system(.systemGreen)),
                        style: DisplayStrokeStyle(lineWidth: 6, lineCap: .round), trim: DisplayTrim(from: 0, to: 0.7))),
                .group(
                    DisplayGroup(
                        items: [.fill(DisplayFill(shape: .rect, frame: at(2, 2), paint: .color(.system(.systemTeal))))],
                        transform: .rotation(radians: .pi / 12, anchor: CGPoint(x: at(2, 2).midX, y: at(2, 2).midY)),
                        opacity: 0.6)),
                .group(
                    DisplayGroup(
                        items: [
                            .fill(
                                DisplayFill(
                                    shape: .roundedRect(cornerRadius: 10), frame: at(3, 2), paint: .color(.white)))
                        ],
                        shadow: DisplayShadow(radius: 5, x: 0, y: 3))),
            ])
        try Snapshot.assert(try painter.paint(list, options: options()), suite: "SnapshotTests", named: "shapes")
    }

    @Test func gradientsMatchReference() throws {
        let stops = DisplayGradient(colors: [.system(.systemPink), .system(.systemYellow), .system(.systemTeal)])
        func frame(_ column: Int) -> CGRect { CGRect(x: 10 + Double(column) * 70, y: 10, width: 60, height: 60) }
        let list = DisplayList(
            size: CGSize(width: 290, height: 80),
            items: [
                .fill(
                    DisplayFill(
                        shape: .roundedRect(cornerRadius: 10), frame: frame(0),
                        paint: .linearGradient(stops, startPoint: .topLeading, endPoint: .bottomTrailing))),
                .fill(
                    DisplayFill(
                        shape: .roundedRect(cornerRadius: 10), frame: frame(1),
                        paint: .radialGradient(stops, center: .center, startRadius: 0, endRadius: 30))),
                .fill(
                    DisplayFill(
                        shape: .roundedRect(cornerRadius: 10), frame: frame(2),
                        paint: .ellipticalGradient(
                            stops, center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5))),
                .fill(
                    DisplayFill(
                        shape: .circle, frame: frame(3),
                        paint: .angularGradient(stops, center: .center, startAngle: 0, endAngle: 2 * .pi))),
            ])
        try Snapshot.assert(try painter.paint(list, options: options()), suite: "SnapshotTests", named: "gradients")
    }

    @Test func textMatchesReference() throws {
        var monospaced = DisplayFont.system(.body)
        monospaced.monospacedDigit = true
        var italic = DisplayFont.system(.body)
        italic.italic = true
        let underlined = DisplayParagraph(runs: [
            DisplayTextRun("Mixed ", font: .system(.callout)),
            DisplayTextRun("bold", font: DisplayFont(size: 16, weight: .bold), color: .system(.systemRed)),
            DisplayTextRun(" and ", font: .system(.callout)),
            DisplayTextRun("linked", font: .system(.callout), color: .system(.link), underline: .init()),
        ])
        let list = DisplayList(
            size: CGSize(width: 300, height: 330),
            items: [
                Fixtures.text("Large Title", font: .system(.largeTitle), at: CGPoint(x: 10, y: 8)),
                Fixtures.text("Headline semibold", font: .system(.headline), at: CGPoint(x: 10, y: 52)),
                Fixtures.text("Body italic", font: italic, at: CGPoint(x: 10, y: 76)),
                Fixtures.text("1111 0000", font: monospaced, at: CGPoint(x: 150, y: 76)),
                Fixtures.text("Serif design", font: .system(.body, design: .serif), at: CGPoint(x: 10, y: 100)),
                Fixtures.text("Monospaced", font: .system(.body, design: .monospaced), at: CGPoint(x: 150, y: 100)),
                Fixtures.text("Weather ☀️🌧️ ok 👍🏽", font: .system(.title3), at: CGPoint(x: 10, y: 126)),
                Fixtures.text(underlined, at: CGPoint(x: 10, y: 156), width: nil, paint: .color(.system(.label))),
                Fixtures.text(
                    "A long paragraph that wraps onto several lines and is cut after the second one with an ellipsis.",
                    font: .system(.subheadline), at: CGPoint(x: 10, y: 182), width: 280, lineLimit: 2,
                    color: .system(.secondaryLabel, level: .secondary)),
                Fixtures.text(
                    "Centered caption", font: .system(.caption), at: CGPoint(x: 10, y: 226), width: 280,
                    alignment: .center),
                Fixtures.text(
                    DisplayParagraph("Gradient text", font: DisplayFont(size: 30, weight: .heavy)),
                    at: CGPoint(x: 10, y: 246), width: nil,
                    paint: .linearGradient(
                        DisplayGradient(colors: [.system(.systemPurple), .system(.systemOrange)]),
                        startPoint: .leading, endPoint: .trailing)),
                Fixtures.text(
                    "Rounded design 12:34", font: .system(.headline, design: .rounded), at: CGPoint(x: 10, y: 292)),
            ])
        try Snapshot.assert(try painter.paint(list, options: options()), suite: "SnapshotTests", named: "text")
    }

    @Test func symbolsMatchReference() throws {
        let names = [
            "sun.max.fill", "cloud.sun.fill", "cloud.fill", "cloud.rain.fill", "cloud.bolt.fill", "snowflake",
            "info.circle", "star", "star.fill", "bag", "figure.walk", "box.truck.fill", "frying.pan",
            "checkmark.circle.fill", "camera.fill", "flashlight.on.fill", "flashlight.off.fill", "no.such.symbol",
        ]
        var items: [DisplayItem] = []
        for (index, name) in names.enumerated() {
            let origin = CGPoint(x: 8 + Double(index % 6) * 34, y: 8 + Double(index / 6) * 34)
            items.append(Fixtures.symbol(name, size: 22, at: origin, color: .system(.systemIndigo)))
        }
        let list = DisplayList(size: CGSize(width: 212, height: 112), items: items)
        try Snapshot.assert(try painter.paint(list, options: options()), suite: "SnapshotTests", named: "symbols")
    }

    @Test(arguments: [
        ("widget-light", RenderColorScheme.light, RenderingMode.fullColor, DisplayRedactionReasons()),
        ("widget-dark", .dark, .fullColor, DisplayRedactionReasons()),
        ("widget-accented", .dark, .accented, DisplayRedactionReasons()),
        ("widget-vibrant", .dark, .vibrant, DisplayRedactionReasons()),
        ("widget-placeholder", .light, .fullColor, .placeholder),
    ])
    func widgetMatchesReference(
        name: String, scheme: RenderColorScheme, mode: RenderingMode, redaction: DisplayRedactionReasons
    )
        throws
    {
        let png = try painter.paint(
            Fixtures.weatherWidget(),
            options: options { options in
                options.colorScheme = scheme
                options.renderingMode = mode
                options.redaction = redaction
                options.backdrop = nil
                options.replacedContainerBackground =
                    mode == .fullColor ? nil : DisplayColor(red: 0.15, green: 0.17, blue: 0.22)
            })
        try Snapshot.assert(png, suite: "SnapshotTests", named: name)
    }
}
