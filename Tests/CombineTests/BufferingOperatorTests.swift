import Testing
import WidgetryCombine

/// `buffer`, `collect(_:)` and `collect(.byTime/.byTimeOrCount)`: what waits, what is dropped, how demand flows.
@Suite struct BufferingOperatorTests {
    /// Counts what downstream asks of upstream.
    private final class RequestLog {
        var requests: [Subscribers.Demand] = []
    }

    @Test func keepFullPrefetchesTheSizeAndRefillsPerDeliveredValue() {
        let subject = PassthroughSubject<Int, Never>()
        let log = RequestLog()
        let subscriber = DemandingSubscriber<Int, Never>(initial: .none)
        subject.handleEvents(receiveRequest: { log.requests.append($0) })
            .buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest)
            .subscribe(subscriber)
        #expect(log.requests == [.max(2)])
        subject.send(1)
        subject.send(2)
        subject.send(3)  // beyond the subject's demand: dropped by the subject itself
        #expect(subscriber.values.isEmpty)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == [1])
        #expect(log.requests == [.max(2), .max(1)])
        subject.send(4)
        subscriber.subscription?.request(.max(5))
        #expect(subscriber.values == [1, 2, 4])
        subject.send(completion: .finished)
        #expect(subscriber.isFinished)
    }

    @Test func byRequestAsksForEverythingAndAppliesTheFullPolicy() {
        func deliver(_ policy: Publishers.BufferingStrategy<TestError>) -> ([Int], String?) {
            let subject = PassthroughSubject<Int, TestError>()
            let log = RequestLog()
            let subscriber = DemandingSubscriber<Int, TestError>(initial: .none)
            subject.handleEvents(receiveRequest: { log.requests.append($0) })
                .buffer(size: 2, prefetch: .byRequest, whenFull: policy)
                .subscribe(subscriber)
            #expect(log.requests == [.unlimited])
            for value in 1...4 { subject.send(value) }
            subject.send(completion: .finished)
            subscriber.subscription?.request(.unlimited)
            let completion = subscriber.completion.map { completion -> String in
                if case .failure(let error) = completion { return "failure(\(error))" }
                return "finished"
            }
            return (subscriber.values, completion)
        }
        #expect(deliver(.dropNewest) == ([1, 2], "finished"))
        #expect(deliver(.dropOldest) == ([3, 4], "finished"))
        #expect(deliver(.customError { TestError(code: 7) }) == ([1, 2], "failure(TestError(7))"))
    }

    @Test func bufferedValuesGoOutBeforeTheCompletion() {
        let subscriber = DemandingSubscriber<Int, TestError>(initial: .max(1))
        [1, 2, 3].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError(code: 1)))
            .buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest)
            .subscribe(subscriber)
        #expect(subscriber.values == [1])
        #expect(subscriber.completion == nil)
        subscriber.subscription?.request(.max(2))
        #expect(subscriber.values == [1, 2, 3])
        #expect(subscriber.completion == .failure(TestError(code: 1)))
    }

    @Test func collectByCountGroupsAgainstDemand() {
        let subscriber = DemandingSubscriber<[Int], Never>(initial: .max(1))
        (1...7).publisher.collect(3).subscribe(subscriber)
        #expect(subscriber.values == [[1, 2, 3]])
        subscriber.subscription?.request(.max(5))
        #expect(subscriber.values == [[1, 2, 3], [4, 5, 6], [7]])
        #expect(subscriber.isFinished)

        let failing = Recorder<[Int]>()
        let cancellable = [1, 2, 3].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError(code: 2)))
            .collect(2).record(into: failing)
        #expect(failing.values == [[1, 2]])
        #expect(failing.completion == "failure(TestError(2))")
        _ = cancellable
    }

    @Test func collectByTimePublishesEachIntervalsValues() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<[Int]>()
        let cancellable = subject.collect(.byTime(scheduler, .seconds(1))).record(into: recorder)
        subject.send(1)
        subject.send(2)
        scheduler.advance(by: .milliseconds(999))
        #expect(recorder.values.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(recorder.values == [[1, 2]])
        scheduler.advance(by: .seconds(1))  // an empty interval publishes nothing
        #expect(recorder.values == [[1, 2]])
        subject.send(3)
        subject.send(completion: .finished)
        #expect(recorder.values == [[1, 2], [3]])
        #expect(recorder.completion == "finished")
        _ = cancellable
    }

    @Test func collectByTimeOrCountPublishesAFullGroupAtOnceAndRestartsTheInterval() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<[Int]>()
        let cancellable = subject.collect(.byTimeOrCount(scheduler, .seconds(1), 2)).record(into: recorder)
        scheduler.advance(by: .milliseconds(600))
        subject.send(1)
        subject.send(2)
        #expect(recorder.values == [[1, 2]])
        subject.send(3)
        scheduler.advance(by: .milliseconds(600))  // 1.2 s after subscribing, 0.6 s into the new interval
        #expect(recorder.values == [[1, 2]])
        scheduler.advance(by: .milliseconds(400))
        #expect(recorder.values == [[1, 2], [3]])
        cancellable.cancel()
        subject.send(4)
        subject.send(5)
        scheduler.advance(by: .seconds(2))
        #expect(recorder.values == [[1, 2], [3]])
        #expect(recorder.completion == nil)
    }

    @Test func collectByTimeHoldsGroupsUntilDemanded() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = DemandingSubscriber<[Int], Never>(initial: .none)
        subject.collect(.byTime(scheduler, .seconds(1))).subscribe(subscriber)
        subject.send(1)
        scheduler.advance(by: .seconds(1))
        subject.send(2)
        scheduler.advance(by: .seconds(1))
        #expect(subscriber.values.isEmpty)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == [[1]])
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == [[1], [2]])
    }
}
