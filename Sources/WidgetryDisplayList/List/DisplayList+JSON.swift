import Foundation

extension DisplayList {
    /// Encodes the list as JSON with sorted keys, so equal lists always give equal bytes.
    ///
    /// - Parameter prettyPrinted: Whether to indent the output for reading.
    public func jsonData(prettyPrinted: Bool = false) throws -> Data {
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
