import Foundation
import HummingbirdTesting
import Logging
import Testing
import WidgetryHost
import WidgetryKit
import WidgetryPipeline
import WidgetryServer
import WidgetryUI

/// WidgetKit's silent failures, found by the layout-based renderer or in the timeline, recorded in the host's
/// reload ledger and shown by the API (and the page's inspector, which lists the ledger).
@Suite struct HostWarningLedgerTests {
    struct StampEntry: TimelineEntry { let date: Date }

    /// Entries dated `offsets` seconds from the host's manual clock's start (the host takes the dates as returned).
    struct OffsetProvider: TimelineProvider {
        let offsets: [TimeInterval]
        func placeholder(in context: Context) -> StampEntry { StampEntry(date: ServerHarness.start) }
        func getSnapshot(in context: Context, completion: @escaping @Sendable (StampEntry) -> Void) {
            completion(StampEntry(date: ServerHarness.start))
        }
        func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<StampEntry>) -> Void) {
            completion(
                Timeline(entries: offsets.map { StampEntry(date: ServerHarness.start + $0) }, policy: .never))
        }
    }

    /// The header of a PNG of a size: all that layout and the image warning read.
    static func headerOnlyPNG(width: Int, height: Int) -> Data {
        func bigEndian(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return Data(
            signature + bigEndian(13) + Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
    }

    /// A photo of 1024×1024 pixels, over iOS's 718,080-pixel archive limit.
    struct HugeImageWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Huge", provider: OffsetProvider(offsets: [0, 600])) { _ in
                Image(png: HostWarningLedgerTests.headerOnlyPNG(width: 1024, height: 1024), scale: 3).resizable()
                    .containerBackground(.blue, for: .widget)
            }
            .supportedFamilies([.systemSmall])
        }
    }

    /// A photo of 3000×3000 pixels: 34 MB decoded, over the extension's 30 MB.
    struct HeavyImageWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Heavy", provider: OffsetProvider(offsets: [0])) { _ in
                Image(png: HostWarningLedgerTests.headerOnlyPNG(width: 3000, height: 3000), scale: 3).resizable()
                    .containerBackground(.blue, for: .widget)
            }
            .supportedFamilies([.systemSmall])
        }
    }

    /// No `containerBackground(for: .widget)`.
    struct BareWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Bare", provider: OffsetProvider(offsets: [0, 600])) { _ in Text("Bare") }
                .supportedFamilies([.systemSmall])
        }
    }

    /// Entries two hours and one hour ago.
    struct StaleWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Stale", provider: OffsetProvider(offsets: [-7200, -3600])) { _ in
                Text("Old news").containerBackground(.blue, for: .widget)
            }
            .supportedFamilies([.systemSmall])
        }
    }

    /// Nothing wrong.
    struct FineWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Fine", provider: OffsetProvider(offsets: [0, 600])) { _ in
                Text("Fine").containerBackground(.blue, for: .widget)
            }
            .supportedFamilies([.systemSmall])
        }
    }

    /// A host with the layout-based renderer over the five widgets, on a manual clock, and a server over it.
    static func makeServer() async throws -> (WidgetHost, WidgetServer, ManualClock) {
        let clock = ManualClock(now: ServerHarness.start)
        var configuration = HostConfiguration(
            variants: WidgetServer.variants, timelineDating: .asReturned, logger: CollectingHostLogger())
        configuration.limits.providerDeadline = 600
        let bundle = await MainActor.run {
            let widgets: [any Widget] = [
                HugeImageWidget(), HeavyImageWidget(), BareWidget(), StaleWidget(), FineWidget(),
            ]
            return WidgetBundleDescriptor(
                name: "SilentFailures", displayName: "Silent failures",
                widgets: widgets.flatMap { WidgetBundleDescriptor(widget: $0).widgets }, controls: [])
        }
        let renderer = DisplayListRenderer(pipeline: ServerHarness.pipeline)
        let host = try await WidgetHost(bundle: bundle, renderer: renderer, clock: clock, configuration: configuration)
        var logger = Logger(label: "widgetry.server.tests")
        logger.logLevel = .critical
        let server = try await WidgetServer(
            host: host, pipeline: ServerHarness.pipeline, renderer: renderer,
            configuration: WidgetServerConfiguration(port: 0), logger: logger)
        return (host, server, clock)
    }

    /// Adds a widget, lets its first timeline arrive and returns its ledger's warnings.
    static func warnings(of kind: String, in host: WidgetHost, clock: ManualClock) async throws -> [String] {
        _ = try await host.addWidget(kind: kind, family: .systemSmall, id: kind)
        await clock.runDueWakeUps()
        #expect(await host.ledger(for: kind).contains { $0.event == .reloaded })
        return await host.ledger(for: kind).filter { $0.event == .warning }.map(\.detail)
    }

    @Test func anImageOverTheArchiveLimitIsALedgerWarningNamingItsSize() async throws {
        let (host, _, clock) = try await Self.makeServer()
        let warnings = try await Self.warnings(of: "Huge", in: host, clock: clock)
        // Two entries in every Home Screen variant draw the same image: one line.
        #expect(warnings.count == 1, "\(warnings)")
        let warning = try #require(warnings.first)
        #expect(warning.contains("An image made from data is 1024×1024 px"), "\(warning)")
        #expect(warning.contains("718,080"), "\(warning)")
        #expect(warning.contains("Downscale it"), "\(warning)")
    }

    @Test func aViewOverTheExtensionsMemoryIsALedgerWarningWithItsMegabytes() async throws {
        let (host, _, clock) = try await Self.makeServer()
        let warnings = try await Self.warnings(of: "Heavy", in: host, clock: clock)
        // The image is over the archive limit too: two lines, each once.
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings.contains { $0.contains("3000×3000 px") }, "\(warnings)")
        let memory = try #require(warnings.first { $0.hasPrefix("The view needs about") }, "\(warnings)")
        #expect(memory.contains("decoded images 34.3 MB"), "\(memory)")
        #expect(memory.contains("a widget extension gets 30.0 MB"), "\(memory)")
        #expect(memory.contains("Downscale images"), "\(memory)")
    }

    @Test func aMissingContainerBackgroundIsALedgerWarningSayingWhatToAdd() async throws {
        let (host, _, clock) = try await Self.makeServer()
        let warnings = try await Self.warnings(of: "Bare", in: host, clock: clock)
        #expect(warnings.count == 1, "\(warnings)")
        let warning = try #require(warnings.first)
        #expect(warning.contains("Widget 'Bare' never calls containerBackground(for: .widget)"), "\(warning)")
        #expect(warning.contains("Add .containerBackground(for: .widget)"), "\(warning)")
    }

    @Test func aTimelineAllInThePastIsALedgerWarning() async throws {
        let (host, _, clock) = try await Self.makeServer()
        let warnings = try await Self.warnings(of: "Stale", in: host, clock: clock)
        #expect(warnings.count == 1, "\(warnings)")
        let warning = try #require(warnings.first)
        #expect(warning.contains("Every entry of 'Stale''s timeline (2) is dated in the past"), "\(warning)")
        #expect(warning.contains("Date the first entry now"), "\(warning)")
    }

    @Test func aWellBehavedWidgetHasNoLedgerWarning() async throws {
        let (host, _, clock) = try await Self.makeServer()
        #expect(try await Self.warnings(of: "Fine", in: host, clock: clock).isEmpty)
    }

    @Test func theInstanceAPIShowsTheWarningsInItsLedger() async throws {
        let (host, server, clock) = try await Self.makeServer()
        _ = try await Self.warnings(of: "Huge", in: host, clock: clock)
        try await server.application().test(.router) { client in
            for path in ["/api/instances/Huge", "/api/instances/Huge/ledger"] {
                let reply = try await client.send(.get, path)
                #expect(reply.status == 200)
                let records = reply.json["ledger"]?.arrayValue ?? reply.json.arrayValue ?? []
                let warning = records.first { $0["event"] == "warning" }
                #expect(warning?["detail"]?.stringValue?.contains("1024×1024 px") == true, "\(path): \(reply.text)")
            }
        }
    }
}
