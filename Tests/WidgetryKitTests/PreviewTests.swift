import Foundation
import Testing
import WidgetryUI

@testable import WidgetryKit

// MARK: The previews under test: the forms of the conformance sample Previews.swift, and Apple's other forms.

struct PreviewHeroEntry: TimelineEntry {
    let date: Date
    let relevance: TimelineEntryRelevance?
    let hero: String
}

/// Gives three heroes for a medium widget and one otherwise, so a test sees the preview's family reach it.
struct PreviewHeroProvider: TimelineProvider {
    func placeholder(in context: Context) -> PreviewHeroEntry {
        PreviewHeroEntry(date: .distantPast, relevance: nil, hero: "⏳")
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (PreviewHeroEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<PreviewHeroEntry>) -> Void) {
        let heroes = context.family == .systemMedium ? ["🦁", "🐯", "🐻"] : ["🐭"]
        let entries = heroes.map { PreviewHeroEntry(date: .distantPast, relevance: nil, hero: $0) }
        completion(Timeline(entries: entries, policy: .never))
    }
}

struct PreviewHeroWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PreviewHero", provider: PreviewHeroProvider()) { entry in
            Text(entry.hero).font(.largeTitle)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct PreviewOtherEntry: TimelineEntry {
    let date: Date
}

struct PreviewScoreAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var score: Int
    }

    var team: String
}

struct PreviewScoreWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PreviewScoreAttributes.self) { context in
            Text("\(context.attributes.team) \(context.state.score)")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.team) }
            } compactLeading: {
                Text(context.attributes.team)
            } compactTrailing: {
                Text("\(context.state.score)")
            } minimal: {
                Text("\(context.state.score)")
            }
        }
    }
}

private let mediumSampleLine = #line + 1
#Preview(
    as: .systemMedium,
    widget: {
        PreviewHeroWidget()
    },
    timeline: {
        PreviewHeroEntry(date: Date(), relevance: nil, hero: "🐳")
    })

private let smallSampleLine = #line + 1
#Preview(as: .systemSmall) {
    PreviewHeroWidget()
} timeline: {
    PreviewHeroEntry(date: .now, relevance: nil, hero: "🐼")
    PreviewHeroEntry(date: .now, relevance: nil, hero: "🦄")
}

#Preview("Named heroes", as: .systemSmall) {
    PreviewHeroWidget()
} timeline: {
    for hero in ["🐙", "🦑"] {
        PreviewHeroEntry(date: .now, relevance: nil, hero: hero)
    }
}

#Preview(
    "From the provider", as: .systemMedium, widget: { PreviewHeroWidget() }, timelineProvider: { PreviewHeroProvider() }
)

#Preview("Too large", as: .systemLarge) {
    PreviewHeroWidget()
} timeline: {
    PreviewHeroEntry(date: .now, relevance: nil, hero: "🐘")
}

#Preview("Wrong entries", as: .systemSmall) {
    PreviewHeroWidget()
} timeline: {
    PreviewOtherEntry(date: .now)
}

#Preview("Plain view") {
    Text("plain")
}

#Preview("Score on the Lock Screen", as: .content, using: PreviewScoreAttributes(team: "Lions")) {
    PreviewScoreWidget()
} contentStates: {
    PreviewScoreAttributes.ContentState(score: 1)
    PreviewScoreAttributes.ContentState(score: 2)
}

#Preview("Score in the island", as: .dynamicIsland(.compact), using: PreviewScoreAttributes(team: "Lions")) {
    PreviewScoreWidget()
} contentStates: {
    PreviewScoreAttributes.ContentState(score: 3)
}

struct HeroPreviews: PreviewProvider {
    static var previews: some View {
        Text("🐳").previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}

/// Shows the widget family its environment holds.
struct PreviewFamilyView: View {
    @Environment(\.widgetFamily) var family

