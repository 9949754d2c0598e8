import Testing
import WidgetryCombine

@Suite struct SubjectTests {
    @Test func passthroughSubjectBroadcastsOnlyValuesSentAfterSubscribing() {
        let subject = PassthroughSubject<String, Never>()
        subject.send("before anyone listens")
        var first: [String] = []
        var second: [String] = []
        var cancellables = Set<AnyCancellable>()
        subject.sink { first.append($0) }.store(in: &cancellables)
        subject.send("a")
        subject.sink { second.append($0) }.store(in: &cancellables)
        subject.send("b")
        #expect(first == ["a", "b"])
        #expect(second == ["b"])
    }

    @Test func completionEndsTheStreamAndLaterSubscribersGetItAtOnce() {
        let subject = PassthroughSubject<Int, TestError>()
        let early = Recorder<Int>()
        let a = subject.record(into: early)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 7)))
        subject.send(2)
        #expect(early.values == [1])
        #expect(early.completion == "failure(TestError(7))")

        let late = Recorder<Int>()
        let b = subject.record(into: late)
        #expect(late.values.isEmpty)
        #expect(late.completion == "failure(TestError(7))")
        _ = (a, b)
    }

    @Test func currentValueSubjectReplaysItsValueAndTracksSends() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let recorder = Recorder<Int>()
        let cancellable = subject.record(into: recorder)
        subject.send(2)
        subject.value = 3
        #expect(recorder.values == [1, 2, 3])
        #expect(subject.value == 3)
        subject.send(completion: .finished)
        subject.send(4)
        #expect(subject.value == 3)
        #expect(recorder.completion == "finished")
        _ = cancellable
    }

    @Test func cancellingStopsDeliveryAndDeinitCancels() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.sink { received.append($0) }
        subject.send(1)
        cancellable.cancel()
        subject.send(2)
        do {
            _ = subject.sink { received.append($0 * 100) }  // released at once: never receives
        }
        subject.send(3)
        #expect(received == [1])
    }

    @Test func voidSubjectsSendWithoutArguments() {
        let refresh = PassthroughSubject<Void, Never>()
        var count = 0
        let cancellable = refresh.sink { count += 1 }
        refresh.send()
        refresh.send()
        #expect(count == 2)
        _ = cancellable
    }

    @Test func publisherCanFeedASubject() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let feed = [1, 2, 3].publisher.subscribe(subject)
        #expect(subject.value == 3)
        var completed = false
        let late = subject.sink(receiveCompletion: { _ in completed = true }, receiveValue: { _ in })
        #expect(completed)
        _ = (feed, late)
    }

    @Test func anyCancellableStoresInSetsAndArrays() {
        let subject = PassthroughSubject<Int, Never>()
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        var total = 0
        subject.sink { total += $0 }.store(in: &set)
        subject.sink { total += $0 * 10 }.store(in: &array)
        subject.send(1)
        #expect(set.count == 1)
        #expect(array.count == 1)
        #expect(total == 11)
        set.removeAll()
        array.removeAll()
        subject.send(1)
        #expect(total == 11)
    }
}
