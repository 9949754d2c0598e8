/// A property wrapper type for an observable object that a parent or ancestor view supplies.
///
/// For example:
///
/// ```swift
/// struct ScoreView: View {
///     @EnvironmentObject var game: GameModel
///     var body: some View { Text("\(game.score)") }
/// }
/// // …
/// ScoreView().environmentObject(game)
/// ```
///
/// Reading the property in a view with no `environmentObject(_:)` of its type above it stops the program with
/// a message naming the type, as SwiftUI does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: AnyObject>: DynamicProperty {
    /// A wrapper of the underlying environment object that can create bindings to its properties.
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    /// Creates an environment object.
    public init() {}

    /// The underlying object, found in the environment of the view being resolved.
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentScope.current?[EnvironmentObjectKey<ObjectType>.self]?.object else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                    + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties, as `$object.property`.
    public var projectedValue: Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

extension View {
    /// Supplies an observable object to a view subhierarchy, for `@EnvironmentObject` properties of its type.
    public func environmentObject<T: AnyObject>(_ object: T) -> some View {
        modifier(EnvironmentWritingModifier { $0[EnvironmentObjectKey<T>.self] = ObjectBox(object: object) })
    }
}

/// An object kept in the environment. Views read it only while they resolve, on the main actor.
struct ObjectBox<T: AnyObject>: @unchecked Sendable {
    let object: T
}

/// The environment key of the objects of one type.
struct EnvironmentObjectKey<T: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectBox<T>? { nil }
}
