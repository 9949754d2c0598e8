import Foundation

extension Data {
    /// The bytes in lowercase hexadecimal, as APNs' device paths and the store write push tokens.
    package var hexString: String { map { String(format: "%02x", $0) }.joined() }

    /// Bytes from hexadecimal text (either case), or `nil` when the text is not an even run of hex digits.
    package init?(hexString text: String) {
        guard text.count.isMultiple(of: 2), text.allSatisfy(\.isHexDigit) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count / 2)
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            guard let byte = UInt8(text[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        self.init(bytes)
    }
}
