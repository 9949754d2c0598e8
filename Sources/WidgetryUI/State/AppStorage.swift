import Foundation

/// A property wrapper type that reflects a value from `UserDefaults`.
///
/// Widgets read the settings their app writes to a shared suite:
///
/// ```swift
/// struct GreetingView: View {
///     @AppStorage("name", store: UserDefaults(suiteName: "group.com.example.widgets"))
///     var name = "friend"
///     var body: some View { Text("Hello, \(name)") }
/// }
/// ```
///
/// Every read synchronizes the store first, so a value another process wrote is seen by the next
/// resolution; writes are saved at once. On Linux (swift-corelibs-foundation) a suite named `S` is the XML
/// property list `$XDG_CONFIG_HOME/S.plist`, or `~/.config/S.plist` when `XDG_CONFIG_HOME` is not set, and
/// `UserDefaults.standard` is the one named for the process. An app and the host share a suite when they
/// run as the same user (or with the same `XDG_CONFIG_HOME`) and use the same suite name, as an app group does
/// on iOS. A missing key reads the property's initial value; nothing is written until a value is set.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let store: UserDefaults?
    private let codec: AppStorageCodec<Value>

    init(key: String, defaultValue: Value, store: UserDefaults?, codec: AppStorageCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
        self.codec = codec
    }

    /// The store this property reads: its own, the environment's `defaultAppStorage(_:)`, or `.standard`.
    private var resolvedStore: UserDefaults {
        store ?? EnvironmentScope.current?.defaultAppStorage ?? .standard
    }

    /// The value in the store, or the initial value when the key has none.
    public var wrappedValue: Value {
        get {
            let defaults = resolvedStore
            defaults.synchronize()
            guard let object = defaults.object(forKey: key) else { return defaultValue }
            return codec.decode(object, defaults, key) ?? defaultValue
        }
        nonmutating set {
            let defaults = resolvedStore
            if let object = codec.encode(newValue) {
                defaults.set(object, forKey: key)
            } else {
                defaults.removeObject(forKey: key)
            }
            defaults.synchronize()
        }
    }

    /// A binding to the stored value, as `$property`.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension AppStorage: @unchecked Sendable where Value: Sendable {}

extension View {
    /// The default store used by `@AppStorage` properties in this view and its descendants that name none.
    ///
    /// For example, `.defaultAppStorage(UserDefaults(suiteName: "group.com.example.widgets")!)`.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}

extension EnvironmentValues {
    private struct DefaultAppStorageKey: EnvironmentKey { static var defaultValue: UserDefaults? { nil } }

    /// The store `@AppStorage` properties without a store read: set with `defaultAppStorage(_:)`.
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}
