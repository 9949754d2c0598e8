import Foundation
import Testing
import WidgetryDisplayList

@Suite struct DisplayListCodingTests {
    /// A list with every item kind, paint, shape and action.
    static func everything() -> DisplayList {
        var path = DisplayPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 12, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 12), control2: CGPoint(x: 2, y: 12))
        path.closeSubpath()
        let gradient = DisplayGradient(colors: [.system(.systemRed), .asset("brand", fallback: .white)])
        let frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        let shapes: [DisplayShape] = [
            .rect, .roundedRect(cornerRadius: 4), .roundedRect(cornerRadius: 4, style: .circular),
            .unevenRoundedRect(radii: DisplayCornerRadii(topLeading: 3), style: .continuous),
            .circle, .ellipse, .capsule(style: .continuous), .path(path),
        ]
        let paints: [DisplayPaint] = [
            .color(DisplayColor(red: 1.2, green: -0.1, blue: 0.5, opacity: 0.5, level: .secondary)),
            .linearGradient(gradient, startPoint: .top, endPoint: .bottom),
            .radialGradient(gradient, center: .center, startRadius: 0, endRadius: 20),
            .ellipticalGradient(gradient, center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5),
            .angularGradient(gradient, center: .center, startAngle: 0, endAngle: .pi),
        ]
        var items: [DisplayItem] = shapes.map { .fill(DisplayFill(shape: $0, frame: frame, paint: .color(.black))) }
        items += paints.map {
            .fill(
                DisplayFill(shape: .rect, frame: frame, paint: $0, isEvenOdd: true, trim: DisplayTrim(from: 0, to: 0.5))
            )
        }
        items.append(
            .stroke(
                DisplayStroke(
                    shape: .circle, frame: frame, paint: .color(.white),
                    style: DisplayStrokeStyle(lineWidth: 2, lineCap: .round, dash: [2, 1]))))
        var font = DisplayFont.system(.headline, design: .rounded)
        font.monospacedDigit = true
        font.kerning = 0.5
        let paragraph = DisplayParagraph(
            runs: [
                DisplayTextRun("Hi ", font: font),
                DisplayTextRun("there", color: .system(.systemBlue), underline: .init(pattern: .dash)),
            ],
            alignment: .center, lineLimit: 2, truncationMode: .middle, lineSpacing: 2)
        items.append(.text(DisplayText(paragraph: paragraph, frame: frame, baselineOrigin: CGPoint(x: 1, y: 15))))
        items.append(
            .image(
                DisplayImage(
                    content: .symbol(
                        DisplaySymbol(
                            name: "star.fill", pointSize: 20, weight: .bold, scale: .large,
                            renderingMode: .palette, paints: [.color(.white), .color(.black)], variableValue: 0.5)),
                    frame: frame, accentedRenderingMode: .accented)))
        items.append(.image(DisplayImage(content: .named("cover"), frame: frame, filter: .luminanceMask(.white))))
        items.append(
            .dynamicText(
                DisplayDynamicText(
                    paragraph: DisplayParagraph("0:00"),
                    dates: [
                        .init(runIndex: 0, date: .date(Date(timeIntervalSince1970: 1_000), style: .timer)),
                        .init(
                            runIndex: 0,
                            date: .timerInterval(
                                start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 60),
                                pauseTime: nil, countsDown: true, showsHours: false)),
                    ],
                    frame: frame)))
        items.append(
            .group(
                DisplayGroup(
                    items: [.fill(DisplayFill(shape: .rect, frame: frame, paint: .color(.white)))],
                    transform: .scale(x: 2, y: 2, anchor: CGPoint(x: 5, y: 5)), opacity: 0.5,
                    clip: DisplayClip(shape: .circle, frame: frame), blendMode: .multiply,
                    shadow: DisplayShadow(radius: 3, x: 1, y: 2),
                    semantics: DisplaySemantics(
                        widgetAccentable: true, isContainerBackground: true, isPrivacySensitive: true,
                        isUnredacted: true, redactionReasons: [.placeholder, .privacy], isInvalidatable: true))))
        let regions = [
            HitRegion(frame: frame, action: .openURL(URL(string: "app://a")!, source: .link), zIndex: 1),
            HitRegion(
                frame: frame,
                action: .button(IntentInvocation(type: "ToggleFavoriteIntent", parameters: ["itemID": "42", "n": 1]))),
            HitRegion(frame: frame, action: .toggle(IntentInvocation(type: "Flashlight", parameters: [:]), isOn: true)),
        ]
        return DisplayList(size: CGSize(width: 170, height: 170), items: items, hitRegions: regions)
    }

    @Test func roundTripsThroughJSON() throws {
        let list = Self.everything()
        let decoded = try DisplayList(jsonData: try list.jsonData())
        #expect(decoded == list)
    }

    @Test func encodesDeterministically() throws {
        let list = Self.everything()
        let first = try list.jsonData()
        #expect(try list.jsonData() == first)
        #expect(try DisplayList(jsonData: first).jsonData() == first)
    }

    @Test func writesReadableKinds() throws {
        let json = String(decoding: try Self.everything().jsonData(), as: UTF8.self)
        for fragment in [
            "\"kind\":\"fill\"", "\"type\":\"angular\"", "\"system\":\"systemRed\"", "\"asset\":\"brand\"",
            "[\"Q\",12,5,10,10]", "\"style\":\"timer\"", "\"redactionReasons\":[\"placeholder\",\"privacy\"]",
        ] {
            #expect(json.contains(fragment), "missing \(fragment)")
        }
    }

    @Test func rejectsUnknownKindWithItsName() throws {
        let json = #"{"formatVersion":1,"size":[10,10],"items":[{"kind":"sparkle"}],"hitRegions":[]}"#
        #expect {
            try DisplayList(jsonData: Data(json.utf8))
        } throws: { error in
            String(describing: error).contains("'sparkle'")
        }
    }

    @Test func rejectsNewerFormatVersion() throws {
        let json = #"{"formatVersion":99,"size":[10,10],"items":[],"hitRegions":[]}"#
        #expect {
            try DisplayList(jsonData: Data(json.utf8))
        } throws: { error in
            String(describing: error).contains("'99'")
        }
    }

    @Test func hitTestPicksTopmostRegion() {
        let list = DisplayList(
            size: CGSize(width: 100, height: 100),
            hitRegions: [
                HitRegion(
                    frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                    action: .openURL(URL(string: "a://whole")!, source: .widgetURL)),
                HitRegion(
                    frame: CGRect(x: 10, y: 10, width: 20, height: 20),
                    action: .openURL(URL(string: "a://link")!, source: .link), zIndex: 1),
            ])
        #expect(list.hitTest(CGPoint(x: 15, y: 15)) == .openURL(URL(string: "a://link")!, source: .link))
        #expect(list.hitTest(CGPoint(x: 50, y: 50)) == .openURL(URL(string: "a://whole")!, source: .widgetURL))
        #expect(list.hitTest(CGPoint(x: 150, y: 50)) == nil)
    }

    @Test func textStylesHaveLargeDynamicTypeSizes() {
        let sizes = DisplayFont.TextStyle.allCases.map { ($0, $0.pointSize) }
        #expect(sizes.map(\.1) == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
        #expect(DisplayFont.system(.headline).weight == .semibold)
        #expect(DisplayFont.system(.body).weight == .regular)
    }

    @Test func groupFrameIncludesTransform() {
        let group = DisplayItem.group(
            DisplayGroup(
                items: [
                    .fill(
                        DisplayFill(
                            shape: .rect, frame: CGRect(x: 0, y: 0, width: 10, height: 10), paint: .color(.black)))
                ],
                transform: .translation(x: 5, y: 7)))
        #expect(group.frame == CGRect(x: 5, y: 7, width: 10, height: 10))
    }
}
