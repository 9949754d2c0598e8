import Foundation
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryKit

@Suite struct WidgetCenterTests {
    func twoKinds() async throws -> HostHarness {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never))
        try await harness.addLoaded(id: "a")
        try await harness.addLoaded(
            kind: "Configurable", configuration: ["source": .string(harness.script.id)], id: "b")
        await harness.clock.advance(by: 600)
        return harness
    }

    @Test func reloadTimelinesOfKindReloadsOnlyThatKindAndSpendsBudget() async throws {
        let harness = try await twoKinds()
        harness.host.deliver(.reloadTimelines(kind: "Configurable"))
        await harness.host.waitUntilIdle()
        #expect(await harness.records(.reloaded, of: "a").count == 1)
        let reload = try #require(await harness.records(.reloaded, of: "b").last)
        #expect(reload.reason == .appRequest && reload.counted && reload.budgetLeft == 69)
    }

    @Test func reloadAllTimelinesReloadsEveryWidget() async throws {
        let harness = try await twoKinds()
        harness.host.deliver(.reloadAllTimelines)
        await harness.host.waitUntilIdle()
        #expect(await harness.records(.reloaded, of: "a").last?.reason == .appRequest)
        #expect(await harness.records(.reloaded, of: "b").last?.reason == .appRequest)
    }

    @Test func theSharedWidgetCenterActsOnAConnectedHost() async throws {
        let harness = try await twoKinds()
        WidgetCenter.shared.connect(harness.host)
        defer { WidgetCenter.shared.disconnect() }
        WidgetCenter.shared.reloadTimelines(ofKind: "Scripted")
        await harness.host.waitUntilIdle()
        #expect(await harness.records(.reloaded, of: "a").last?.reason == .appRequest)
        let infos = try await WidgetCenter.shared.currentConfigurations()
        #expect(infos.map(\.id) == ["a", "b"])
        #expect(infos.map(\.kind) == ["Scripted", "Configurable"])
        #expect(infos[1].configuration?["label"] == "A", "the configuration with defaults filled in")
    }

    @Test func currentConfigurationsRebuildsRegisteredIntents() async throws {
        let harness = try await twoKinds()
        IntentTypeRegistry.shared.register(ScriptIntent.self)
        let infos = try await harness.host.currentConfigurations()
        let intent = try #require(infos[1].widgetConfigurationIntent(of: ScriptIntent.self))
        #expect(intent.label == "A")
        #expect(intent.source.id == harness.script.id)
    }

    @Test func invalidatingRecommendationsAsksTheProviderAgain() async throws {
        let harness = try await twoKinds()
        #expect(try await harness.host.configurationRecommendations(kind: "Configurable").isEmpty)
        harness.host.deliver(.invalidateConfigurationRecommendations)
        await harness.host.waitUntilIdle()
        #expect(harness.logger.messages.contains { $0.message.contains("recommendations invalidated") })
    }

    @Test func requestsAreHandledInTheOrderDelivered() async throws {
        let harness = try await twoKinds()
        await harness.host.setAppActive(true)
        for _ in 0..<5 { harness.host.deliver(.reloadTimelines(kind: "Scripted")) }
        await harness.host.waitUntilIdle()
        let reloads = await harness.records(.reloaded, of: "a")
        #expect(reloads.count >= 2, "concurrent requests may merge into the reload in progress, never get lost")
        #expect(reloads.dropFirst().allSatisfy { $0.reason == .appRequest && !$0.counted })
    }
}
