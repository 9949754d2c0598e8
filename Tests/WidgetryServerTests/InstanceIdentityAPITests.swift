import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
@_spi(Testing) import WidgetryServer

/// An instance's id is given once: a second POST with it is a conflict, and a null id is a bad request.
@Suite struct InstanceIdentityAPITests {
    @Test func anExistingIDIsAConflictNamingID() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            let body = #"{"kind":"Counter","family":"systemMedium","id":"c1"}"#
            let first = try await client.send(.post, "/api/instances", body: body)
            #expect(first.status == 201)
            let second = try await client.send(.post, "/api/instances", body: body)
            #expect(second.status == 409, "\(second.text)")
            #expect(second.errorField == "id")
            #expect(second.errorMessage?.contains("'c1'") == true)
        }
        #expect(await harness.host.widgets().map(\.id) == ["c1"])
    }

    @Test func aNullIDIsABadRequestNamingID() async throws {
        let harness = try await ServerHarness.make()
        let reply = try await harness.test { client in
            try await client.send(.post, "/api/instances", body: #"{"kind":"Counter","id":null}"#)
        }
        #expect(reply.status == 400, "\(reply.text)")
        #expect(reply.errorField == "id")
        #expect(await harness.host.widgets().isEmpty)
    }
}
