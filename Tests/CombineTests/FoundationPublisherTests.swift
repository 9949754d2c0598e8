import Foundation
import Testing
import WidgetryCombine

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct FoundationPublisherTests {
    @Test func notificationCenterPublisherDeliversPostsUntilCancelled() {
        let center = NotificationCenter()
        let name = Notification.Name("WidgetDataDidChange")
        var kinds: [String] = []
        let cancellable = center.publisher(for: name)
            .compactMap { $0.userInfo?["kind"] as? String }
            .sink { kinds.append($0) }
        center.post(name: name, object: nil, userInfo: ["kind": "weather"])
        center.post(name: Notification.Name("Other"), object: nil, userInfo: ["kind": "ignored"])
        cancellable.cancel()
        center.post(name: name, object: nil, userInfo: ["kind": "after cancel"])
        #expect(kinds == ["weather"])
    }

    @Test func valuesBridgesToAsyncSequences() async throws {
        var collected: [Int] = []
        for await value in [1, 2, 3].publisher.values {
            collected.append(value)
        }
        #expect(collected == [1, 2, 3])

        let failing = [1].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError(code: 5)))
        var received: [Int] = []
        await #expect(throws: TestError(code: 5)) {
            for try await value in failing.values { received.append(value) }
        }
        #expect(received == [1])
    }

    /// Runs `body` on a thread of its own whose run loop the test turns itself, `turns` times at most, each turn
    /// bounded, until `done` says so; never the main run loop, which nothing runs under `swift test`.
    private func onOwnRunLoop<T: Sendable>(
        turns: Int = 2_000, _ body: @escaping @Sendable (RunLoop) -> (done: () -> Bool, result: () -> T)
    ) async -> T {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                let runLoop = RunLoop.current
                let (done, result) = body(runLoop)
                var turn = 0
                while !done(), turn < turns {
                    runLoop.run(until: Date(timeIntervalSinceNow: 0.005))
                    turn += 1
                }
                continuation.resume(returning: result())
            }
            thread.start()
        }
    }

    @Test func timerPublishTicksOnTheRunLoopItIsGiven() async {
        let ticks = await onOwnRunLoop { runLoop in
            let recorder = Recorder<Date>()
            let cancellable = Timer.publish(every: 0.001, on: runLoop, in: .default)
                .autoconnect()
                .prefix(3)
                .record(into: recorder)
            return (
                { recorder.completion != nil },
                {
                    withExtendedLifetime(cancellable) {}
                    return (recorder.values, recorder.completion)
                }
            )
        }
        #expect(ticks.0.count == 3)
        #expect(ticks.0 == ticks.0.sorted())
        #expect(ticks.1 == "finished")
    }

    @Test func cancellingTheConnectionStopsTheTimer() async {
        let counts = await onOwnRunLoop(turns: 40) { runLoop in
            let publisher = Timer.publish(every: 0.001, on: runLoop, in: .default)
            let recorder = Recorder<Date>()
            let subscription = publisher.record(into: recorder)
            var connection: (any Cancellable)? = publisher.connect()
            var countAtCancel: Int?
            return (
                {
                    // Runs every turn: once two ticks are in, disconnect and let the remaining turns pass.
                    if countAtCancel == nil, recorder.values.count >= 2 {
                        connection?.cancel()
                        connection = nil
                        countAtCancel = recorder.values.count
                    }
                    return false
                },
                {
                    withExtendedLifetime(subscription) {}
                    return (countAtCancel, recorder.values.count)
                }
            )
        }
        #expect(counts.0 != nil)
        #expect(counts.0 == counts.1)
    }

    @Test func runLoopSchedulerRunsDelayedWorkWhenItsRunLoopTurns() async {
        let values = await onOwnRunLoop { runLoop in
            let recorder = Recorder<Int>()
            let cancellable = [1, 2].publisher
                .delay(for: .milliseconds(1), scheduler: runLoop)
                .receive(on: runLoop)
                .record(into: recorder)
            return (
                { recorder.completion != nil },
                {
                    withExtendedLifetime(cancellable) {}
                    return recorder.values
                }
            )
        }
        #expect(values == [1, 2])
    }

    /// Subscribes to a data task publisher and waits for its outcome.
    private func load(_ url: URL) async -> Result<(Data, URLResponse), URLError> {
        let box = CancellableBox()  // keeps the subscription alive until the task completes
        let session = URLSession(configuration: .ephemeral)
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<(Data, URLResponse), URLError>, Never>) in
            box.cancellable = session.dataTaskPublisher(for: url)
                .sink(
                    receiveCompletion: { completion in
                        if case .failure(let error) = completion { continuation.resume(returning: .failure(error)) }
                    },
                    receiveValue: { continuation.resume(returning: .success(($0.data, $0.response))) })
        }
        withExtendedLifetime(box) {}
        session.finishTasksAndInvalidate()
        return result
    }

    @Test func dataTaskPublisherDeliversTheDataAndResponse() async throws {
        let url = try #require(URL(string: "data:text/plain;base64,V2lkZ2V0cnk="))
        let (data, response) = try await load(url).get()
        #expect(String(decoding: data, as: UTF8.self) == "Widgetry")
        #expect(response.url == url)
    }

    @Test func dataTaskPublisherFailsWithTheURLError() async {
        // FoundationNetworking on Linux has no file:// protocol: the task fails at once with unsupportedURL.
        let outcome = await load(URL(fileURLWithPath: "/nonexistent/forecast.json"))
        guard case .failure(let error) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(error.code == .unsupportedURL)
    }
}
