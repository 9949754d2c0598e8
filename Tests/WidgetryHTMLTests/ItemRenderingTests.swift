import Foundation
import Testing
import WidgetryDisplayList
import WidgetryHTML
import WidgetryRendering

@Suite struct ItemRenderingTests {
    let frame = CGRect(x: 10, y: 20, width: 60, height: 40)
    let blue = DisplayPaint.color(.system(.systemBlue))

    @Test(arguments: [
        (DisplayShape.rect, "left:10px;top:20px;width:60px;height:40px;background-color:rgba(0,122,255,1)\""),
        (.roundedRect(cornerRadius: 12), "background-color:rgba(0,122,255,1);border-radius:12px\""),
        (.roundedRect(cornerSize: CGSize(width: 12, height: 30), style: .circular), "border-radius:12px / 20px\""),
        (
            .unevenRoundedRect(radii: DisplayCornerRadii(topLeading: 16, bottomTrailing: 4), style: .continuous),
            "border-radius:16px 0 4px 0\""
        ),
        (.capsule(style: .continuous), "border-radius:20px\""),
        (.circle, "left:20px;top:20px;width:40px;height:40px;background-color:rgba(0,122,255,1);border-radius:50%\""),
        (.ellipse, "width:60px;height:40px;background-color:rgba(0,122,255,1);border-radius:50%\""),
    ])
    func fillsAreBoxesWithCornerRadii(shape: DisplayShape, expected: String) throws {
        let html = try HTMLFixtures.fragment([.fill(DisplayFill(shape: shape, frame: frame, paint: blue))])
        #expect(html.contains("<div class=\"wgt-fill\""))
        #expect(html.contains(expected))
    }

