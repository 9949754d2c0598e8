import Testing
import WidgetryCombine

/// The `try…` operators and their plain twins: each publishes what Apple's does, and a throw cancels upstream and
/// fails the stream with the thrown error.
@Suite struct TryOperatorTests {
    /// Runs `publisher` to completion and returns its values and completion as `Recorder` spells them.
    private func run<P: Publisher>(_ publisher: P) -> ([P.Output], String?) {
        let recorder = Recorder<P.Output>()
        let cancellable = publisher.record(into: recorder)
        _ = cancellable
        return (recorder.values, recorder.completion)
    }

    private func failIf(_ bad: Int) -> (Int) throws -> Bool {
        { value in
            if value == bad { throw TestError(code: value) }
            return true
        }
    }

    @Test func tryReduceAndTryScanFailWithTheThrownError() {
        #expect(run([1, 2, 3].publisher.tryReduce(0, +)) == ([6], "finished"))
        #expect(run([1, 2, 3].publisher.tryScan(0, +)) == ([1, 3, 6], "finished"))
        let reduced = [1, 2, 3].publisher.tryReduce(0) { sum, value in
            if value == 2 { throw TestError(code: 2) }
            return sum + value
        }
        #expect(run(reduced) == ([], "failure(TestError(2))"))
        let scanned = [1, 2, 3].publisher.tryScan(0) { sum, value in
            if value == 3 { throw TestError(code: 3) }
            return sum + value
        }
        #expect(run(scanned) == ([1, 3], "failure(TestError(3))"))
    }

    @Test func firstAndLastWhere() {
        #expect(run([1, 2, 3, 4].publisher.tryFirst { $0 > 1 }) == ([2], "finished"))
        #expect(run([1, 2, 3].publisher.tryFirst { try failIf(1)($0) }) == ([], "failure(TestError(1))"))
        #expect(run([1, 2, 3, 4].publisher.last { $0 < 3 }) == ([2], "finished"))
        #expect(run([1, 2, 3, 4].publisher.tryLast { $0.isMultiple(of: 2) }) == ([4], "finished"))
        #expect(run([1, 2, 3].publisher.tryLast { try failIf(3)($0) }) == ([], "failure(TestError(3))"))
        #expect(run([Int]().publisher.tryLast { _ in true }) == ([], "finished"))
    }

    @Test func containsAndAllSatisfyStopAtTheAnswer() {
        let subject = PassthroughSubject<Int, Never>()
        var cancelled = false
        let recorder = Recorder<Bool>()
        let cancellable = subject.handleEvents(receiveCancel: { cancelled = true }).contains(2).record(into: recorder)
        subject.send(1)
        #expect(recorder.values.isEmpty)
        subject.send(2)
        #expect(recorder.values == [true])
        #expect(recorder.completion == "finished")
        #expect(cancelled)
        _ = cancellable

        #expect(run([1, 3].publisher.contains(2)) == ([false], "finished"))
        #expect(run([1, 3].publisher.contains { $0 > 2 }) == ([true], "finished"))
        #expect(run([1, 3].publisher.tryContains { try failIf(3)($0) && false }) == ([], "failure(TestError(3))"))
        #expect(run([1, 3].publisher.tryContains { $0 == 3 }) == ([true], "finished"))
        #expect(run([2, 4].publisher.allSatisfy { $0.isMultiple(of: 2) }) == ([true], "finished"))
        #expect(run([2, 5, 6].publisher.allSatisfy { $0.isMultiple(of: 2) }) == ([false], "finished"))
        #expect(run([2, 4].publisher.tryAllSatisfy { try failIf(4)($0) }) == ([], "failure(TestError(4))"))
        #expect(run([Int]().publisher.tryAllSatisfy { _ in false }) == ([true], "finished"))
    }

