import Foundation
import Synchronization
import Testing
import WidgetryHost
import WidgetryKit

/// Live Activities kept in a store several hosts share: read back by id and by push token, and saved so that an
/// older copy one host still holds never overwrites a newer change another host saved.
@Suite struct SharedLiveActivityStoreTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)
    let attributes = Data(#"{"carrier":"Posten"}"#.utf8)

    func content(_ stopsAway: Int) -> ActivityContent<Data> {
        ActivityContent(state: Data(#"{"stopsAway":\#(stopsAway)}"#.utf8), staleDate: nil)
    }

    /// An activity store on a manual clock.
    func activities(_ clock: ManualClock) -> LiveActivityStore {
        LiveActivityStore(clock: { clock.now })
    }

    @Test(arguments: StoreUnderTest.all)
    func aSavedActivityIsReadByItsIdAndByItsPushToken(kind: StoreUnderTest) async throws {
        let store = try await kind.make()
        let host = LiveActivityStore(clock: { self.t0 })
        let record = try host.start(
            attributesType: "Parcel", attributes: attributes, content: content(3), pushType: .token, id: "parcel")
        try host.start(attributesType: "Parcel", attributes: attributes, content: content(9), id: "other")
        try await store.saveLiveActivities(host.records)
        let token = try #require(record.pushToken)
        #expect(try await store.liveActivity(id: "parcel") == record)
        #expect(try await store.liveActivity(pushToken: token) == record)
        #expect(try await store.liveActivity(id: "missing") == nil)
        #expect(try await store.liveActivity(pushToken: Data(repeating: 7, count: 32)) == nil)
        try await store.close()
    }

    @Test(arguments: StoreUnderTest.all)
    func anOlderCopySavedAfterANewerChangeKeepsTheNewerContentAndTheEnd(kind: StoreUnderTest) async throws {
        let store = try await kind.make()
        let clock = ManualClock(now: t0)
        let a = activities(clock)
        let b = activities(clock)
        try a.start(attributesType: "Parcel", attributes: attributes, content: content(3), id: "parcel")
        try await store.saveLiveActivities(a.records)
        // B reads it and updates it; A does not hear of that and ends its older copy later.
        b.adopt(try #require(try await store.liveActivity(id: "parcel")))
        await clock.advance(to: t0.addingTimeInterval(10))
        try b.update(id: "parcel", content: content(2))
        try await store.saveLiveActivities(b.records)
        await clock.advance(to: t0.addingTimeInterval(20))
        try a.end(id: "parcel", dismissalPolicy: ActivityUIDismissalPolicy.default)
        try await store.saveLiveActivities(a.records)

        let saved = try #require(try await store.liveActivity(id: "parcel"))
        #expect(saved.content == content(2), "B's newer content stays")
        #expect(saved.endDate == t0.addingTimeInterval(20), "A's end stays")
        #expect(saved.history.map(\.event) == [.started, .updated, .ended])
        // A takes in what the store holds: B's content, its own end.
        let adopted = a.adopt(saved)
        #expect(adopted.content == content(2) && adopted.endDate != nil)
        #expect(a.record(id: "parcel") == adopted)
        try await store.close()
    }

    @Test func adoptingAnOlderSavedCopyKeepsTheNewerContentAndTellsNoObserver() async throws {
        let clock = ManualClock(now: t0)
        let host = activities(clock)
        let other = activities(clock)
        try other.start(attributesType: "Parcel", attributes: attributes, content: content(3), id: "parcel")
        let older = try #require(other.record(id: "parcel"))
        let heard = HeardEvents()
        host.addObserver { _ in heard.count.withLock { $0 += 1 } }
        // Unknown here: added after the activities this host knows.
        try host.start(attributesType: "Parcel", attributes: attributes, content: content(5), id: "first")
        #expect(host.adopt(older) == older)
        #expect(host.records.map(\.id) == ["first", "parcel"])
        await clock.advance(to: t0.addingTimeInterval(10))
        try host.update(id: "parcel", content: content(1))
        #expect(heard.count.withLock { $0 } == 2, "the start and the update, not the adoption")
        // The older copy again (as a late read would bring it): the newer update stays.
        let kept = host.adopt(older)
        #expect(kept.content == content(1) && kept.timestamp == t0.addingTimeInterval(10))
        #expect(kept.history.map(\.event) == [.started, .updated])
        // A newer copy from elsewhere replaces the content.
        await clock.advance(to: t0.addingTimeInterval(20))
        try other.update(id: "parcel", content: content(0))
        let newer = host.adopt(try #require(other.record(id: "parcel")))
        #expect(newer.content == content(0))
        #expect(newer.history.map(\.event) == [.started, .updated, .updated])
        #expect(heard.count.withLock { $0 } == 2)
    }
}

/// How many events an observer heard.
private final class HeardEvents: Sendable {
    let count = Mutex(0)
}
