import Foundation
import GRDB
import GRDBSQLite

/// The rows of a query read straight from SQLite (`sqlite3_step`, `sqlite3_column_*`), for loads of millions of
/// rows: no row object, no value boxing and no generic decoding per column, as GRDB's cursors do.
///
/// The statement is GRDB's (prepared, and finalized when it goes); only stepping and reading happen here. Columns
/// are read by position, as the query names them. For example:
///
/// ```swift
/// let rows = try SQLiteRows(db, sql: "SELECT id, created FROM instance")
/// while try rows.step() { print(rows.text(0), rows.double(1)) }
/// ```
struct SQLiteRows {
    private let statement: Statement
    private let handle: SQLiteStatement
    private let db: Database

    /// Prepares the query.
    ///
    /// - throws: `DatabaseError` when SQLite cannot prepare it.
    init(_ db: Database, sql: String, arguments: StatementArguments = StatementArguments()) throws {
        statement = try db.makeStatement(sql: sql)
        try statement.setArguments(arguments)
        handle = statement.sqliteStatement
        self.db = db
    }

    /// Moves to the next row; `false` after the last.
    ///
    /// - throws: `DatabaseError` with SQLite's message when reading fails (a corrupt file, an I/O error).
    func step() throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code:
            let message = db.sqliteConnection.map { String(cString: sqlite3_errmsg($0)) }
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
        }
    }

    /// Whether the column is NULL in this row.
    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

    /// The column as text (empty for NULL).
    func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The column as text, or `nil` for NULL.
    func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }

    /// The column as a floating-point number (0 for NULL).
    func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }

    /// The column as a floating-point number, or `nil` for NULL.
    func optionalDouble(_ column: Int32) -> Double? { isNull(column) ? nil : double(column) }

    /// The column as an integer (0 for NULL).
    func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }

    /// The column as an integer, or `nil` for NULL.
    func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : int(column) }
}

extension SQLiteRows {
    /// The column's UTF-8 bytes (none for NULL), valid until the next ``step()``: for keys looked up without
    /// making a string of them.
    func bytes(_ column: Int32) -> UnsafeBufferPointer<UInt8> {
        guard let bytes = sqlite3_column_text(handle, column) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, column)))
    }
}

/// Positions of text keys (instance ids) found by their UTF-8 bytes as SQLite hands them over: a load of a million
/// instances looks ids up several million times, and a `[String: Int]` would make a string of each row's id and
/// hash it with SipHash into a table of 24-byte buckets. Here keys are kept once, end to end, in one byte buffer,
/// hashed with FNV-1a into a table of 4-byte slots (open addressing, linear probing, at most half full).
struct TextPositions {
    private var keyBytes: [UInt8] = []
    /// Where each key starts in `keyBytes`, and where the last one ends.
    private var starts: [Int] = [0]
    /// Key positions, -1 for an empty slot.
    private var slots: [Int32]

    /// An empty table with room for `capacity` keys.
    init(capacity: Int) {
        slots = Array(repeating: -1, count: Self.slotCount(for: capacity))
        starts.reserveCapacity(capacity + 1)
        keyBytes.reserveCapacity(capacity * 16)
    }

    /// How many keys there are.
    var count: Int { starts.count - 1 }

    /// The position of a key: the number of keys added before it.
    func position(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        while true {
            let held = slots[slot]
            if held < 0 { return nil }
            if matches(Int(held), key) { return Int(held) }
            slot = (slot + 1) & mask
        }
    }

    /// The position of a key given as a string.
    func position(of key: String) -> Int? {
        var key = key
        return key.withUTF8 { position(of: $0) }
    }

    /// Adds a key at the next position and returns it, or returns the position it already has.
    @discardableResult
    mutating func insert(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        if let known = position(of: key) { return known }
        if (count + 1) * 2 > slots.count { rehash(to: Self.slotCount(for: (count + 1) * 2)) }
        let position = count
        keyBytes.append(contentsOf: key)
        starts.append(keyBytes.count)
        place(position, hash: Self.hash(key))
        return position
    }

    /// Adds a key given as a string.
    @discardableResult
    mutating func insert(_ key: String) -> Int {
        var key = key
        return key.withUTF8 { insert($0) }
    }

    private func matches(_ position: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[position]
        let end = starts[position + 1]
        guard end - start == key.count else { return false }
        return keyBytes.withUnsafeBufferPointer { held in
            key.isEmpty || memcmp(held.baseAddress! + start, key.baseAddress!, key.count) == 0
        }
    }

    private mutating func place(_ position: Int, hash: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(position)
    }

    private mutating func rehash(to slotCount: Int) {
        slots = Array(repeating: -1, count: slotCount)
        for position in 0..<count {
            let hash = keyBytes.withUnsafeBufferPointer { held in
                Self.hash(UnsafeBufferPointer(rebasing: held[starts[position]..<starts[position + 1]]))
            }
            place(position, hash: hash)
        }
    }

    /// A power of two at least twice `capacity`.
    private static func slotCount(for capacity: Int) -> Int {
        var count = 16
        while count < capacity * 2 { count *= 2 }
        return count
    }

    /// FNV-1a over the bytes, with the high bits folded in for the table's low-bit mask.
    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
