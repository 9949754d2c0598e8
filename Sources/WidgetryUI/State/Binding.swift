/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// A binding connects a property to a source of truth stored elsewhere, such as a view's `@State`, an
/// `@AppStorage` value or an observed object's property. Pass a binding with the `$` prefix:
///
/// ```swift
/// struct CounterView: View {
///     @State private var count = 0
///     var body: some View {
///         Stepper("Count", value: $count)
///     }
/// }
/// ```
///
/// Widgets are drawn from a snapshot, so nothing a widget draws writes through a binding while it is shown;
/// bindings exist so shared view code compiles and reads its values.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// The transaction used for changes through this binding; widgets apply changes without animation.
    public var transaction = Transaction()

    /// Creates a binding with closures that read and write the binding value.
    ///
    /// - Parameters:
    ///   - get: A closure that retrieves the binding value.
    ///   - set: A closure that sets the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// Creates a binding with closures that read and write the binding value in a transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = { set($0, Transaction()) }
    }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// Creates a binding with an immutable value: writes are ignored.
    ///
    /// For example, `Toggle("Enabled", isOn: .constant(true))` in a preview.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The underlying value referenced by the binding.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the value at a key path of the bound value.
    ///
    /// For example, `$settings.name` is a `Binding<String>` when `settings` is a `@State` struct.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.getter()[keyPath: keyPath] },
            set: { newValue in
                var value = self.getter()
                value[keyPath: keyPath] = newValue
                self.setter(value)
            })
    }

    /// Specifies an animation to perform when the binding value changes; widgets change without animation.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// Specifies a transaction for the binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }
}

extension Binding {
    /// Creates a binding by projecting the base value to an optional value.
    ///
    /// For example, `Binding($name)` passes a `Binding<String>` where a `Binding<String?>` is expected.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { newValue in if let newValue { base.wrappedValue = newValue } })
    }

    /// Creates a binding by projecting the base optional value to its unwrapped value, or `nil` when it is `nil`.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? initial }, set: { base.wrappedValue = $0 })
    }

    /// Creates a binding by projecting the base value to a hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(
            get: { AnyHashable(base.wrappedValue) },
            set: { newValue in if let value = newValue.base as? V { base.wrappedValue = value } })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The stable identity of the bound value.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: DynamicProperty {}
