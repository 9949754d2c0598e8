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
