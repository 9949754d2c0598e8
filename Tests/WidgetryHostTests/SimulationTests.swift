import Foundation
import Testing
import WidgetryHost
import WidgetryKit

@Suite struct SimulationTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    func simulate(hours: Double = 23.5, _ edit: (inout HostSimulation) -> Void = { _ in }) async throws
        -> SimulationReport
    {
        var simulation = HostSimulation(bundle: await demoLikeBundle(), hours: hours, start: start)
        edit(&simulation)
        return try await simulation.run()
    }

    func instance(_ kind: String, in report: SimulationReport) throws -> InstanceSimulation {
        try #require(report.instances.first { $0.instance.kind == kind })
    }

    // How long a simulated day takes is a benchmark (`widgets-demo simulate --hours 24`), never a test's
    // expectation: under CI's load the same run took 0.6 s and 33 s.
    @Test func aDayOfTheDemoLikeBundleSimulatesEveryInstance() async throws {
        let report = try await simulate()
        #expect(report.instances.map(\.instance.kind) == ["Weather", "GameStatus", "CharacterDetail", "Ticker"])
        #expect(report.problems.isEmpty)
        #expect(
            report.instances.map(\.instance.family) == [
                .systemSmall, .systemSmall, .systemMedium, .accessoryRectangular,
            ])
    }

    @Test func wallClockDatedEntriesFollowTheSimulatedClock() async throws {
        let weather = try instance("Weather", in: try await simulate())
        #expect(weather.reloads.map(\.reason) == [.initial] + Array(repeating: .policyAtEnd, count: 5))
        for (reload, hours) in zip(weather.reloads, [0.0, 4, 8, 12, 16, 20]) {
            #expect(abs(reload.date.timeIntervalSince(start) - hours * 3600) < 1)
        }
        let shown = weather.shown
        #expect(shown.first?.isPlaceholder == true)
        #expect(shown.dropFirst().allSatisfy { !$0.isPlaceholder })
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $0.shownSince <= $1.shownSince })
        #expect(shown.count >= 24, "an entry an hour")
        #expect(weather.lints.isEmpty, "\(weather.lints)")
    }

    @Test func aQuarterHourPolicyRunsOutOfBudgetAndIsLinted() async throws {
        let game = try instance("GameStatus", in: try await simulate())
        #expect(game.reloads.count == 71, "the free first timeline and 70 budgeted reloads")
        #expect(game.countedReloads == 70)
        #expect(game.refusals.count == 1)
        #expect(game.refusals.first?.limit == .budgetExhausted)
        #expect(
            game.lints.contains {
                $0.hasPrefix(
                    "1 reload was refused because the budget of 70 a day was spent; the policy asks for a reload every 15 min"
                )
            })
    }

    @Test func neverWidgetsNobodyReloadsAreLinted() async throws {
        let report = try await simulate()
        let character = try instance("CharacterDetail", in: report)
        #expect(character.reloads.count == 1)
        #expect(character.lints.contains { $0.contains("policy is .never and nothing reloaded it") })
        let reloaded = try await simulate {
            $0.script = [SimulationStep(at: 3600, .widgetCenter(.reloadTimelines(kind: "CharacterDetail")))]
        }
        let again = try instance("CharacterDetail", in: reloaded)
        #expect(again.reloads.map(\.reason) == [.initial, .appRequest])
        #expect(!again.lints.contains { $0.contains(".never") })
    }

    @Test func entriesUnderFiveMinutesApartAreLintedAndThinned() async throws {
        let ticker = try instance("Ticker", in: try await simulate(hours: 1))
        #expect(ticker.lints.contains { $0.contains("less than 5 min after the previous one") })
        let firstTimeline = ticker.shown.filter { !$0.isPlaceholder && $0.shownSince < start.addingTimeInterval(540) }
        // Ten entries a minute apart, shown at 0 and 5 minutes only (#4 or #5, as the wall clock's microseconds
        // fall), then the next timeline arrives at 9 minutes.
        #expect(firstTimeline.count == 2)
        #expect(firstTimeline.first?.slot == .entry(0))
        #expect(abs((firstTimeline.last?.shownSince.timeIntervalSince(start) ?? 0) - 300) < 1)
    }

    @Test func oneKindAtAChosenFamily() async throws {
        let report = try await simulate(hours: 2) {
            $0.kinds = ["Weather"]
            $0.family = .systemMedium
        }
        #expect(report.instances.map(\.instance.kind) == ["Weather"])
        #expect(report.instances.first?.instance.family == .systemMedium)
        #expect(report.text.contains("Weather (systemMedium):"))
    }

    @Test func pushesInTheScriptAreBudgetedReloads() async throws {
        let report = try await simulate(hours: 2) {
            $0.kinds = ["Weather"]
            $0.script = [SimulationStep(at: 1800, .push(kinds: ["Weather"]))]
        }
        let weather = try instance("Weather", in: report)
        #expect(weather.reloads.map(\.reason) == [.initial, .push])
        #expect(weather.reloads.last?.counted == true)
    }
}
