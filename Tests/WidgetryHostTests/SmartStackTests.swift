import Foundation
import Synchronization
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryKit
import WidgetrySQLite
import WidgetryUI

/// Smart Stacks on a manual clock: which member is on top, from entry relevance and declared clues, and why.
@Suite struct SmartStackTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// A host with four planned widgets ("A"…"D") and a relevance-configured one ("Events"), each added small.
    struct Bed {
        let clock: ManualClock
        let host: WidgetHost
        let plans: [String: RelevancePlan]

        static func make(
            store: (any WidgetStore)? = nil, clock: ManualClock? = nil, plans: [String: RelevancePlan]? = nil,
            events: [WidgetRelevanceClue] = []
        ) async throws -> Bed {
            let clock = clock ?? ManualClock(now: SmartStackTests.start)
            let plans = plans ?? Dictionary(uniqueKeysWithValues: ["A", "B", "C", "D"].map { ($0, RelevancePlan()) })
            let bundle = await bundle(plans: plans, clock: clock, events: events)
            var configuration = HostConfiguration(logger: CollectingHostLogger())
            configuration.limits.providerDeadline = 600
            let host = try await WidgetHost(
                bundle: bundle, store: store, clock: clock, configuration: configuration)
            return Bed(clock: clock, host: host, plans: plans)
        }

        @MainActor static func bundle(
            plans: [String: RelevancePlan], clock: ManualClock, events: [WidgetRelevanceClue]
        ) -> WidgetBundleDescriptor {
            var widgets: [any Widget] = plans.keys.sorted().map {
                PlannedWidget(kind: $0, plan: plans[$0]!, clock: clock)
            }
            widgets.append(EventsWidget(clues: events))
            return makeBundle(widgets)
        }

        func add(_ kinds: String...) async throws {
            for kind in kinds { try await host.addWidget(kind: kind, family: .systemSmall, id: kind.lowercased()) }
            await clock.runDueWakeUps()
        }

        func top(_ id: String = "s") async throws -> String? {
            try await host.stackStatus(id: id).stack.top
        }

        func advance(to seconds: TimeInterval) async {
            await clock.advance(to: SmartStackTests.start.addingTimeInterval(seconds))
        }
    }

    @Test func theHighestScoreIsOnTopUntilItsDurationEndsThenTheNextThenTheChosenWidget() async throws {
        let bed = try await Bed.make()
        bed.plans["A"]!.set([.init(at: 0, score: 10, duration: 3600)])
        bed.plans["B"]!.set([.init(at: 0, score: 20, duration: 1800)])
        try await bed.add("C", "A", "B")
        let made = try await bed.host.createStack(id: "s", name: "Morning", members: ["c", "a", "b"])
        #expect(made.stack.top == "b")
        #expect(made.reason?.cause == .entryRelevance && made.reason?.score == 20)
        #expect(made.members.map(\.isRelevant) == [false, true, true])
        #expect(made.nextBoundary == Self.start.addingTimeInterval(1800))
        await bed.advance(to: 1799)
        #expect(try await bed.top() == "b")
        await bed.advance(to: 1800)
        #expect(try await bed.top() == "a", "B's duration ended: A's score 10 is the best left")
        await bed.advance(to: 3600)
        let rested = try await bed.host.stackStatus(id: "s")
        #expect(rested.stack.top == "c", "nothing relevant: the first member, the resting top")
        #expect(rested.reason?.cause == .nothingRelevant)
        #expect(rested.ledger.map(\.top) == ["b", "a", "c"])
        #expect(rested.ledger.map(\.date) == [0, 1800, 3600].map { Self.start.addingTimeInterval($0) })
        #expect(rested.ledger[1].detail.contains("score 10"), "\(rested.ledger[1].detail)")
    }

    @Test func aScoreOfZeroIsNeverOnTop() async throws {
        let bed = try await Bed.make()
        bed.plans["A"]!.set([.init(at: 0, score: 0, duration: 0)])
        try await bed.add("B", "A")
        let status = try await bed.host.createStack(id: "s", name: "S", members: ["b", "a"], chosenTop: "b")
        #expect(status.stack.top == "b")
        #expect(status.members.first { $0.instanceID == "a" }?.isRelevant == false)
        #expect(status.members.first { $0.instanceID == "a" }?.detail.contains("score is 0") == true)
        await bed.advance(to: 86_400)
        #expect(try await bed.top() == "b")
    }

    @Test func aDurationOfZeroHasNoTimeLimit() async throws {
        let bed = try await Bed.make()
        bed.plans["A"]!.set([.init(at: 0, score: 5, duration: 0)])
        try await bed.add("B", "A")
        let status = try await bed.host.createStack(id: "s", name: "S", members: ["b", "a"])
        #expect(status.stack.top == "a" && status.members[1].windowEnd == nil && status.nextBoundary == nil)
        await bed.advance(to: 20 * 3600)
        #expect(try await bed.top() == "a")
    }

    @Test func equalScoresKeepTheCurrentTopAndAHigherOneTakesOver() async throws {
        let bed = try await Bed.make()
        bed.plans["A"]!.set([.init(at: 0, score: 10, duration: 0)])
        bed.plans["B"]!.set([.init(at: 0, score: 10, duration: 0)])
        try await bed.add("A", "B")
        let made = try await bed.host.createStack(id: "s", name: "S", members: ["a", "b"])
        #expect(made.stack.top == "a", "a tie between members not on top: the earlier one")
        #expect(made.reason?.detail.contains("tie") == true)
        await bed.host.setAppActive(true)  // the app's reloads are then immediate and free
        // B's next timeline scores 10 again (a later entry at +1 h): A stays.
        bed.plans["B"]!.set([.init(at: 0, score: 10, duration: 0), .init(at: 3600, score: 10, duration: 0)])
        await bed.host.handle(.reloadTimelines(kind: "B"))
        await bed.host.waitUntilIdle()
        await bed.advance(to: 3600)
        #expect(try await bed.top() == "a", "equal scores keep the top")
        // Reorder: B first; the top still stays (a tie keeps it).
        try await bed.host.updateStack(id: "s", StackUpdate(members: ["b", "a"]))
        #expect(try await bed.top() == "a")
        bed.plans["B"]!.set([.init(at: 0, score: 11, duration: 600)])
        await bed.host.handle(.reloadTimelines(kind: "B"))
        await bed.host.waitUntilIdle()
        await bed.clock.runDueWakeUps()
        #expect(try await bed.top() == "b", "a higher score takes the top")
        await bed.advance(to: 3600 + 600)
        #expect(try await bed.top() == "a", "B's 10 minutes ended; A is relevant again")
    }

    @Test func smartRotateOffKeepsThePersonsChosenWidget() async throws {
        let bed = try await Bed.make()
        bed.plans["A"]!.set([.init(at: 0, score: 50, duration: 0)])
        try await bed.add("B", "A")
        let off = try await bed.host.createStack(id: "s", name: "S", members: ["b", "a"], smartRotate: false)
        #expect(off.stack.top == "b" && off.reason?.cause == .membersChanged)
        let on = try await bed.host.updateStack(id: "s", StackUpdate(smartRotate: true))
        #expect(on.stack.top == "a" && on.reason?.cause == .entryRelevance)
        let chosen = try await bed.host.updateStack(id: "s", StackUpdate(smartRotate: false, chosenTop: "b"))
        #expect(chosen.stack.top == "b" && chosen.reason?.cause == .smartRotateOff)
        #expect(chosen.stack.chosenTop == "b")
        await bed.advance(to: 7200)
        #expect(try await bed.top() == "b")
    }

    @Test func anEntryLaterInTheTimelineRotatesInAtItsDate() async throws {
        let bed = try await Bed.make()
        bed.plans["A"]!.set([.init(at: 0, score: nil, duration: 0), .init(at: 7200, score: 30, duration: 600)])
        try await bed.add("B", "A")
        let made = try await bed.host.createStack(id: "s", name: "S", members: ["b", "a"])
        #expect(made.stack.top == "b")
        await bed.advance(to: 7199)
        #expect(try await bed.top() == "b")
        await bed.advance(to: 7200)
        let rotated = try await bed.host.stackStatus(id: "s")
        #expect(rotated.stack.top == "a")
        #expect(rotated.reason?.entryDate == Self.start.addingTimeInterval(7200))
        #expect(rotated.reason?.until == Self.start.addingTimeInterval(7800))
        await bed.advance(to: 7800)
        #expect(try await bed.top() == "b")
    }

    @Test func relevanceConfigurationDateWindowsOutrankEntryScoresWhileTheyHold() async throws {
        let clues = [
            WidgetRelevanceClue(
                position: 0,
                context: .date(
                    interval: DateInterval(start: Self.start.addingTimeInterval(3600), duration: 3600), kind: .scheduled
                ),
                configuration: "standup"),
            WidgetRelevanceClue(position: 1, context: .location(inferred: .work), configuration: "office"),
            WidgetRelevanceClue(
                position: 2, context: .location(latitude: 51.5, longitude: -0.12, radius: 500), configuration: "london"),
        ]
        let bed = try await Bed.make(events: clues)
        bed.plans["A"]!.set([.init(at: 0, score: 100, duration: 0)])
        try await bed.add("A", "Events")
        let made = try await bed.host.createStack(id: "s", name: "S", members: ["a", "events"])
        #expect(made.stack.top == "a")
        #expect(made.members[1].clues.count == 3 && made.nextBoundary == Self.start.addingTimeInterval(3600))
        await bed.advance(to: 3600)
        let during = try await bed.host.stackStatus(id: "s")
        #expect(during.stack.top == "events")
        #expect(during.reason?.cause == .relevantContext)
        #expect(
            during.reason?.detail.contains("scheduled") == true && during.reason?.detail.contains("standup") == true)
        #expect(during.reason?.until == Self.start.addingTimeInterval(7200))
        await bed.advance(to: 7200)
        #expect(try await bed.top() == "a", "the window ended")
        // Inferred places are never sensed; a coordinate clue holds near the host's location only.
        await bed.host.setRelevanceLocation(RelevanceLocation(latitude: 48.85, longitude: 2.35))
        #expect(try await bed.top() == "a")
        await bed.host.setRelevanceLocation(RelevanceLocation(latitude: 51.501, longitude: -0.121))
        let near = try await bed.host.stackStatus(id: "s")
        #expect(near.stack.top == "events" && near.reason?.detail.contains("london") == true)
    }

    @Test func stacksTheirTopsAndLedgersSurviveARestart() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stacks-\(UUID()).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let clock = ManualClock(now: Self.start)
        let plans = Dictionary(uniqueKeysWithValues: ["A", "B", "C", "D"].map { ($0, RelevancePlan()) })
        plans["A"]!.set([.init(at: 0, score: 10, duration: 0)])
        plans["B"]!.set([.init(at: 0, score: 20, duration: 3600)])
        let first = try await Bed.make(store: try SQLiteWidgetStore(path: path), clock: clock, plans: plans)
        try await first.add("A", "B", "C", "D")
        try await first.host.createStack(id: "s", name: "Morning", members: ["c", "a", "b"], chosenTop: "c")
        try await first.host.createStack(id: "t", name: "Evening", members: ["d"], smartRotate: false)
        await first.advance(to: 3600)
        let before = await first.host.stacks()
        #expect(before.map(\.stack.top) == ["a", "d"])
        await first.host.stop()

        let second = try await Bed.make(store: try SQLiteWidgetStore(path: path), clock: clock, plans: plans)
        let after = await second.host.stacks()
        #expect(after.map(\.stack) == before.map(\.stack))
        #expect(after.map(\.ledger) == before.map(\.ledger))
        #expect(after[0].ledger.map(\.top) == ["b", "a"])
        await second.advance(to: 7200)
        #expect(try await second.top() == "a", "the resumed host keeps rotating")
    }

    @Test func removingAWidgetTakesItOutOfItsStack() async throws {
        let bed = try await Bed.make()
        bed.plans["A"]!.set([.init(at: 0, score: 10, duration: 0)])
        try await bed.add("A", "B")
        try await bed.host.createStack(id: "s", name: "S", members: ["a", "b"], chosenTop: "a")
        try await bed.host.removeWidget(id: "a")
        let status = try await bed.host.stackStatus(id: "s")
        #expect(status.stack.members == ["b"] && status.stack.top == "b" && status.stack.chosenTop == nil)
        #expect(status.ledger.last?.cause == .membersChanged)
        try await bed.host.deleteStack(id: "s")
        #expect(await bed.host.stacks().isEmpty)
        #expect(try await bed.host.widget(id: "b").id == "b", "deleting a stack keeps its widgets")
    }

    @Test func badStacksAreRefusedNamingWhy() async throws {
        let bed = try await Bed.make()
        try await bed.add("A", "B")
        try await bed.host.addWidget(kind: "C", family: .systemMedium, id: "wide")
        try await bed.host.createStack(id: "s", name: "S", members: ["a"])
        let cases: [(String?, String, [String], String?, StackError.Code, String)] = [
            ("x", "S", ["nope"], nil, .unknownInstance, "No widget instance with id 'nope'"),
            ("x", "S", ["b", "wide"], nil, .invalidStack, "a stack holds one family"),
            ("x", "S", ["a", "b"], nil, .invalidStack, "is in stack 's' already"),
            ("x", "S", ["b", "b"], nil, .invalidStack, "only once"),
            ("x", "S", ["b"], "a", .invalidStack, "not a member"),
            ("x", " ", ["b"], nil, .invalidStack, "1 to 100 characters"),
            ("a b", "S", ["b"], nil, .invalidStack, "letters, digits"),
            ("s", "S", ["b"], nil, .stackExists, "exists already"),
        ]
        for (id, name, members, chosen, code, message) in cases {
            do {
                try await bed.host.createStack(id: id, name: name, members: members, chosenTop: chosen)
                Issue.record("\(members) was accepted")
            } catch let error as StackError {
                #expect(error.code == code && error.message.contains(message), "\(error.message)")
            }
        }
        await #expect(throws: StackError.self) { try await bed.host.stackStatus(id: "none") }
        #expect(await bed.host.stacks().map(\.stack.id) == ["s"])
    }

    @Test func theRulesRankCluesByKindThenPositionAndEntriesByScore() {
        let now = Self.start
        func member(_ id: String, score: Float?, clues: [WidgetRelevanceClue] = []) -> StackMemberRelevance {
            StackRotation.relevance(
                of: StackRotation.Member(
                    instanceID: id, kind: id, entryDate: now,
                    relevance: score.map { TimelineEntryRelevance(score: $0) },
                    clues: clues),
                at: now, location: nil)
        }
        let window = DateInterval(start: now.addingTimeInterval(-60), duration: 600)
        let informational = WidgetRelevanceClue(
            position: 0, context: .date(interval: window, kind: .informational), configuration: nil)
        let scheduled = WidgetRelevanceClue(
            position: 3, context: .date(interval: window, kind: .scheduled), configuration: nil)
        let stack = WidgetStack(id: "s", name: "S", members: ["a", "b", "c"], created: now)
        let decided = StackRotation.decide(
            stack,
            members: [
                member("a", score: 1000), member("b", score: nil, clues: [informational]),
                member("c", score: nil, clues: [informational, scheduled]),
            ])
        #expect(decided.top == "c" && decided.cause == .relevantContext)
        let exact = RelevantContext.date(now.addingTimeInterval(1200), kind: .default)
        #expect(exact.dateWindow?.start == now.addingTimeInterval(-600))
        #expect(RelevanceLocation(parsing: "91,0") == nil && RelevanceLocation(parsing: "51.5, -0.12") != nil)
    }
}

