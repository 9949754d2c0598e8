import Crypto
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import WidgetryServer

/// `authorization: bearer <JWT>` on APNs pushes: ES256 provider tokens checked against the host's keys, refused
/// with APNs' reasons. (Over HTTP/2, with httpx and PyJWT, in scripts/harness/apns_http2.sh.)
@Suite struct APNsProviderTokenTests {
    static let keyID = "ABC123DEFG"
    static let teamID = "DEF123GHIJ"

    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// A provider token as APNs libraries make one.
    static func token(
        _ key: P256.Signing.PrivateKey, kid: String = keyID, iss: String = teamID, issuedAt: Date,
        alg: String = "ES256"
    ) throws -> String {
        let header = base64URL(Data(#"{"alg":"\#(alg)","kid":"\#(kid)"}"#.utf8))
        let claims = base64URL(Data(#"{"iss":"\#(iss)","iat":\#(Int(issuedAt.timeIntervalSince1970))}"#.utf8))
        let signature = try key.signature(for: Data("\(header).\(claims)".utf8))
        return "\(header).\(claims).\(base64URL(signature.rawRepresentation))"
    }

    static func headers(_ authorization: String?) -> HTTPFields {
        var fields = APNsPushTests.headers()
        if let authorization { fields[.authorization] = "bearer \(authorization)" }
        return fields
    }

    @Test func pushesNeedATokenSignedByAConfiguredKeyForItsTeamMadeWithinTheHour() async throws {
        let key = P256.Signing.PrivateKey()
        let configured = try APNsProviderKey(keyID: Self.keyID, teamID: Self.teamID, pem: key.pemRepresentation)
        // The server has its own access token too: pushes prove themselves with provider tokens instead.
        let harness = try await ServerHarness.make(token: "server-secret", apnsKeys: [configured])
        let now = ServerHarness.start
        try await harness.test { client in
            let started = try await client.send(
                .post, "/api/activities",
                body: #"{"kind":"ParcelAttributes","attributes":{"carrier":"Posten"},"contentState":{"stopsAway":5},"#
                    + #""pushType":"token","id":"parcel"}"#,
                headers: [.authorization: "Bearer server-secret"])
            let device = try #require(started.json["pushToken"]?.stringValue)
            let body = APNsPushTests.update(4, at: Int(now.timeIntervalSince1970) + 1)
            let refusals: [(String?, String)] = [
                (nil, "MissingProviderToken"),
                (try Self.token(P256.Signing.PrivateKey(), issuedAt: now), "InvalidProviderToken"),
                (try Self.token(key, iss: "ZZZ999ZZZZ", issuedAt: now), "InvalidProviderToken"),
                (try Self.token(key, kid: "NOPE000000", issuedAt: now), "InvalidProviderToken"),
                (try Self.token(key, issuedAt: now, alg: "HS256"), "InvalidProviderToken"),
                ("not.a.jwt", "InvalidProviderToken"),
                (try Self.token(key, issuedAt: now.addingTimeInterval(-3601)), "ExpiredProviderToken"),
            ]
            for (authorization, reason) in refusals {
                let reply = try await client.send(
                    .post, "/3/device/\(device)", body: body, headers: Self.headers(authorization))
                #expect(reply.status == 403, "\(reason)")
                #expect(reply.json["reason"]?.stringValue == reason, "\(reply.text)")
            }
            #expect(harness.activities.record(id: "parcel")?.content.state == Data(#"{"stopsAway":5}"#.utf8))
            let good = try await client.send(
                .post, "/3/device/\(device)", body: body,
                headers: Self.headers(try Self.token(key, issuedAt: now.addingTimeInterval(-3000))))
            #expect(good.status == 200, "\(good.text)")
            // The rest of the API still needs the server's token.
            #expect(try await client.send(.get, "/api/activities").status == 401)
        }
        let state = try #require(harness.activities.record(id: "parcel")?.content.state)
        #expect(try JSONSerialization.jsonObject(with: state) as? [String: Int] == ["stopsAway": 4])
    }

    @Test func keysMustBeP256PEMAndArgumentsNameTheirParts() throws {
        #expect(throws: WidgetServerError.self) {
            try APNsProviderKey(
                keyID: "K", teamID: "T", pem: "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----")
        }
        let missing = #expect(throws: WidgetServerError.self) { try APNsProviderKey(argument: "KEYONLY") }
        #expect(missing?.message.contains("KEYID:TEAMID:PATH") == true)
        let unreadable = #expect(throws: WidgetServerError.self) {
            try APNsProviderKey(argument: "K:T:/nonexistent/AuthKey.p8")
        }
        #expect(unreadable?.message.contains("/nonexistent/AuthKey.p8") == true)
        let key = P256.Signing.PrivateKey()
        let fromPublic = try APNsProviderKey(keyID: "K", teamID: "T", pem: key.publicKey.pemRepresentation)
        #expect(fromPublic.keyID == "K")
    }
}
