import Foundation

/// How an `@AppStorage` value is kept in a property list, read back as `UserDefaults`' typed getters read it.
struct AppStorageCodec<Value>: @unchecked Sendable {
    /// The value for a stored object (the store and key are there for the typed getters); `nil` if it has none.
    let decode: (Any, UserDefaults, String) -> Value?
    /// The property-list object to store; `nil` removes the key.
    let encode: (Value) -> Any?

    static var bool: AppStorageCodec<Bool> {
        AppStorageCodec<Bool>(decode: { _, defaults, key in defaults.bool(forKey: key) }, encode: { $0 })
    }

    static var int: AppStorageCodec<Int> {
        AppStorageCodec<Int>(decode: { _, defaults, key in defaults.integer(forKey: key) }, encode: { $0 })
    }

    static var double: AppStorageCodec<Double> {
        AppStorageCodec<Double>(decode: { _, defaults, key in defaults.double(forKey: key) }, encode: { $0 })
    }

    static var string: AppStorageCodec<String> {
        AppStorageCodec<String>(decode: { _, defaults, key in defaults.string(forKey: key) }, encode: { $0 })
    }

    static var data: AppStorageCodec<Data> {
        AppStorageCodec<Data>(decode: { object, _, _ in object as? Data }, encode: { $0 })
    }

    static var date: AppStorageCodec<Date> {
        AppStorageCodec<Date>(decode: { object, _, _ in object as? Date }, encode: { $0 })
    }

    /// URLs are stored as their absolute string. swift-corelibs-foundation's `set(_:forKey:)` for a URL keeps only
    /// its path, so a stored string without a scheme is read as a file path (`~` expanded), as that writes it.
    static var url: AppStorageCodec<URL> {
        AppStorageCodec<URL>(
            decode: { object, _, _ in
                if let url = object as? URL { return url }
                if let data = object as? Data, let string = String(data: data, encoding: .utf8) {
                    return URL(string: string)
                }
                guard let string = object as? String, !string.isEmpty else { return nil }
                if let url = URL(string: string), url.scheme != nil { return url }
                return URL(fileURLWithPath: NSString(string: string).expandingTildeInPath)
            },
            encode: { $0.absoluteString })
    }

    /// A raw-representable value stored as its raw value; a raw value with no case reads the initial value.
    static func raw<R: RawRepresentable>(_ base: AppStorageCodec<R.RawValue>) -> AppStorageCodec<R> {
        AppStorageCodec<R>(
            decode: { object, defaults, key in base.decode(object, defaults, key).flatMap(R.init(rawValue:)) },
            encode: { base.encode($0.rawValue) })
    }

    /// An optional value: `nil` removes the key.
    static func optional<W>(_ base: AppStorageCodec<W>) -> AppStorageCodec<W?> {
        AppStorageCodec<W?>(
            decode: { object, defaults, key in base.decode(object, defaults, key).map { .some($0) } },
            encode: { $0.flatMap(base.encode) })
    }
}
