import Foundation
import Logging
import Testing
import Widgetry
import WidgetryHost

@testable import WidgetryCLI
@testable import WidgetryServing

/// A widget whose storm, two hours from now, is relevant for an hour.
struct StormEntry: TimelineEntry {
    let date: Date
    let storm: Bool
    var relevance: TimelineEntryRelevance? { storm ? TimelineEntryRelevance(score: 50, duration: 3600) : nil }
}

struct StormProvider: TimelineProvider {
    func placeholder(in context: Context) -> StormEntry { StormEntry(date: Date(), storm: false) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (StormEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<StormEntry>) -> Void) {
        let now = Date()
        let entries = [
            StormEntry(date: now, storm: false), StormEntry(date: now.addingTimeInterval(7200), storm: true),
        ]
        completion(Timeline(entries: entries, policy: .never))
    }
}

struct StormWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Storm", provider: StormProvider()) { entry in Text(entry.storm ? "Storm" : "Calm") }
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct StackBundle: WidgetBundle {
    var body: some Widget {
        NowWidget()
        StormWidget()
    }
}

@MainActor
@Suite struct StackSimulateTests {
    let bundle = WidgetBundleDescriptor(StackBundle())

    @Test func simulateReportsEachStacksTopWidgetOverTheDayAndWhy() async throws {
        let run = await CLIRun.run(
            ["simulate", "--hours", "6", "--summary", "--stack", "Now,Storm"], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        let lines = run.output.components(separatedBy: "\n")
        let header = try #require(lines.firstIndex { $0.hasPrefix("Stack Now + Storm (stack-1, Smart Rotate on)") })
        let periods = lines[(header + 1)...].prefix { $0.hasPrefix("  +") }
        #expect(periods.count == 3, "\(run.output)")
        #expect(periods.first?.hasPrefix("  +00:00–+02:00  Now (membersChanged)") == true, "\(periods)")
        #expect(periods.dropFirst().first?.hasPrefix("  +02:00–+03:00  Storm (entryRelevance, score 50)") == true)
        #expect(periods.last?.hasPrefix("  +03:00–+06:00  Now (nothingRelevant)") == true)
    }

    @Test func simulateAsJSONListsTheStacksPeriods() async throws {
        let run = await CLIRun.run(["simulate", "--hours", "4", "--json", "--stack", "Storm,Now"], bundle: bundle)
        #expect(run.code == 0, "\(run.errors)")
        let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let stacks = try #require(json?["stacks"] as? [[String: Any]])
        let periods = try #require(stacks.first?["periods"] as? [[String: Any]])
        #expect(periods.compactMap { $0["kind"] as? String } == ["Storm", "Storm", "Storm"], "\(periods)")
        #expect(
            periods.compactMap { $0["cause"] as? String } == ["membersChanged", "entryRelevance", "nothingRelevant"])
    }

    @Test func badStacksAndLocationsAreOneLine() async {
        let lone = await CLIRun.run(["simulate", "--stack", "Storm"], bundle: bundle)
        #expect(lone.code != 0 && lone.errors.contains("needs two or more widget kinds"), "\(lone.errors)")
        let unknown = await CLIRun.run(["simulate", "--stack", "Storm,Rain"], bundle: bundle)
        #expect(unknown.code != 0 && unknown.errors.contains("Rain"), "\(unknown.errors)")
        let twice = await CLIRun.run(["simulate", "--stack", "Storm,Storm"], bundle: bundle)
        #expect(twice.code != 0 && twice.errors.contains("names a kind twice"), "\(twice.errors)")
        let location = await CLIRun.run(["simulate", "--location", "95,10"], bundle: bundle)
        #expect(location.code != 0 && location.errors.contains("is not LAT,LON"), "\(location.errors)")
    }
}

@MainActor
@Suite struct ServeStackSeedingTests {
    @Test func serveMakesTheSuggestedStacksOfNewWidgetsInAFamilyTheyShare() async throws {
        let host = try await WidgetHost(bundle: WidgetBundleDescriptor(StackBundle()), clock: ManualClock())
        await ServeStackOptions.makeStacks(
            [["Storm", "Now"], ["Storm", "Rain"]], on: host, logger: Logger(label: "test"))
        let stacks = await host.stacks()
        #expect(stacks.map(\.stack.id) == ["stack-1"], "a stack naming an unknown kind is skipped")
        #expect(stacks.first?.stack.members == ["stack-1-Storm", "stack-1-Now"])
        #expect(try await host.widget(id: "stack-1-Now").family == .systemSmall)
        let located = await CLIRun.run(["serve", "--location", "north"], bundle: WidgetBundleDescriptor(StackBundle()))
        #expect(located.code != 0 && located.errors.contains("is not LAT,LON"), "\(located.errors)")
    }
}