    var body: some View { Text("\(family)") }
}

struct PreviewGalleryPreviews: PreviewProvider {
    static var previews: some View {
        Group {
            PreviewFamilyView()
                .previewContext(WidgetPreviewContext(family: .systemSmall))
                .previewDisplayName("Small")
            PreviewFamilyView()
                .previewDisplayName("Medium")
                .previewContext(WidgetPreviewContext(family: .systemMedium))
        }
    }
}

/// Generic types cannot be instantiated without their arguments, so discovery skips them.
struct PreviewGenericPreviews<Value>: PreviewProvider {
    static var previews: some View { Text("generic") }
}

// MARK: Helpers

/// The previews this file declares: the test program also holds other modules' previews.
@MainActor
private func previewsOfThisModule() -> [PreviewDescriptor] {
    PreviewRegistry.all().filter { ($0.fileID ?? $0.typeName ?? "").hasPrefix("WidgetryKitTests") }
}

@MainActor
private func preview(_ name: String) throws -> PreviewDescriptor {
    try PreviewRegistry.preview(named: name)
}

@MainActor
private func resolved(_ view: some View) -> ResolvedNode {
    ViewResolver.resolve(view, in: EnvironmentValues())
}

@MainActor
private func heroes(_ preview: PreviewDescriptor) async throws -> [String] {
    try await preview.entries().compactMap { ($0.base as? PreviewHeroEntry)?.hero }
}

// MARK: Tests

@Suite struct PreviewTests {
    private struct Expected: Equatable, CustomStringConvertible {
        let title: String
        let kind: PreviewDescriptor.Kind
        let family: WidgetFamily?
        let widgetKind: String?

        var description: String { "\(title) \(kind) \(family.map { "\($0)" } ?? "-") \(widgetKind ?? "-")" }
    }

    @Test @MainActor func discoversExactlyThePreviewsDeclaredInTheModule() {
        let found = previewsOfThisModule().map {
            Expected(title: $0.title, kind: $0.kind, family: $0.family, widgetKind: $0.widgetKind)
        }
        let expected =
            [
                Expected(title: "HeroPreviews", kind: .view, family: .systemSmall, widgetKind: nil)
            ]
            + Array(
                repeating: Expected(title: "ParcelActivityPreviews", kind: .liveActivity, family: nil, widgetKind: nil),
                count: 5)
            + [
                Expected(title: "Small", kind: .view, family: .systemSmall, widgetKind: nil),
                Expected(title: "Medium", kind: .view, family: .systemMedium, widgetKind: nil),
                Expected(
                    title: "PreviewTests.swift:\(mediumSampleLine)", kind: .timeline, family: .systemMedium,
                    widgetKind: "PreviewHero"),
                Expected(
                    title: "PreviewTests.swift:\(smallSampleLine)", kind: .timeline, family: .systemSmall,
                    widgetKind: "PreviewHero"),
                Expected(title: "Named heroes", kind: .timeline, family: .systemSmall, widgetKind: "PreviewHero"),
                Expected(
                    title: "From the provider", kind: .timelineProvider, family: .systemMedium,
                    widgetKind: "PreviewHero"),
                Expected(title: "Too large", kind: .timeline, family: .systemLarge, widgetKind: "PreviewHero"),
                Expected(title: "Wrong entries", kind: .timeline, family: .systemSmall, widgetKind: "PreviewHero"),
                Expected(title: "Plain view", kind: .view, family: nil, widgetKind: nil),
                Expected(
                    title: "Score on the Lock Screen", kind: .liveActivity, family: nil,
                    widgetKind: "PreviewScoreAttributes"),
                Expected(
                    title: "Score in the island", kind: .liveActivity, family: nil, widgetKind: "PreviewScoreAttributes"
                ),
            ]
        #expect(found == expected)
    }

    @Test @MainActor func macroPreviewsCarryTheirFileAndLine() throws {
        let sample = try preview("WidgetryKitTests/PreviewTests.swift:\(smallSampleLine)")
        #expect(sample.fileID == "WidgetryKitTests/PreviewTests.swift")
        #expect(sample.line == smallSampleLine)
        #expect(sample.name == nil)
        #expect(sample.typeName == nil)
    }

    @Test @MainActor func previewProvidersAreNamedByTypeOrDisplayName() throws {
        let hero = try preview("WidgetryKitTests.HeroPreviews")
        #expect(hero.name == "HeroPreviews")
        #expect(hero.fileID == nil && hero.line == nil)
        let gallery = previewsOfThisModule().filter { $0.typeName == "WidgetryKitTests.PreviewGalleryPreviews" }
        #expect(
            gallery.map(\.id) == [
                "WidgetryKitTests.PreviewGalleryPreviews#1", "WidgetryKitTests.PreviewGalleryPreviews#2",
            ])
    }

    @Test(arguments: [
        ("WidgetryKitTests/PreviewTests.swift:\(mediumSampleLine)", ["🐳"]),
        ("WidgetryKitTests/PreviewTests.swift:\(smallSampleLine)", ["🐼", "🦄"]),
        ("Named heroes", ["🐙", "🦑"]),
        ("From the provider", ["🦁", "🐯", "🐻"]),
    ])
    @MainActor func timelinePreviewsStepThroughTheirEntries(name: String, expected: [String]) async throws {
        #expect(try await heroes(preview(name)) == expected)
    }

