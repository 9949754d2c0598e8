import Foundation

/// A string a person reads, with the key to look up its translation.
///
/// Foundation on Linux has no `LocalizedStringResource`; this one keeps the key and the default
/// (development-language) value and resolves to that value. Create one from a literal or an
/// interpolation:
///
/// ```swift
/// static var title: LocalizedStringResource = "Select Character"
/// DisplayRepresentation(title: "\(avatar) \(id)")
/// ```
///
/// Resolve it to a plain string with `String(localized:)`.
public struct LocalizedStringResource: Sendable, Hashable, Codable, CustomStringConvertible,
    ExpressibleByStringInterpolation
{
    /// The key that identifies the string in a strings table; for interpolations, a format such as `%@ %@`.
    public var key: String
    /// The strings table the key belongs to; `nil` for the default table.
    public var table: String?
    /// The locale to resolve the string in.
    public var locale: Locale
    /// The string in the development language, with interpolated values filled in.
    var defaultValue: String

    /// Creates a resource whose key is also its value.
    ///
    /// For example: `LocalizedStringResource("Game Status", comment: "The widget's name")`.
    ///
    /// - Parameters:
    ///   - keyAndValue: The key, also the value in the development language.
    ///   - table: The strings table; `nil` for the default table.
    ///   - locale: The locale to resolve the string in.
    ///   - bundle: The bundle whose strings tables hold the key; Linux resolves to the development-language value.
    ///   - comment: A note for translators.
    public init(
        _ keyAndValue: String, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main,
        comment: StaticString? = nil
    ) {
        self.init(key: keyAndValue, defaultValue: keyAndValue, table: table, locale: locale)
    }

    /// Creates a resource with a key and a separate development-language value.
    ///
    /// For example: `LocalizedStringResource("widget.name", defaultValue: "Game Status", table: "Widgets")`.
    ///
    /// - Parameters:
    ///   - key: The key in the strings table.
    ///   - defaultValue: The value in the development language.
    ///   - table: The strings table; `nil` for the default table.
    ///   - locale: The locale to resolve the string in.
    ///   - bundle: The bundle whose strings tables hold the key.
    ///   - comment: A note for translators.
    public init(
        _ key: StaticString, defaultValue: String, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(key: key.description, defaultValue: defaultValue, table: table, locale: locale)
    }

    /// Where a resource's strings tables are.
    public enum BundleDescription: Sendable, Hashable {
        /// The main bundle.
        case main
        /// The bundle at a URL.
        case atURL(URL)
        /// The bundle that contains a class, by the class's name.
        case forClass(String)

        /// The bundle that contains a class.
        public static func forClass(_ aClass: AnyClass) -> BundleDescription {
            .forClass(String(reflecting: aClass))
        }
    }

    init(key: String, defaultValue: String, table: String?, locale: Locale) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
    }

    /// Creates a resource from a string literal, which is both key and value.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Creates a resource from an interpolated string; the key is its format, such as `%@ %@`.
    public init(stringInterpolation: StringInterpolation) {
        self.init(
            key: stringInterpolation.format, defaultValue: stringInterpolation.value, table: nil, locale: .current)
    }

    /// The resolved string.
    public var description: String { defaultValue }
}

extension String {
    /// Resolves a localized string resource to the string to show.
    ///
    /// For example: `String(localized: SelectCharacterIntent.title)` is `"Select Character"`.
    ///
    /// - Parameter resource: The resource to resolve.
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue
    }
}
