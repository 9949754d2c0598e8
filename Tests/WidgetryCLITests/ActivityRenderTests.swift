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
        ("lockScreen", "408×160"), ("compact", "250×37"), ("minimal", "45×37"), ("expanded", "408×160"),
        ("compactTrailing", "45×37"),
    ])
    func eachPresentationIsDrawnAtItsSize(presentation: String, size: String) async throws {
        let output = try path("\(presentation).png")
        let run = await render(presentation, to: output)
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("Wrote \(output) (png, \(size) px, \(presentation)"), "\(run.output)")
        #expect(FileManager.default.contents(atPath: output)?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
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

struct ActivityTestBundle: WidgetBundle {
    var body: some Widget {
        PizzaActivityWidget()
    }
}
