import Foundation
import Testing

@testable import WidgetryDisplayList

/// `jsonData()` writes lists directly (`DisplayListJSONWriter`); these check that its bytes are `JSONEncoder`'s on
/// the `Codable` form (`jsonEncoderData()`), byte for byte, and read back as the same list, so the writer cannot
/// drift from the conformances decoding uses.
@Suite struct DisplayListWriterTests {
    /// Expects the writer's bytes to be `JSONEncoder`'s and to decode to the list.
    static func expectSameBytes(
        _ list: DisplayList, _ name: String = "", roundTrips: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let written = try list.jsonData()
        let encoded = try list.jsonEncoderData()
        let difference = firstDifference(written, encoded)
        #expect(
            written == encoded,
            """
            \(name): writer and JSONEncoder differ at byte \(difference):
            writer:  \(excerpt(written, around: difference))
            encoder: \(excerpt(encoded, around: difference))
            """,
            sourceLocation: sourceLocation)
        if roundTrips {
            #expect(try DisplayList(jsonData: written) == list, "\(name): round trip", sourceLocation: sourceLocation)
        }
    }

    static func firstDifference(_ a: Data, _ b: Data) -> Int {
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
    }

    static func excerpt(_ data: Data, around offset: Int) -> String {
        let bytes = Array(data)
        let lower = max(0, offset - 60)
        let upper = min(bytes.count, offset + 60)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    // MARK: - Every item kind, style, run, action

    static let frame = CGRect(x: 1.5, y: -2, width: 30.25, height: 40)

    /// Every color form: fixed, with a level, from a system color or an asset, lightened, with odd components.
    static let colors: [DisplayColor] =
        [
            .black, .white, .clear,
            DisplayColor(red: 1.2, green: -0.1, blue: 0.5, opacity: 0.5, level: .secondary),
            .system(.systemBlue), .system(.secondaryLabel, opacity: 0.3, level: .tertiary),
            .asset("brand/primary \"quoted\"", opacity: 0.75, fallback: DisplayColor(white: 0.2)),
            DisplayColor.asset("sunny-color").lightened(by: 0.25),
            DisplayColor.system(.systemGray6).multiplyingOpacity(by: 1.0 / 3),
            DisplayColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, opacity: 0.18, level: .quaternary),
        ] + DisplayHierarchyLevel.allCases.map { .system(.label($0), level: $0) }
        + DisplaySystemColor.allCases.map { .system($0) }

    static func paints() -> [DisplayPaint] {
        let gradient = DisplayGradient(colors: Array(colors.prefix(5)))
        let stops = DisplayGradient(stops: [
            .init(color: .system(.systemRed), location: 0), .init(color: .white, location: 0.35),
            .init(color: .asset("x"), location: 1),
        ])
        return colors.map { .color($0) } + [
            .linearGradient(gradient, startPoint: .top, endPoint: .bottom),
            .linearGradient(stops, startPoint: DisplayUnitPoint(x: 0.1, y: -0.2), endPoint: .bottomTrailing),
            .radialGradient(gradient, center: .center, startRadius: 0, endRadius: 20.5),
            .ellipticalGradient(stops, center: .topLeading, startRadiusFraction: 0.1, endRadiusFraction: 0.5),
            .angularGradient(gradient, center: .leading, startAngle: -.pi / 2, endAngle: .pi * 1.5),
            .linearGradient(DisplayGradient(stops: []), startPoint: .leading, endPoint: .trailing),
            .meshGradient(
                DisplayMesh(
                    width: 2, height: 2,
                    points: [.topLeading, DisplayUnitPoint(x: 0.75, y: 0.125), .bottomLeading, .bottomTrailing],
                    colors: Array(colors.prefix(4)), background: .clear, smoothsColors: true)),
            .meshGradient(
                DisplayMesh(
                    width: 3, height: 1, points: [], colors: [.asset("x")], background: .system(.systemRed),
                    smoothsColors: false)),
        ]
    }

    static func shapes() -> [DisplayShape] {
        var path = DisplayPath()
        path.move(to: CGPoint(x: 0, y: 0.5))
        path.addLine(to: CGPoint(x: 10, y: -0.0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 12.125, y: 5))
        path.addCurve(
            to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 1.0 / 3), control2: CGPoint(x: 2, y: 12))
        path.closeSubpath()
        return [
            .rect, .roundedRect(cornerRadius: 4), .roundedRect(cornerRadius: 4.5, style: .circular),
            .roundedRect(cornerSize: CGSize(width: 3, height: 7), style: .continuous),
            .unevenRoundedRect(radii: DisplayCornerRadii(topLeading: 3), style: .continuous),
            .unevenRoundedRect(
                radii: DisplayCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3.5, topTrailing: 4),
                style: .circular),
            .circle, .ellipse, .capsule(style: .continuous), .capsule(style: .circular), .path(path),
            .path(DisplayPath()),
        ]
    }

    static func fonts() -> [DisplayFont] {
        var fonts = DisplayFont.TextStyle.allCases.flatMap { style in
            DisplayFont.Design.allCases.map { DisplayFont.system(style, design: $0) }
        }
        fonts += DisplayFont.Weight.allCases.map { DisplayFont.system(size: 13.5, weight: $0) }
        fonts.append(
            DisplayFont(
                family: "Noto Sans \"Display\"", size: 22, weight: .heavy, italic: true, design: .serif,
                monospacedDigit: true, kerning: -0.5, tracking: 1.25, textStyle: .title2))
        return fonts
    }

    static func textItems() -> [DisplayItem] {
        let fonts = fonts()
        let patterns: [DisplayTextRun.Decoration.Pattern] = [.solid, .dot, .dash, .dashDot, .dashDotDot]
        var runs: [DisplayTextRun] = fonts.enumerated().map { index, font in
            DisplayTextRun("run \(index) \"é\" / 😀\n", font: font)
        }
        runs += patterns.enumerated().map { index, pattern in
            DisplayTextRun(
                "decorated", color: colors[index % colors.count],
                underline: .init(color: index.isMultiple(of: 2) ? nil : .system(.systemRed), pattern: pattern),
                strikethrough: .init(pattern: patterns[(index + 1) % patterns.count]), baselineOffset: -1.5)
        }
        runs.append(DisplayTextRun("", font: .body, strikethrough: .init()))
        var items: [DisplayItem] = []
        for alignment in [DisplayParagraph.Alignment.leading, .center, .trailing] {
            for mode in [DisplayParagraph.TruncationMode.head, .middle, .tail] {
                let paragraph = DisplayParagraph(
                    runs: runs, alignment: alignment, lineLimit: mode == .tail ? nil : 2, truncationMode: mode,
                    lineSpacing: mode == .head ? 0 : 2.5)
                items.append(
                    .text(DisplayText(paragraph: paragraph, frame: frame, baselineOrigin: CGPoint(x: 1, y: 15.75))))
            }
        }
        var glyphs = DisplayText(
            paragraph: DisplayParagraph("🐳", font: .system(.largeTitle)), frame: frame, baselineOrigin: .zero,
            paint: .linearGradient(DisplayGradient(colors: [.white, .black]), startPoint: .top, endPoint: .bottom))
        for filter in filters() {
            glyphs.glyphFilter = filter
            items.append(.text(glyphs))
        }
        return items
    }

    static func filters() -> [DisplayImage.Filter] {
        [.desaturated, .alphaMask(.system(.systemOrange)), .luminanceMask(DisplayColor(white: 0.5, opacity: 0.4))]
    }

    static func imageItems() -> [DisplayItem] {
        var items: [DisplayItem] = []
        let scales: [DisplaySymbol.Scale] = [.small, .medium, .large]
        let modes: [DisplaySymbol.RenderingMode] = [.monochrome, .hierarchical, .palette, .multicolor]
        for (index, weight) in DisplayFont.Weight.allCases.enumerated() {
            let symbol = DisplaySymbol(
                name: "cloud.sun.fill", pointSize: 17 + Double(index) / 4, weight: weight,
                scale: scales[index % scales.count], renderingMode: modes[index % modes.count],
                paints: Array(paints().prefix(index % 4)), variableValue: index.isMultiple(of: 2) ? nil : 0.3)
            items.append(.image(DisplayImage(content: .symbol(symbol), frame: frame)))
        }
        let accented: [DisplayAccentedRenderingMode?] = [
            nil, .accented, .accentedDesaturated, .desaturated, .fullColor,
        ]
        for (index, mode) in accented.enumerated() {
            let filter = index == 0 ? nil : filters()[index % filters().count]
            items.append(
                .image(
                    DisplayImage(
                        content: .named("cover/\(index) \\ \"x\""), frame: frame, accentedRenderingMode: mode,
                        filter: filter)))
        }
        return items
    }

    static func dynamicItems() -> [DisplayItem] {
        let start = Date(timeIntervalSince1970: 1_780_306_860)
        var dates: [DisplayDynamicText.DatedRun] = DisplayDateText.Style.allCases.enumerated().map { index, style in
            .init(runIndex: index, date: .date(start.addingTimeInterval(Double(index) * 90.5), style: style))
        }
        for (index, flags) in [(true, true), (true, false), (false, true), (false, false)].enumerated() {
            dates.append(
                .init(
                    runIndex: index,
                    date: .timerInterval(
                        start: start, end: start.addingTimeInterval(3_600.25),
                        pauseTime: index.isMultiple(of: 2) ? nil : start.addingTimeInterval(60),
                        countsDown: flags.0, showsHours: flags.1)))
        }
        dates.append(.init(runIndex: 0, date: .date(Date(timeIntervalSince1970: -1.5), style: .relative)))
        let paragraph = DisplayParagraph(
            runs: [DisplayTextRun("Arrives in "), DisplayTextRun("12:00", font: .system(.headline))], lineLimit: 1)
        return [
            .dynamicText(DisplayDynamicText(paragraph: paragraph, dates: dates, frame: frame)),
            .dynamicText(
                DisplayDynamicText(
                    paragraph: DisplayParagraph("0:00"), dates: [], frame: frame, paint: .color(.system(.systemMint)))),
        ]
    }

    static func groupItems() -> [DisplayItem] {
        let child = DisplayItem.fill(DisplayFill(shape: .rect, frame: frame, paint: .color(.white)))
        var semantics: [DisplaySemantics] = [
            DisplaySemantics(), DisplaySemantics(widgetAccentable: true), DisplaySemantics(widgetAccentable: false),
            DisplaySemantics(isContainerBackground: true), DisplaySemantics(isPrivacySensitive: true),
            DisplaySemantics(isUnredacted: true), DisplaySemantics(isInvalidatable: true),
            DisplaySemantics(
                widgetAccentable: false, isContainerBackground: true, isPrivacySensitive: true, isUnredacted: true,
                redactionReasons: [.placeholder, .privacy, .invalidated], isInvalidatable: true),
        ]
        semantics += [.placeholder, .privacy, .invalidated, [.privacy, .invalidated]].map {
            DisplaySemantics(redactionReasons: $0)
        }
        var items: [DisplayItem] = semantics.map { .group(DisplayGroup(items: [child], semantics: $0)) }
        items += DisplayBlendMode.allCases.map { .group(DisplayGroup(items: [child], blendMode: $0)) }
        items += [
            .group(DisplayGroup(items: [])),
            .group(DisplayGroup(items: [child], transform: .translation(x: 5, y: -7.5))),
            .group(DisplayGroup(items: [child], transform: .rotation(radians: .pi / 7, anchor: CGPoint(x: 3, y: 4)))),
            .group(DisplayGroup(items: [child], transform: .scale(x: 2, y: 0.5, anchor: CGPoint(x: 5, y: 5)))),
            .group(DisplayGroup(items: [child], opacity: 0)),
            .group(blurred(radius: 4, [child])), .group(blurred(radius: 0.5, [])),
            .group(DisplayGroup(items: [child], opacity: 0.35)),
            .group(DisplayGroup(items: [child], clip: DisplayClip(shape: .circle, frame: frame))),
            .group(
                DisplayGroup(
                    items: [child],
                    clip: DisplayClip(shape: .roundedRect(cornerRadius: 12), frame: frame, isEvenOdd: true))),
            .group(DisplayGroup(items: [child], shadow: DisplayShadow(radius: 3))),
            .group(
                DisplayGroup(
                    items: [child, child],
                    shadow: DisplayShadow(color: .system(.systemIndigo, opacity: 0.5), radius: 2.5, x: -1, y: 2))),
            .group(
                DisplayGroup(
                    items: [.group(DisplayGroup(items: [child, .group(DisplayGroup(items: [child]))], opacity: 0.5))],
                    transform: .translation(x: 1, y: 1), opacity: 0.9,
                    clip: DisplayClip(shape: .capsule(style: .circular), frame: frame), blendMode: .plusLighter,
                    shadow: DisplayShadow(radius: 1), semantics: DisplaySemantics(isContainerBackground: true))),
        ]
        return items
    }

    static func blurred(radius: Double, _ items: [DisplayItem]) -> DisplayGroup {
        var group = DisplayGroup(items: items, blendMode: .screen)
        group.blurRadius = radius
        return group
    }

    static func fillAndStrokeItems() -> [DisplayItem] {
        var items: [DisplayItem] = shapes().map { .fill(DisplayFill(shape: $0, frame: frame, paint: .color(.black))) }
        items += paints().map { .fill(DisplayFill(shape: .rect, frame: frame, paint: $0)) }
        items += [
            .fill(DisplayFill(shape: .circle, frame: frame, paint: .color(.white), isEvenOdd: true)),
            .fill(
                DisplayFill(shape: .rect, frame: frame, paint: .color(.white), trim: DisplayTrim(from: 0.1, to: 0.9))),
            .fill(DisplayFill(shape: .rect, frame: .zero, paint: .color(.white), trim: DisplayTrim(from: -1, to: 2))),
        ]
        let caps: [DisplayStrokeStyle.LineCap] = [.butt, .round, .square]
        let joins: [DisplayStrokeStyle.LineJoin] = [.miter, .round, .bevel]
        for (index, shape) in shapes().enumerated() {
            let style = DisplayStrokeStyle(
                lineWidth: 1 + Double(index) / 2, lineCap: caps[index % 3], lineJoin: joins[(index + 1) % 3],
                miterLimit: index.isMultiple(of: 2) ? 10 : 4.5, dash: Array([2, 1.5, 0.25].prefix(index % 4)),
                dashPhase: Double(index) * 0.75)
            items.append(
                .stroke(
                    DisplayStroke(
                        shape: shape, frame: frame, paint: paints()[index % paints().count], style: style,
                        trim: index.isMultiple(of: 3) ? DisplayTrim(from: 0, to: 0.5) : nil)))
        }
        return items
    }

    static func hitRegions() -> [HitRegion] {
        let parameters: DisplayJSON = [
            "itemID": "42", "n": 1, "ratio": 0.1, "negative": -2.5e-7, "big": 1e300, "flag": true, "off": false,
            "none": nil, "list": [1, "two", [3.5, nil], ["k": "v"]], "nested": ["b": ["c": [:]], "a": []],
            "Zed": "upper", "é": "accent", "e\u{301}x": "combining", "😀": "emoji", "slash/key": "a/b",
            "quote\"key": "\\", "": "empty key", "control\u{1}": "\u{0}\u{1f}\t",
        ]
        return [
            HitRegion(frame: frame, action: .openURL(URL(string: "app://a")!, source: .link), zIndex: 1),
            HitRegion(
                frame: frame,
                action: .openURL(URL(string: "https://example.com/a%20b?q=%C3%A9&x=/y#frag")!, source: .widgetURL),
                zIndex: -3),
            HitRegion(frame: frame, action: .button(IntentInvocation(type: "ToggleFavoriteIntent"))),
            HitRegion(frame: frame, action: .button(IntentInvocation(type: "Search", parameters: parameters))),
            HitRegion(frame: frame, action: .toggle(IntentInvocation(type: "Flashlight", parameters: [:]), isOn: true)),
            HitRegion(
                frame: frame,
                action: .toggle(IntentInvocation(type: "Light", parameters: ["level": 0.5]), isOn: false),
                zIndex: Int.max),
            HitRegion(frame: frame, action: .button(IntentInvocation(type: "Null", parameters: nil)), zIndex: Int.min),
        ]
    }

    @Test func everyItemKindStyleRunAndActionMatchesJSONEncoder() throws {
        let groups: [(String, [DisplayItem])] = [
            ("fills and strokes", Self.fillAndStrokeItems()), ("text", Self.textItems()),
            ("images", Self.imageItems()), ("dynamic text", Self.dynamicItems()), ("groups", Self.groupItems()),
        ]
        for (name, items) in groups {
            try Self.expectSameBytes(DisplayList(size: CGSize(width: 170, height: 170), items: items), name)
            for (index, item) in items.enumerated() {
                try Self.expectSameBytes(
                    DisplayList(size: CGSize(width: 1, height: 1), items: [item]), "\(name) \(index)")
            }
        }
        try Self.expectSameBytes(
            DisplayList(
                size: CGSize(width: 364.5, height: 170), items: groups.flatMap(\.1), hitRegions: Self.hitRegions()),
            "everything")
        try Self.expectSameBytes(DisplayListCodingTests.everything(), "DisplayListCodingTests.everything")
        try Self.expectSameBytes(DisplayList(size: .zero), "empty")
    }

    @Test func everyHitActionMatchesJSONEncoder() throws {
        for (index, region) in Self.hitRegions().enumerated() {
            try Self.expectSameBytes(
                DisplayList(size: CGSize(width: 10, height: 10), hitRegions: [region]), "region \(index)")
        }
    }

    /// A URL relative to a base is written as its absolute string, as `JSONEncoder` writes URLs (it reads back as
    /// that absolute URL, not as the pair).
    @Test func relativeURLIsWrittenAsItsAbsoluteString() throws {
        let url = try #require(URL(string: "detail/7?x=1", relativeTo: URL(string: "widgets://app/root/")))
        let list = DisplayList(
            size: CGSize(width: 10, height: 10),
            hitRegions: [HitRegion(frame: Self.frame, action: .openURL(url, source: .link))])
        try Self.expectSameBytes(list, "relative URL", roundTrips: false)
        let decoded = try DisplayList(jsonData: list.jsonData())
        #expect(decoded.hitRegions.first?.action == .openURL(URL(string: url.absoluteString)!, source: .link))
    }

    /// `blur(radius:)` survives the store: a group's blur radius is written and read back (lists stored before it
    /// was had none, and served renders drew them unblurred).
    @Test func blurRadiusReadsBack() throws {
        let list = DisplayList(size: CGSize(width: 10, height: 10), items: [.group(Self.blurred(radius: 3, []))])
        let json = String(decoding: try list.jsonData(), as: UTF8.self)
        #expect(json.contains(#""blendMode":"screen","blurRadius":3,"items":[]"#))
        let decoded = try DisplayList(jsonData: list.jsonData())
        guard case .group(let group) = decoded.items.first else {
            Issue.record("no group")
            return
        }
        #expect(group.blurRadius == 3)
    }

    /// A list read back from the writer's bytes is written to the same bytes.
    @Test func decodedListsAreWrittenBackUnchanged() throws {
        let list = DisplayList(
            size: CGSize(width: 170, height: 170), items: Self.groupItems() + Self.textItems(),
            hitRegions: Self.hitRegions())
        let bytes = try list.jsonData()
        #expect(try DisplayList(jsonData: bytes).jsonData() == bytes)
    }

    // MARK: - Numbers and strings

    /// xorshift64: the same values on every run.
    struct Generator {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
    }

    /// Small, huge, negative zero, subnormal, integral, 0.1-style fractions, thirds, random bit patterns.
    static func sweepOfDoubles() -> [Double] {
        var values: [Double] = [
            0, -0.0, 1, -1, 0.1, 0.2, 0.3, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 0.05, 12.25, 56.333333333333336, 1e-3, 9.99e-4,
            1e-4, 1e-5, 1.5e-5, 123_456.789_1, 999_999.999_999_9, 1_000_000.5, 1e15, 1e16, 9_007_199_254_740_991,
            9_007_199_254_740_992, 9_007_199_254_740_994, 4_503_599_627_370_496.5, 1e21, 1e22, 1e300, -1e300,
            .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, .pi, -.pi / 2, .ulpOfOne, 1 + .ulpOfOne, 0.000_999_999_999_999_999_9,
            170, 364.5, 22.666666666666668, 0.235_294_117_647_058_82, 1_780_306_860, 1_780_306_860.25,
        ]
        var generator = Generator()
        let divisors: [Double] = [10, 100, 1_000, 10_000, 100_000, 1e6, 1e7, 1e8, 3, 7, 30, 255]
        for _ in 0..<30_000 {
            let pick = generator.next()
            let value: Double
            switch pick % 7 {
            case 0: value = Double(bitPattern: generator.next())
            case 1: value = Double(Int64(bitPattern: generator.next()) >> Int64(generator.next() % 64))
            case 2:
                value =
                    Double(Int64(generator.next() % 2_000_000) - 1_000_000)
                    / divisors[Int(generator.next() % UInt64(divisors.count))]
            case 3: value = Double(generator.next() % 1_000_000) * 0.1
            case 4: value = Double(bitPattern: generator.next() % 0x0010_0000_0000_0000)  // subnormal
            case 5: value = Double(generator.next() % 3_000) / 3 * (pick & 8 == 0 ? 1 : -1)
            default:
                value = Double(generator.next() % 10_000_000) / 1e7 * pow(10, Double(Int(generator.next() % 40) - 20))
            }
            if value.isFinite { values.append(value) }
        }
        return values
    }

    @Test func sweepOfDoublesIsWrittenAsJSONEncoderWritesIt() throws {
        let values = Self.sweepOfDoubles()
        for start in stride(from: 0, to: values.count, by: 500) {
            let chunk = values[start..<min(start + 500, values.count)]
            var path = DisplayPath()
            for pair in stride(from: chunk.startIndex, to: chunk.endIndex - 1, by: 2) {
                path.addLine(to: CGPoint(x: chunk[pair], y: chunk[pair + 1]))
            }
            let list = DisplayList(
                size: CGSize(width: chunk.first!, height: chunk.last!),
                items: [.fill(DisplayFill(shape: .path(path), frame: .zero, paint: .color(.black)))],
                hitRegions: [
                    HitRegion(
                        frame: .zero,
                        action: .button(IntentInvocation(type: "x", parameters: .array(chunk.map { .number($0) }))))
                ])
            let same = try list.jsonData() == list.jsonEncoderData()
            #expect(same, "values \(start)..<\(start + chunk.count)")
            if !same {
                // Name the values, one by one.
                for value in chunk {
                    var writer = DisplayListJSONWriter()
                    try writer.write(value)
                    let encoded = String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
                    #expect("[\(String(decoding: writer.bytes, as: UTF8.self))]" == encoded, "\(value)")
                }
            }
            // Numbers read back exactly (as path points; a DisplayJSON number may read back as a Bool).
            #expect(try DisplayList(jsonData: list.jsonData()).items == list.items)
        }
    }

    @Test func sweepOfStringsIsEscapedAsJSONEncoderEscapesThem() throws {
        let alphabet: [Unicode.Scalar] = [
            "\"", "\\", "/", "a", "Z", " ", "\u{0}", "\u{8}", "\u{9}", "\u{a}", "\u{b}", "\u{c}", "\u{d}", "\u{1b}",
            "\u{1f}", "\u{7f}", "\u{80}", "\u{a0}", "é", "\u{301}", "\u{2028}", "\u{2029}", "\u{fffd}", "\u{feff}",
            "😀", "🏳", "\u{fe0f}", "\u{200d}", "中",
        ]
        var generator = Generator()
        var strings: [String] = ["", "plain", "a/b//c", "\\\"\\", "http://example.com/?a=b&c=d"]
        strings += (0..<0x20).map { String(Unicode.Scalar(UInt8($0))) }
        for _ in 0..<3_000 {
            var string = ""
            for _ in 0..<Int(generator.next() % 16) {
                string.unicodeScalars.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
            }
            strings.append(string)
        }
        for start in stride(from: 0, to: strings.count, by: 200) {
            let chunk = Array(strings[start..<min(start + 200, strings.count)])
            let runs = chunk.map { DisplayTextRun($0, font: DisplayFont(family: $0, size: 12)) }
            var members: [String: DisplayJSON] = [:]
            for string in chunk { members[string] = .string(string) }
            let list = DisplayList(
                size: CGSize(width: 1, height: 1),
                items: [
                    .text(DisplayText(paragraph: DisplayParagraph(runs: runs), frame: .zero, baselineOrigin: .zero))
                ] + chunk.map { .image(DisplayImage(content: .named($0), frame: .zero)) },
                hitRegions: [
                    HitRegion(
                        frame: .zero,
                        action: .button(IntentInvocation(type: chunk.joined(), parameters: .object(members))))
                ])
            try Self.expectSameBytes(list, "strings \(start)..<\(start + chunk.count)")
        }
    }

    // MARK: - Errors and other forms

    @Test func nonFiniteNumbersThrowJSONEncodersErrorWithThePath() throws {
        let values: [Double] = [.nan, .infinity, -.infinity, .signalingNaN]
        for value in values {
            let lists = [
                DisplayList(size: CGSize(width: value, height: 1)),
                DisplayList(
                    size: CGSize(width: 1, height: 1),
                    items: [
                        .fill(
                            DisplayFill(
                                shape: .rect, frame: CGRect(x: 0, y: value, width: 1, height: 1), paint: .color(.black))
                        )
                    ]),
                DisplayList(
                    size: CGSize(width: 1, height: 1),
                    items: [.group(DisplayGroup(items: [], opacity: value))]),
                DisplayList(
                    size: CGSize(width: 1, height: 1),
                    hitRegions: [
                        HitRegion(
                            frame: .zero,
                            action: .button(IntentInvocation(type: "x", parameters: ["v": .number(value)])))
                    ]),
            ]
            for list in lists {
                var written: (any Error)?
                var encoded: (any Error)?
                do { _ = try list.jsonData() } catch { written = error }
                do { _ = try list.jsonEncoderData() } catch { encoded = error }
                #expect(written is EncodingError, "\(value)")
                #expect(String(describing: written) == String(describing: encoded))
                #expect(String(describing: written).contains("Unable to encode Double."))
            }
        }
    }

    @Test func prettyPrintedFormIsJSONEncoders() throws {
        let list = DisplayListCodingTests.everything()
        let pretty = try list.jsonData(prettyPrinted: true)
        #expect(pretty == (try list.jsonEncoderData(prettyPrinted: true)))
        #expect(try DisplayList(jsonData: pretty) == list)
        #expect(pretty != (try list.jsonData()))
    }
}
