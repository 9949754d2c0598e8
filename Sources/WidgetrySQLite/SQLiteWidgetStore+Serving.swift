import Foundation
import GRDB
import WidgetryHost

extension SQLiteWidgetStore: ServingWidgetStore {
    /// The database file's path.
    public var location: String { path }
}