    @Test @MainActor func stepViewIsTheWidgetContentForItsEntry() async throws {
        let sample = try preview("WidgetryKitTests/PreviewTests.swift:\(smallSampleLine)")
        let steps = try await sample.steps()
        #expect(steps.count == 2)
        #expect(resolved(steps[1].view()) == resolved(Text("🦄").font(.largeTitle)))
        #expect(resolved(try await sample.view(at: 0)) == resolved(Text("🐼").font(.largeTitle)))
    }

    @Test @MainActor func viewPreviewHasOneStepShowingItsView() async throws {
        let plain = try preview("Plain view")
        let steps = try await plain.steps()
        #expect(steps.count == 1)
        #expect(steps[0].entry == nil)
        #expect(resolved(steps[0].view()) == resolved(Text("plain")))
    }

    @Test @MainActor func previewContextPutsItsFamilyInTheEnvironment() async throws {
        let medium = try preview("Medium")
        #expect(resolved(try await medium.view(at: 0)) == resolved(Text("systemMedium")))
        let small = try preview("Small")
        #expect(resolved(try await small.view(at: 0)) == resolved(Text("systemSmall")))
    }

    @Test @MainActor func liveActivityPreviewsShowEachContentStateInTheirPresentation() async throws {
        let lockScreen = try preview("Score on the Lock Screen")
        #expect(lockScreen.activityViewKind == .content)
        let steps = try await lockScreen.steps()
        #expect(steps.compactMap { ($0.contentState as? PreviewScoreAttributes.ContentState)?.score } == [1, 2])
        #expect(resolved(steps[1].view()) == resolved(Text("Lions 2")))

        let island = try preview("Score in the island")
        #expect(island.activityViewKind == .dynamicIsland(.compact))
        let compact = HStack(spacing: 0) {
            Text("Lions")
            Spacer(minLength: 0)
            Text("3")
        }
        #expect(resolved(try await island.view(at: 0)) == resolved(compact))
    }

    @Test @MainActor func familyTheWidgetDoesNotSupportIsAClearError() async throws {
        let error = try await #require(throws: WidgetError.self) { try await preview("Too large").steps() }
        #expect(error.code == .unsupportedFamily)
        #expect(error.message.contains("'systemLarge'"))
    }

    @Test @MainActor func entriesOfTheWrongTypeAreAClearError() async throws {
        let error = try await #require(throws: WidgetError.self) { try await preview("Wrong entries").steps() }
        #expect(error.code == .invalidConfiguration)
        #expect(error.message.contains("'WidgetryKitTests.PreviewOtherEntry'"))
        #expect(error.message.contains("'WidgetryKitTests.PreviewHeroEntry'"))
    }

    @Test @MainActor func stepPastTheEndIsAClearError() async throws {
        let error = try await #require(throws: WidgetError.self) {
            _ = try await preview("Named heroes").view(at: 2)
        }
        #expect(error.code == .unknownPreview)
        #expect(error.message.contains("has no step 2; it has 2"))
    }

    @Test @MainActor func unknownPreviewNameListsThePreviews() throws {
        let error = try #require(throws: WidgetError.self) { try preview("Nope") }
        #expect(error.code == .unknownPreview)
        #expect(error.message.hasPrefix("Unknown preview 'Nope'."))
        #expect(error.message.contains("'Named heroes'"))
    }

    @Test @MainActor func registryIsComputedOnce() {
        #expect(PreviewRegistry.all().map(\.id) == PreviewRegistry.all().map(\.id))
    }
}

@Suite struct ConformanceScannerTests {
    @Test func findsNonGenericConformancesToAProtocolByName() {
        let entry = ConformanceScanner.ProtocolName(module: "WidgetryKit", name: "TimelineEntry")
        let found = ConformanceScanner.conformingTypes(to: [entry])[entry, default: []]
        #expect(found.contains { $0 == PreviewHeroEntry.self })
        #expect(found.contains { $0 == PreviewOtherEntry.self })
    }

    @Test func skipsGenericTypes() {
        let provider = ConformanceScanner.ProtocolName(module: "WidgetryKit", name: "PreviewProvider")
        let found = ConformanceScanner.conformingTypes(to: [provider])[provider, default: []]
        #expect(found.contains { $0 == HeroPreviews.self })
        #expect(!found.contains { String(reflecting: $0).contains("PreviewGenericPreviews") })
    }

    @Test func findsNothingForAnUnknownProtocol() {
        let unknown = ConformanceScanner.ProtocolName(module: "WidgetryKit", name: "NoSuchProtocol")
        #expect(ConformanceScanner.conformingTypes(to: [unknown]).isEmpty)
    }
}
