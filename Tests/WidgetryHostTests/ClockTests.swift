import Foundation
import Synchronization
import Testing
import WidgetryHost

@Suite struct ClockTests {
    @Test func manualClockRunsWakeUpsInDateOrderAtTheirDates() async {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 0))
        let fired = Mutex<[(String, Date)]>([])
        clock.setWakeUp(UUID(), at: Date(timeIntervalSince1970: 30)) { fired.withLock { $0.append(("b", clock.now)) } }
        clock.setWakeUp(UUID(), at: Date(timeIntervalSince1970: 10)) { fired.withLock { $0.append(("a", clock.now)) } }
        clock.setWakeUp(UUID(), at: Date(timeIntervalSince1970: 90)) { fired.withLock { $0.append(("c", clock.now)) } }
        await clock.advance(by: 60)
        let result = fired.withLock { $0 }
        #expect(result.map(\.0) == ["a", "b"])
        #expect(result.map(\.1) == [Date(timeIntervalSince1970: 10), Date(timeIntervalSince1970: 30)])
        #expect(clock.now == Date(timeIntervalSince1970: 60))
        #expect(clock.pendingWakeUps == [Date(timeIntervalSince1970: 90)])
    }

    @Test func wakeUpsSetByWakeUpsRunInTheSameAdvance() async {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 0))
        let id = UUID()
        let count = Mutex(0)
        @Sendable func again() {
            clock.setWakeUp(id, at: clock.now.addingTimeInterval(10)) {
                count.withLock { $0 += 1 }
                again()
            }
        }
        again()
        await clock.advance(by: 100)
        #expect(count.withLock { $0 } == 10)
    }

    @Test func aWakeUpUnderTheSameIdReplacesTheEarlierOne() async {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 0))
        let id = UUID()
        let fired = Mutex<[Int]>([])
        clock.setWakeUp(id, at: Date(timeIntervalSince1970: 5)) { fired.withLock { $0.append(1) } }
        clock.setWakeUp(id, at: Date(timeIntervalSince1970: 7)) { fired.withLock { $0.append(2) } }
        let other = UUID()
        clock.setWakeUp(other, at: Date(timeIntervalSince1970: 6)) { fired.withLock { $0.append(3) } }
        clock.cancelWakeUp(other)
        await clock.advance(by: 10)
        #expect(fired.withLock { $0 } == [2])
    }

    @Test func timeNeverMovesBack() async {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 100))
        await clock.advance(to: Date(timeIntervalSince1970: 50))
        await clock.advance(by: -20)
        #expect(clock.now == Date(timeIntervalSince1970: 100))
    }

    @Test func systemClockRunsAPastWakeUpPromptly() async {
        let clock = SystemHostClock()
        let due = Date().addingTimeInterval(-1)
        // Explicit synchronisation, no time limit: the wake-up runs (or this test never returns) and never early.
        let date = await withCheckedContinuation { (continuation: CheckedContinuation<Date, Never>) in
            clock.setWakeUp(UUID(), at: due) { continuation.resume(returning: clock.now) }
        }
        #expect(date >= due)
    }
}