    @Test func pathFillsAreInlineSVG() throws {
        var path = DisplayPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 60, y: 0))
        path.addQuadCurve(to: CGPoint(x: 0, y: 40), control: CGPoint(x: 60, y: 40))
        path.closeSubpath()
        let html = try HTMLFixtures.fragment([
            .fill(DisplayFill(shape: .path(path), frame: frame, paint: blue, isEvenOdd: true))
        ])
        #expect(html.contains("<svg class=\"wgt-fill\""))
        #expect(html.contains("left:9px;top:19px;width:62px;height:42px"))
        #expect(html.contains("<path d=\"M1 1L61 1Q61 41 1 41Z\" fill=\"rgba(0,122,255,1)\" fill-rule=\"evenodd\">"))
    }

    @Test func trimmedFillsAreFlattenedPolylines() throws {
        let html = try HTMLFixtures.fragment([
            .fill(DisplayFill(shape: .rect, frame: frame, paint: blue, trim: DisplayTrim(from: 0, to: 0.5)))
        ])
        // Half of a 200-point outline: the top edge and the right edge.
        #expect(html.contains("d=\"M1 1L61 1L61 41\""))
    }

    @Test func strokesCarryLineStyleDashesAndTrim() throws {
        let dashed = DisplayStroke(
            shape: .roundedRect(cornerRadius: 8), frame: frame, paint: blue,
            style: DisplayStrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, dash: [6, 3], dashPhase: 2))
        let ring = DisplayStroke(
            shape: .circle, frame: frame, paint: blue, style: DisplayStrokeStyle(lineWidth: 4),
            trim: DisplayTrim(from: 0.25, to: 0.75))
        let html = try HTMLFixtures.fragment([.stroke(dashed), .stroke(ring)])
        #expect(
            html.contains(
                "fill=\"none\" stroke=\"rgba(0,122,255,1)\" stroke-width=\"3\" stroke-linecap=\"round\" "
                    + "stroke-linejoin=\"bevel\" stroke-dasharray=\"6 3\" stroke-dashoffset=\"2\""))
        #expect(html.contains("pathLength=\"1\" stroke-dasharray=\"0.5 2\" stroke-dashoffset=\"-0.25\""))
    }

    @Test func gradientStrokesAreMaskedBoxes() throws {
        let gradient = DisplayPaint.linearGradient(
            DisplayGradient(colors: [.black, .white]), startPoint: .leading, endPoint: .trailing)
        let html = try HTMLFixtures.fragment([
            .stroke(
                DisplayStroke(shape: .circle, frame: frame, paint: gradient, style: DisplayStrokeStyle(lineWidth: 2)))
        ])
        #expect(html.contains("<div class=\"wgt-stroke\""))
        #expect(html.contains("background-image:linear-gradient(90deg,"))
        #expect(html.contains("-webkit-mask-image:url(&quot;data:image/svg+xml,%3Csvg"))
        #expect(html.contains(";mask-image:url("))
    }

    @Test(arguments: [
        (
            DisplayPaint.linearGradient(
                DisplayGradient(colors: [.black, .white]), startPoint: .top, endPoint: .bottom),
            "linear-gradient(180deg,rgba(0,0,0,1) 0%,rgba(255,255,255,1) 100%)"
        ),
        (
            .linearGradient(
                DisplayGradient(colors: [.black, .white]), startPoint: DisplayUnitPoint(x: 0.5, y: 0.25),
                endPoint: DisplayUnitPoint(x: 0.5, y: 0.75)),
            "linear-gradient(180deg,rgba(0,0,0,1) 25%,rgba(255,255,255,1) 75%)"
        ),
        (
            .radialGradient(DisplayGradient(colors: [.black, .white]), center: .center, startRadius: 5, endRadius: 25),
            "radial-gradient(circle 25px at 30px 20px,rgba(0,0,0,1) 5px,rgba(255,255,255,1) 25px)"
        ),
        (
            .ellipticalGradient(
                DisplayGradient(colors: [.black, .white]), center: .center, startRadiusFraction: 0,
                endRadiusFraction: 0.5),
            "radial-gradient(ellipse 30px 20px at 30px 20px,rgba(0,0,0,1) 0%,rgba(255,255,255,1) 100%)"
        ),
        (
            .angularGradient(DisplayGradient(colors: [.black, .white]), center: .center, startAngle: 0, endAngle: .pi),
            "conic-gradient(from 90deg at 30px 20px,rgba(0,0,0,1) 0deg,rgba(255,255,255,1) 180deg,"
                + "rgba(255,255,255,1) 180deg,rgba(255,255,255,1) 270deg,rgba(0,0,0,1) 270deg,rgba(0,0,0,1) 360deg)"
        ),
    ])
    func gradientsMatchCairoGeometry(paint: DisplayPaint, expected: String) throws {
        let html = try HTMLFixtures.fragment([.fill(DisplayFill(shape: .rect, frame: frame, paint: paint))])
        #expect(html.contains("background-image:" + expected))
    }

    @Test func textIsPlacedOnItsBaselineWithItsFont() throws {
        var font = DisplayFont(size: 15, weight: .semibold, italic: true, monospacedDigit: true, tracking: 0.5)
        font.kerning = 0.25
        let paragraph = DisplayParagraph(runs: [DisplayTextRun("12:30", font: font)], alignment: .center)
        let item = DisplayItem.text(
            DisplayText(
                paragraph: paragraph, frame: CGRect(x: 10, y: 20, width: 80, height: 18.16),
                baselineOrigin: CGPoint(x: 10, y: 34.53125), paint: .color(.black)))
        let html = try HTMLFixtures.fragment([item])
        // The top is the baseline less Inter's ascent (0.96875 em); the box is 1 point wider, centered.
        #expect(html.contains("<div class=\"wgt-text\" style=\"position:absolute;left:9.5px;top:20px;width:81px"))
        #expect(
            html.contains(
                "font-family:'Inter','Noto Color Emoji',sans-serif;font-size:15px;font-weight:600;font-style:italic;"
                    + "letter-spacing:0.75px;font-variant-numeric:tabular-nums"))
        #expect(html.contains("text-align:center;"))
        #expect(html.contains("-webkit-line-clamp:1;"))
        #expect(html.contains(">12:30</div>"))
    }

    @Test(arguments: [
        (DisplayFont.Design.default, 24.0, "'Inter Display','Noto Color Emoji',sans-serif"),
        (.rounded, 12, "'Nunito','Quicksand','Comfortaa','M PLUS Rounded 1c','Inter','Noto Color Emoji',sans-serif"),
        (.serif, 12, "'Noto Serif','DejaVu Serif','Noto Color Emoji',serif"),
        (.monospaced, 12, "'DejaVu Sans Mono','Noto Color Emoji',monospace"),
    ])
    func fontDesignsUseCairosFamilies(design: DisplayFont.Design, size: Double, families: String) throws {
        let html = try HTMLFixtures.fragment([
            HTMLFixtures.text("Aa", font: DisplayFont(size: size, design: design), at: .zero)
        ])
        #expect(html.contains("font-family:" + families + ";"))
    }

    @Test func lineLimitAndFrameHeightClampLines() throws {
        let long = String(repeating: "word ", count: 40)
        let limited = HTMLFixtures.text(long, at: .zero, width: 100, lineLimit: 3)
        let html = try HTMLFixtures.fragment([limited])
        #expect(html.contains("-webkit-line-clamp:3;overflow:hidden"))
        let paragraph = DisplayParagraph(long, font: .body)
        let short = DisplayItem.text(
            DisplayText(
                paragraph: paragraph, frame: CGRect(x: 0, y: 0, width: 100, height: 45),
                baselineOrigin: CGPoint(x: 0, y: 16.47)))
        // Two 20.58-point Inter lines fit in 45 points.
        #expect(try HTMLFixtures.fragment([short]).contains("-webkit-line-clamp:2;"))
    }

    @Test func runsKeepTheirStyles() throws {
        let paragraph = DisplayParagraph(runs: [
            DisplayTextRun("Plain "),
            DisplayTextRun(
                "bold", font: DisplayFont(size: 17, weight: .bold), color: .system(.systemRed),
                underline: .init(pattern: .dot), strikethrough: .init(color: .black), baselineOffset: 2),
        ])
        let html = try HTMLFixtures.fragment([
            HTMLFixtures.text(paragraph, at: .zero, width: nil, paint: .color(.black))
        ])
        #expect(
            html.contains(
                ">Plain <span style=\"font-family:'Inter','Noto Color Emoji',sans-serif;font-size:17px;font-weight:700;"
                    + "font-style:normal;color:rgba(255,59,48,1);vertical-align:2px;text-decoration-line:underline;"
                    + "text-decoration-style:dotted\"><span style=\"text-decoration-line:line-through;"
                    + "text-decoration-color:rgba(0,0,0,1)\">bold</span></span></div>"))
    }

    @Test func gradientTextClipsTheBackgroundToGlyphs() throws {
        let paint = DisplayPaint.linearGradient(
            DisplayGradient(colors: [.black, .white]), startPoint: .leading, endPoint: .trailing)
        let html = try HTMLFixtures.fragment([
            HTMLFixtures.text(DisplayParagraph("Hi"), at: .zero, width: nil, paint: paint)
        ])
        #expect(html.contains("background-clip:text;color:transparent;-webkit-text-fill-color:transparent"))
    }

    @Test func emojiFallBackToNotoColorEmoji() throws {
        let html = try HTMLFixtures.fragment([HTMLFixtures.text("Hi 👋", at: .zero)])
        #expect(html.contains("'Noto Color Emoji'"))
        #expect(html.contains(">Hi 👋</div>"))
    }

    /// Symbols are their Material Symbols outlines: a box painted with the style, clipped to the glyph's path.
    @Test func symbolsAreMaterialSymbolsOutlines() throws {
        let html = try HTMLFixtures.fragment([
            HTMLFixtures.symbol("sun.max.fill", size: 20, at: CGPoint(x: 5, y: 5), color: .system(.systemYellow))
        ])
        #expect(html.contains("<div class=\"wgt-symbol\" data-symbol=\"sun.max.fill\" aria-hidden=\"true\""))
        #expect(html.contains("<div class=\"wgt-symbol-glyph\" data-glyph=\"clear_day\" style=\"position:absolute;"))
        #expect(html.contains("background-color:rgba(255,204,0,1);clip-path:path('M"))
        #expect(!html.contains("font-family:'Material"))
    }

    /// Composed symbols clip each layer; hierarchical ones dim the secondary layers.
    @Test func composedHierarchicalSymbolsClipAndDimLayers() throws {
        var symbol = DisplaySymbol(name: "cloud.sun.rain.fill", pointSize: 30, paints: [.color(.black)])
        symbol.renderingMode = .hierarchical
        let html = try HTMLFixtures.fragment([
            .image(DisplayImage(content: .symbol(symbol), frame: CGRect(x: 0, y: 0, width: 30, height: 30)))
        ])
        #expect(html.components(separatedBy: "class=\"wgt-symbol-clip\"").count == 3)
        #expect(html.components(separatedBy: "data-glyph=\"clear_day\"").count == 3)
        #expect(html.components(separatedBy: "opacity:0.6").count == 3)
        #expect(html.contains("data-glyph=\"rainy\""))
    }

    @Test func unknownSymbolsAndPaintersWithoutATableDrawPlaceholders() throws {
        let unknown = try HTMLFixtures.fragment([HTMLFixtures.symbol("no.such.symbol", at: .zero)])
        #expect(unknown.contains("<div class=\"wgt-placeholder\" data-symbol=\"no.such.symbol\""))
        let noTable = try HTMLFixtures.fragment(
            [HTMLFixtures.symbol("sun.max.fill", at: .zero)], painter: HTMLPainter())
        #expect(noTable.contains("class=\"wgt-placeholder\""))
        #expect(noTable.contains(">?</div>"))
    }

    @Test func namedImagesAreDataURLsOrResolvedURLs() throws {
        struct OnePixel: ImageAssetProvider {
            func image(named name: String, scale: Double) throws -> (png: [UInt8], scale: Double)? {
                name == "cover" ? ([0x89, 0x50, 0x4E, 0x47], scale) : nil
            }
        }
        let image = DisplayItem.image(DisplayImage(content: .named("cover"), frame: frame))
        var painter = HTMLFixtures.painter()
        painter.imageAssets = OnePixel()
        let embedded = try HTMLFixtures.fragment([image], painter: painter)
        #expect(embedded.contains("<img class=\"wgt-image\" src=\"data:image/png;base64,iVBORw==\" alt=\"\""))
        #expect(!embedded.contains("</img>"))
        painter.imageURL = { "/images/\($0).png" }
        #expect(try HTMLFixtures.fragment([image], painter: painter).contains("src=\"/images/cover.png\""))
        let missing = DisplayItem.image(DisplayImage(content: .named("gone"), frame: frame))
        #expect(try HTMLFixtures.fragment([missing]).contains("class=\"wgt-placeholder\" data-image=\"gone\""))
    }

    @Test func imageFiltersBecomeCSS() throws {
        var painter = HTMLFixtures.painter()
        painter.imageURL = { "/\($0).png" }
        let gray = DisplayItem.image(DisplayImage(content: .named("a"), frame: frame, filter: .desaturated))
        let tinted = DisplayItem.image(
            DisplayImage(content: .named("a"), frame: frame, filter: .luminanceMask(.white)))
        let html = try HTMLFixtures.fragment([gray, tinted], painter: painter)
        #expect(html.contains("filter:grayscale(1)"))
        #expect(html.contains("background-color:rgba(255,255,255,1);-webkit-mask-image:url('/a.png')"))
        #expect(html.contains("mask-mode:luminance"))
    }

    @Test func groupsCarryTransformOpacityBlendShadowAndClip() throws {
        let group = DisplayGroup(
            items: [.fill(DisplayFill(shape: .rect, frame: frame, paint: blue))],
            transform: .translation(x: 5, y: -2.5), opacity: 0.5,
            clip: DisplayClip(shape: .roundedRect(cornerRadius: 6), frame: CGRect(x: 10, y: 10, width: 50, height: 30)),
            blendMode: .multiply, shadow: DisplayShadow(radius: 4, x: 1, y: 2),
            semantics: DisplaySemantics(widgetAccentable: false, isPrivacySensitive: true, isInvalidatable: true))
        let html = try HTMLFixtures.fragment([.group(group)])
        #expect(
            html.contains(
                "<div class=\"wgt-group\" data-accentable=\"false\" data-privacy-sensitive=\"\" "
                    + "data-invalidatable=\"\" style=\"position:absolute;left:0;top:0;width:200px;height:100px;"
                    + "transform:matrix(1,0,0,1,5,-2.5);transform-origin:0 0;opacity:0.5;mix-blend-mode:multiply\">"))
        #expect(
            html.contains(
                "<div class=\"wgt-clip\" style=\"position:absolute;left:10px;top:10px;width:50px;height:30px;"
                    + "overflow:hidden;border-radius:6px\">"))
        #expect(html.contains("<div class=\"wgt-clip-content\" style=\"position:absolute;left:-10px;top:-10px;"))
        #expect(html.contains("filter:drop-shadow(1px 2px 4px rgba(0,0,0,0.33))"))
    }

    @Test func pathClipsUseClipPath() throws {
        var triangle = DisplayPath()
        triangle.move(to: .zero)
        triangle.addLine(to: CGPoint(x: 10, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 10))
        triangle.closeSubpath()
        let group = DisplayGroup(
            items: [], clip: DisplayClip(shape: .path(triangle), frame: frame, isEvenOdd: true))
        let html = try HTMLFixtures.fragment([.group(group)])
        #expect(html.contains("clip-path:path(evenodd,'M0 0L10 0L0 10Z')"))
    }

    @Test func invisibleGroupsAreLeftOut() throws {
        let group = DisplayGroup(items: [.fill(DisplayFill(shape: .rect, frame: frame, paint: blue))], opacity: 0)
        #expect(!(try HTMLFixtures.fragment([.group(group)]).contains("wgt-fill")))
    }
}
