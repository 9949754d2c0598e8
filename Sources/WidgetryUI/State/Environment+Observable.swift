@_exported import Observation

extension Environment {
    /// Creates an environment property to read an observable object from the environment.
    ///
    /// For example:
    ///
    /// ```swift
    /// @Observable final class Library { var books: [String] = [] }
    /// struct ShelfView: View {
    ///     @Environment(Library.self) private var library
    ///     var body: some View { Text("\(library.books.count) books") }
    /// }
    /// // …
    /// ShelfView().environment(library)
    /// ```
    ///
    /// Reading it in a view with no `environment(_:)` of its type above it stops the program with a message
    /// naming the type, as SwiftUI does; read `Library?.self` to get `nil` instead.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(\.[observableObject: ObservableObjectLookup<Value>()])
    }

    /// Creates an environment property to read an observable object from the environment, `nil` if none is set.
    public init<T: AnyObject & Observable>(_ objectType: T?.Type) where Value == T? {
        self.init(\.[optionalObservableObject: ObservableObjectLookup<T>()])
    }
}

extension View {
    /// Places an observable object in the view's environment, for `@Environment(Type.self)` properties.
    ///
    /// - Parameter object: The object to set for its type; `nil` clears it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentWritingModifier { $0[EnvironmentObjectKey<T>.self] = object.map { ObjectBox(object: $0) } })
    }
}

/// A hashable token naming an object type, so a key path can carry it.
struct ObservableObjectLookup<T: AnyObject>: Hashable, @unchecked Sendable {
    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(T.self)) }
}

extension EnvironmentValues {
    subscript<T: AnyObject>(observableObject lookup: ObservableObjectLookup<T>) -> T {
        guard let object = self[EnvironmentObjectKey<T>.self]?.object else {
            fatalError(
                "No Observable object of type \(T.self) found. A View.environment(_:) for \(T.self) may be missing "
                    + "as an ancestor of this view.")
        }
        return object
    }

    subscript<T: AnyObject>(optionalObservableObject lookup: ObservableObjectLookup<T>) -> T? {
        self[EnvironmentObjectKey<T>.self]?.object
    }
}
