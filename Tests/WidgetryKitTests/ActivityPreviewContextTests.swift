import Foundation
import Testing
import WidgetryUI

@testable import WidgetryKit

// `ActivityAttributes.previewContext(_:isStale:viewKind:)` in every view kind Apple documents.

struct ParcelAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var status: String
    }
    var carrier: String
}

struct ParcelActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParcelAttributes.self) { context in
            VStack {
                Text("\(context.attributes.carrier): \(context.state.status)")
                if context.isStale { Text("Out of date") }
            }
            .activityBackgroundTint(.black)
            .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("Expanded \(context.state.status)") }
            } compactLeading: {
                Text("CL")
            } compactTrailing: {
                Text("CT")
            } minimal: {
                Text("Min")
            }
        }
        .supplementalActivityFamilies([.small])
    }
}

struct ParcelActivityPreviews: PreviewProvider {
    static let attributes = ParcelAttributes(carrier: "Post")
    static let state = ParcelAttributes.ContentState(status: "Out for delivery")

    static var previews: some View {
        Group {
            attributes.previewContext(state, viewKind: .content)
            attributes.previewContext(state, isStale: true, viewKind: .content)
            attributes.previewContext(state, viewKind: .dynamicIsland(.compact))
            attributes.previewContext(state, viewKind: .dynamicIsland(.expanded))
            attributes.previewContext(state, viewKind: .dynamicIsland(.minimal))
        }
    }
}

private struct UndeclaredAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var value: Int }
}

@MainActor
private func dump(_ view: AnyView) -> String {
    ViewResolver.resolve(view, in: EnvironmentValues()).dump()
}

@Suite struct ActivityPreviewContextTests {
    @Test @MainActor func everyViewKindBecomesALiveActivityPreview() async throws {
        _ = WidgetBundleDescriptor(widget: ParcelActivityWidget())
        let previews = PreviewRegistry.all().filter { $0.typeName?.hasSuffix("ParcelActivityPreviews") ?? false }
        #expect(
            previews.map(\.activityViewKind) == [
                .content, .content, .dynamicIsland(.compact), .dynamicIsland(.expanded), .dynamicIsland(.minimal),
            ])
        #expect(previews.allSatisfy { $0.kind == .liveActivity })
        let expected = [
            "Post: Out for delivery", "Out of date", "\"CL\"", "Expanded Out for delivery", "\"Min\"",
        ]
        for (preview, text) in zip(previews, expected) {
            let view = try await preview.view(at: 0)
            #expect(dump(view).contains(text), "\(String(describing: preview.activityViewKind))")
        }
        let compact = dump(try await previews[2].view(at: 0))
        #expect(compact.contains("\"CT\""))
    }

    @Test @MainActor func undeclaredActivityShowsWhatToDo() throws {
        let view = UndeclaredAttributes().previewContext(.init(value: 1), viewKind: .dynamicIsland(.minimal))
        let text = dump(AnyView(view))
        #expect(text.contains("UndeclaredAttributes.previewContext(_:viewKind: .dynamicIsland(.minimal))"))
        #expect(text.contains("found no ActivityConfiguration"))
    }

    @Test @MainActor func activityFamilyDefaultsToTheLockScreenSize() {
        #expect(EnvironmentValues().activityFamily == .medium)
        var environment = EnvironmentValues()
        environment.activityFamily = .small
        #expect(environment.activityFamily == .small)
        let descriptor = WidgetBundleDescriptor(widget: ParcelActivityWidget()).widgets.first
        #expect(descriptor?.supplementalActivityFamilies == [.small])
    }
}
