import Foundation
import Testing
import WidgetryKit
import WidgetryUI

@MainActor
@Suite struct DescriptorTests {
    @Test func modifiersSetTheDescriptorsOptions() throws {
        let widget = try #require(WidgetBundleDescriptor(widget: CountWidget()).widgets.first)
        #expect(widget.kind == "Count")
        #expect(widget.displayName == "Count")
        #expect(widget.description == "Counts hours.")
        #expect(widget.supportedFamilies == [.systemSmall, .accessoryCircular])
        #expect(widget.intent == nil)
        #expect(widget.entryType.hasSuffix("CountEntry"))
        #expect(!widget.contentMarginsDisabled)
    }

    @Test func familiesDefaultToTheSystemFamilies() throws {
        let widget = try #require(WidgetBundleDescriptor(widget: TwiceWidget()).widgets.first)
        #expect(widget.supportedFamilies == [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
    }

    @Test func bundlesKeepEveryWidgetInOrderThroughConditionals() {
        let bundle = WidgetBundleDescriptor(TestBundle())
        #expect(bundle.widgets.map(\.kind) == ["Count", "Flavor", "Silent", "Twice"])
        #expect(bundle.problems.isEmpty)
    }

    @Test func configurableWidgetsDescribeTheirIntent() throws {
        let widget = try WidgetBundleDescriptor(TestBundle()).widget(kind: "Flavor")
        #expect(widget.contentMarginsDisabled)
        #expect(widget.isConfigurable)
        #expect(widget.intent?.parameters.map(\.name) == ["flavor", "scoops"])
        #expect(widget.provider?.recommendations().first?.configuration["flavor"] == "chocolate")
    }

    @Test func anUnknownKindListsTheKnownOnes() {
        let bundle = WidgetBundleDescriptor(TestBundle())
        let error = #expect(throws: WidgetError.self) {
            try bundle.widget(kind: "Cuont")
        }
        #expect(
            error?.message
                == "Unknown widget kind 'Cuont'. Kinds in this bundle: 'Count', 'Flavor', 'Silent', 'Twice'.")
    }

    @Test func familiesAreCheckedByName() throws {
        let widget = try WidgetBundleDescriptor(TestBundle()).widget(kind: "Count")
        #expect(try widget.family(named: "accessoryCircular") == .accessoryCircular)
        #expect(throws: WidgetError.self) { try widget.family(named: "systemHuge") }
        #expect(throws: WidgetError.self) { try widget.family(named: "systemLarge") }
    }

    @Test func contentRendersTheEntrysView() throws {
        let widget = try WidgetBundleDescriptor(TestBundle()).widget(kind: "Count")
        let entry = AnyTimelineEntry(CountEntry(date: .distantPast, count: 42))
        let view = try #require(widget.provider).content(for: entry)
        let resolved = ViewResolver.resolve(view, in: EnvironmentValues())
        #expect("\(resolved)".contains("42"))
    }

    @Test func duplicateKindsAreReportedAsProblems() {
        let bundle = WidgetBundleDescriptor(
            name: "Twice", widgets: Array(repeating: WidgetBundleDescriptor(TestBundle()).widgets[0], count: 2),
            controls: [])
        #expect(bundle.problems == ["Kind 'Count' is declared more than once; only the first is used."])
    }
}

@Suite struct DeviceProfileTests {
    @Test func theDefaultProfileMatchesTheDesignTable() {
        let device = DeviceProfile.default
        #expect(device.name == "iPhone 430×932")
        #expect(device.size(of: .systemSmall) == CGSize(width: 170, height: 170))
        #expect(device.size(of: .systemMedium) == CGSize(width: 364, height: 170))
        #expect(device.size(of: .systemLarge) == CGSize(width: 364, height: 382))
        #expect(device.size(of: .systemExtraLarge) == CGSize(width: 748, height: 356))
        #expect(device.size(of: .accessoryCircular) == CGSize(width: 76, height: 76))
        #expect(device.size(of: .accessoryRectangular) == CGSize(width: 172, height: 76))
        #expect(device.size(of: .accessoryInline) == CGSize(width: 257, height: 26))
    }

    @Test func profilesAreFoundByNameWithEitherTimesSign() throws {
        let device = try #require(DeviceProfile.named("393x852"))
        #expect(device.size(of: .systemSmall) == CGSize(width: 158, height: 158))
        #expect(device.size(of: .systemMedium) == CGSize(width: 338, height: 158))
        #expect(device.size(of: .accessoryInline) == CGSize(width: 234, height: 26))
        #expect(DeviceProfile.named("iPhone 393×852") == device)
        #expect(DeviceProfile.named("Nokia 3310") == nil)
    }
}

@Suite(.serialized) struct WidgetCenterTests {
    final class Recorder: WidgetCenterConnection, @unchecked Sendable {
        // @unchecked: the array is only touched under the lock.
        let lock = NSLock()
        var requests: [WidgetCenterRequest] = []
        func deliver(_ request: WidgetCenterRequest) { lock.withLock { requests.append(request) } }
        func currentConfigurations() async throws -> [WidgetInfo] { [WidgetInfo(kind: "Count", family: .systemSmall)] }
    }

    @Test func requestsWaitUntilAHostConnects() async throws {
        let center = WidgetCenter.shared
        center.disconnect()
        center.reloadTimelines(ofKind: "Count")
        center.reloadAllTimelines()
        center.invalidateConfigurationRecommendations()
        #expect(
            center.pendingRequests.suffix(3) == [
                .reloadTimelines(kind: "Count"), .reloadAllTimelines, .invalidateConfigurationRecommendations,
            ])
        let recorder = Recorder()
        center.connect(recorder)
        #expect(center.pendingRequests.isEmpty)
        center.reloadTimelines(ofKind: "Flavor")
        #expect(
            recorder.requests.suffix(4) == [
                .reloadTimelines(kind: "Count"), .reloadAllTimelines, .invalidateConfigurationRecommendations,
                .reloadTimelines(kind: "Flavor"),
            ])
        #expect(try await center.currentConfigurations().map(\.kind) == ["Count"])
        center.disconnect()
    }
}
