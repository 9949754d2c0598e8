import Foundation
import HummingbirdTesting
import Testing
import WidgetryHost
@_spi(Testing) import WidgetryServer

/// `POST /api/reload` never holds a client for a provider's whole deadline: past the server's answer deadline it
/// answers `202 Accepted` with the instances being reloaded, and the reloads go on.
@Suite struct ReloadAnswerTests {
    @Test func reloadsPastTheAnswerDeadlineAreAcceptedAndStillHappen() async throws {
        let harness = try await ServerHarness.make(developerMode: true, reloadAnswerDeadline: .zero)
        try await harness.addLoaded(id: "c1")
        let before = await harness.host.ledger(for: "c1").count
        let reply = try await harness.test { client in
            try await client.send(.post, "/api/reload", body: #"{"kind":"Counter"}"#)
        }
        #expect(reply.status == 202, "\(reply.text)")
        #expect(reply.json["instances"]?.arrayValue?.map { $0["id"] } == ["c1"])
        #expect(reply.json["instances"]?[0]?["outcome"]?.isNull != false, "no outcome yet")
        // The reload was delivered, not dropped: once the host is idle, its ledger has the app's request.
        await harness.host.waitUntilIdle()
        let ledger = await harness.host.ledger(for: "c1")
        #expect(ledger.count > before && ledger.last?.reason == .appRequest)
    }

    @Test func reloadsWithinTheDeadlineAnswerTheirOutcomes() async throws {
        let harness = try await ServerHarness.make(developerMode: true)
        try await harness.addLoaded(id: "c1")
        let reply = try await harness.test { client in try await client.send(.post, "/api/reload") }
        #expect(reply.status == 200)
        #expect(reply.json["instances"]?[0]?["outcome"]?["reason"] == "appRequest")
    }
}
