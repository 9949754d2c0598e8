import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import WidgetryHost
@_spi(Testing) import WidgetryServer

/// A stack holds at most ten widgets, as on iOS: every way of giving it more is a 400 naming `members`.
@Suite struct StackLimitTests {
    static func list(_ ids: [String]) -> String { "[" + ids.map { "\"\($0)\"" }.joined(separator: ",") + "]" }

    @Test func aStackOfMoreThanTenWidgetsIsRefusedNamingMembers() async throws {
        let harness = try await ServerHarness.make()
        let ids = (1...11).map { "c\($0)" }
        for id in ids { try await harness.addLoaded(id: id) }
        try await harness.test { client in
            let tooMany = try await client.send(
                .post, "/api/stacks", body: #"{"id":"big","name":"Big","members":\#(Self.list(ids))}"#)
            #expect(tooMany.status == 400, "\(tooMany.text)")
            #expect(tooMany.json["error"]?["field"] == "members")
            #expect(tooMany.json["error"]?["message"]?.stringValue?.contains("at most 10") == true)

            // Ten is the limit, not more; a huge list is refused the same way, before the host sees it.
            let huge = (0..<10_000).map { "w\($0)" }
            let flood = try await client.send(
                .post, "/api/stacks", body: #"{"id":"huge","name":"Huge","members":\#(Self.list(huge))}"#)
            #expect(flood.status == 400 && flood.json["error"]?["field"] == "members")

            let ten = try await client.send(
                .post, "/api/stacks",
                body: #"{"id":"full","name":"Full","members":\#(Self.list(Array(ids.prefix(10))))}"#)
            #expect(ten.status == 201, "\(ten.text)")
            let eleventh = try await client.send(.post, "/api/stacks/full/members", body: #"{"instanceID":"c11"}"#)
            #expect(eleventh.status == 400 && eleventh.json["error"]?["field"] == "members", "\(eleventh.text)")
            let patched = try await client.send(
                .patch, "/api/stacks/full", body: #"{"members":\#(Self.list(ids))}"#)
            #expect(patched.status == 400 && patched.json["error"]?["field"] == "members")
        }
        #expect(try await harness.host.stackStatus(id: "full").stack.members.count == 10)
        await #expect(throws: StackError.self) {
            try await harness.host.createStack(name: "Direct", members: ids)
        }
    }
}
