import Testing
import WidgetryCombine

@Suite struct BackpressureTests {
    @Test func sequencePublisherSendsNoMoreThanRequested() {
        let subscriber = DemandingSubscriber<Int, Never>(initial: .max(2))
        (1...5).publisher.subscribe(subscriber)
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completion == nil)
        subscriber.subscription?.request(.max(2))
        #expect(subscriber.values == [1, 2, 3, 4])
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == [1, 2, 3, 4, 5])
        #expect(subscriber.isFinished)
    }

    @Test func demandReturnedFromReceiveAddsUp() {
        let subscriber = DemandingSubscriber<Int, Never>(initial: .max(1), more: .max(1))
        (1...4).publisher.map { $0 * 10 }.subscribe(subscriber)
        #expect(subscriber.values == [10, 20, 30, 40])
        #expect(subscriber.isFinished)
    }

    @Test func filterAsksUpstreamAgainForDroppedValues() {
        let subscriber = DemandingSubscriber<Int, Never>(initial: .max(2))
        (1...10).publisher.filter { $0.isMultiple(of: 3) }.subscribe(subscriber)
        #expect(subscriber.values == [3, 6])
    }

    @Test func passthroughSubjectDropsValuesWithoutDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = DemandingSubscriber<Int, Never>(initial: .max(1))
        subject.subscribe(subscriber)
        subject.send(1)
        subject.send(2)
        subscriber.subscription?.request(.max(1))
        subject.send(3)
        #expect(subscriber.values == [1, 3])
    }

    @Test func currentValueSubjectKeepsTheNewestValueForALateRequest() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let subscriber = DemandingSubscriber<Int, Never>(initial: .none)
        subject.subscribe(subscriber)
        subject.send(1)
        subject.send(2)
        #expect(subscriber.values.isEmpty)
        subscriber.subscription?.request(.max(5))
        #expect(subscriber.values == [2])
    }

    @Test func reduceHoldsItsResultUntilDemanded() {
        let subscriber = DemandingSubscriber<Int, Never>(initial: .none)
        [1, 2, 3].publisher.reduce(0, +).subscribe(subscriber)
        #expect(subscriber.values.isEmpty)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == [6])
        #expect(subscriber.isFinished)
    }

    @Test func flatMapBuffersInnerValuesUntilDemanded() {
        let subscriber = DemandingSubscriber<Int, Never>(initial: .max(3))
        [1, 2].publisher.flatMap { [$0, $0 * 10, $0 * 100].publisher }.subscribe(subscriber)
        #expect(subscriber.values == [1, 10, 100])
        subscriber.subscription?.request(.unlimited)
        #expect(subscriber.values == [1, 10, 100, 2, 20, 200])
        #expect(subscriber.isFinished)
    }

    @Test func justWaitsForDemand() {
        let subscriber = DemandingSubscriber<String, Never>(initial: .none)
        Just("hello").subscribe(subscriber)
        #expect(subscriber.values.isEmpty)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == ["hello"])
        #expect(subscriber.isFinished)
    }
}
