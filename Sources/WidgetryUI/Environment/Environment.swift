/// A property wrapper that reads a value from the environment of the view being resolved.
///
/// For example:
///
/// ```swift
/// struct CountryWidgetEntryView: View {
///     @Environment(\.widgetFamily) var family
///     var body: some View {
///         family == .systemSmall ? Text("Small") : Text("Large")
///     }
/// }
/// ```
///
/// The value comes from the environment installed while the view's `body` is evaluated; read outside a
/// `body`, it is the key's default value.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// Creates a property that reads the value at the key path.
    ///
    /// - Parameter keyPath: The environment value to read, such as `\.colorScheme`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The current value of the environment property.
    public var wrappedValue: Value {
        (EnvironmentScope.current ?? EnvironmentValues())[keyPath: keyPath]
    }
}
