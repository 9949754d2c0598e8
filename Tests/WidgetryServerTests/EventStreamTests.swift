import Foundation
import HummingbirdTesting
import Testing
import WidgetryHost
import WidgetryKit
@_spi(Testing) import WidgetryServer

@Suite struct EventStreamTests {
    /// Opens `GET /api/events?limit=N`, then — once the server is subscribed — runs `trigger`; returns the
    /// stream's text, which ends after N events.
    static func events(
        _ harness: ServerHarness, setup: TestingSetup, limit: Int,
        trigger: @escaping @Sendable () async throws -> Void
    ) async throws -> String {
        let text = try await Deadline.run(seconds: 30) {
            try await stream(harness, setup: setup, limit: limit, trigger: trigger)
        }
        return try #require(text, "The event stream did not end within 30 s: the events did not come.")
    }

    static func stream(
        _ harness: ServerHarness, setup: TestingSetup, limit: Int,
        trigger: @escaping @Sendable () async throws -> Void
    ) async throws -> String {
        try await harness.test(setup) { client in
            try await withThrowingTaskGroup(of: String?.self) { group in
                group.addTask { try await client.send(.get, "/api/events?limit=\(limit)").text }
                group.addTask {
                    await harness.server.waitForEventSubscribers(1)
                    try await trigger()
                    return nil
                }
                var text = ""
                for try await result in group { if let result { text = result } }
                return text
            }
        }
    }

    @Test(arguments: [TestingSetup.router, .live])
    func streamEmitsAnEntryEventWhenTheShownEntryChanges(setup: TestingSetup) async throws {
        let harness = try await ServerHarness.make(developerMode: true)
        try await harness.addLoaded(kind: "Ticker", family: .accessoryRectangular, id: "t1")
        // The provider dates entries with the wall clock, which the host shifts onto its manual clock; how far the
        // second entry lands from the first depends on how long the provider call took (under load, seconds).
        // Move the clock exactly to the date the host recorded for it, so nothing depends on the wall clock.
        let timeline = try #require(try await harness.host.timeline(of: "t1"))
        let second = try #require(timeline.entries.first { $0.index == 1 })
        let text = try await Self.events(harness, setup: setup, limit: 1) {
            await harness.clock.advance(to: second.date)
        }
        #expect(text.hasPrefix("retry: 2000\n"))
        let event = try #require(text.components(separatedBy: "\n\n").first { $0.contains("event: entry") })
        #expect(event.contains(#""id":"t1""#))
        #expect(event.contains(#""index":1"#), "\(event)")
        #expect(event.contains("data: {"))
    }

    @Test func aControlAddedOverHTTPIsStreamed() async throws {
        let harness = try await ServerHarness.make()
        let text = try await Self.events(harness, setup: .router, limit: 1) {
            _ = try await harness.host.addControl(kind: "Fan", id: "fan-events")
        }
        let event = try #require(text.components(separatedBy: "\n\n").first { $0.contains("event: control") })
        #expect(event.contains(#""id":"fan-events""#) && event.contains(#""template":"toggle""#), "\(event)")
    }

    @Test func addingAndRemovingAreStreamed() async throws {
        let harness = try await ServerHarness.make()
        let text = try await Self.events(harness, setup: .router, limit: 3) {
            try await harness.host.addWidget(kind: "Markup", family: .systemSmall, id: "m1")
            try await harness.host.removeWidget(id: "m1")
        }
        let names = text.split(separator: "\n").filter { $0.hasPrefix("event: ") }.map { $0.dropFirst(7) }
        #expect(names == ["instance-added", "entry", "instance-removed"])
        #expect(text.contains("id: 1\n"))
    }

    @Test func closingTheStreamsEndsOpenResponses() async throws {
        let harness = try await ServerHarness.make()
        let text = try await Self.events(harness, setup: .router, limit: 100) {
            harness.server.closeEventStreams()
        }
        #expect(text == "retry: 2000\n: connected\n\n")
        #expect(harness.server.eventSubscriberCount == 0)
    }

    @Test func limitMustBePositive() async throws {
        let harness = try await ServerHarness.make()
        let reply = try await harness.test { client in try await client.send(.get, "/api/events?limit=0") }
        #expect(reply.status == 400)
        #expect(reply.errorField == "limit")
    }
}
