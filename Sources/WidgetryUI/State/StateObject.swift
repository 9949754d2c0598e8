/// A property wrapper type that instantiates an observable object.
///
/// For example:
///
/// ```swift
/// struct ForecastView: View {
///     @StateObject private var model = ForecastModel()
///     var body: some View { Text(model.summary) }
/// }
/// ```
///
/// The object is created the first time the property is read in a resolution, once per view value and
/// resolution: a widget is drawn from a snapshot, so each resolution starts from a new object, as each
/// render of an iOS widget does.
@propertyWrapper
public struct StateObject<ObjectType: AnyObject>: DynamicProperty {
    private let storage: StateObjectStorage<ObjectType>

    /// Creates a new state object with an initial value, made when the view first reads it.
    ///
    /// - Parameter thunk: An initial value for the state object.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = StateObjectStorage(make: thunk)
    }

    /// The underlying object.
    public var wrappedValue: ObjectType { storage.object }

    /// A projection of the state object that creates bindings to its properties, as `$object.property`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: storage.object).projectedValue
    }
}

/// The box a `@StateObject` keeps its object in, made once per resolution.
final class StateObjectStorage<ObjectType: AnyObject> {
    private let make: () -> ObjectType
    private var made: (object: ObjectType, pass: UInt64)?

    init(make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        let pass = ResolvePass.current
        if let made, made.pass == pass { return made.object }
        let object = make()
        made = (object, pass)
        return object
    }
}
