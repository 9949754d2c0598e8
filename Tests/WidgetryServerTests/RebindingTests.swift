import Foundation
import Testing
@_spi(Testing) import WidgetryServer

/// DNS rebinding: without a token the server answers only hosts that are loopback by their spelling.
@Suite struct RebindingTests {
    static let refusedHosts = [
        "127.attacker.example", "127.attacker.example:8080", "127.0.0.1.nip.io", "127.0.0.1.", "localhost.",
        "localhost.evil", "app.localhost", "evil.localhost:8080", "0x7f.0.0.1", "0177.0.0.1", "2130706433",
        "127.1", "127.0.0.256", "127.0.0.1a", "[::2]", "[::ffff:10.0.0.1]", "LOCALHOST.example", "10.0.0.1",
        "[0:0:0:0:0:0:1:1]", "",
    ]

    static let acceptedHosts = [
        "127.0.0.1", "127.0.0.1:8080", "127.255.0.9", "localhost", "LOCALHOST:80", "[::1]", "[::1]:8080",
        "[0:0:0:0:0:0:0:1]", "[::0:1]", "[::ffff:127.0.0.1]:8080",
    ]

    @Test(arguments: refusedHosts)
    func hostsThatOnlyLookLoopbackAreRefused(host: String) {
        let request = AccessPolicy.Request(method: "POST", host: host, origin: "http://\(host)")
        guard case .deny(let status, let code, _) = AccessPolicy(token: nil).decide(request) else {
            Issue.record("'\(host)' was allowed")
            return
        }
        #expect(status == 403 && code == "forbiddenHost")
    }

    @Test(arguments: acceptedHosts)
    func literalLoopbackHostsAreAnswered(host: String) {
        let request = AccessPolicy.Request(method: "GET", host: host)
        #expect(AccessPolicy(token: nil).decide(request) == .allow(setCookie: false))
    }

    @Test func namesTheUserListsAreAnswered() {
        let policy = AccessPolicy(token: nil, allowedHosts: ["widgets.lan"])
        #expect(policy.decide(.init(method: "GET", host: "widgets.lan:8080")) == .allow(setCookie: false))
        #expect(policy.decide(.init(method: "GET", host: "WIDGETS.LAN")) == .allow(setCookie: false))
        #expect(policy.decide(.init(method: "GET", host: "other.lan")) != .allow(setCookie: false))
    }

    @Test(arguments: ["127.evil.example", "127.0.0.1.nip.io", "app.localhost", "0x7f.0.0.1"])
    func bindingToANameThatLooksLoopbackNeedsAToken(host: String) {
        #expect(throws: WidgetServerError.self) { try WidgetServerConfiguration(host: host).validate() }
    }

    @Test func literalLoopbackBindsWithoutAToken() throws {
        try WidgetServerConfiguration(host: "127.0.0.2").validate()
        try WidgetServerConfiguration(host: "::1").validate()
        try WidgetServerConfiguration(host: "localhost").validate()
    }
}
