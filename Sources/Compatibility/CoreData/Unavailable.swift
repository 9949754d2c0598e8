// Core Data does not exist on Linux: every entry point is unavailable with one message naming what to use.
import Foundation

/// Unavailable on Linux: Core Data's persistent container.
@available(
    *, unavailable,
    message:
        "Core Data is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
open class NSPersistentContainer {
    public init(name: String) {}
}

/// Unavailable on Linux: Core Data's CloudKit-mirrored container.
@available(
    *, unavailable,
    message:
        "Core Data is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
open class NSPersistentCloudKitContainer {
    public init(name: String) {}
}

/// Unavailable on Linux: Core Data's managed object context.
@available(
    *, unavailable,
    message:
        "Core Data is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
open class NSManagedObjectContext {}

/// Unavailable on Linux: the base class of Core Data's managed objects.
@available(
    *, unavailable,
    message:
        "Core Data is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
open class NSManagedObject {}

/// Unavailable on Linux: Core Data's object model.
@available(
    *, unavailable,
    message:
        "Core Data is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
open class NSManagedObjectModel {}

/// Unavailable on Linux: a Core Data entity.
@available(
    *, unavailable,
    message:
        "Core Data is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
open class NSEntityDescription {}

/// Unavailable on Linux: a Core Data store's description.
@available(
    *, unavailable,
    message:
        "Core Data is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
open class NSPersistentStoreDescription {}

/// Unavailable on Linux: Core Data's store coordinator.
@available(
    *, unavailable,
    message:
        "Core Data is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
open class NSPersistentStoreCoordinator {}

/// Unavailable on Linux: a Core Data fetch request.
@available(
    *, unavailable,
    message:
        "Core Data is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
open class NSFetchRequest<ResultType> {
    public init(entityName: String) {}
}

/// Unavailable on Linux: a Core Data batch delete.
@available(
    *, unavailable,
    message:
        "Core Data is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
open class NSBatchDeleteRequest {
    public init(fetchRequest: Any) {}
}

/// Unavailable on Linux: a Core Data object's identifier.
@available(
    *, unavailable,
    message:
        "Core Data is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
open class NSManagedObjectID {}

/// Unavailable on Linux: what a Core Data fetch request returns.
@available(
    *, unavailable,
    message:
        "Core Data is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
public protocol NSFetchRequestResult {}
