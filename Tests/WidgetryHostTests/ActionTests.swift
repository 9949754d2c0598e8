import Foundation
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryKit

@Suite struct ActionTests {
    @Test func anActionPerformsItsIntentThenReloadsAtOnceForFree() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .after(3600)))
        try await harness.addLoaded()
        await harness.clock.advance(by: 30)
        let action = WidgetActionRequest(AnyAppIntent(IncrementIntent(scriptID: harness.script.id)))
        try await harness.host.performAction(instanceID: "w1", action)
        #expect(harness.script.counter == 1)
        let reload = try #require(await harness.records(.reloaded).last)
        #expect(reload.reason == .interaction && !reload.counted && reload.date == harness.at(30))
        #expect(try await harness.host.currentEntry(of: "w1")?.summary == "static#0 counter=1")
        #expect(try await harness.host.budgetLeft(of: "w1") == 70)
    }

    @Test func anActionIsRebuiltFromItsTypeNameAndJSON() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never))
        try await harness.addLoaded()
        IntentTypeRegistry.shared.register(IncrementIntent.self)
        let action = WidgetActionRequest(
            intentType: String(reflecting: IncrementIntent.self), parameters: ["scriptID": .string(harness.script.id)])
        try await harness.host.performAction(instanceID: "w1", action)
        #expect(harness.script.counter == 1)
    }

    @Test func anUnknownIntentTypeIsRefusedAndNothingReloads() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never))
        try await harness.addLoaded()
        let error = await #expect(throws: HostError.self) {
            try await harness.host.performAction(instanceID: "w1", WidgetActionRequest(intentType: "Nope.Intent"))
        }
        #expect(error?.code == .actionFailed)
        #expect(error?.message.contains("Unknown intent type 'Nope.Intent'") == true)
        #expect(harness.script.timelineCalls == 1)
    }

    @Test func anIntentThatThrowsIsReportedAndNothingReloads() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never))
        try await harness.addLoaded()
        let error = await #expect(throws: HostError.self) {
            try await harness.host.performAction(instanceID: "w1", WidgetActionRequest(AnyAppIntent(BrokenIntent())))
        }
        #expect(error?.message.contains("failed in perform(): the script says fail") == true)
        #expect(harness.script.timelineCalls == 1)
    }

    @Test func anActionOnAnUnknownWidgetNamesIt() async throws {
        let harness = try await HostHarness.make()
        try await harness.addLoaded()
        let error = await #expect(throws: HostError.self) {
            try await harness.host.performAction(instanceID: "zz", WidgetActionRequest(AnyAppIntent(BrokenIntent())))
        }
        #expect(error?.message == "No widget instance with id 'zz'. Instances: 'w1'. Add the widget first.")
    }
}
