import Foundation
import Testing
import WidgetryIntents

// Parameter summaries as configuration intents write them, evaluated for the values a person chose.

enum ListLayout: String, AppEnum {
    case list, grid, single
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Layout"
    static let caseDisplayRepresentations: [ListLayout: DisplayRepresentation] = [
        .list: "List", .grid: "Grid", .single: "Single",
    ]
}

struct FilterIntent: AppIntent {
    static let title: LocalizedStringResource = "Filter"
    @Parameter(title: "Label") var label: String?
    @Parameter(title: "Search Term") var search: String?
    @Parameter(title: "Limit", default: 5) var limit: Int

    static var parameterSummary: some ParameterSummary {
        Summary {
            \.$label
            \.$search
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct DetailIntent: AppIntent {
    static let title: LocalizedStringResource = "Details"
    @Parameter(title: "Item", default: "Inbox") var item: String
    @Parameter(title: "Show Details", default: false) var showsDetails: Bool
    @Parameter(title: "Detail Level", default: 1) var detailLevel: Int
    @Parameter(title: "Planet") var planet: Planet?

    static var parameterSummary: some ParameterSummary {
        When(\.$showsDetails, .equalTo, true) {
            When(\.$detailLevel, .greaterThan, 2) {
                Summary("Show \(\.$item) in depth") { \.$detailLevel }
            } otherwise: {
                Summary("Show \(\.$item) with details") {
                    \.$detailLevel
                    \.$planet
                }
            }
        } otherwise: {
            When(\.$planet, .hasAnyValue) {
                Summary("Show \(\.$item) near \(\.$planet)")
            } otherwise: {
                Summary("Show \(\.$item)") { \.$showsDetails }
            }
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct LayoutIntent: AppIntent {
    static let title: LocalizedStringResource = "Layout"
    @Parameter(title: "Layout", default: .list) var layout: ListLayout
    @Parameter(title: "Count", default: 3) var count: Int
    @Parameter(title: "Priority") var priority: Priority?

    static var parameterSummary: some ParameterSummary {
        Switch(\.$layout) {
            Case(.list) {
                Summary("Show a \(\.$layout) of \(\.$count)")
            }
            Case([.grid, .single]) {
                When(\.$priority, .equalTo, .high) {
                    Summary("Show urgent \(\.$layout)")
                } otherwise: {
                    Summary("Show \(\.$layout)") { \.$priority }
                }
            }
            DefaultCase {
                Summary()
            }
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct UnsummarizedIntent: AppIntent {
    static let title: LocalizedStringResource = "Plain"
    @Parameter(title: "A") var a: String?
    @Parameter(title: "B", default: 2) var b: Int
    func perform() async throws -> some IntentResult { .result() }
}

@Suite struct ParameterSummaryTests {
    @Test func keyPathListShowsOnlyTheListedParameters() {
        let summary = ResolvedParameterSummary(FilterIntent())
        #expect(summary.sentence == nil)
        #expect(summary.parameters == ["label", "search"])
    }

    @Test func intentsWithoutASummaryShowEveryParameter() {
        #expect(
            ResolvedParameterSummary(UnsummarizedIntent())
                == ResolvedParameterSummary(sentence: nil, parameters: ["a", "b"]))
    }

    @Test func whenFollowsTheValuesChosen() {
        let intent = DetailIntent()
        #expect(
            ResolvedParameterSummary(intent)
                == ResolvedParameterSummary(
                    sentence: "Show ${item}", parameters: ["item", "showsDetails"]))
        intent.showsDetails = true
        #expect(
            ResolvedParameterSummary(intent)
                == ResolvedParameterSummary(
                    sentence: "Show ${item} with details", parameters: ["item", "detailLevel", "planet"]))
        intent.detailLevel = 3
        #expect(ResolvedParameterSummary(intent).sentence == "Show ${item} in depth")
        intent.showsDetails = false
        intent.planet = Planet.all[1]
        #expect(
            ResolvedParameterSummary(intent)
                == ResolvedParameterSummary(
                    sentence: "Show ${item} near ${planet}", parameters: ["item", "planet"]))
    }

    @Test func switchTakesTheMatchingCase() {
        let intent = LayoutIntent()
        #expect(
            ResolvedParameterSummary(intent)
                == ResolvedParameterSummary(
                    sentence: "Show a ${layout} of ${count}", parameters: ["layout", "count"]))
        intent.layout = .single
        #expect(ResolvedParameterSummary(intent).parameters == ["layout", "priority"])
        intent.priority = .high
        #expect(ResolvedParameterSummary(intent).sentence == "Show urgent ${layout}")
    }

    @Test func resolvedSummaryDropsRepeatedParameters() {
        #expect(ResolvedParameterSummary(sentence: "x", parameters: ["a", "b", "a"]).parameters == ["a", "b"])
    }
}
