import Foundation
import Testing
import Widgetry
import WidgetryCLI

/// `render --activity`: a Live Activity's presentations drawn from attributes and content state as JSON.
@MainActor
@Suite struct ActivityRenderTests {
    let bundle = WidgetBundleDescriptor(ActivityTestBundle())
    static let state = #"{"minutes": 12}"#
    static let attributes = #"{"name": "Pizza"}"#

    func path(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-activity-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name).path
    }

    func render(_ presentation: String, to output: String, extra: [String] = []) async -> CLIRun {
        await CLIRun.run(
            [
                "render", "--activity", "PizzaAttributes", "--presentation", presentation, "--state", Self.state,
                "--attributes", Self.attributes, "--scale", "1", "--output", output,
            ] + extra, bundle: bundle)
    }

    @Test(arguments: [
        // The banner and the expanded island are as tall as their content, 84 to 160 points: one line of text
        // and the margins (16 above and below) is under 84.
        // The minimal presentation is a 36.67-point circle around narrow content.
        ("lockScreen", "408×84"), ("compact", "250×37"), ("minimal", "37×37"), ("expanded", "408×84"),
        ("compactTrailing", "45×37"),
    ])
    func eachPresentationIsDrawnAtItsSize(presentation: String, size: String) async throws {
        let output = try path("\(presentation).png")
        let run = await render(presentation, to: output)
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("Wrote \(output) (png, \(size) px, \(presentation)"), "\(run.output)")
        #expect(FileManager.default.contents(atPath: output)?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    // The banner: content height plus the margins (16 + 16), clamped to 84...160. The expanded island: its bottom
    // region starts below the camera (36.67) and the island ends 14 points below it (60 → 110.67 → 111).
    @Test(arguments: [
        ("lockScreen", 40.0, "408×84"), ("lockScreen", 100, "408×132"), ("lockScreen", 300, "408×160"),
        ("expanded", 10, "408×84"), ("expanded", 60, "408×111"), ("expanded", 200, "408×160"),
    ])
    func theBannerAndTheExpandedIslandAreAsTallAsTheirContentWithinLimits(
        presentation: String, height: Double, size: String
    ) async throws {
        let output = try path("\(presentation)-\(Int(height)).png")
        let run = await CLIRun.run(
            [
                "render", "--activity", "BlockAttributes", "--presentation", presentation, "--state",
                #"{"height": \#(height)}"#, "--attributes", "{}", "--scale", "1", "--output", output,
            ], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("Wrote \(output) (png, \(size) px"), "\(run.output)")
    }

    @Test func galleryDrawsEachActivityPreviewInEachPresentationAndEachControlInEachSizeAndState() async throws {
        let folder = try path("gallery")
        let preview = PreviewDescriptor._preview(
            fileID: "Tests/Pizza.swift", line: 1, "Pizza", as: .content, using: PizzaAttributes(name: "Pizza"),
            widget: { PizzaActivityWidget() }, contentStates: { PizzaAttributes.ContentState(minutes: 12) })
        let bundle = WidgetBundleDescriptor(GalleryControlsBundle())
        let run = await CLIRun.run(
            ["gallery", "--output", folder, "--scale", "1", "--quiet"], bundle: bundle, previews: [preview])
        #expect(run.code == 0, "\(run.errors)")
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
        for presentation in ["lockScreen", "compact", "minimal", "expanded"] {
            #expect(files.contains("activity-0-Pizza-\(presentation).png"), "\(files.sorted())")
        }
        for size in ["small", "medium", "large"] {
            #expect(files.contains("control-Kettle-\(size)-off.png") && files.contains("control-Kettle-\(size)-on.png"))
            #expect(files.contains("control-Bell-\(size)-preview.png"))
        }
        let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        #expect(index.contains(#"src="control-Kettle-medium-on.png" width="152" height="68""#))
        // Controls sit on Control Center's dark backdrop; Lock Screen banners keep the light checkerboard.
        #expect(index.contains(#"<img class="tile dark" src="control-Kettle-medium-on.png""#))
        #expect(index.contains(#"<img class="tile" src="activity-0-Pizza-lockScreen.png""#))
        #expect(index.contains(#"src="activity-0-Pizza-lockScreen.png" width="408" height="84""#))
    }

    @Test func theStateAndStalenessReachTheViews() async throws {
        let fresh = try path("fresh.html")
        let stale = try path("stale.html")
        #expect(await render("lockScreen", to: fresh).code == 0)
        #expect(await render("lockScreen", to: stale, extra: ["--stale"]).code == 0)
        let freshHTML = try String(contentsOfFile: fresh, encoding: .utf8)
        let staleHTML = try String(contentsOfFile: stale, encoding: .utf8)
        #expect(freshHTML.contains("Pizza: 12 min") && !freshHTML.contains("stale"))
        #expect(staleHTML.contains("Pizza: 12 min (stale)"))
        let compact = try path("compact.html")
        #expect(await render("compact", to: compact).code == 0)
        #expect(try String(contentsOfFile: compact, encoding: .utf8).contains("12m"))
    }

    @Test func badInputSaysWhatWasWrong() async throws {
        let output = try path("bad.png")
        let unknown = await CLIRun.run(
            ["render", "--activity", "Nope", "--state", Self.state, "--output", output], bundle: bundle)
        #expect(unknown.code != 0 && unknown.errors.contains("Live Activities: 'PizzaAttributes'"), "\(unknown.errors)")
        let presentation = await render("sideways", to: output)
        #expect(presentation.code != 0 && presentation.errors.contains("'compact'"), "\(presentation.errors)")
        let state = await CLIRun.run(
            [
                "render", "--activity", "PizzaAttributes", "--state", #"{"minutes": "soon"}"#, "--attributes",
                Self.attributes, "--output", output,
            ], bundle: bundle)
        #expect(state.code != 0 && state.errors.contains("minutes"), "\(state.errors)")
        let missing = await CLIRun.run(["render", "--activity", "PizzaAttributes", "--output", output], bundle: bundle)
        #expect(missing.code != 0 && missing.errors.contains("--state"), "\(missing.errors)")
        #expect(!FileManager.default.fileExists(atPath: output), "nothing is written on an error")
    }
}

