import Foundation
import Testing

@testable import WidgetryHost

@Suite struct SchedulingUnitTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func budgetSlidesOverTwentyFourHours() {
        var budget = ReloadBudget(limit: 3)
        for minutes in [0.0, 10, 20] { budget.spend(at: t0.addingTimeInterval(minutes * 60)) }
        #expect(budget.left(at: t0.addingTimeInterval(30 * 60)) == 0)
        #expect(budget.nextAvailable(at: t0.addingTimeInterval(30 * 60)) == t0.addingTimeInterval(86_400))
        #expect(budget.left(at: t0.addingTimeInterval(86_400)) == 1, "the first reload leaves the window at 24 h")
        #expect(budget.left(at: t0.addingTimeInterval(86_400 + 20 * 60)) == 3)
    }

    @Test func heapPopsInOrder() {
        var heap = EventHeap<Int>()
        for value in [5, 3, 9, 1, 7, 2, 8] { heap.insert(value) }
        var popped: [Int] = []
        while let value = heap.popMin() { popped.append(value) }
        #expect(popped == [1, 2, 3, 5, 7, 8, 9])
    }

    @Test func heapFilledAtOnceKeepsHeapOrder() {
        // What a resumed host does: many events added in one pass, then more one by one and in bulk again.
        var heap = EventHeap<Int>()
        heap.insert(contentsOf: [42, 5, 17, 3, 99, 3, 64, 1, 28, 50])
        heap.insert(4)
        heap.insert(contentsOf: [2, 77, 0])
        var popped: [Int] = []
        while let value = heap.popMin() { popped.append(value) }
        #expect(popped == [0, 1, 2, 3, 3, 4, 5, 17, 28, 42, 50, 64, 77, 99])
    }

    @Test func entriesCloserThanTheFloorAreShownNoMoreOften() {
        // Entries every minute for 12 minutes: shown at 0, 5 and 10 minutes, each the latest due by then.
        let entries = (0..<12).map {
            TimelineRecord.Entry(index: $0, date: t0.addingTimeInterval(Double($0) * 60), summary: "#\($0)")
        }
        let changes = DisplaySchedule.changes(entries: entries, from: t0, floor: 300)
        #expect(changes.map(\.index) == [0, 5, 10, 11])
        #expect(changes.map { $0.date.timeIntervalSince(t0) } == [0, 300, 600, 900])
    }

    @Test func displayStartsWithTheLatestPastEntryOrTheFirst() {
        let past = [-600.0, -60, 600].enumerated().map {
            TimelineRecord.Entry(index: $0.offset, date: t0.addingTimeInterval($0.element), summary: "")
        }
        #expect(DisplaySchedule.changes(entries: past, from: t0, floor: 300).map(\.index) == [1, 2])
        let future = [600.0, 1200].enumerated().map {
            TimelineRecord.Entry(index: $0.offset, date: t0.addingTimeInterval($0.element), summary: "")
        }
        #expect(DisplaySchedule.changes(entries: future, from: t0, floor: 300).map(\.index) == [0, 1])
    }

    @Test(arguments: [(1, 300.0), (2, 600.0), (3, 1200.0), (10, 7200.0)])
    func retriesBackOffExponentiallyUpToTheCap(failures: Int, delay: TimeInterval) {
        #expect(RetryPolicy().delay(afterFailures: failures) == delay)
    }

    @Test func variantKeysRoundTrip() throws {
        for variant in HostConfiguration.standardVariants.values.flatMap({ $0 }) {
            #expect(try RenderVariant(key: variant.key) == variant)
        }
        #expect(throws: HostError.self) { try RenderVariant(key: "dim-fullColor") }
    }
}
