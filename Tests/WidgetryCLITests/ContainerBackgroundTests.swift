import Foundation
import Testing
import Widgetry

@testable import WidgetryPipeline

struct BareEntry: TimelineEntry { let date: Date }

struct BareProvider: TimelineProvider {
    func placeholder(in context: Context) -> BareEntry { BareEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (BareEntry) -> Void) {
        completion(BareEntry(date: Date()))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<BareEntry>) -> Void) {
        completion(Timeline(entries: [BareEntry(date: Date())], policy: .never))
    }
}

/// A widget written before iOS 17: no container background.
struct BareWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Bare", provider: BareProvider()) { _ in Text("Bare content") }
    }
}

/// The same view with a container background.
struct BackedWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Backed", provider: BareProvider()) { _ in
            Text("Backed content").containerBackground(.blue, for: .widget)
        }
    }
}

struct ModernBundle: WidgetBundle {
    var body: some Widget { BareWidget() }
}

struct LegacyBundle: WidgetBundle {
    var body: some Widget { BareWidget() }
}

extension LegacyBundle: WidgetryBundleOptions {
    static var requiresContainerBackground: Bool { false }
}

/// iOS 17 and later show "Please adopt containerBackground API" for a widget whose view sets no container
/// background; a bundle deployed for older systems says so and keeps its content.
@Suite @MainActor struct ContainerBackgroundTests {
    let entry = AnyTimelineEntry(BareEntry(date: Date(timeIntervalSince1970: 1_800_000_000)))

    func texts(_ bundle: WidgetBundleDescriptor, kind: String, family: WidgetFamily = .systemSmall) throws
        -> [String]
    {
        let widget = try bundle.widget(kind: kind)
        let tree = try WidgetPipeline().resolve(widget, entry: entry, request: WidgetRenderSpec(family: family))
        return tree.plainTexts
    }

    @Test func aWidgetWithoutContainerBackgroundShowsTheAdoptionMessage() throws {
        #expect(
            try texts(WidgetBundleDescriptor(ModernBundle()), kind: "Bare") == ["Please adopt containerBackground API"])
        #expect(
            try texts(WidgetBundleDescriptor(ModernBundle()), kind: "Bare", family: .accessoryRectangular)
                == ["Please adopt containerBackground API"])
    }

    @Test func aWidgetWithContainerBackgroundShowsItsContent() throws {
        #expect(try texts(WidgetBundleDescriptor(widget: BackedWidget()), kind: "Backed") == ["Backed content"])
    }

    @Test func aBundleDeployedBeforeIOS17OptsOut() throws {
        #expect(try texts(WidgetBundleDescriptor(LegacyBundle()), kind: "Bare") == ["Bare content"])
    }

    @Test func theWarningNamesTheWidgetAndTheWayOut() {
        let message = ContainerBackgroundWarning.message(for: "Bare")
        #expect(message.contains("'Bare'"))
        #expect(message.contains("containerBackground(for: .widget)"))
        #expect(message.contains("WidgetryBundleOptions"))
    }

    @Test func renderShowsTheMessageAndWarns() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("bare.html").path
        let run = await CLIRun.run(
            ["render", "--kind", "Bare", "--output", path], bundle: WidgetBundleDescriptor(ModernBundle()))
        #expect(run.code == 0, "\(run.errors)")
        let html = try String(contentsOfFile: path, encoding: .utf8)
        #expect(html.contains("Please adopt containerBackground API"))
        #expect(!html.contains("Bare content"))
    }
}

// The command tests' widgets draw their own backgrounds, as widgets deployed before iOS 17 may.
extension CLITestBundle: WidgetryBundleOptions {
    static var requiresContainerBackground: Bool { false }
}
