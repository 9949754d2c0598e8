import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which names a loopback server answers to: literal loopback addresses, `localhost`, and the names its operator
/// lists — never a DNS name that merely looks like one (`127.attacker.example`, `localhost.evil`,
/// `127.0.0.1.nip.io`), since a web page can point such a name at 127.0.0.1 (DNS rebinding).
///
/// For example, `HostNames.isLoopbackAddress("127.0.0.1")` and `HostNames.isLoopbackAddress("::1")` are true;
/// `HostNames.isLoopbackAddress("127.evil.example")` and `HostNames.isLoopbackAddress("0x7f.0.0.1")` are false.
enum HostNames {
    /// A `Host` header (or an authority) split into its name (lowercased, without brackets) and port.
    struct Authority: Equatable, Sendable {
        /// The name or address, lowercased; IPv6 addresses without their brackets.
        var name: String
        /// The port, when the header gives one.
        var port: Int?
        /// Whether the name was an IPv6 literal in brackets.
        var isIPv6: Bool
    }

    /// Splits a `Host` header into name and port; `nil` when it is not a well-formed `host[:port]`.
    ///
    /// IPv6 addresses must be in brackets (`[::1]:8080`); the port, when present, must be 1 to 5 digits.
    static func authority(of header: String) -> Authority? {
        let text = header.lowercased()
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value < 0x7F })
        else { return nil }
        var name: Substring
        var rest: Substring
        var isIPv6 = false
        if text.hasPrefix("[") {
            guard let end = text.firstIndex(of: "]") else { return nil }
            name = text[text.index(after: text.startIndex)..<end]
            rest = text[text.index(after: end)...]
            isIPv6 = true
        } else if let colon = text.firstIndex(of: ":") {
            name = text[..<colon]
            rest = text[colon...]
        } else {
            name = text[...]
            rest = ""
        }
        var port: Int?
        if !rest.isEmpty {
            guard rest.first == ":" else { return nil }
            let digits = rest.dropFirst()
            guard (1...5).contains(digits.count), digits.allSatisfy(\.isASCIIDigit), let value = Int(digits),
                value <= 65535
            else { return nil }
            port = value
        }
        guard !name.isEmpty else { return nil }
        if !isIPv6 {
            let allowed = name.allSatisfy { $0.isASCIIDigit || ("a"..."z").contains($0) || $0 == "-" || $0 == "." }
            guard allowed else { return nil }
        }
        return Authority(name: String(name), port: port, isIPv6: isIPv6)
    }

    /// Whether a name (already without brackets and port) is a literal loopback address or `localhost`.
    ///
    /// Accepted: `localhost` exactly; IPv4 dotted quads in `127.0.0.0/8` written as four decimal numbers from 0 to
    /// 255 without leading zeros; the IPv6 loopback `::1` in any spelling and its IPv4-mapped form
    /// `::ffff:127.x.y.z`. Anything else — trailing dots, hexadecimal or octal parts, fewer parts, zone
    /// identifiers, names that begin or end like an address — is not.
    static func isLoopbackAddress(_ name: String) -> Bool {
        let name = name.lowercased()
        if name == "localhost" { return true }
        if let octets = ipv4Octets(name) { return octets[0] == 127 }
        return isIPv6Loopback(name)
    }

    /// The four numbers of a canonical dotted-quad IPv4 address, or `nil`.
    static func ipv4Octets(_ name: String) -> [Int]? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var octets: [Int] = []
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy(\.isASCIIDigit),
                part == "0" || part.first != "0", let value = Int(part), value <= 255
            else { return nil }
            octets.append(value)
        }
        return octets
    }

    /// Whether a textual IPv6 address is `::1` or an IPv4-mapped loopback address.
    static func isIPv6Loopback(_ name: String) -> Bool {
        guard name.contains(":"), !name.contains("%"),
            name.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." })
        else { return false }
        var address = in6_addr()
        guard inet_pton(AF_INET6, name, &address) == 1 else { return false }
        let bytes = withUnsafeBytes(of: &address) { Array($0) }
        if bytes[0..<15].allSatisfy({ $0 == 0 }) && bytes[15] == 1 { return true }
        let mapped = bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF
        return mapped && bytes[12] == 127
    }

    /// Checks a name an operator allows besides loopback (`serve --allowed-host NAME`) and returns it lowercased.
    ///
    /// - throws: ``WidgetServerError`` naming the value when it is not a plain host name (no port, scheme, path or
    ///   wildcard).
    static func allowedName(_ name: String) throws -> String {
        let lowered = name.lowercased()
        let labels = lowered.split(separator: ".", omittingEmptySubsequences: false)
        let valid =
            !lowered.isEmpty && lowered.count <= 253
            && labels.allSatisfy { label in
                (1...63).contains(label.count) && label.first != "-" && label.last != "-"
                    && label.allSatisfy { $0.isASCIIDigit || ("a"..."z").contains($0) || $0 == "-" }
            }
        guard valid else {
            throw WidgetServerError.badRequest(
                "'\(name)' is not a host name to allow. Give the name alone, such as 'widgets.test' "
                    + "(no scheme, port, path or wildcard).", field: "allowedHosts")
        }
        return lowered
    }
}

extension Character {
    /// Whether the character is one of the ASCII digits 0 to 9.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
