import Foundation

/// Values made once per distinct text of a column and then found by the text's bytes, for columns of a load whose
/// texts repeat: a widget's kind, family and placement, a reload reason, a plan's slot, a configuration's JSON.
///
/// A million instances repeat a handful of kinds; making each row's text into a `String` (an allocation once it is
/// over 15 bytes) and hashing it into a dictionary costs more than the rest of reading the row. Here the bytes
/// SQLite hands over are looked up as they are (``TextPositions``), and the value, made from the first row that had
/// the text, is shared by every later one. The last text found is checked first, since rows of one widget kind
/// usually come together.
struct TextValues<Value> {
    private var positions = TextPositions(capacity: 16)
    private var values: [Value] = []
    private var lastPosition: Int?
    private var lastBytes: [UInt8] = []

    /// The value for the text: the one made before for the same bytes, or `make`'s for new ones.
    ///
    /// - throws: what `make` throws; nothing is remembered for the text then.
    mutating func value(
        for bytes: UnsafeBufferPointer<UInt8>, make: (String) throws -> Value
    ) rethrows -> Value {
        if let lastPosition, lastBytes.count == bytes.count,
            lastBytes.withUnsafeBufferPointer({ Self.equal($0, bytes) })
        {
            return values[lastPosition]
        }
        let position: Int
        if let known = positions.position(of: bytes) {
            position = known
        } else {
            let value = try make(String(decoding: bytes, as: UTF8.self))
            position = positions.insert(bytes)
            values.append(value)
        }
        lastPosition = position
        lastBytes.removeAll(keepingCapacity: true)
        lastBytes.append(contentsOf: bytes)
        return values[position]
    }

    /// How many distinct texts have been seen.
    var count: Int { values.count }

    private static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        lhs.count == rhs.count && (lhs.isEmpty || memcmp(lhs.baseAddress!, rhs.baseAddress!, lhs.count) == 0)
    }
}
