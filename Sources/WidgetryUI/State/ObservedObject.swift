/// A property wrapper type that subscribes to an observable object.
///
/// For example:
///
/// ```swift
/// final class Store: ObservableObject {
///     @Published var items: [String] = []
/// }
/// struct ItemsView: View {
///     @ObservedObject var store: Store
///     var body: some View { Text("\(store.items.count) items") }
/// }
/// ```
///
/// A widget is drawn from a snapshot, so a change to the object after its view resolved shows in the next
/// resolution (the next timeline entry or reload), not by redrawing. `ObservableObject` and `@Published` come
/// from `import Combine`, as on iOS.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: AnyObject>: DynamicProperty {
    /// A wrapper of the underlying observable object that can create bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// Returns a binding to the value at a key path of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The underlying object.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial value.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// A projection of the observed object that creates bindings to its properties, as `$object.property`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Returns a binding to the value at a key path of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        projectedValue[dynamicMember: keyPath]
    }
}
