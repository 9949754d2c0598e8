import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import Testing
import WidgetryHost
import WidgetryKit
import WidgetryPipeline
import WidgetryServer
import WidgetryUI

/// The render route's `location=` lays the shown entry out again with that `widgetLocation`, so a view that
/// switches on it shows its StandBy or CarPlay content, not the Home Screen's presented there.
@Suite struct LocationLayoutTests {
    struct WhereEntry: TimelineEntry {
        let date: Date
    }

    struct WhereProvider: TimelineProvider {
        func placeholder(in context: Context) -> WhereEntry { WhereEntry(date: Date(timeIntervalSince1970: 0)) }
        func getSnapshot(in context: Context, completion: @escaping (WhereEntry) -> Void) {
            completion(placeholder(in: context))
        }
        func getTimeline(in context: Context, completion: @escaping (Timeline<WhereEntry>) -> Void) {
            completion(Timeline(entries: [WhereEntry(date: Date(timeIntervalSince1970: 0))], policy: .never))
        }
    }

    /// Says where it is shown.
    struct WhereView: View {
        @Environment(\.widgetLocation) var location
        var body: some View {
            Group {
                switch location {
                case .standBy: Text("Nightstand view")
                case .carPlay: Text("Dashboard view")
                default: Text("Home view")
                }
            }
            .containerBackground(.blue, for: .widget)
        }
    }

    struct WhereWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Where", provider: WhereProvider()) { _ in WhereView() }
                .supportedFamilies([.systemSmall, .systemMedium])
        }
    }

    /// A server over a host with the layout-based renderer, on a manual clock.
    static func makeServer() async throws -> (WidgetHost, WidgetServer, ManualClock, LocationRenderings) {
        let clock = ManualClock(now: ServerHarness.start)
        var configuration = HostConfiguration(variants: WidgetServer.variants, logger: CollectingHostLogger())
        configuration.limits.providerDeadline = 600
        let memory = LocationRenderings()
        let bundle = await MainActor.run { WidgetBundleDescriptor(widget: WhereWidget()) }
        let renderer = DisplayListRenderer(pipeline: ServerHarness.pipeline, locationRenderings: memory)
        let host = try await WidgetHost(
            bundle: bundle, renderer: renderer, clock: clock, configuration: configuration)
        var logger = Logger(label: "widgetry.server.tests")
        logger.logLevel = .critical
        let server = try await WidgetServer(
            host: host, pipeline: ServerHarness.pipeline, renderer: renderer,
            configuration: WidgetServerConfiguration(port: 0), logger: logger)
        return (host, server, clock, memory)
    }

    @Test func standByAndCarPlayRenderTheViewForTheirLocationThroughTheRoute() async throws {
        let (host, server, clock, _) = try await Self.makeServer()
        _ = try await host.addWidget(kind: "Where", family: .systemSmall, id: "s1")
        await clock.runDueWakeUps()
        try await server.application().test(.router) { client in
            let home = try await client.send(.get, "/api/instances/s1/render.html?fragment=true")
            #expect(home.status == 200)
            #expect(home.text.contains("Home view"), "\(home.text)")
            let standBy = try await client.send(.get, "/api/instances/s1/render.html?fragment=true&location=standBy")
            #expect(standBy.status == 200)
            #expect(standBy.text.contains("Nightstand view"), "\(standBy.text)")
            #expect(!standBy.text.contains("Home view"))
            let night = try await client.send(
                .get, "/api/instances/s1/render.html?fragment=true&location=standBy&night=true")
            #expect(night.text.contains("Nightstand view"))
            let carPlay = try await client.send(.get, "/api/instances/s1/render.html?fragment=true&location=carPlay")
            #expect(carPlay.text.contains("Dashboard view"), "\(carPlay.text)")
            // The PNG is the StandBy layout too: scaled to StandBy's slot and different from the Home Screen's.
            let homePNG = try await client.send(.get, "/api/instances/s1/render.png?location=homeScreen")
            let standByPNG = try await client.send(.get, "/api/instances/s1/render.png?location=standBy")
            #expect(standByPNG.status == 200 && standByPNG.body != homePNG.body)
        }
        await host.stop()
    }

    @Test func onlyEntriesALocationCanShowAreRememberedAndEachLayoutIsKept() async throws {
        let (host, server, clock, memory) = try await Self.makeServer()
        _ = try await host.addWidget(kind: "Where", family: .systemMedium, id: "m1")
        await clock.runDueWakeUps()
        #expect(memory.usage.entries == 0, "StandBy and CarPlay never show systemMedium: nothing is kept")
        _ = try await host.addWidget(kind: "Where", family: .systemSmall, id: "s1")
        await clock.runDueWakeUps()
        #expect(memory.usage.entries > 0)
        try await server.application().test(.router) { client in
            for _ in 0..<2 {
                let reply = try await client.send(.get, "/api/instances/s1/render.svg?location=standBy")
                #expect(reply.status == 200)
            }
        }
        #expect(memory.usage.lists == 1, "laid out once for StandBy, then answered from the kept list")
        await host.stop()
    }
}
