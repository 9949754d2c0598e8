import AppIntents
import SwiftUI
import Testing
import WidgetKit
import WidgetryTesting

// The Kit widget files above, compiled with Apple's imports, described and rendered as the host sees them.

@Suite struct KitCompatibilityTests {
    @Test @MainActor func kitBundleDeclaresItsWidgetsActivitiesAndControls() {
        let bundle = WidgetBundleDescriptor(KitTasksBundle())
        #expect(bundle.widgets.map(\.kind) == ["KitTaskList", "KitRideAttributes"])
        #expect(bundle.controls.map(\.kind) == ["com.example.home.plug", "com.example.home.open"])
        #expect(bundle.widgets.first?.displayName == "Tasks")
        #expect(bundle.controls.first?.displayName == "Smart Plug")
        #expect(bundle.controls.first?.promptsForUserConfiguration == true)
    }

    @Test func taskListSummaryFollowsFamilyAndValues() {
        let intent = KitTaskListIntent()
        #expect(ResolvedParameterSummary(intent, family: .systemSmall).parameters == ["list"])
        #expect(
            ResolvedParameterSummary(intent, family: .systemMedium).parameters == ["list", "showsCompleted", "count"])
        intent.showsCompleted = true
        #expect(ResolvedParameterSummary(intent, family: .systemMedium).sentence == "Show ${list} with completed tasks")
    }

    @Test @MainActor func rideActivityPreviewsRenderEveryViewKind() async throws {
        _ = WidgetBundleDescriptor(widget: KitRideLiveActivity())
        let previews = PreviewRegistry.all().filter { $0.typeName?.hasSuffix("KitRideLiveActivity_Previews") ?? false }
        #expect(previews.count == 4)
        let dumps = try await previews.asyncMap {
            ViewResolver.resolve(try await $0.view(at: 0), in: EnvironmentValues()).dump()
        }
        #expect(dumps[0].contains("Pickup at 1 Infinite Loop"))
        #expect(dumps[1].contains("4m"))
        #expect(dumps[2].contains("Blue sedan"))
        #expect(!dumps[3].contains("found no ActivityConfiguration"))
    }

    @Test @MainActor func taskListWidgetRenders() async throws {
        let entry = KitTaskEntry(date: Date(timeIntervalSince1970: 1_800_000_000), list: "Today", tasks: ["Buy milk"])
        let png = try await WidgetSnapshot(KitTaskListWidget(), entry: entry).png(family: .systemMedium)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test @MainActor func plugControlCarriesItsHintAndStatus() async throws {
        let control = try #require(WidgetBundleDescriptor(KitTasksBundle()).controls.first)
        let template = try await control.template(for: AnyControlValue(true), configuration: ["plug": "desk"])
        #expect(template.status == "Plug On")
        #expect(template.actionHint == "Turn Off")
    }
}

extension Array {
    @MainActor
    fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var results: [T] = []
        for element in self { results.append(try await transform(element)) }
        return results
    }
}