struct PizzaAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutes: Int
    }

    var name: String
}

struct PizzaActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PizzaAttributes.self) { context in
            Text("\(context.attributes.name): \(context.state.minutes) min\(context.isStale ? " (stale)" : "")")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text(context.attributes.name) }
                DynamicIslandExpandedRegion(.trailing) { Text("\(context.state.minutes) min") }
            } compactLeading: {
                Text("P")
            } compactTrailing: {
                Text("\(context.state.minutes)m")
            } minimal: {
                Text("\(context.state.minutes)")
            }
        }
    }
}

/// A Live Activity exactly as tall as its content state says, to check the 84–160-point banner.
struct BlockAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var height: Double
    }
}

struct BlockActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BlockAttributes.self) { context in
            Color.blue.frame(height: context.state.height)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Color.blue.frame(height: context.state.height) }
            } compactLeading: {
                Text("B")
            } compactTrailing: {
                Text("B")
            } minimal: {
                Text("B")
            }
        }
    }
}

struct ActivityTestBundle: WidgetBundle {
    var body: some Widget {
        PizzaActivityWidget()
        BlockActivityWidget()
    }
}

struct KettleValue: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { false }
}

struct SetKettleIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Kettle"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct RingBellIntent: AppIntent {
    static let title: LocalizedStringResource = "Ring"
    func perform() async throws -> some IntentResult { .result() }
}

/// A toggle and a button for the gallery.
struct GalleryControlsBundle: WidgetBundle {
    var body: some Widget {
        KettleControl()
        BellControl()
    }
}

struct KettleControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Kettle", provider: KettleValue()) { isOn in
            ControlWidgetToggle(isOn: isOn, action: SetKettleIntent()) {
                Label("Kettle", systemImage: "cup.and.saucer")
            }
        }
    }
}

struct BellControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Bell") {
            ControlWidgetButton(action: RingBellIntent()) { Label("Bell", systemImage: "bell") }
        }
    }
}