    @Test func minAndMax() {
        #expect(run([3, 1, 4, 1, 5].publisher.min()) == ([1], "finished"))
        #expect(run([3, 1, 4, 1, 5].publisher.max()) == ([5], "finished"))
        #expect(run(["bb", "a", "ccc"].publisher.min { $0.count < $1.count }) == (["a"], "finished"))
        #expect(run(["bb", "a", "ccc"].publisher.max { $0.count < $1.count }) == (["ccc"], "finished"))
        #expect(run([3, 1, 4].publisher.tryMin(by: <)) == ([1], "finished"))
        #expect(run([3, 1, 4].publisher.tryMax(by: <)) == ([4], "finished"))
        let throwing = [3, 1, 4].publisher.tryMax { lhs, rhs in
            if rhs == 4 || lhs == 4 { throw TestError(code: 4) }
            return lhs < rhs
        }
        #expect(run(throwing) == ([], "failure(TestError(4))"))
        #expect(run([Int]().publisher.max()) == ([], "finished"))
    }

    @Test func dropAndPrefixWhile() {
        #expect(run([1, 2, 3, 1].publisher.drop { $0 < 3 }) == ([3, 1], "finished"))
        #expect(run([1, 2, 3, 1].publisher.tryDrop { $0 < 2 }) == ([2, 3, 1], "finished"))
        #expect(run([1, 2, 3].publisher.tryDrop { try failIf(2)($0) }) == ([], "failure(TestError(2))"))
        #expect(run([1, 2, 3, 1].publisher.prefix { $0 < 3 }) == ([1, 2], "finished"))
        #expect(run([1, 2, 3, 1].publisher.tryPrefix { $0 < 2 }) == ([1], "finished"))
        #expect(run([1, 2, 3].publisher.tryPrefix { try failIf(2)($0) }) == ([1], "failure(TestError(2))"))
    }

    @Test func tryRemoveDuplicatesAndTheExistingTryOperators() {
        #expect(run([1, 1, 2, 2, 1].publisher.tryRemoveDuplicates(by: ==)) == ([1, 2, 1], "finished"))
        let duplicates = [1, 1, 2].publisher.tryRemoveDuplicates { _, new in
            if new == 2 { throw TestError(code: 2) }
            return true
        }
        #expect(run(duplicates) == ([1], "failure(TestError(2))"))
        #expect(run([1, 2, 3].publisher.tryFilter { try failIf(3)($0) && $0 > 1 }) == ([2], "failure(TestError(3))"))
        #expect(run([1, 2].publisher.tryCompactMap { $0 == 1 ? nil : $0 }) == ([2], "finished"))
        let caught = Fail<Int, TestError>(error: TestError(code: 1)).tryCatch { error -> Just<Int> in
            if error.code == 1 { throw TestError(code: 9) }
            return Just(0)
        }
        #expect(run(caught) == ([], "failure(TestError(9))"))
    }

    @Test func aThrowCancelsUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        var cancelled = false
        let recorder = Recorder<Int>()
        let cancellable = subject.handleEvents(receiveCancel: { cancelled = true })
            .tryScan(0) { sum, value in
                if value < 0 { throw TestError(code: value) }
                return sum + value
            }
            .record(into: recorder)
        subject.send(1)
        subject.send(-1)
        subject.send(5)
        #expect(recorder.values == [1])
        #expect(recorder.completion == "failure(TestError(-1))")
        #expect(cancelled)
        _ = cancellable
    }

    @Test func resultOperatorsWaitForDemandAndPassItThroughOtherwise() {
        let holding = DemandingSubscriber<Int, any Error>(initial: .none)
        [1, 2, 3].publisher.tryReduce(0, +).subscribe(holding)
        #expect(holding.values.isEmpty)
        holding.subscription?.request(.max(1))
        #expect(holding.values == [6])
        #expect(holding.isFinished)

        let limited = DemandingSubscriber<Int, Never>(initial: .max(2))
        (1...10).publisher.drop { $0 < 4 }.subscribe(limited)
        #expect(limited.values == [4, 5])
        #expect(limited.completion == nil)
    }
}
