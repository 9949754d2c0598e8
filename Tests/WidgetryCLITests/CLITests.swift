import Foundation
import Testing
import Widgetry
import WidgetryCLI

@MainActor
@Suite struct ListCommandTests {
    let bundle = WidgetBundleDescriptor(CLITestBundle())

    @Test func listShowsEveryWidgetWithItsFamiliesAndParameters() async {
        let run = await CLIRun.run(["list"], bundle: bundle)
        #expect(run.code == 0)
        #expect(run.output.contains("Tick — Ticks"))
        #expect(run.output.contains("  Counts ticks."))
        #expect(run.output.contains("families: systemSmall, accessoryInline"))
        #expect(run.output.contains("configuration:"))
        #expect(run.output.contains("values cheese (Cheese), olives (Olives)"))
        #expect(run.output.contains("values from"))
        #expect(run.output.contains("ShopQuery"))
    }

    @Test func listIsTheDefaultCommand() async {
        let run = await CLIRun.run([], bundle: bundle)
        #expect(run.code == 0)
        #expect(run.output.hasPrefix("Bundle CLITestBundle: 2 widgets"))
    }

    @Test func listJSONDescribesParametersForScripts() async throws {
        let run = await CLIRun.run(["list", "--json"], bundle: bundle)
        #expect(run.code == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let widgets = try #require(json["widgets"] as? [[String: Any]])
        #expect(widgets.map { $0["kind"] as? String } == ["Tick", "Order"])
        #expect(widgets[0]["families"] as? [String] == ["systemSmall", "accessoryInline"])
        let configuration = try #require(widgets[1]["configuration"] as? [String: Any])
        let parameters = try #require(configuration["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["name"] as? String } == ["topping", "shop", "count"])
        #expect(parameters[2]["defaultValue"] as? Int == 1)
    }
}

@MainActor
@Suite struct TimelineCommandTests {
    let bundle = WidgetBundleDescriptor(CLITestBundle())

    @Test func timelinePrintsEntriesPolicyNextReloadAndWarnings() async {
        let run = await CLIRun.run(["timeline", "--kind", "Tick"], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output.contains("Widget 'Tick', systemSmall (170×170 pt on iPhone 430×932)"))
        #expect(run.output.contains("timeline       3 entries, policy atEnd"))
        #expect(run.output.contains("  #1  2027-01-15T08:02:00Z  relevance 1  tick: 1"))
        #expect(run.output.contains("next reload    2027-01-15T09:00:00Z  (in 3600 s)"))
        #expect(run.output.contains("Entries #0 and #1 are 2 min apart"))
    }

    @Test func timelineUsesTheRequestedFamilyAndDevice() async {
        let run = await CLIRun.run(
            ["timeline", "--kind", "Tick", "--family", "accessoryInline", "--device", "393x852"], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output.contains("accessoryInline (234×26 pt on iPhone 393×852)"))
    }

    @Test func timelineFillsConfigurationDefaultsFromTheQuery() async {
        let run = await CLIRun.run(
            ["timeline", "--kind", "Order", "--configuration", #"{"topping": "olives"}"#], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output.contains(#"summary: "1 olives at Corner""#))
        #expect(run.output.contains("next reload    never"))
    }

    @Test func timelineJSONHasEntriesAndPolicy() async throws {
        let run = await CLIRun.run(["timeline", "--kind", "Tick", "--json"], bundle: bundle)
        #expect(run.code == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect((json["entries"] as? [Any])?.count == 3)
        #expect(json["policy"] as? String == "atEnd")
        #expect(json["nextReload"] as? String == "2027-01-15T09:00:00Z")
        #expect(run.errors.contains("warning: Entries #0 and #1"))
    }

    @Test(arguments: [
        (["timeline", "--kind", "Tcik"], "Error: Unknown widget kind 'Tcik'. Kinds in this bundle: 'Tick', 'Order'."),
        (
            ["timeline", "--kind", "Tick", "--family", "systemHuge"],
            "Error: Unknown widget family 'systemHuge'. Families: 'systemSmall', 'systemMedium', 'systemLarge', "
                + "'systemExtraLarge', 'accessoryCircular', 'accessoryRectangular', 'accessoryInline', 'accessoryCorner'."
        ),
        (
            ["timeline", "--kind", "Tick", "--family", "systemLarge"],
            "Error: Widget 'Tick' does not support family 'systemLarge'. Supported families: 'systemSmall', "
                + "'accessoryInline'."
        ),
        (
            ["timeline", "--kind", "Order", "--configuration", "{nope"],
            #"Error: Configuration '{nope' is not valid JSON. Pass an object such as '{"name": "value"}'."#
        ),
        (
            ["timeline", "--kind", "Tick", "--device", "Nokia"],
            "Error: Unknown device 'Nokia'. Devices: 'iPhone 430×932'"
        ),
    ])
    func badValuesGiveOneLineErrorsNamingTheValidOnes(arguments: [String], message: String) async {
        let run = await CLIRun.run(arguments, bundle: bundle)
        #expect(run.code != 0)
        #expect(run.errors.hasPrefix(message))
        #expect(!run.errors.contains("\n"), "errors are one line")
        #expect(run.output.isEmpty)
    }

    @Test(arguments: [
        #"{"topping": "anchovies"}"#, #"{"shop": "closed"}"#, #"{"colour": "red"}"#, #"{"count": "two"}"#,
    ])
    func badConfigurationValuesAreRejectedByName(configuration: String) async {
        let run = await CLIRun.run(["timeline", "--kind", "Order", "--configuration", configuration], bundle: bundle)
        #expect(run.code != 0)
        #expect(run.errors.hasPrefix("Error: "))
        #expect(!run.errors.contains("\n"))
        let key = configuration.split(separator: "\"")[1]
        #expect(run.errors.contains("'\(key)'"), "the error names the parameter: \(run.errors)")
    }
}