/// What a planned widget's provider answers: entries at offsets from now with a relevance each.
final class RelevancePlan: Sendable {
    struct Item: Sendable {
        var at: TimeInterval
        var score: Float?
        var duration: TimeInterval
    }

    private let items = Mutex<[Item]>([.init(at: 0, score: nil, duration: 0)])

    func set(_ items: [Item]) { self.items.withLock { $0 = items } }
    var current: [Item] { items.withLock { $0 } }
}

struct PlannedEntry: TimelineEntry {
    let date: Date
    let label: String
    let relevance: TimelineEntryRelevance?
}

struct PlannedProvider: TimelineProvider {
    let plan: RelevancePlan
    let clock: ManualClock?

    var now: Date { clock?.now ?? Date() }

    func placeholder(in context: Context) -> PlannedEntry {
        PlannedEntry(date: now, label: "placeholder", relevance: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (PlannedEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<PlannedEntry>) -> Void) {
        let now = self.now
        let entries = plan.current.map { item in
            PlannedEntry(
                date: now.addingTimeInterval(item.at), label: "+\(Int(item.at))",
                relevance: item.score.map { TimelineEntryRelevance(score: $0, duration: item.duration) })
        }
        completion(Timeline(entries: entries, policy: .never))
    }
}

struct PlannedWidget: Widget {
    let kind: String
    let plan: RelevancePlan
    let clock: ManualClock?

