import Foundation

extension DisplayList {
    /// Encodes the list as JSON with sorted keys, so equal lists always give equal bytes.
    ///
    /// The compact form is written directly into one buffer by `DisplayListJSONWriter`, which gives the same bytes
    /// as `JSONEncoder` on the list's `Codable` form (`jsonEncoderData(prettyPrinted:)`) several times faster;
    /// the pretty-printed form comes from `JSONEncoder`.
    ///
    /// - Parameter prettyPrinted: Whether to indent the output for reading.
    /// - Throws: `EncodingError.invalidValue` when the list holds a number JSON cannot (NaN or an infinity), naming
    ///   its coding path, as `JSONEncoder` does.
    public func jsonData(prettyPrinted: Bool = false) throws -> Data {
        if prettyPrinted { return try jsonEncoderData(prettyPrinted: true) }
        var writer = DisplayListJSONWriter()
        do {
            try writer.write(self)
        } catch is DisplayListJSONWriter.NonFiniteNumber {
            // JSONEncoder throws its own error for the value, with the value's coding path.
            return try jsonEncoderData(prettyPrinted: false)
        }
        return Data(writer.bytes)
    }

    /// Encodes the list through its `Codable` conformance with `JSONEncoder`: sorted keys, dates as seconds since
    /// 1970, non-finite numbers an error. ``jsonData(prettyPrinted:)`` gives the same bytes; tests and the
    /// benchmarks compare the two.
    ///
    /// - Parameter prettyPrinted: Whether to indent the output for reading.
    package func jsonEncoderData(prettyPrinted: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = prettyPrinted ? [.sortedKeys, .prettyPrinted] : [.sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.nonConformingFloatEncodingStrategy = .throw
        return try encoder.encode(self)
    }

    /// Decodes a list written by ``jsonData(prettyPrinted:)``.
    ///
    /// - Parameter jsonData: The JSON bytes.
    /// - Throws: ``DisplayListError`` when the bytes are not a display list of a supported version.
    public init(jsonData: Data) throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        do {
            self = try decoder.decode(DisplayList.self, from: jsonData)
        } catch let error as DisplayListError {
            throw error
        } catch {
            throw DisplayListError("The data is not a valid display list: \(error). Encode lists with 'jsonData()'.")
        }
    }
}
