import Foundation
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryKit

@Suite struct ConfigurationTests {
    @Test func configurationsAreValidatedAndCompletedWhenAdded() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never))
        let instance = try await harness.addLoaded(
            kind: "Configurable", configuration: ["source": .string(harness.script.id)])
        #expect(instance.configuration == ["source": .string(harness.script.id), "label": "A"])
        #expect(try await harness.host.currentEntry(of: "w1")?.summary == "A#0 counter=0")
    }

    @Test func aConfigurationThatDoesNotFitIsRefused() async throws {
        let harness = try await HostHarness.make()
        let error = await #expect(throws: HostError.self) {
            try await harness.host.addWidget(kind: "Configurable", family: .systemSmall, configuration: ["label": 3])
        }
        #expect(error?.code == .invalidConfiguration)
        #expect(error?.message.hasPrefix("Configuration '{\"label\":3}' does not fit widget 'Configurable'") == true)
        #expect(await harness.host.widgets().isEmpty)
    }

    @Test func staticWidgetsTakeNoConfiguration() async throws {
        let harness = try await HostHarness.make()
        let error = await #expect(throws: HostError.self) {
            try await harness.host.addWidget(kind: "Scripted", family: .systemSmall, configuration: ["x": 1])
        }
        #expect(error?.message.contains("has no configuration intent") == true)
    }

    @Test func unknownKindsAndUnsupportedFamiliesAreNamed() async throws {
        let harness = try await HostHarness.make()
        let kind = await #expect(throws: WidgetError.self) {
            try await harness.host.addWidget(kind: "Scriptd", family: .systemSmall)
        }
        #expect(kind?.message == "Unknown widget kind 'Scriptd'. Kinds in this bundle: 'Scripted', 'Configurable'.")
        let family = await #expect(throws: HostError.self) {
            try await harness.host.addWidget(kind: "Scripted", family: .systemLarge)
        }
        #expect(
            family?.message
                == "Widget 'Scripted' does not support family 'systemLarge'. Supported families: 'systemSmall', "
                + "'systemMedium', 'accessoryRectangular'.")
    }

    @Test func editingAConfigurationReloadsAtOnceForFree() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .after(3600)))
        try await harness.addLoaded(kind: "Configurable", configuration: ["source": .string(harness.script.id)])
        await harness.clock.advance(by: 60)
        let edited = try await harness.host.reconfigureWidget(
            id: "w1", configuration: ["source": .string(harness.script.id), "label": "B"])
        #expect(edited.configuration?["label"] == "B")
        let reload = try #require(await harness.records(.reloaded).last)
        #expect(reload.reason == .configurationEdit && !reload.counted && reload.date == harness.at(60))
        #expect(try await harness.host.currentEntry(of: "w1")?.summary == "B#0 counter=0")
        #expect(try await harness.host.widget(id: "w1").configuration?["label"] == "B")
    }

    @Test func aBadEditLeavesTheWidgetAsItWas() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never))
        try await harness.addLoaded(kind: "Configurable", configuration: ["source": .string(harness.script.id)])
        await #expect(throws: HostError.self) {
            try await harness.host.reconfigureWidget(id: "w1", configuration: ["source": "no-such-script"])
        }
        #expect(try await harness.host.widget(id: "w1").configuration?["source"] == .string(harness.script.id))
        #expect(harness.script.timelineCalls == 1)
    }

    @Test func removingAWidgetStopsItsReloads() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .after(600)))
        try await harness.addLoaded()
        try await harness.host.removeWidget(id: "w1")
        await harness.clock.advance(by: 3600)
        #expect(harness.script.timelineCalls == 1)
        #expect(await harness.host.widgets().isEmpty)
        await #expect(throws: HostError.self) { try await harness.host.removeWidget(id: "w1") }
    }
}
