import Foundation
import Testing
import WidgetryCombine

@Suite struct OperatorTests {
    struct Quote: Equatable {
        var symbol: String
        var price: Double?
    }

    @Test func transformingOperatorsChainAsInApps() {
        let quotes = [
            Quote(symbol: "AAPL", price: 190), Quote(symbol: "AAPL", price: 190), Quote(symbol: "MSFT", price: nil),
            Quote(symbol: "GOOG", price: 140),
        ]
        var prices: [String] = []
        let cancellable = quotes.publisher
            .removeDuplicates()
            .compactMap { quote in quote.price.map { (quote.symbol, $0) } }
            .filter { $0.1 > 100 }
            .map { "\($0.0) \(Int($0.1))" }
            .sink { prices.append($0) }
        #expect(prices == ["AAPL 190", "GOOG 140"])
        _ = cancellable
    }

    @Test func accumulatingOperators() {
        var output: [String] = []
        var bag = Set<AnyCancellable>()
        [1, 2, 3, 4].publisher.scan(0, +).sink { output.append("scan \($0)") }.store(in: &bag)
        [1, 2, 3, 4].publisher.reduce(0, +).sink { output.append("reduce \($0)") }.store(in: &bag)
        [1, 2, 3, 4].publisher.collect().sink { output.append("collect \($0)") }.store(in: &bag)
        [1, 2, 3, 4].publisher.first().sink { output.append("first \($0)") }.store(in: &bag)
        [1, 2, 3, 4].publisher.first(where: { $0 > 2 }).sink { output.append("firstWhere \($0)") }.store(in: &bag)
        [1, 2, 3, 4].publisher.last().sink { output.append("last \($0)") }.store(in: &bag)
        [1, 2, 3, 4].publisher.prefix(2).sink { output.append("prefix \($0)") }.store(in: &bag)
        [1, 2, 3, 4].publisher.dropFirst(3).sink { output.append("drop \($0)") }.store(in: &bag)
        [1, 2, 3, 4].publisher.count().sink { output.append("count \($0)") }.store(in: &bag)
        [Int?.none, 2].publisher.replaceNil(with: 0).collect().sink { output.append("nil \($0)") }.store(in: &bag)
        #expect(
            output == [
                "scan 1", "scan 3", "scan 6", "scan 10", "reduce 10", "collect [1, 2, 3, 4]", "first 1",
                "firstWhere 3", "last 4", "prefix 1", "prefix 2", "drop 4", "count 4", "nil [0, 2]",
            ])
    }

    @Test func prefixCancelsItsUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        var cancelled = false
        let recorder = Recorder<Int>()
        let cancellable = subject.handleEvents(receiveCancel: { cancelled = true }).prefix(2).record(into: recorder)
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(recorder.values == [1, 2])
        #expect(recorder.completion == "finished")
        #expect(cancelled)
        _ = cancellable
    }

    @Test func errorHandlingOperators() {
        let failing = Fail<Int, TestError>(error: TestError(code: 1))
        var log: [String] = []
        var bag = Set<AnyCancellable>()
        failing.replaceError(with: -1).sink { log.append("replaced \($0)") }.store(in: &bag)
        failing.catch { _ in Just(0) }.sink { log.append("caught \($0)") }.store(in: &bag)
        failing.mapError { _ in URLError(.badServerResponse) }
            .sink(receiveCompletion: { log.append("mapped \($0)".contains("URLError") ? "mapped" : "?") }) { _ in }
            .store(in: &bag)
        [1, 2, 3].publisher
            .tryMap { value -> Int in
                guard value < 3 else { throw TestError(code: value) }
                return value
            }
            .sink(
                receiveCompletion: { completion in
                    if case .failure(let error) = completion { log.append("threw \(error)") }
                }, receiveValue: { log.append("tried \($0)") }
            )
            .store(in: &bag)
        failing.tryCatch { error -> Just<Int> in
            if error.code == 1 { throw TestError(code: 99) }
            return Just(1)
        }
        .sink(receiveCompletion: { log.append("tryCatch \($0)") }, receiveValue: { _ in })
        .store(in: &bag)
        Just(5).setFailureType(to: TestError.self).catch { _ in Just(6) }.sink { log.append("just \($0)") }
            .store(in: &bag)
        #expect(
            log == [
                "replaced -1", "caught 0", "mapped", "tried 1", "tried 2", "threw TestError(3)",
                "tryCatch failure(TestError(99))", "just 5",
            ])
    }

    @Test func catchSwitchesToTheReplacementMidStream() {
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = Recorder<Int>()
        let cancellable = subject.catch { error in [error.code, error.code + 1].publisher }.record(into: recorder)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 10)))
        #expect(recorder.values == [1, 10, 11])
        #expect(recorder.completion == "finished")
        _ = cancellable
    }

    @Test func combiningOperators() {
        let temperature = PassthroughSubject<Int, Never>()
        let unit = PassthroughSubject<String, Never>()
        var combined: [String] = []
        var merged: [Int] = []
        var zipped: [String] = []
        var bag = Set<AnyCancellable>()
        temperature.combineLatest(unit).map { "\($0)\($1)" }.sink { combined.append($0) }.store(in: &bag)
        temperature.merge(with: unit.map(\.count)).sink { merged.append($0) }.store(in: &bag)
        temperature.zip(unit) { "\($0)-\($1)" }.sink { zipped.append($0) }.store(in: &bag)
        temperature.send(20)
        unit.send("C")
        temperature.send(21)
        temperature.send(22)
        unit.send("F")
        #expect(combined == ["20C", "21C", "22C", "22F"])
        #expect(merged == [20, 1, 21, 22, 1])
        #expect(zipped == ["20-C", "21-F"])
    }

    @Test func combineLatestOfThreeAndMergeManyFinishWhenAllDo() {
        let recorder = Recorder<String>()
        let a = Publishers.CombineLatest3(Just(1), Just("b"), Just(true)).map { "\($0)\($1)\($2)" }
            .record(into: recorder)
        let merged = Recorder<Int>()
        let b = Publishers.MergeMany([1, 2].publisher, [3].publisher, [].publisher).record(into: merged)
        #expect(recorder.values == ["1btrue"])
        #expect(recorder.completion == "finished")
        #expect(merged.values == [1, 2, 3])
        #expect(merged.completion == "finished")
        _ = (a, b)
    }

    @Test func flatMapWithMaxPublishersSerialises() {
        // A sequence honours demand, so request 2 waits until response 1 finishes (a passthrough subject would drop it,
        // as Apple's does).
        let requests = [1, 2].publisher
        var responses: [PassthroughSubject<String, Never>] = []
        var output: [String] = []
        let cancellable =
            requests
            .flatMap(maxPublishers: .max(1)) { id -> PassthroughSubject<String, Never> in
                let response = PassthroughSubject<String, Never>()
                responses.append(response)
                return response
            }
            .sink { output.append($0) }
        #expect(responses.count == 1)
        responses[0].send("one")
        responses[0].send(completion: .finished)
        #expect(responses.count == 2)
        responses[1].send("two")
        #expect(output == ["one", "two"])
        _ = cancellable
    }

    @Test func switchToLatestDropsTheOldInnerPublisher() {
        let searches = PassthroughSubject<PassthroughSubject<String, Never>, Never>()
        let first = PassthroughSubject<String, Never>()
        let second = PassthroughSubject<String, Never>()
        var output: [String] = []
        let cancellable = searches.switchToLatest().sink { output.append($0) }
        searches.send(first)
        first.send("a1")
        searches.send(second)
        first.send("a2")
        second.send("b1")
        #expect(output == ["a1", "b1"])
        _ = cancellable
    }

    @Test func eventHandlersAndPrintSeeEveryEvent() {
        var events: [String] = []
        var printed = ""
        let cancellable = [1, 2].publisher
            .handleEvents(
                receiveSubscription: { _ in events.append("subscription") }, receiveOutput: { events.append("\($0)") },
                receiveCompletion: { _ in events.append("completion") }, receiveRequest: { events.append("\($0)") }
            )
            .print("numbers", to: StringStream(target: { printed += $0 }))
            .sink { _ in }
        #expect(events == ["subscription", "unlimited", "1", "2", "completion"])
        #expect(
            printed
                == """
                numbers: receive subscription: (HandleEvents)
                numbers: request unlimited
                numbers: receive value: (1)
                numbers: receive value: (2)
                numbers: receive finished

                """)
        _ = cancellable
    }

    @Test func creationPublishers() async {
        let box = CancellableBox()  // keeps each subscription alive until its value arrives
        var output: [String] = []
        var bag = Set<AnyCancellable>()
        Empty<Int, Never>().sink(receiveCompletion: { _ in output.append("empty done") }) { _ in }.store(in: &bag)
        Result<Int, TestError>.success(3).publisher.sink(receiveCompletion: { _ in }) { output.append("result \($0)") }
            .store(in: &bag)
        Optional(4).publisher.sink { output.append("optional \($0)") }.store(in: &bag)
        Int?.none.publisher.sink(receiveCompletion: { _ in output.append("none done") }) { _ in }.store(in: &bag)
        var made = 0
        let deferred = Deferred { () -> Just<Int> in
            made += 1
            return Just(made)
        }
        #expect(made == 0)
        deferred.sink { output.append("deferred \($0)") }.store(in: &bag)
        let future = Future<Int, Never> { promise in promise(.success(5)) }
        future.sink { output.append("future \($0)") }.store(in: &bag)
        future.sink { output.append("future again \($0)") }.store(in: &bag)
        #expect(
            output == [
                "empty done", "result 3", "optional 4", "none done", "deferred 1", "future 5", "future again 5",
            ])

        let later = await withCheckedContinuation { continuation in
            let fromTask = Future<String, Never> { promise in
                Task { promise(.success("from a task")) }
            }
            box.cancellable = fromTask.sink { value in continuation.resume(returning: value) }
        }
        #expect(later == "from a task")
        withExtendedLifetime(box) {}
    }

    @Test func sharingAndConnectingPublishers() {
        var subscriptions = 0
        let source = [1, 2, 3].publisher.handleEvents(receiveSubscription: { _ in subscriptions += 1 })
        let connectable = source.makeConnectable()
        var a: [Int] = []
        var b: [Int] = []
        var bag = Set<AnyCancellable>()
        connectable.sink { a.append($0) }.store(in: &bag)
        connectable.sink { b.append($0) }.store(in: &bag)
        #expect(a.isEmpty)
        connectable.connect().store(in: &bag)
        #expect(a == [1, 2, 3])
        #expect(b == [1, 2, 3])
        #expect(subscriptions == 1)

        let subject = PassthroughSubject<Int, Never>()
        var upstreamSubscriptions = 0
        let shared = subject.handleEvents(receiveSubscription: { _ in upstreamSubscriptions += 1 }).share()
        var c: [Int] = []
        var d: [Int] = []
        shared.sink { c.append($0) }.store(in: &bag)
        shared.sink { d.append($0) }.store(in: &bag)
        subject.send(7)
        #expect(c == [7])
        #expect(d == [7])
        #expect(upstreamSubscriptions == 1)

        let multicast = [4, 5].publisher.multicast { PassthroughSubject<Int, Never>() }
        var e: [Int] = []
        multicast.sink { e.append($0) }.store(in: &bag)
        multicast.connect().store(in: &bag)
        #expect(e == [4, 5])
    }

    @Test func assignWritesIntoAnObject() {
        final class Model {
            var title = ""
        }
        let model = Model()
        let cancellable = ["a", "b"].publisher.assign(to: \.title, on: model)
        #expect(model.title == "b")
        _ = cancellable
    }

    @Test func erasedTypesKeepBehaviour() {
        let erased: AnyPublisher<Int, Never> = [1, 2].publisher.map { $0 * 2 }.eraseToAnyPublisher()
        var output: [Int] = []
        let subscriber = AnySubscriber<Int, Never>(
            receiveSubscription: { $0.request(.unlimited) },
            receiveValue: { value in
                output.append(value)
                return .none
            }, receiveCompletion: nil)
        erased.subscribe(subscriber)
        #expect(output == [2, 4])
    }
}

/// A text stream that hands each write to a closure.
struct StringStream: TextOutputStream {
    var target: (String) -> Void
    mutating func write(_ string: String) { target(string) }
}

/// Keeps a cancellable alive from inside a continuation's closure.
final class CancellableBox: @unchecked Sendable {
    // @unchecked: written once, before any value can arrive, and only read to keep it alive.
    var cancellable: AnyCancellable?
}
