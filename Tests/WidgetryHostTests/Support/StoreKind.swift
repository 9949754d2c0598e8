import Foundation
import WidgetryHost
import WidgetrySQLite

/// The two databases every store test body runs against.
enum StoreKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case inMemory, onDisk

    var description: String { rawValue }

    /// A fresh store; on disk, a file in a new temporary folder.
    func make() throws -> SQLiteWidgetStore {
        switch self {
        case .inMemory: try SQLiteWidgetStore.inMemory()
        case .onDisk: try SQLiteWidgetStore(path: Self.temporaryPath())
        }
    }

    static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("widgetry-host-tests-\(UUID().uuidString)")
            .appendingPathComponent("host.sqlite").path
    }
}
