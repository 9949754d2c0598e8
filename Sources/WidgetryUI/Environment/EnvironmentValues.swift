/// A collection of environment values propagated through a view hierarchy.
///
/// Views read values with ``Environment`` and override them for their descendants with
/// `.environment(_:_:)`. The host fills one in for each render: family, color scheme, rendering mode.
///
/// For example:
///
/// ```swift
/// var environment = EnvironmentValues()
/// environment.widgetFamily = .systemMedium
/// environment.colorScheme = .dark
/// let tree = ViewResolver.resolve(MyWidgetView(entry: entry), in: environment)
/// ```
public struct EnvironmentValues: Sendable, CustomStringConvertible {
    /// One stored value. Authors' keys need not be `Sendable` (as in SwiftUI); values are only read while a
    /// view resolves, synchronously on the main actor, and the struct holding them is a value snapshot.
    ///
    /// The key's type is kept rather than its name: only ``description`` names keys, and naming a type
    /// (`String(describing:)`) on every write cost more than the rest of the write (a host sets about a dozen keys
    /// per render).
    private struct Box: @unchecked Sendable {
        let value: Any
        let key: Any.Type
    }

    private var storage: [ObjectIdentifier: Box] = [:]

    /// Creates environment values with every key at its default.
    public init() {}

    /// Reads or writes the value for a key; reading an unset key gives its default value.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            if let box = storage[ObjectIdentifier(key)], let value = box.value as? K.Value { return value }
            return K.defaultValue
        }
        set {
            storage[ObjectIdentifier(key)] = Box(value: newValue, key: key)
        }
    }

    /// The keys set explicitly, with their values.
    public var description: String {
        let entries = storage.values.map { "\(String(describing: $0.key)) = \($0.value)" }.sorted()
        return "[" + entries.joined(separator: ", ") + "]"
    }
}
