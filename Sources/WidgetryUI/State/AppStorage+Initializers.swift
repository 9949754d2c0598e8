import Foundation

extension AppStorage {
    /// Creates a property that reads and writes a `Bool` user default.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value when the key has none.
    ///   - key: The key to read and write in the store.
    ///   - store: The store; `nil` uses the environment's `defaultAppStorage(_:)`, else `UserDefaults.standard`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .bool)
    }

    /// Creates a property that reads and writes a `Int` user default.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value when the key has none.
    ///   - key: The key to read and write in the store.
    ///   - store: The store; `nil` uses the environment's `defaultAppStorage(_:)`, else `UserDefaults.standard`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .int)
    }

    /// Creates a property that reads and writes a `Double` user default.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value when the key has none.
    ///   - key: The key to read and write in the store.
    ///   - store: The store; `nil` uses the environment's `defaultAppStorage(_:)`, else `UserDefaults.standard`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .double)
    }

    /// Creates a property that reads and writes a `String` user default.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value when the key has none.
    ///   - key: The key to read and write in the store.
    ///   - store: The store; `nil` uses the environment's `defaultAppStorage(_:)`, else `UserDefaults.standard`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .string)
    }

    /// Creates a property that reads and writes a `URL` user default.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value when the key has none.
    ///   - key: The key to read and write in the store.
    ///   - store: The store; `nil` uses the environment's `defaultAppStorage(_:)`, else `UserDefaults.standard`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .url)
    }

    /// Creates a property that reads and writes a `Data` user default.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value when the key has none.
    ///   - key: The key to read and write in the store.
    ///   - store: The store; `nil` uses the environment's `defaultAppStorage(_:)`, else `UserDefaults.standard`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .data)
    }

    /// Creates a property that reads and writes a `Date` user default.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value when the key has none.
    ///   - key: The key to read and write in the store.
    ///   - store: The store; `nil` uses the environment's `defaultAppStorage(_:)`, else `UserDefaults.standard`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .date)
    }

    /// Creates a property that reads and writes a user default as the `Int` raw value of a value.
    ///
    /// A stored raw value that matches no value reads `wrappedValue`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .raw(.int))
    }

    /// Creates a property that reads and writes a user default as the `String` raw value of a value.
    ///
    /// A stored raw value that matches no value reads `wrappedValue`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .raw(.string))
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that reads and writes an optional `Bool` user default; `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.bool))
    }

    /// Creates a property that reads and writes an optional `Int` user default; `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.int))
    }

    /// Creates a property that reads and writes an optional `Double` user default; `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.double))
    }

    /// Creates a property that reads and writes an optional `String` user default; `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.string))
    }

    /// Creates a property that reads and writes an optional `URL` user default; `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.url))
    }

    /// Creates a property that reads and writes an optional `Data` user default; `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.data))
    }

    /// Creates a property that reads and writes an optional `Date` user default; `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.date))
    }

    /// Creates a property that reads and writes an optional value as its `String` raw value; `nil` removes the key.
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.raw(.string)))
    }

    /// Creates a property that reads and writes an optional value as its `Int` raw value; `nil` removes the key.
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.raw(.int)))
    }
}
