import Synchronization

/// The values intents reach through `@Dependency`, such as the app's data store.
///
/// For example:
///
/// ```swift
/// AppDependencyManager.shared.add(dependency: TaskStore.shared)
///
/// struct CompleteTaskIntent: AppIntent {
///     @Dependency var store: TaskStore
///     …
/// }
/// ```
public final class AppDependencyManager: Sendable {
    /// The process's dependencies.
    public static let shared = AppDependencyManager()

    private let dependencies = Mutex<[DependencyKey: @Sendable () -> any Sendable]>([:])

    /// Creates an empty manager.
    public init() {}

    /// Adds a dependency; adding one of the same type and key again replaces it.
    ///
    /// - Parameters:
    ///   - key: Tells apart several dependencies of one type; `nil` for the only one.
    ///   - dependency: The value, made when an intent first reads it.
    public func add<Dependency: Sendable>(
        key: (any Hashable & Sendable)? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency
    ) {
        dependencies.withLock { $0[DependencyKey(Dependency.self, key: key)] = dependency }
    }

    /// The dependency of a type and key, or `nil` when none was added.
    func value<Dependency>(_ type: Dependency.Type, key: (any Hashable & Sendable)?) -> Dependency? {
        let make = dependencies.withLock { $0[DependencyKey(Dependency.self, key: key)] }
        return make?() as? Dependency
    }

    struct DependencyKey: Hashable, @unchecked Sendable {
        let type: ObjectIdentifier
        /// Made only from `Sendable` keys.
        let key: AnyHashable?

        init<Dependency>(_ type: Dependency.Type, key: (any Hashable & Sendable)?) {
            self.type = ObjectIdentifier(type)
            self.key = key.map { AnyHashable($0) }
        }

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.type == rhs.type && lhs.key == rhs.key }
        func hash(into hasher: inout Hasher) {
            hasher.combine(type)
            hasher.combine(key)
        }
    }
}

/// A value an intent reads from ``AppDependencyManager``, as in `@Dependency var store: TaskStore`.
///
/// Reading a dependency nobody added stops the program with a message naming the type and how to add it.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
    private let key: (any Hashable & Sendable)?

    /// Reads the dependency of the property's type.
    public init() { key = nil }

    /// Reads the dependency of the property's type added with this key.
    public init<Key: Hashable & Sendable>(key: Key) { self.key = key }

    /// The dependency.
    public var wrappedValue: Value {
        guard let value = AppDependencyManager.shared.value(Value.self, key: key) else {
            preconditionFailure(
                "@Dependency of type \(Value.self) was read, but none was added. Call "
                    + "AppDependencyManager.shared.add(dependency:) before the intent runs.")
        }
        return value
    }
}
