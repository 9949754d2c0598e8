import Foundation
import Testing
import WidgetryCombine

/// `Record`, `retry`, `encode`/`decode`, `measureInterval` and the wider `Merge` publishers.
@Suite struct ReplayAndRecoveryTests {
    struct Forecast: Codable, Equatable {
        var city: String
        var high: Int
    }

    @Test func recordReplaysItsRecordingToEachSubscriberAgainstDemand() {
        let record = Record<Int, TestError> { recording in
            recording.receive(1)
            recording.receive(2)
            recording.receive(completion: .failure(TestError(code: 3)))
        }
        #expect(record.recording.output == [1, 2])
        for _ in 0..<2 {
            let subscriber = DemandingSubscriber<Int, TestError>(initial: .max(1))
            record.subscribe(subscriber)
            #expect(subscriber.values == [1])
            #expect(subscriber.completion == nil)
            subscriber.subscription?.request(.max(1))
            #expect(subscriber.values == [1, 2])
            #expect(subscriber.completion == .failure(TestError(code: 3)))
        }
        let empty = DemandingSubscriber<String, Never>(initial: .none)
        Record<String, Never>(output: [], completion: .finished).subscribe(empty)
        #expect(empty.isFinished)
        let recorded = Record<Int, Never>(recording: .init(output: [4, 5]))
        var values: [Int] = []
        _ = recorded.sink { values.append($0) }
        #expect(values == [4, 5])
    }

    @Test func retryResubscribesWithTheDemandLeftAndGivesUpAfterTheCount() {
        var attempts = 0
        let flaky = Deferred { () -> AnyPublisher<Int, TestError> in
            attempts += 1
            return [attempts * 10].publisher.setFailureType(to: TestError.self)
                .append(Fail(error: TestError(code: attempts))).eraseToAnyPublisher()
        }
        let subscriber = DemandingSubscriber<Int, TestError>(initial: .max(2))
        flaky.retry(3).subscribe(subscriber)
        #expect(subscriber.values == [10, 20])
        #expect(attempts == 3)  // the second failure needs no demand: the third subscription waits for some
        #expect(subscriber.completion == nil)
        subscriber.subscription?.request(.unlimited)
        #expect(subscriber.values == [10, 20, 30, 40])
        #expect(attempts == 4)
        #expect(subscriber.completion == .failure(TestError(code: 4)))

        attempts = 0
        let recovering = Deferred { () -> AnyPublisher<String, TestError> in
            attempts += 1
            guard attempts == 3 else { return Fail(error: TestError(code: attempts)).eraseToAnyPublisher() }
            return Just("loaded").setFailureType(to: TestError.self).eraseToAnyPublisher()
        }
        let recorder = Recorder<String>()
        let cancellable = recovering.retry(5).record(into: recorder)
        #expect(recorder.values == ["loaded"])
        #expect(recorder.completion == "finished")
        _ = cancellable
    }

    @Test func encodeAndDecodeRoundTripAndFailWithTheCodersError() throws {
        let forecast = Forecast(city: "Oslo", high: 12)
        let recorder = Recorder<Forecast>()
        let cancellable = Just(forecast)
            .encode(encoder: JSONEncoder())
            .decode(type: Forecast.self, decoder: JSONDecoder())
            .record(into: recorder)
        #expect(recorder.values == [forecast])
        #expect(recorder.completion == "finished")
        _ = cancellable

        var failure: (any Error)?
        let broken = Just(Data("{\"city\": 3}".utf8))
            .decode(type: Forecast.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { if case .failure(let error) = $0 { failure = error } }, receiveValue: { _ in })
        #expect(failure is DecodingError)
        _ = broken

        var plist: [Forecast] = []
        let viaPlist = [forecast].publisher
            .encode(encoder: PropertyListEncoder())
            .decode(type: Forecast.self, decoder: PropertyListDecoder())
            .sink(receiveCompletion: { _ in }, receiveValue: { plist.append($0) })
        #expect(plist == [forecast])
        _ = viaPlist
    }

    @Test func measureIntervalReportsTheTimeBetweenEvents() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Void, Never>()
        let recorder = Recorder<TestScheduler.SchedulerTimeType.Stride>()
        let cancellable = subject.measureInterval(using: scheduler).record(into: recorder)
        scheduler.advance(by: .milliseconds(250))
        subject.send()
        scheduler.advance(by: .seconds(2))
        subject.send()
        subject.send()
        #expect(recorder.values.map(\.magnitude) == [250, 2000, 0])
        _ = cancellable
    }

    @Test func assertNoFailureRepublishesAndAssertsNeverFailingType() {
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = Recorder<Int>()
        let cancellable = subject.assertNoFailure("forecast").record(into: recorder)
        subject.send(1)
        subject.send(completion: .finished)
        #expect(recorder.values == [1])
        #expect(recorder.completion == "finished")
        _ = cancellable
    }

    @Test func mergeOfEightInterleavesAndFinishesWhenAllHave() {
        let subjects = (0..<8).map { _ in PassthroughSubject<Int, Never>() }
        let recorder = Recorder<Int>()
        let cancellable = subjects[0].merge(
            with: subjects[1], subjects[2], subjects[3], subjects[4], subjects[5], subjects[6], subjects[7]
        )
        .record(into: recorder)
        for (index, subject) in subjects.enumerated().reversed() { subject.send(index) }
        #expect(recorder.values == [7, 6, 5, 4, 3, 2, 1, 0])
        for subject in subjects.dropLast() { subject.send(completion: .finished) }
        #expect(recorder.completion == nil)
        subjects[7].send(completion: .finished)
        #expect(recorder.completion == "finished")
        _ = cancellable

        var five: [Int] = []
        _ = Just(1).merge(with: Just(2), Just(3), Just(4), Just(5)).sink { five.append($0) }
        var six: [Int] = []
        _ = Publishers.Merge6(Just(1), Just(2), Just(3), Just(4), Just(5), Just(6)).sink { six.append($0) }
        var seven: [Int] = []
        _ = Just(1).merge(with: Just(2), Just(3), Just(4), Just(5), Just(6), Just(7)).sink { seven.append($0) }
        #expect(five == [1, 2, 3, 4, 5])
        #expect(six == [1, 2, 3, 4, 5, 6])
        #expect(seven == Array(1...7))
    }
}
