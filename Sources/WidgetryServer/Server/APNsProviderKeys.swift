import Crypto
import Foundation

/// The keys APNs provider tokens are checked against: each an Apple Developer "APNs Auth Key" (`AuthKey_KEYID.p8`)
/// with its key ID and team ID, as a push server is configured with.
///
/// A push then carries `authorization: bearer <JWT>`: a JSON Web Token signed with ES256 whose header names the
/// key (`kid`) and whose claims name the team (`iss`) and when it was made (`iat`). As APNs, the host answers `403`
/// with `MissingProviderToken`, `InvalidProviderToken` (malformed, unknown key, wrong team, bad signature) or
/// `ExpiredProviderToken` (made more than an hour ago).
///
/// For example:
///
/// ```swift
/// let key = try APNsProviderKey(keyID: "ABC123DEFG", teamID: "DEF123GHIJ", pem: String(contentsOfFile: "AuthKey.p8"))
/// configuration.apnsProviderKeys = [key]
/// ```
public struct APNsProviderKey: Sendable {
    /// The key's ten-character identifier, the token's `kid`.
    public let keyID: String
    /// The developer team's identifier, the token's `iss`.
    public let teamID: String
    let publicKey: P256.Signing.PublicKey

    /// A key from its PEM text: the `.p8` file Apple gives (a PKCS #8 private key) or its public key.
    ///
    /// - throws: ``WidgetServerError`` when the text is neither a P-256 private nor public key in PEM.
    public init(keyID: String, teamID: String, pem: String) throws {
        self.keyID = keyID
        self.teamID = teamID
        if let privateKey = try? P256.Signing.PrivateKey(pemRepresentation: pem) {
            publicKey = privateKey.publicKey
        } else if let publicKey = try? P256.Signing.PublicKey(pemRepresentation: pem) {
            self.publicKey = publicKey
        } else {
            throw WidgetServerError(
                statusCode: 400, code: "invalidProviderKey",
                message: "The APNs key '\(keyID)' is not a P-256 key in PEM: give the AuthKey_\(keyID).p8 file Apple "
                    + "made (-----BEGIN PRIVATE KEY-----) or its public key.")
        }
    }

    /// A key from `KEYID:TEAMID:PATH`, as `serve --apns-key` takes it.
    ///
    /// - throws: ``WidgetServerError`` naming what is missing or unreadable.
    public init(argument: String) throws {
        let parts = argument.split(separator: ":", maxSplits: 2).map(String.init)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty, !parts[2].isEmpty else {
            throw WidgetServerError(
                statusCode: 400, code: "invalidProviderKey",
                message: "'\(argument)' is not KEYID:TEAMID:PATH, such as ABC123DEFG:DEF123GHIJ:AuthKey_ABC123DEFG.p8.")
        }
        guard let pem = try? String(contentsOfFile: parts[2], encoding: .utf8) else {
            throw WidgetServerError(
                statusCode: 400, code: "invalidProviderKey", message: "Cannot read the APNs key file '\(parts[2])'.")
        }
        try self.init(keyID: parts[0], teamID: parts[1], pem: pem)
    }
}

/// Checks `authorization: bearer <JWT>` provider tokens as APNs does.
struct APNsProviderTokenCheck: Sendable {
    let keys: [APNsProviderKey]

    /// How long a token is good for after its `iat`: APNs refuses tokens older than an hour.
    static let lifetime: TimeInterval = 3600

    /// Nothing when the token is good; the APNs refusal otherwise.
    func check(authorization: String?, now: Date) throws(APNsError) {
        guard let authorization, !authorization.isEmpty else {
            throw APNsError(403, "MissingProviderToken", "The push has no 'authorization: bearer <JWT>' header.")
        }
        let parts = authorization.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else {
            throw APNsError(403, "InvalidProviderToken", "The authorization header is not 'bearer <JWT>'.")
        }
        let segments = parts[1].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard segments.count == 3, let headerData = Self.base64URL(segments[0]),
            let claimsData = Self.base64URL(segments[1]), let signatureData = Self.base64URL(segments[2]),
            let header = (try? JSONSerialization.jsonObject(with: headerData)) as? [String: Any],
            let claims = (try? JSONSerialization.jsonObject(with: claimsData)) as? [String: Any]
        else {
            throw APNsError(403, "InvalidProviderToken", "The provider token is not a JSON Web Token.")
        }
        guard header["alg"] as? String == "ES256" else {
            throw APNsError(403, "InvalidProviderToken", "The provider token's alg must be ES256.")
        }
        guard let keyID = header["kid"] as? String, let key = keys.first(where: { $0.keyID == keyID }) else {
            throw APNsError(
                403, "InvalidProviderToken", "The provider token's kid names no key this host has (--apns-key).")
        }
        guard claims["iss"] as? String == key.teamID else {
            throw APNsError(403, "InvalidProviderToken", "The provider token's iss is not key \(keyID)'s team.")
        }
        guard let signature = try? P256.Signing.ECDSASignature(rawRepresentation: signatureData),
            key.publicKey.isValidSignature(signature, for: Data("\(segments[0]).\(segments[1])".utf8))
        else {
            throw APNsError(403, "InvalidProviderToken", "The provider token's signature does not verify.")
        }
        guard let issued = (claims["iat"] as? NSNumber)?.doubleValue else {
            throw APNsError(403, "InvalidProviderToken", "The provider token has no iat (seconds since 1970).")
        }
        guard now.timeIntervalSince1970 - issued <= Self.lifetime else {
            throw APNsError(403, "ExpiredProviderToken", "The provider token was made more than an hour ago.")
        }
    }

    /// Bytes from unpadded base64url.
    static func base64URL(_ text: String) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        return Data(base64Encoded: base64)
    }
}
