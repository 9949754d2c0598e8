import Foundation
import Testing
import Widgetry
import WidgetryCLI

/// `render --location` and `--night`: StandBy's scaled systemSmall, CarPlay, and the errors for what a location does
/// not show.
@MainActor
@Suite struct RenderLocationCommandTests {
    let bundle = WidgetBundleDescriptor(CLITestBundle())

    func outputPath(_ name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.appendingPathComponent(name).path
    }

    @Test func standByWritesTheSmallWidgetScaledToItsSlotInTheDark() async throws {
        let path = try outputPath("standby.png")
        let run = await CLIRun.run(
            ["render", "--kind", "Tick", "--location", "standBy", "--scale", "2", "--output", path], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("Wrote \(path) (png, 764×764 px, systemSmall, dark, fullColor, standBy)"))
    }

    @Test func nightModeIsVibrantAndSaysSo() async throws {
        let path = try outputPath("night.png")
        let run = await CLIRun.run(
            ["render", "--kind", "Tick", "--location", "standBy", "--night", "--output", path], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output.contains("systemSmall, dark, vibrant, standBy at night"), "\(run.output)")
    }

    @Test func carPlayKeepsTheWidgetsSize() async throws {
        let path = try outputPath("carplay.png")
        let run = await CLIRun.run(
            ["render", "--kind", "Tick", "--location", "carPlay", "--scale", "1", "--output", path], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("Wrote \(path) (png, 170×170 px, systemSmall, dark, fullColor, carPlay)"))
    }

    @Test func glassRendersTheAccentedModeAndRefusesAccessoryFamilies() async throws {
        let path = try outputPath("glass.png")
        let run = await CLIRun.run(["render", "--kind", "Tick", "--glass", "clear", "--output", path], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output.contains("systemSmall, light, accented)"), "\(run.output)")
        let accessory = await CLIRun.run(
            ["render", "--kind", "Tick", "--family", "accessoryInline", "--glass", "tinted", "--output", path],
            bundle: bundle)
        #expect(accessory.code != 0)
        #expect(accessory.errors.contains("Use 'clear' or 'tinted' with a system family."))
    }

    @Test(arguments: [
        (
            ["--kind", "Tick", "--family", "accessoryInline", "--location", "standBy"],
            "Error: Location 'standBy' does not show family 'accessoryInline'. It shows 'systemSmall'; family "
                + "'accessoryInline' is shown at 'lockScreen'."
        ),
        (
            ["--kind", "Order", "--location", "standBy"],
            "Error: Widget 'Order' does not support family 'systemSmall'. It supports 'systemMedium'."
        ),
        (
            ["--kind", "Tick", "--night"],
            "Error: --night is StandBy's night mode: add '--location standBy'."
        ),
        (
            ["--kind", "Tick", "--location", "dashboard"],
            "Error: Unknown location 'dashboard'. Use 'homeScreen', 'lockScreen', 'standBy', 'iPhoneWidgetsOnMac' or "
                + "'carPlay'."
        ),
    ])
    func locationsRefuseWhatTheyDoNotShow(arguments: [String], message: String) async throws {
        let run = await CLIRun.run(["render"] + arguments + ["--output", try outputPath("x.png")], bundle: bundle)
        #expect(run.code != 0)
        #expect(run.errors.trimmingCharacters(in: .whitespacesAndNewlines) == message, "\(run.errors)")
    }

    @Test func aLiveActivityWithTheSmallFamilyIsShownInCarPlayAsSmall() async throws {
        let activities = WidgetBundleDescriptor(CarPlayActivityBundle())
        let path = try outputPath("activity.html")
        let run = await CLIRun.run(
            [
                "render", "--activity", "TripAttributes", "--location", "carPlay", "--state", #"{"stops": 3}"#,
                "--output", path,
            ], bundle: activities)
        #expect(run.code == 0, "\(run.errors)")
        #expect(
            run.output.contains("170×170 px, 1 px per point, lockScreen, dark, fullColor, carPlay"), "\(run.output)")
        let html = String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
        #expect(html.contains("3 stops (small)"), "the view read activityFamily == .small")
    }

    @Test func aLiveActivityWithoutTheSmallFamilyIsRefusedInCarPlay() async throws {
        let run = await CLIRun.run(
            [
                "render", "--activity", "PizzaAttributes", "--location", "carPlay", "--state", #"{"minutes": 3}"#,
                "--attributes", #"{"name": "Pizza"}"#, "--output", try outputPath("x.png"),
            ], bundle: WidgetBundleDescriptor(ActivityTestBundle()))
        #expect(run.code != 0)
        #expect(
            run.errors.contains(
                "Live Activity 'PizzaAttributes' does not list .small in supplementalActivityFamilies(_:)"),
            "\(run.errors)")
    }
}

struct TripAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var stops: Int
    }
}

struct TripView: View {
    let stops: Int
    @Environment(\.activityFamily) var family

    var body: some View { Text("\(stops) stops (\(family))") }
}

struct TripActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TripAttributes.self) { context in
            TripView(stops: context.state.stops)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("\(context.state.stops)") }
            } compactLeading: {
                Text("T")
            } compactTrailing: {
                Text("\(context.state.stops)")
            } minimal: {
                Text("\(context.state.stops)")
            }
        }
        .supplementalActivityFamilies([.small])
    }
}

struct CarPlayActivityBundle: WidgetBundle {
    var body: some Widget {
        TripActivityWidget()
    }
}
