// SwiftData does not exist on Linux: every entry point is unavailable with one message naming what to use.
import Foundation

// Each declaration below repeats the same message, so any use of SwiftData fails with it:
// "SwiftData is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app
// group's container (see docs/compatibility.md)".
// `#Predicate` and `Predicate` come from Foundation and stay available.

/// Unavailable on Linux: SwiftData's model container.
@available(
    *, unavailable,
    message:
        "SwiftData is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
public final class ModelContainer {
    public init(for forTypes: Any.Type..., configurations: Any...) throws {}
}

/// Unavailable on Linux: SwiftData's model context.
@available(
    *, unavailable,
    message:
        "SwiftData is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
public final class ModelContext {
    public init(_ container: ModelContainer) {}
}

/// Unavailable on Linux: SwiftData's store configuration.
@available(
    *, unavailable,
    message:
        "SwiftData is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
public struct ModelConfiguration {
    public init(_ name: String? = nil, isStoredInMemoryOnly: Bool = false, groupContainer: Any? = nil) {}
}

/// Unavailable on Linux: SwiftData's schema.
@available(
    *, unavailable,
    message:
        "SwiftData is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
public final class Schema {
    public init(_ types: Any.Type...) {}
}

/// Unavailable on Linux: SwiftData's fetch descriptor.
@available(
    *, unavailable,
    message:
        "SwiftData is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
public struct FetchDescriptor<T> {
    public init(predicate: Any? = nil, sortBy: [Any] = []) {}
}

/// Unavailable on Linux: SwiftData's query property wrapper.
@available(
    *, unavailable,
    message:
        "SwiftData is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
@propertyWrapper
public struct Query<Element, Result> {
    public var wrappedValue: Result

    public init(wrappedValue: Result) { self.wrappedValue = wrappedValue }
}

/// Unavailable on Linux: the protocol of SwiftData models.
@available(
    *, unavailable,
    message:
        "SwiftData is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
public protocol PersistentModel {}

/// Unavailable on Linux: a SwiftData model's identifier.
@available(
    *, unavailable,
    message:
        "SwiftData is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
public struct PersistentIdentifier {}

/// Unavailable on Linux: an actor that owns a SwiftData model context.
@available(
    *, unavailable,
    message:
        "SwiftData is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
public protocol ModelActor {}

/// Unavailable on Linux: makes a class a SwiftData model.
@available(
    *, unavailable,
    message:
        "SwiftData is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
@attached(member, names: arbitrary)
public macro Model() = #externalMacro(module: "SwiftDataIsUnavailableOnLinux", type: "ModelMacro")

/// Unavailable on Linux: configures a SwiftData model property.
@available(
    *, unavailable,
    message:
        "SwiftData is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
@attached(peer)
public macro Attribute(_ options: Any...) =
    #externalMacro(module: "SwiftDataIsUnavailableOnLinux", type: "AttributeMacro")

/// Unavailable on Linux: configures a SwiftData relationship.
@available(
    *, unavailable,
    message:
        "SwiftData is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
@attached(peer)
public macro Relationship(_ options: Any...) =
    #externalMacro(module: "SwiftDataIsUnavailableOnLinux", type: "RelationshipMacro")

/// Unavailable on Linux: excludes a property from a SwiftData model.
@available(
    *, unavailable,
    message:
        "SwiftData is not available on Linux: store the widget's data with SQLite (GRDB), or as JSON in the app group's container (see docs/compatibility.md)"
)
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftDataIsUnavailableOnLinux", type: "TransientMacro")