    init(kind: String, plan: RelevancePlan, clock: ManualClock?) {
        self.kind = kind
        self.plan = plan
        self.clock = clock
    }

    init() { self.init(kind: "Planned", plan: RelevancePlan(), clock: nil) }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: PlannedProvider(plan: plan, clock: clock)) { entry in
            Text(entry.label)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// A relevance-configured widget whose relevance is a fixed list of clues.
struct EventIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Event"
    @Parameter(title: "Name", default: "event") var name: String
}

struct EventEntry: RelevanceEntry {
    let name: String
}

struct EventsProvider: RelevanceEntriesProvider {
    let clues: [WidgetRelevanceClue]

    func placeholder(context: Context) -> EventEntry { EventEntry(name: "placeholder") }

    func relevance() async -> WidgetRelevance<EventIntent> {
        WidgetRelevance(
            clues.map { clue in
                let intent = EventIntent()
                intent.name = clue.configuration ?? "event"
                return WidgetRelevanceAttribute(configuration: intent, context: clue.context)
            })
    }

    func entry(configuration: EventIntent, context: Context) async throws -> EventEntry {
        EventEntry(name: configuration.name)
    }
}

struct EventsWidget: Widget {
    let clues: [WidgetRelevanceClue]

    init(clues: [WidgetRelevanceClue]) { self.clues = clues }

    init() { self.init(clues: []) }

    var body: some WidgetConfiguration {
        RelevanceConfiguration(kind: "Events", provider: EventsProvider(clues: clues)) { entry in
            Text(entry.name)
        }
        .supportedFamilies([.systemSmall])
    }
}
