import Combine
import Foundation
import Testing

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
}
