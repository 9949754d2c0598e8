import Foundation
import Testing
import WidgetryCombine

@Suite struct GatingOperatorTests {
    @Test func prefixUntilOutputFinishesWhenTheOtherPublisherEmits() {
        let source = PassthroughSubject<Int, Never>()
        let stop = PassthroughSubject<Void, Never>()
        var values: [Int] = []
        var finished = false
        let cancellable = source.prefix(untilOutputFrom: stop).sink(
            receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        source.send(1)
        source.send(2)
        stop.send()
        source.send(3)
        #expect(values == [1, 2])
        #expect(finished)
        cancellable.cancel()
    }

    @Test func prefixUntilOutputIgnoresAnOtherPublisherThatFinishesEmpty() {
        let source = PassthroughSubject<Int, Never>()
        let stop = PassthroughSubject<Void, Never>()
        var values: [Int] = []
        var finished = false
        let cancellable = source.prefix(untilOutputFrom: stop).sink(
            receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        source.send(1)
        stop.send(completion: .finished)
        source.send(2)
        #expect(values == [1, 2])
        #expect(!finished)
        cancellable.cancel()
    }

    @Test func dropUntilOutputPassesValuesOnlyAfterTheOtherPublisherEmits() {
        let source = PassthroughSubject<Int, Never>()
        let start = PassthroughSubject<Void, Never>()
        var values: [Int] = []
        let cancellable = source.drop(untilOutputFrom: start).sink { values.append($0) }
        source.send(1)
        source.send(2)
        start.send()
        source.send(3)
        start.send()
        source.send(4)
        #expect(values == [3, 4])
        cancellable.cancel()
    }

    @Test func dropUntilOutputFailsWhenTheOtherPublisherFails() {
        struct Refused: Error, Equatable {}
        let source = PassthroughSubject<Int, Refused>()
        let start = PassthroughSubject<Void, Refused>()
        var failure: Refused?
        let cancellable = source.drop(untilOutputFrom: start).sink(
            receiveCompletion: { if case .failure(let error) = $0 { failure = error } }, receiveValue: { _ in })
        start.send(completion: .failure(Refused()))
        #expect(failure == Refused())
        cancellable.cancel()
    }

    @Test func dropUntilOutputAsksUpstreamAgainForDroppedValues() {
        let subscriber = DemandingSubscriber<Int, Never>(initial: .max(2))
        (1...6).publisher.drop(untilOutputFrom: Empty<Void, Never>(completeImmediately: false)).subscribe(subscriber)
        #expect(subscriber.values.isEmpty)
        #expect(subscriber.isFinished)
    }

    @Test func breakpointAsksEachClosureAndPassesEverythingOn() {
        var outputs: [Int] = []
        var subscriptions = 0
        var completions = 0
        var received: [Int] = []
        let cancellable = [1, 2, 3].publisher
            .breakpoint(
                receiveSubscription: { _ in
                    subscriptions += 1
                    return false
                },
                receiveOutput: { value in
                    outputs.append(value)
                    return false
                },
                receiveCompletion: { _ in
                    completions += 1
                    return false
                }
            )
            .sink { received.append($0) }
        #expect(outputs == [1, 2, 3])
        #expect(received == [1, 2, 3])
        #expect(subscriptions == 1)
        #expect(completions == 1)
        cancellable.cancel()
    }

    @Test func breakpointOnErrorRaisesTheDebuggerSignalOnAFailure() async {
        await #expect(processExitsWith: .signal(SIGTRAP)) {
            struct Broken: Error {}
            _ = Fail<Int, Broken>(error: Broken()).breakpointOnError().sink(
                receiveCompletion: { _ in }, receiveValue: { _ in })
        }
    }

    @Test func breakpointOnErrorLetsAFinishedStreamThrough() {
        var finished = false
        let cancellable = Just(1).setFailureType(to: URLError.self).breakpointOnError().sink(
            receiveCompletion: { if case .finished = $0 { finished = true } }, receiveValue: { _ in })
        #expect(finished)
        cancellable.cancel()
    }
}
