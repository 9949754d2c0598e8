import Foundation
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryKit

/// What every ``WidgetStore`` must do, run against the in-memory store, SQLite (in memory and in a file) and
/// PostgreSQL.
@Suite struct StoreContractTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000.123456)

    func instance(_ id: String = "i1", kind: String = "K") -> WidgetInstance {
        WidgetInstance(
            id: id, kind: kind, family: .systemMedium, placement: .homeScreen,
            configuration: ["city": "Paris", "days": 3, "nested": ["a": [true, .null]]], created: t0)
    }

    func refusal(_ id: String = "i1", at offset: TimeInterval) -> ReloadRecord {
        ReloadRecord(
            date: t0.addingTimeInterval(offset), instanceID: id, event: .refused, reason: .policyAfter, counted: false,
            budgetLeft: 0, limit: .budgetExhausted, detail: "Budget exhausted.")
    }

    func reload(_ id: String = "i1", at offset: TimeInterval, detail: String = "") -> ReloadRecord {
        ReloadRecord(
            date: t0.addingTimeInterval(offset), instanceID: id, event: .reloaded, reason: .policyAfter, counted: true,
            budgetLeft: 69, detail: detail)
    }

    @Test(arguments: ContractStore.all)
    func everythingRoundTripsExactly(kind: ContractStore) async throws {
        let (store, close) = try await kind.open()
        let variant = RenderVariant(.dark, .accented)
        let timeline = TimelineRecord(
            instanceID: "i1", reason: .push, installedAt: t0,
            entries: [
                TimelineRecord.Entry(index: 0, date: t0, summary: "first", relevance: 0.5, relevanceDuration: 900),
                TimelineRecord.Entry(index: 1, date: t0.addingTimeInterval(600.25), summary: "second"),
            ], policy: .after(t0.addingTimeInterval(3600)), truncatedFrom: 400, dateShift: 12.5)
        let record = refusal(at: 0)
        let counted = ReloadRecord(
            date: t0.addingTimeInterval(-60), instanceID: "i1", event: .reloaded, reason: .push, counted: true,
            budgetLeft: 69, detail: "")
        let state = StoredInstanceState(
            instanceID: "i1", lastReload: t0, failures: 2,
            placeholder: TimelineRecord.Entry(index: -1, date: t0, summary: "ph"),
            scheduled: [
                ScheduledReload(
                    slot: .policy, date: t0.addingTimeInterval(3600), reason: .policyAfter, requestedDate: t0),
                ScheduledReload(
                    slot: .retry, date: t0.addingTimeInterval(300), reason: .retry, requestedDate: t0, failures: 2),
            ])
        let control = ControlInstance(id: "c1", kind: "Flashlight", configuration: nil, created: t0)
        try await store.apply([
            .insertInstance(instance()), .saveTimeline(timeline),
            .saveRenderings([
                StoredRendering(instanceID: "i1", slot: .entry(1), variant: variant, data: Data([1, 2, 3])),
                StoredRendering(instanceID: "i1", slot: .placeholder, variant: variant, data: Data([9])),
            ]),
            .appendRecords([counted, record]), .saveState(state), .saveControl(control),
        ])
        let loaded = try await store.load(now: t0, recordLimit: 10)
        #expect(loaded.instances == [instance()])
        #expect(loaded.timelines["i1"] == timeline)
        #expect(
            loaded.states["i1"]?.scheduled.sorted { $0.date < $1.date } == state.scheduled.sorted { $0.date < $1.date })
        #expect(loaded.states["i1"]?.lastReload == t0)
        #expect(loaded.states["i1"]?.failures == 2)
        #expect(loaded.states["i1"]?.placeholder?.summary == "ph")
        #expect(loaded.records["i1"] == [counted, record])
        #expect(loaded.budgetUses["i1"] == [counted.date])
        #expect(loaded.controls == [control])
        #expect(try await store.rendering(instanceID: "i1", slot: .entry(1), variant: variant) == Data([1, 2, 3]))
        #expect(try await store.rendering(instanceID: "i1", slot: .placeholder, variant: variant) == Data([9]))
        #expect(try await store.rendering(instanceID: "i1", slot: .entry(0), variant: variant) == nil)
        try await close()
    }

    @Test(arguments: ContractStore.all)
    func aNewTimelineReplacesTheOldOnesRenderingsButNotThePlaceholder(kind: ContractStore) async throws {
        let (store, close) = try await kind.open()
        let variant = RenderVariant(.light, .fullColor)
        func timeline(_ count: Int) -> TimelineRecord {
            TimelineRecord(
                instanceID: "i1", reason: .initial, installedAt: t0,
                entries: (0..<count).map { TimelineRecord.Entry(index: $0, date: t0, summary: "\($0)") }, policy: .never
            )
        }
        try await store.apply([
            .insertInstance(instance()), .saveTimeline(timeline(3)),
            .saveRenderings(
                [RenderSlot.placeholder, .entry(0), .entry(2)].map {
                    StoredRendering(instanceID: "i1", slot: $0, variant: variant, data: Data("\($0)".utf8))
                }),
        ])
        try await store.apply([.saveTimeline(timeline(1))])
        #expect(try await store.rendering(instanceID: "i1", slot: .entry(2), variant: variant) == nil)
        #expect(try await store.rendering(instanceID: "i1", slot: .entry(0), variant: variant) == nil)
        #expect(try await store.rendering(instanceID: "i1", slot: .placeholder, variant: variant) != nil)
        #expect(try await store.load(now: t0, recordLimit: 10).timelines["i1"]?.entries.count == 1)
        try await close()
    }

    @Test(arguments: ContractStore.all)
    func deletingAnInstanceDeletesEverythingOfIt(kind: ContractStore) async throws {
        let (store, close) = try await kind.open()
        try await store.apply([
            .insertInstance(instance("i1")), .insertInstance(instance("i2")),
            .saveState(StoredInstanceState(instanceID: "i1", lastReload: t0)),
            .appendRecords([
                ReloadRecord(
                    date: t0, instanceID: "i1", event: .reloaded, reason: .initial, counted: false, budgetLeft: 70,
                    detail: "")
            ]),
            .saveRenderings([
                StoredRendering(
                    instanceID: "i1", slot: .entry(0), variant: RenderVariant(.light, .fullColor), data: Data())
            ]),
        ])
        try await store.apply([.deleteInstance(id: "i1")])
        let loaded = try await store.load(now: t0, recordLimit: 10)
        #expect(loaded.instances.map(\.id) == ["i2"])
        #expect(loaded.states["i1"] == nil && loaded.records["i1"] == nil)
        #expect(try await store.records(instanceID: "i1", since: nil).isEmpty)
        #expect(try await store.ledgerTotals(instanceID: "i1").isEmpty)
        try await close()
    }

    @Test(arguments: ContractStore.all)
    func aFailingBatchAppliesNothing(kind: ContractStore) async throws {
        let (store, close) = try await kind.open()
        try await store.apply([.insertInstance(instance("i0"))])
        let error = await #expect(throws: HostError.self) {
            try await store.apply([
                .insertInstance(instance("i1")),
                .appendRecords([reload("i0", at: 0)]),
                .saveRenderings([
                    StoredRendering(
                        instanceID: "no-such-instance", slot: .entry(0), variant: RenderVariant(.light, .fullColor),
                        data: Data())
                ]),
            ])
        }
        #expect(error?.code == .storeFailed)
        #expect(error?.detail?.lowercased().contains("foreign key") == true, "the database's error goes to the log")
        #expect(error?.message.contains("nothing of this change was saved") == true)
        let loaded = try await store.load(now: t0, recordLimit: 10)
        #expect(loaded.instances.map(\.id) == ["i0"])
        #expect(try await store.records(instanceID: "i0", since: nil).isEmpty)
        #expect(try await store.ledgerTotals(instanceID: "i0").isEmpty, "totals rolled back too")
        try await close()
    }

    @Test(arguments: ContractStore.all)
    func insertingAnInstanceTwiceFailsAndKeepsTheFirst(kind: ContractStore) async throws {
        let (store, close) = try await kind.open()
        try await store.apply([.insertInstance(instance("i1", kind: "First"))])
        let error = await #expect(throws: HostError.self) {
            try await store.apply([.insertInstance(instance("i2")), .insertInstance(instance("i1", kind: "Second"))])
        }
        #expect(error?.code == .instanceExists)
        #expect(try await store.load(now: t0, recordLimit: 0).instances.map(\.kind) == ["First"])
        try await close()
    }

    @Test(arguments: ContractStore.all)
    func updatingADeletedInstanceFailsAndItStaysDeleted(kind: ContractStore) async throws {
        let (store, close) = try await kind.open()
        try await store.apply([.insertInstance(instance("i1")), .insertInstance(instance("i2"))])
        try await store.apply([.updateInstance(instance("i2", kind: "Edited"))])
        try await store.apply([.deleteInstance(id: "i1")])
        let error = await #expect(throws: HostError.self) {
            try await store.apply([.updateInstance(instance("i1", kind: "Edited"))])
        }
        #expect(error?.code == .unknownInstance)
        let loaded = try await store.load(now: t0, recordLimit: 0)
        #expect(loaded.instances.map(\.id) == ["i2"])
        #expect(loaded.instances.first?.kind == "Edited")
        try await close()
    }

    @Test(arguments: ContractStore.all)
    func repeatedRefusalsCoalesceAndTotalsCountEveryLine(kind: ContractStore) async throws {
        let (store, close) = try await kind.open()
        try await store.apply([.insertInstance(instance()), .appendRecords([reload(at: 0)])])
        // Three identical refusals in separate batches, then a reload, then another refusal.
        for offset in [60.0, 120, 180] { try await store.apply([.appendRecords([refusal(at: offset)])]) }
        try await store.apply([.appendRecords([reload(at: 240, detail: "second"), refusal(at: 300)])])
        let lines = try await store.records(instanceID: "i1", since: nil)
        #expect(lines.map(\.event) == [.reloaded, .refused, .reloaded, .refused])
        #expect(lines[1].repeats == 2 && lines[1].lastRepeated == t0.addingTimeInterval(180))
        #expect(lines[3].repeats == 0)
        #expect(try await store.ledgerTotals(instanceID: "i1") == [.reloaded: 2, .refused: 4])
        #expect(
            try await store.recentRecords(instanceID: "i1", limit: 2).map(\.detail) == ["second", "Budget exhausted."])
        try await close()
    }

    @Test(arguments: ContractStore.all)
    func ledgersLoadTheMostRecentLinesAndPrune(kind: ContractStore) async throws {
        let (store, close) = try await kind.open()
        let records = (0..<20).map {
            ReloadRecord(
                date: t0.addingTimeInterval(Double($0) * 3600), instanceID: "i1", event: .reloaded,
                reason: .policyAfter, counted: true, budgetLeft: 70 - $0, detail: "#\($0)")
        }
        try await store.apply([.insertInstance(instance()), .appendRecords(records)])
        let now = t0.addingTimeInterval(30 * 3600)
        let loaded = try await store.load(now: now, recordLimit: 5)
        #expect(loaded.records["i1"]?.map(\.detail) == ["#15", "#16", "#17", "#18", "#19"])
        #expect(loaded.budgetUses["i1"]?.count == 13, "counted lines of the 24 h before now: #7 to #19")
        #expect(try await store.load(now: now, recordLimit: 0).records.isEmpty, "no ledger when none is asked for")
        #expect(try await store.records(instanceID: "i1", since: t0.addingTimeInterval(18 * 3600)).count == 2)
        #expect(try await store.pruneRecords(before: t0.addingTimeInterval(10 * 3600)) == 10)
        #expect(try await store.records(instanceID: "i1", since: nil).count == 10)
        #expect(try await store.ledgerTotals(instanceID: "i1") == [.reloaded: 20], "totals keep pruned lines")
        try await close()
    }

    @Test(arguments: ContractStore.all)
    func pruningKeepsTheNewestLinesAndNeverTheLastDays(kind: ContractStore) async throws {
        let (store, close) = try await kind.open()
        // 30 lines an hour apart; "now" is the last one's date.
        let records = (0..<30).map { reload(at: Double($0) * 3600, detail: "#\($0)") }
        try await store.apply([.insertInstance(instance()), .appendRecords(records)])
        let now = t0.addingTimeInterval(29 * 3600)
        // Everything is older than `before`, only 3 lines are to be kept, but the last 24 hours are protected.
        try await store.apply([
            .pruneLedger(
                instanceID: "i1", before: now.addingTimeInterval(1), keepingLast: 3,
                protecting: now.addingTimeInterval(-86_400))
        ])
        let kept = try await store.records(instanceID: "i1", since: nil).map(\.detail)
        #expect(kept == (5..<30).map { "#\($0)" }, "the lines of the 24 hours before now stay")
        // Once unprotected: lines older than `before` go, whatever `keepingLast` says.
        try await store.apply([
            .pruneLedger(
                instanceID: "i1", before: t0.addingTimeInterval(10 * 3600), keepingLast: 100, protecting: now)
        ])
        #expect(try await store.records(instanceID: "i1", since: nil).map(\.detail) == (10..<30).map { "#\($0)" })
        // Younger lines beyond the newest `keepingLast` go too.
        try await store.apply([
            .pruneLedger(
                instanceID: "i1", before: t0.addingTimeInterval(10 * 3600), keepingLast: 5, protecting: now)
        ])
        #expect(try await store.records(instanceID: "i1", since: nil).map(\.detail) == (25..<30).map { "#\($0)" })
        #expect(try await store.ledgerTotals(instanceID: "i1") == [.reloaded: 30])
        try await close()
    }

    @Test(arguments: StoreUnderTest.all)
    func activitiesTokensAndTheSeededMarkArePersisted(kind: StoreUnderTest) async throws {
        let database = try await kind.makeDatabase()
        let store = try await database.open()
        #expect(try await !store.isSeeded())
        try await store.markSeeded()
        try await store.markSeeded()
        #expect(try await store.isSeeded())
        try await store.saveWidgetPushToken(Data([1, 2, 3]))
        try await store.saveWidgetPushToken(Data([4, 5]))
        try await store.savePushToStartToken(Data([0xAB]), forAttributesType: "Delivery")
        try await store.saveControlPushToken(Data([0xCD]), forControl: "c1")
        #expect(try await store.widgetPushToken() == Data([4, 5]))
        #expect(try await store.pushToStartTokens() == ["Delivery": Data([0xAB])])
        #expect(try await store.controlPushTokens() == ["c1": Data([0xCD])])
        #expect(try await store.liveActivities().isEmpty)
        try await store.close()
        if kind != .sqliteInMemory {
            let reopened = try await database.open()
            #expect(try await reopened.isSeeded())
            #expect(try await reopened.widgetPushToken() == Data([4, 5]))
            try await reopened.close()
        }
    }

    @Test(arguments: StoreUnderTest.shareable)
    func liveActivitiesComeBackThroughTheJournal(kind: StoreUnderTest) async throws {
        let database = try await kind.makeDatabase()
        let content = { (stops: Int) in
            ActivityContent(state: try JSONEncoder().encode(["stopsAway": stops]), staleDate: nil)
        }
        let first = LiveActivityStore(clock: { self.t0 })
        let store = try await database.open()
        let journal = try await LiveActivityJournal.attach(first, to: store)
        let attributes = Data(#"{"carrier":"Posten"}"#.utf8)
        try first.start(
            attributesType: "Parcel", attributes: attributes, content: try content(3), pushType: .token, id: "running")
        try first.update(id: "running", content: try content(2))
        try first.start(attributesType: "Parcel", attributes: attributes, content: try content(9), id: "gone")
        await journal.flush()
        journal.detach()
        try await store.removeLiveActivities(ids: ["gone"])
        try await store.close()

        let second = LiveActivityStore(clock: { self.t0.addingTimeInterval(60) })
        let reopened = try await database.open()
        let resumed = try await LiveActivityJournal.attach(second, to: reopened)
        resumed.detach()
        #expect(second.records.map(\.id) == ["running"])
        #expect(second.record(id: "running")?.content.state == (try content(2)).state)
        #expect(second.record(id: "running")?.pushToken == first.record(id: "running")?.pushToken)
        try await reopened.close()
    }

    @Test(arguments: StoreUnderTest.shareable)
    func twoStoresOnOneDatabaseWriteAtOnceWithoutCorruption(kind: StoreUnderTest) async throws {
        let database = try await kind.makeDatabase()
        let a = try await database.open()
        let b = try await database.open()
        try await a.apply([.insertInstance(instance("shared"))])
        let perHost = 25
        // Two hosts at once: each adds its own widgets and appends to one shared ledger; both try one duplicate id.
        let duplicateOutcomes = try await withThrowingTaskGroup(of: Bool.self) { group in
            for (name, store) in [("a", a), ("b", b)] {
                group.addTask {
                    for index in 0..<perHost {
                        try await store.apply([
                            .insertInstance(self.instance("\(name)\(index)")),
                            .appendRecords([
                                self.reload(
                                    "shared", at: Double(index), detail: "\(name)\(index)")
                            ]),
                            .saveState(
                                StoredInstanceState(
                                    instanceID: "shared", lastReload: self.t0.addingTimeInterval(Double(index)))),
                        ])
                    }
                    do {
                        try await store.apply([.insertInstance(self.instance("duplicate", kind: name))])
                        return true
                    } catch let error as HostError where error.code == .instanceExists {
                        return false
                    }
                }
            }
            var outcomes: [Bool] = []
            for try await outcome in group { outcomes.append(outcome) }
            return outcomes
        }
        #expect(duplicateOutcomes.filter { $0 }.count == 1, "exactly one host adds the duplicate id")
        let loaded = try await a.load(now: t0.addingTimeInterval(3600), recordLimit: 1000)
        #expect(loaded.instances.count == 2 * perHost + 2)
        let ledger = try await b.records(instanceID: "shared", since: nil)
        #expect(ledger.count == 2 * perHost, "every line, none lost or merged")
        #expect(Set(ledger.map(\.detail)).count == 2 * perHost)
        #expect(try await a.ledgerTotals(instanceID: "shared") == [.reloaded: 2 * perHost])
        #expect(loaded.budgetUses["shared"]?.count == 2 * perHost)
        try await a.close()
        try await b.close()
    }
}
