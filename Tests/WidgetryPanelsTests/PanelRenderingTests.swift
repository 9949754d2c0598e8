import Foundation
import Testing
import WidgetryCairo
import WidgetryDisplayList
import WidgetryPipeline
import WidgetryRendering
import WidgetryUI

@testable import WidgetryPanels

/// Widgets drawn on paper for e-ink panels, compared exactly with committed 1-bit and 4-bit references.
///
/// `WIDGETRY_RECORD=1` rewrites the references in `__Snapshots__`; a mismatch writes `<name>.actual.png` beside
/// the reference. 1-bit and 4-bit outputs are compared level for level: no tolerance.
@MainActor
@Suite struct PanelRenderingTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    struct Card: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                Text("Cupertino").font(.headline)
                Text("72°").font(.system(size: 40, weight: .semibold))
                Text("Partly cloudy").font(.caption).foregroundStyle(.secondary)
                ProgressView(value: 0.6).tint(.orange)
            }
            .containerBackground(Color.blue.gradient, for: .widget)
        }
    }

    func list(family: WidgetFamily) async -> DisplayList {
        // Paper is drawn from the dark appearance: widgets are resolved and laid out in it (see PanelRenderer).
        var request = WidgetRenderSpec(family: family)
        request.colorScheme = .dark
        request.now = Self.now
        return await WidgetPipeline().displayList(AnyView(Card()), request: request)
    }

    func render(_ panel: String, family: WidgetFamily, at origin: CGPoint) async throws -> (PanelProfile, PanelImage) {
        let profile = try PanelProfile.named(panel)
        let list = await list(family: family)
        let renderer = PanelRenderer(profile: profile, painter: CairoPainter())
        let image = try renderer.render(
            [PanelPlacement(list: list, origin: origin)], now: Self.now, timeZone: TimeZone(identifier: "UTC")!)
        return (profile, image)
    }

    func assertMatchesReference(_ image: PanelImage, bits: Int, named name: String) throws {
        let png = try image.png(bitsPerPixel: bits)
        let reference = Self.directory.appendingPathComponent("\(name).png")
        let actual = Self.directory.appendingPathComponent("\(name).actual.png")
        try? FileManager.default.removeItem(at: actual)
        if ProcessInfo.processInfo.environment["WIDGETRY_RECORD"] == "1"
            || !FileManager.default.fileExists(atPath: reference.path)
        {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try png.write(to: reference)
            return
        }
        let expected = try DecodedPNG(Data(contentsOf: reference))
        let decoded = try DecodedPNG(png)
        let differing = zip(expected.samples, decoded.samples).filter { $0 != $1 }.count
        if expected.width != decoded.width || expected.height != decoded.height || differing > 0 {
            try png.write(to: actual)
            let message =
                "'\(name)' differs from its reference in \(differing) pixels (\(decoded.width)×\(decoded.height)); "
                + "actual image: \(actual.path)"
            Issue.record(Comment(rawValue: message))
        }
    }

    @Test func aMediumCardOnATRMNLMatchesItsOneBitReference() async throws {
        let (profile, image) = try await render("trmnl-og", family: .systemMedium, at: CGPoint(x: 218, y: 155))
        #expect(image.width == 800 && image.height == 480 && profile.bitsPerPixel == 1)
        try assertMatchesReference(image, bits: 1, named: "trmnl-og-medium")
    }

    @Test func aSmallCardOnATRMNLXMatchesItsFourBitReference() async throws {
        let (profile, image) = try await render("trmnl-x", family: .systemSmall, at: CGPoint(x: 20, y: 20))
        #expect(image.width == 1872 && profile.grayLevels == 16 && profile.scale == 2)
        try assertMatchesReference(image, bits: 4, named: "trmnl-x-small")
    }

    // On paper the container background is gone (the corners and the card's middle are white paper), primary
    // text is solid ink and the secondary caption is lighter ink (solid once thresholded: see below).
    @Test func paperRemovesTheBackgroundAndDrawsTextInInk() async throws {
        let profile = try PanelProfile.named("trmnl-og")
        let list = await list(family: .systemMedium)
        let canvas = try PanelRenderer(profile: profile, painter: CairoPainter()).compose(
            [PanelPlacement(list: list, origin: .zero)], now: Self.now, timeZone: TimeZone(identifier: "UTC")!)
        let darkest = canvas.pixels.min() ?? 1
        #expect(darkest < 0.05, "primary text is black ink")
        #expect(canvas.pixels[0] == 1, "the background is removed: the corner is paper")
        let inked = canvas.pixels.filter { $0 < 0.5 }.count
        #expect(inked > 200 && inked < canvas.pixels.count / 10, "\(inked) dark pixels")
        #expect(canvas.pixels[(479 * 800) + 799] == 1, "outside the widget is paper")
    }

    /// Black pixels of a 1-bit image inside a rectangle, and how many of them touch no other black pixel (a dither
    /// scatters such lone dots; drawn text has none).
    static func ink(in image: PanelImage, _ rect: CGRect) -> (black: Int, lone: Int) {
        var black = 0
        var lone = 0
        func isBlack(_ x: Int, _ y: Int) -> Bool {
            x >= 0 && y >= 0 && x < image.width && y < image.height && image.indices[y * image.width + x] == 0
        }
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where isBlack(x, y) {
                black += 1
                if !isBlack(x - 1, y) && !isBlack(x + 1, y) && !isBlack(x, y - 1) && !isBlack(x, y + 1) { lone += 1 }
            }
        }
        return (black, lone)
    }

    /// The frame of a text, a view or the card's progress bar, laid out as the panel draws it.
    func frames() async -> (caption: CGRect, bar: CGRect) {
        var request = WidgetRenderSpec(family: .systemMedium)
        request.colorScheme = .dark
        request.now = Self.now
        let pipeline = WidgetPipeline()
        let tree = ViewResolver.resolve(AnyView(Card()), in: WidgetPipeline.environment(for: request))
        let root = pipeline.laidOut(tree, request: request, marginsDisabled: false).root
        let caption = root.frame(ofText: "Partly cloudy") ?? .zero
        let bar = root.first { $0.kind.contains("Progress") }?.frame ?? .zero
        return (caption, bar)
    }

    // Text is thresholded, never dithered: the secondary caption (60 % ink, 12-point text at a pixel a point) is
    // solid strokes, with fewer than 2 % of its pixels alone (an error-diffused gray scatters lone dots), and
    // the progress bar's 4-point track is a regular pattern that stays visible beside its solid fill.
    @Test func textIsSolidAndTheProgressTrackStaysVisibleOnOneBit() async throws {
        let origin = CGPoint(x: 218, y: 155)
        let (_, image) = try await render("trmnl-og", family: .systemMedium, at: origin)
        let (caption, bar) = await frames()
        let captionOnPanel = caption.offsetBy(dx: origin.x, dy: origin.y)
        let text = Self.ink(in: image, captionOnPanel)
        #expect(
            text.black > 100 && text.lone * 50 < text.black, "caption: \(text.black) black pixels, \(text.lone) lone")
        #expect(bar.width > 100, "the bar: \(bar)")
        let barOnPanel = bar.offsetBy(dx: origin.x, dy: origin.y)
        let track = Self.ink(
            in: image,
            CGRect(
                x: barOnPanel.minX + bar.width * 0.7, y: barOnPanel.minY, width: bar.width * 0.25,
                height: bar.height))
        let trackPixels = Double(Int(bar.width * 0.25) * Int(bar.height))
        let share = Double(track.black) / trackPixels
        #expect(share > 0.1 && share < 0.6, "the track is \(Int(share * 100)) % inked")
        let fill = Self.ink(
            in: image, CGRect(x: barOnPanel.minX + 2, y: barOnPanel.minY, width: bar.width * 0.5, height: bar.height))
        #expect(Double(fill.black) / Double(Int(bar.width * 0.5) * Int(bar.height)) > share)
    }

    // A widget enlarged to fill the panel: the medium card's ink spans more than twice its 364-point width would
    // at one pixel a point, and the text stays solid.
    @Test func aMagnifiedWidgetFillsThePanel() async throws {
        let profile = try PanelProfile.named("trmnl-og")
        let list = await list(family: .systemMedium)
        let factor = min((800 - 32) / list.size.width, (480 - 32) / list.size.height)
        let placement = PanelPlacement(
            list: list,
            origin: CGPoint(
                x: ((800 - list.size.width * factor) / 2).rounded(.down),
                y: ((480 - list.size.height * factor) / 2).rounded(.down)), magnification: factor)
        let image = try PanelRenderer(profile: profile, painter: CairoPainter()).render(
            [placement], now: Self.now, timeZone: TimeZone(identifier: "UTC")!)
        let black = image.indices.indices.filter { image.indices[$0] == 0 }
        let columns = black.map { $0 % 800 }
        let span = (columns.max() ?? 0) - (columns.min() ?? 0)
        #expect(factor > 2 && Double(span) > list.size.width * 1.5, "ink spans \(span) px at \(factor)×")
        try assertMatchesReference(image, bits: 1, named: "trmnl-og-medium-filled")
    }
}
