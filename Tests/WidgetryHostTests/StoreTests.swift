import Foundation
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryKit

@Suite struct StoreTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000.123456)

    func instance(_ id: String = "i1") -> WidgetInstance {
        WidgetInstance(
            id: id, kind: "K", family: .systemMedium, placement: .homeScreen,
            configuration: ["city": "Paris", "days": 3, "nested": ["a": [true, .null]]], created: t0)
    }

    @Test(arguments: StoreKind.allCases)
    func everythingRoundTripsExactly(kind: StoreKind) async throws {
        let store = try kind.make()
        let variant = RenderVariant(.dark, .accented)
        let timeline = TimelineRecord(
            instanceID: "i1", reason: .push, installedAt: t0,
            entries: [
                TimelineRecord.Entry(index: 0, date: t0, summary: "first", relevance: 0.5),
                TimelineRecord.Entry(index: 1, date: t0.addingTimeInterval(600.25), summary: "second"),
            ], policy: .after(t0.addingTimeInterval(3600)), truncatedFrom: 400, dateShift: 12.5)
        let record = ReloadRecord(
            date: t0, instanceID: "i1", event: .refused, reason: .policyAfter, counted: false, budgetLeft: 0,
            limit: .budgetExhausted, detail: "Budget exhausted.")
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
    }

    @Test(arguments: StoreKind.allCases)
    func aNewTimelineReplacesTheOldOnesRenderingsButNotThePlaceholder(kind: StoreKind) async throws {
        let store = try kind.make()
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
        #expect(try await store.rendering(instanceID: "i1", slot: .placeholder, variant: variant) != nil)
        #expect(try await store.load(now: t0, recordLimit: 10).timelines["i1"]?.entries.count == 1)
    }

    @Test(arguments: StoreKind.allCases)
    func deletingAnInstanceDeletesEverythingOfIt(kind: StoreKind) async throws {
        let store = try kind.make()
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
    }

    @Test(arguments: StoreKind.allCases)
    func aFailingBatchAppliesNothing(kind: StoreKind) async throws {
        let store = try kind.make()
        let error = await #expect(throws: HostError.self) {
            try await store.apply([
                .insertInstance(instance("i1")),
                .saveRenderings([
                    StoredRendering(
                        instanceID: "no-such-instance", slot: .entry(0), variant: RenderVariant(.light, .fullColor),
                        data: Data())
                ]),
            ])
        }
        #expect(error?.code == .storeFailed)
        #expect(error?.detail?.contains("FOREIGN KEY constraint failed") == true, "SQLite's error goes to the log")
        #expect(try await store.load(now: t0, recordLimit: 10).instances.isEmpty)
    }

    @Test(arguments: StoreKind.allCases)
    func ledgersLoadTheMostRecentLinesAndPrune(kind: StoreKind) async throws {
        let store = try kind.make()
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
        #expect(try await store.records(instanceID: "i1", since: t0.addingTimeInterval(18 * 3600)).count == 2)
        #expect(try await store.pruneRecords(before: t0.addingTimeInterval(10 * 3600)) == 10)
        #expect(try await store.records(instanceID: "i1", since: nil).count == 10)
    }

    @Test func filesUseWriteAheadLogging() async throws {
        let store = try SQLiteWidgetStore(path: StoreKind.temporaryPath())
        #expect(try await store.journalMode() == "wal")
        #expect(try await SQLiteWidgetStore.inMemory().journalMode() == "memory")
    }

    @Test func reopeningAFileKeepsItsDataAndSchema() async throws {
        let path = StoreKind.temporaryPath()
        try await SQLiteWidgetStore(path: path).apply([.insertInstance(instance())])
        let reopened = try SQLiteWidgetStore(path: path)
        #expect(try await reopened.load(now: t0, recordLimit: 1).instances == [instance()])
    }

    @Test func anUnopenableFileIsReportedWithItsPath() async throws {
        let error = #expect(throws: HostError.self) {
            try SQLiteWidgetStore(path: "/proc/widgetry-cannot-write-here/host.sqlite")
        }
        #expect(error?.code == .storeFailed)
        #expect(error?.description.contains("'/proc/widgetry-cannot-write-here/host.sqlite'") == true)
    }
}
