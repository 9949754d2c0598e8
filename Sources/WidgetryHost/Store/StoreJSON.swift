import Foundation

/// JSON text for the store columns that hold JSON (configurations, reload policies, stack records, host records),
/// written the same way by the SQLite and PostgreSQL stores: keys sorted, so equal values are equal text.
package enum StoreJSON {
    /// The JSON text of `value`, or `nil` for `nil`.
    package static func text<T: Encodable>(_ value: T?) throws -> String? {
        guard let value else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// The value `text` holds, or `nil` for `nil`.
    package static func value<T: Decodable>(_ type: T.Type, from text: String?) throws -> T? {
        guard let text else { return nil }
        return try JSONDecoder().decode(T.self, from: Data(text.utf8))
    }
}
