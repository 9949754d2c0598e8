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
    // text is solid ink and the secondary caption is lighter ink, which dithers to a mix.
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
}
