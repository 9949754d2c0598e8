import Foundation
import Testing
@_spi(Testing) import WidgetryServer

/// DNS rebinding: without a token the server answers only literal loopback addresses, `localhost` and the names
/// its operator allows — never a name that merely looks like loopback, which a web page could point at 127.0.0.1.
@Suite struct RebindingTests {
    static let hostile = [
        "127.attacker.example", "127.attacker.example:8080", "127.0.0.1.nip.io", "127.0.0.1.nip.io:8080",
        "127.0.0.1.", "127.0.0.1.:8080", "localhost.", "localhost.:8080", "localhost.evil", "LOCALHOST.EVIL:80",
        "evil.localhost", "sub.localhost:8080", "0x7f.0.0.1", "0x7f000001", "0177.0.0.1", "127.1", "127.0.1",
        "2130706433", "127.0.0.256", "127.0.0.01", "127.0.0.1.1", "[::1].evil.example", "[::2]", "[::ffff:10.0.0.1]",
        "[fe80::1%25lo]", "[::1%lo]", "::1", "127.0.0.1:abc", "127.0.0.1:99999", "127.0.0.1:", "127.0.0.1 evil",
        "", "127.0.0.1@evil.example", "evil.example@127.0.0.1", "127.0.0.1/x", "127.0.0.1\\evil", "xn--localhost",
        "local host", "[::1", "::1]", "[]:8080", "[127.0.0.1]", "localhost:8080:80",
    ]

    static let loopback = [
        "127.0.0.1", "127.0.0.1:8080", "127.5.6.7:1", "127.255.255.255", "localhost", "LOCALHOST:8080",
        "LocalHost", "[::1]", "[::1]:8080", "[0:0:0:0:0:0:0:1]:80", "[0000::0001]", "[::ffff:127.0.0.1]:8080",
    ]

    @Test(arguments: hostile)
    func hostileHostsAreRefusedWithoutAToken(host: String) {
        let decision = AccessPolicy(token: nil).decide(.init(method: "GET", host: host))
        guard case .deny(let status, let code, _) = decision else {
            Issue.record("'\(host)' was allowed")
            return
        }
        #expect(status == 403)
        #expect(code == "forbiddenHost")
    }

    @Test(arguments: loopback)
    func loopbackHostsAreAccepted(host: String) {
        #expect(AccessPolicy(token: nil).decide(.init(method: "GET", host: host)) == .allow(setCookie: false))
    }

    @Test func aReboundNameWithAMatchingOriginIsRefused() {
        let request = AccessPolicy.Request(
            method: "POST", path: "/api/instances", host: "127.attacker.example:8080",
            origin: "http://127.attacker.example:8080")
        guard case .deny(403, "forbiddenHost", _) = AccessPolicy(token: nil).decide(request) else {
            Issue.record("a rebound name passed the Host and same-origin checks")
            return
        }
    }

    @Test func namesTheOperatorAllowsAreAcceptedExactly() {
        let policy = AccessPolicy(token: nil, allowedHosts: ["Widgets.Test"])
        for host in ["widgets.test", "widgets.test:8080", "WIDGETS.TEST"] {
            #expect(policy.decide(.init(method: "GET", host: host)) == .allow(setCookie: false), "\(host)")
        }
        for host in ["widgets.test.", "widgets.test.evil", "x.widgets.test", "widgets.tes", "[widgets.test]"] {
            #expect(policy.decide(.init(method: "GET", host: host)) != .allow(setCookie: false), "\(host)")
        }
        let sameOrigin = AccessPolicy.Request(
            method: "POST", host: "widgets.test:8080", origin: "http://widgets.test:8080")
        #expect(policy.decide(sameOrigin) == .allow(setCookie: false))
    }

    @Test(arguments: [
        "127.evil.example", "localhost.evil", "127.0.0.1.nip.io", "0x7f.0.0.1", "127.1", "evil.localhost",
    ])
    func bindingToALookalikeNameNeedsAToken(host: String) {
        let configuration = WidgetServerConfiguration(host: host)
        #expect(!configuration.bindsToLoopback)
        #expect(throws: WidgetServerError.self) { try configuration.validate() }
    }

    @Test(arguments: ["127.0.0.1", "127.0.0.2", "::1", "[::1]", "localhost"])
    func bindingToLoopbackNeedsNoToken(host: String) throws {
        let configuration = WidgetServerConfiguration(host: host)
        #expect(configuration.bindsToLoopback)
        try configuration.validate()
    }

    @Test(arguments: ["*.test", "http://widgets.test", "widgets.test:8080", "widgets.test/x", "", "-bad.test"])
    func allowedHostsMustBePlainNames(name: String) {
        var configuration = WidgetServerConfiguration()
        configuration.allowedHosts = [name]
        #expect(throws: WidgetServerError.self) { try configuration.validate() }
    }
}
