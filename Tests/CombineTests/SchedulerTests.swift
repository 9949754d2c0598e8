import Dispatch
import Foundation
import Testing
import WidgetryCombine

@Suite struct SchedulerTests {
    @Test func immediateSchedulerDeliversSynchronously() {
        var output: [Int] = []
        let cancellable = [1, 2].publisher
            .receive(on: ImmediateScheduler.shared)
            .subscribe(on: ImmediateScheduler.shared)
            .sink { output.append($0) }
        #expect(output == [1, 2])
        _ = cancellable
    }

    @Test func dispatchStridesUseApplesSpellings() {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        #expect(Stride.seconds(1) == .milliseconds(1000))
        #expect(Stride.seconds(0.5).magnitude == 500_000_000)
        #expect(Stride.microseconds(3) == .nanoseconds(3000))
        let literal: Stride = 2
        #expect(literal == .seconds(2))
        let fraction: Stride = 0.25
        #expect(fraction == .milliseconds(250))
        #expect(Stride(.milliseconds(5)) == .milliseconds(5))
        let now = DispatchQueue.main.now
        #expect(now.advanced(by: .seconds(3)).distance(to: now) == .seconds(-3))
        #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(1500).timeInterval == 1.5)
    }

    @Test func receiveOnDispatchQueueDeliversOnThatQueue() async {
        let box = CancellableBox()  // keeps each subscription alive until its value arrives
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "combine.tests.delivery")
        queue.setSpecific(key: key, value: "delivery")
        let labels = await withCheckedContinuation { (continuation: CheckedContinuation<[String], Never>) in
            let recorder = Recorder<String>()
            box.cancellable = [1, 2, 3].publisher
                .subscribe(on: DispatchQueue.global())
                .map { "\($0)" }
                .receive(on: queue)
                .sink(
                    receiveCompletion: { _ in continuation.resume(returning: recorder.values) },
                    receiveValue: { recorder.append("\($0) on \(DispatchQueue.getSpecific(key: key) ?? "elsewhere")") })
        }
        #expect(labels == ["1 on delivery", "2 on delivery", "3 on delivery"])
        withExtendedLifetime(box) {}
    }

    @Test func receiveOnAConcurrentSchedulerDeliversTheValueBeforeTheCompletion() {
        // The chain `scripts/rebuild-check.sh` runs: on DispatchQueue.global() the completion's action can run before
        // the value's, which lost reduce's value and left the sink waiting for ever.
        let scheduler = TestScheduler(newestFirst: true)
        let recorder = Recorder<Int>()
        let cancellable = [3, 5].publisher.map { $0 * 10 }.reduce(0, +).receive(on: scheduler).record(into: recorder)
        #expect(recorder.values.isEmpty)
        scheduler.advance()
        #expect(recorder.values == [80])
        #expect(recorder.completion == "finished")
        _ = cancellable
    }

    @Test func receiveOnAConcurrentSchedulerKeepsTheValuesInOrder() {
        let scheduler = TestScheduler(newestFirst: true)
        let recorder = Recorder<Int>()
        let cancellable = (1...5).publisher.receive(on: scheduler).record(into: recorder)
        scheduler.advance()
        #expect(recorder.values == [1, 2, 3, 4, 5])
        #expect(recorder.completion == "finished")
        _ = cancellable
    }

    @Test func timeoutOnAConcurrentSchedulerDeliversTheValueBeforeTheCompletion() {
        let scheduler = TestScheduler(newestFirst: true)
        let recorder = Recorder<Int>()
        let cancellable = Just(7).timeout(.seconds(1), scheduler: scheduler).record(into: recorder)
        scheduler.advance()
        #expect(recorder.values == [7])
        #expect(recorder.completion == "finished")
        _ = cancellable
    }

    @Test func throttleOnAConcurrentSchedulerDeliversTheValueBeforeTheCompletion() {
        let scheduler = TestScheduler(newestFirst: true)
        let recorder = Recorder<Int>()
        let cancellable = Just(7).throttle(for: .seconds(1), scheduler: scheduler, latest: true).record(
            into: recorder)
        scheduler.advance()
        #expect(recorder.values == [7])
        #expect(recorder.completion == "finished")
        _ = cancellable
    }

    @Test func delayOnDispatchQueueStillDeliversInOrder() async {
        let box = CancellableBox()  // keeps each subscription alive until its value arrives
        let values = await withCheckedContinuation { (continuation: CheckedContinuation<[Int], Never>) in
            box.cancellable = [1, 2].publisher
                .delay(for: .milliseconds(5), scheduler: DispatchQueue(label: "combine.tests.delay"))
                .collect()
                .sink { continuation.resume(returning: $0) }
        }
        #expect(values == [1, 2])
        withExtendedLifetime(box) {}
    }

    @Test func operationQueueIsAScheduler() async {
        let box = CancellableBox()  // keeps each subscription alive until its value arrives
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let onQueue = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            box.cancellable = Just(1).receive(on: queue).sink { _ in
                continuation.resume(returning: OperationQueue.current === queue)
            }
        }
        #expect(onQueue)
        withExtendedLifetime(box) {}
    }

    @Test func debounceWaitsForQuiet() {
        let scheduler = TestScheduler()
        let typing = PassthroughSubject<String, Never>()
        let recorder = Recorder<String>()
        let cancellable = typing.debounce(for: .milliseconds(250), scheduler: scheduler).record(into: recorder)
        typing.send("s")
        scheduler.advance(by: .milliseconds(100))
        typing.send("sw")
        scheduler.advance(by: .milliseconds(100))
        typing.send("swi")
        scheduler.advance(by: .milliseconds(249))
        #expect(recorder.values.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(recorder.values == ["swi"])
        typing.send("swift")
        scheduler.advance(by: .seconds(1))
        #expect(recorder.values == ["swi", "swift"])
        _ = cancellable
    }

    @Test func throttleEmitsFirstThenLatestOrFirstPerWindow() {
        for latest in [true, false] {
            let scheduler = TestScheduler()
            let taps = PassthroughSubject<Int, Never>()
            let recorder = Recorder<Int>()
            let cancellable = taps.throttle(for: .seconds(1), scheduler: scheduler, latest: latest)
                .record(into: recorder)
            taps.send(1)
            scheduler.advance()
            taps.send(2)
            taps.send(3)
            scheduler.advance(by: .seconds(1))
            #expect(recorder.values == [1, latest ? 3 : 2])
            scheduler.advance(by: .seconds(5))
            taps.send(4)
            scheduler.advance()
            #expect(recorder.values == [1, latest ? 3 : 2, 4])
            _ = cancellable
        }
    }

    @Test func delayAndReceiveOnFollowTheSchedulersClock() {
        let scheduler = TestScheduler()
        let recorder = Recorder<Int>()
        let cancellable = [1, 2].publisher.delay(for: .seconds(2), scheduler: scheduler).record(into: recorder)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.values.isEmpty)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.values == [1, 2])
        #expect(recorder.completion == "finished")

        let received = Recorder<Int>()
        let other = Just(3).receive(on: scheduler).record(into: received)
        #expect(received.values.isEmpty)
        scheduler.advance()
        #expect(received.values == [3])
        _ = (cancellable, other)
    }

    @Test func timeoutEndsAStalledStream() {
        let scheduler = TestScheduler()
        let responses = PassthroughSubject<Int, TestError>()
        let recorder = Recorder<Int>()
        let cancellable =
            responses
            .timeout(.seconds(5), scheduler: scheduler, customError: { TestError(code: 408) })
            .record(into: recorder)
        scheduler.advance(by: .seconds(4))
        responses.send(1)
        scheduler.advance(by: .seconds(4))
        #expect(recorder.values == [1])
        #expect(recorder.completion == nil)
        scheduler.advance(by: .seconds(1))
        #expect(recorder.completion == "failure(TestError(408))")
        responses.send(2)
        #expect(recorder.values == [1])
        _ = cancellable
    }
}
